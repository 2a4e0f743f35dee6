import { describe, expect, it } from 'vitest';
import { NOTA_TYPES, type NotaType } from './api/nota.ts';
import { formatMoney } from './format.ts';
import { notaContent } from './nota-content.ts';
import { receiptEscPos } from './nota-escpos.ts';
import { RECEIPT_COLUMNS, RECEIPT_PAPERS, receiptLines, wrapText } from './nota-receipt.ts';
import { type NotaDocument, sampleDocument } from './nota-sample.ts';
import { NOTA_SPECS } from './nota-specs.ts';

const SHOP = {
  kode_toko: 'TK1',
  nama_toko: 'TOKO EMAS SINAR MULIA ABADI',
  alamat_toko: 'Jl. Pasar Baru No. 45 Blok A Lantai Dasar, Sawah Besar, Jakarta Pusat 10710',
  no_telp: '021-3456789',
};

/** The longest values a counter gives (as nota-layout.test.ts in the server). */
const worst = (type: NotaType): NotaDocument => {
  const d = sampleDocument(type);
  return {
    ...d,
    fields: {
      ...d.fields,
      nama_customer: 'Raden Ajeng Kartini Sosroningrat Binti Sastrowardoyo',
      pembayaran: 'CASH Rp 7,065,500 (TUNAI Rp 10,000,000 KEMBALI Rp 2,934,500) / TRANSFER BCA Rp 5,802,000',
      total: 123_456_789,
    },
  };
};

/** The words of a text, for 'nothing lost' checks. */
const words = (t: string) => t.split(/\s+/).filter(Boolean);

describe('receipt lines (58 mm = 32 columns, 80 mm = 48)', () => {
  it('wraps at spaces and splits only a word longer than the width, losing nothing', () => {
    expect(wrapText('CASH Rp 5,000,000 / TRANSFER BCA Rp 7,867,500', 20)).toEqual([
      'CASH Rp 5,000,000 /',
      'TRANSFER BCA Rp',
      '7,867,500',
    ]);
    expect(wrapText('ABCDEFGHIJ KL', 4)).toEqual(['ABCD', 'EFGH', 'IJ', 'KL']);
  });

  it('every note type in both widths: no line longer than the paper, every value printed whole', () => {
    for (const paper of RECEIPT_PAPERS)
      for (const type of NOTA_TYPES)
        for (const doc of [sampleDocument(type), worst(type)]) {
          const columns = RECEIPT_COLUMNS[paper];
          const content = notaContent(type, SHOP, doc);
          const lines = receiptLines(content, columns, { copy: true });
          const long = lines.filter((l) => l.text.length > columns);
          expect(long, `${type} ${paper}`).toEqual([]);
          const printed = words(lines.map((l) => l.text).join(' '));
          const expected = [
            content.title,
            content.noFaktur,
            content.terms,
            ...content.totals.flatMap((r) => [r.caption, r.value]),
            ...content.items.flatMap((it) => [
              it.name,
              ...[...it.details, ...it.amounts].map((r) => r.value),
            ]),
            ...content.customer.map((r) => r.value),
          ];
          for (const text of expected)
            expect(printed.join(' '), `${type} ${paper}: ${text}`).toContain(words(text).join(' '));
        }
  });

  it('a total fits on its caption line, the amount right-aligned to the last column', () => {
    for (const paper of RECEIPT_PAPERS) {
      const columns = RECEIPT_COLUMNS[paper];
      const doc = sampleDocument('PENJUALAN');
      const lines = receiptLines(notaContent('PENJUALAN', SHOP, doc), columns);
      const total = lines.find((l) => l.text.startsWith('TOTAL '));
      expect(total?.text).toHaveLength(columns);
      expect(total?.text.endsWith(`Rp ${formatMoney(doc.fields.total)}`)).toBe(true);
      expect(total?.bold).toBe(true);
    }
  });

  it('shows what the invoice says: the type title, the customer caption, each line and the mark', () => {
    const c = notaContent('PELUNASAN HUTANG', SHOP, sampleDocument('PELUNASAN HUTANG'));
    expect(c.title).toBe(NOTA_SPECS['PELUNASAN HUTANG'].title);
    expect(c.customer[0]).toMatchObject({ caption: 'Peminjam', value: 'Siti Rahmawati' });
    expect(c.items).toHaveLength(2);
    expect(c.stamp).toBe('LUNAS');
    expect(c.totals.map((t) => t.caption)).toContain('TOTAL BAYAR');
  });
});

/** The text of ESC/POS bytes: the commands this encoder writes taken out, split at its newlines. */
function textOf(bytes: Uint8Array): string[] {
  const s = Buffer.from(bytes).toString('latin1');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ESC/POS commands
  return s.replace(/\x1b@|\x1c\.|\x1b[MEta!].|\x1d[!V]./gs, '').split('\n\r');
}

describe('ESC/POS bytes of a receipt', () => {
  const doc = sampleDocument('PENJUALAN');
  for (const paper of RECEIPT_PAPERS) {
    const columns = RECEIPT_COLUMNS[paper];
    it(`${paper}: initialise, the note's number and total in ${columns} columns, then a cut`, () => {
      const lines = receiptLines(notaContent('PENJUALAN', SHOP, doc), columns);
      const bytes = receiptEscPos([lines], columns);
      expect([...bytes.slice(0, 2)]).toEqual([0x1b, 0x40]);
      const text = textOf(bytes);
      expect(text.filter((l) => l.length > columns)).toEqual([]);
      expect(text.some((l) => l.includes(String(doc.fields.no_faktur)))).toBe(true);
      const total = text.find((l) => l.startsWith('TOTAL '));
      expect(total).toBe(`TOTAL${`Rp ${formatMoney(doc.fields.total)}`.padStart(columns - 5)}`);
      // The printed lines are the receipt's lines, indents kept (the encoder would drop them).
      expect(text.slice(0, lines.length)).toEqual(lines.map((l) => l.text));
      // The cut comes after the last line: only line feeds follow it.
      const raw = Buffer.from(bytes).toString('latin1');
      const cut = raw.lastIndexOf('\x1dV');
      expect(cut).toBeGreaterThan(raw.lastIndexOf(lines.at(-1)?.text.trim() ?? ''));
      expect(raw.slice(cut + 3)).toMatch(/^[\n\r]*$/);
    });
  }

  it('one cut per note', () => {
    const lines = receiptLines(notaContent('PENJUALAN', SHOP, doc), 32);
    const raw = Buffer.from(receiptEscPos([lines, lines], 32)).toString('latin1');
    expect(raw.split('\x1dV').length - 1).toBe(2);
  });
});
