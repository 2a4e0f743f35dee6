import { NOTA_FONTS, NOTA_TYPES, type NotaType } from '@emas/contract/api/nota';
import { type NotaDocument, sampleDocument } from '@emas/contract/nota-sample';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../test/pdf-text.ts';
import { defaultLabels } from './nota-defaults.ts';
import { overflowingLabels, renderNotaPdf } from './nota-pdf.ts';

/**
 * The layout rules of the default notes (issue 43): nothing printed cut off, the redemption and
 * extension notes with their own numbers, the deposit note without 'Nilai 0'.
 */
const SHOP = {
  kode_toko: 'TK1',
  nama_toko: 'TOKO EMAS SINAR MULIA ABADI',
  alamat_toko: 'Jl. Pasar Baru No. 45 Blok A Lantai Dasar, Sawah Besar, Jakarta Pusat 10710',
  no_telp: '021-3456789',
};

/** The sample of a type with the longest values a counter gives (two payments with the change). */
const worst = (type: NotaType): NotaDocument => {
  const d = sampleDocument(type);
  return {
    ...d,
    fields: {
      ...d.fields,
      pembayaran: 'CASH Rp 7,065,500 (TUNAI Rp 10,000,000 KEMBALI Rp 2,934,500) / TRANSFER BCA Rp 5,802,000',
      total: 123_456_789,
    },
  };
};

const labelsIn = (type: NotaType, font: (typeof NOTA_FONTS)[number]) =>
  defaultLabels(type).map((l) => ({ ...l, font_family: font }));

describe('default note layouts', () => {
  it('print every value of every note type whole, in every font (no "KEMBALI Rp…", no "JUMLAH…")', () => {
    for (const type of NOTA_TYPES)
      for (const font of NOTA_FONTS)
        for (const isMobile of [false, true]) {
          const cut = overflowingLabels({
            shop: SHOP,
            type,
            labels: labelsIn(type, font),
            documents: [sampleDocument(type), worst(type)],
            isMobile,
          });
          expect(cut, `${type} / ${font}`).toEqual([]);
        }
  });

  it('finds a value cut off (the measurement can fail)', () => {
    const labels = defaultLabels('PENJUALAN').map((l) =>
      l.name === 'total_3' ? { ...l, height: 12, width: 120 } : l,
    );
    const cut = overflowingLabels({ shop: SHOP, type: 'PENJUALAN', labels, documents: [worst('PENJUALAN')] });
    expect(cut.map((c) => c.name)).toEqual(['total_3']);
  });

  it('the redemption note: principal, days, computed and charged interest, total paid, LUNAS', async () => {
    const [page] = await pdfPages(
      await renderNotaPdf({
        shop: SHOP,
        type: 'PELUNASAN HUTANG',
        labels: defaultLabels('PELUNASAN HUTANG'),
        documents: [sampleDocument('PELUNASAN HUTANG')],
      }),
    );
    const text = page?.text ?? '';
    for (const s of [
      'NOTA PELUNASAN HUTANG',
      ': HT-TK1-261123-0001/1',
      'Rp 5,000,000',
      '31 hari x 0.1% / hari',
      'Bunga Dihitung',
      'Rp 155,000',
      'Bunga Dibayar',
      'Rp 150,000',
      'Rp 5,150,000',
      'LUNAS',
    ])
      expect(text, s).toContain(s);
  });

  it('the extension note: principal, days, interest paid and the new due date', async () => {
    const [page] = await pdfPages(
      await renderNotaPdf({
        shop: SHOP,
        type: 'PERPANJANGAN HUTANG',
        labels: defaultLabels('PERPANJANGAN HUTANG'),
        documents: [sampleDocument('PERPANJANGAN HUTANG')],
      }),
    );
    const text = page?.text ?? '';
    for (const s of ['NOTA PERPANJANGAN HUTANG', 'Rp 5,000,000', '31 hari', 'Rp 155,000', '22-01-2027'])
      expect(text, s).toContain(s);
    expect(text).toContain('TEMPO BARU 22-01-2027');
    expect(text).not.toContain('LUNAS');
  });

  it('the deposit note: no value per piece, the amount and the fees apart, the due date', async () => {
    const [page] = await pdfPages(
      await renderNotaPdf({
        shop: SHOP,
        type: 'TITIPAN',
        labels: defaultLabels('TITIPAN'),
        documents: [sampleDocument('TITIPAN')],
      }),
    );
    const text = page?.text ?? '';
    expect(text).not.toMatch(/Nilai/);
    expect(text).toContain('Jatuh Tempo');
    expect(text).toContain(': 21-02-2027');
    expect(text).toContain('JUMLAH TITIP');
    expect(text).toContain('Rp 5,000,000');
    expect(text).toContain('Rp 75,000');
    expect(text).not.toContain('5,075,000');
  });

  it('the service note prints the balance the domain gives (LUNAS once picked up)', async () => {
    const d = sampleDocument('SERVICE');
    const [page] = await pdfPages(
      await renderNotaPdf({
        shop: SHOP,
        type: 'SERVICE',
        labels: defaultLabels('SERVICE'),
        documents: [{ ...d, fields: { ...d.fields, sisa_rp: 0, sisa_bayar: 'LUNAS' } }],
      }),
    );
    expect(page?.text).toContain('LUNAS');
    expect(page?.text).not.toContain('150,000');
  });
});
