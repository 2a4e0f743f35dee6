import type { NotaType } from '@emas/contract/api/nota';
import { formatMoney } from '@emas/contract/format';
import { RECEIPT_COLUMNS, RECEIPT_PAPERS } from '@emas/contract/nota-receipt';
import { sampleDocument } from '@emas/contract/nota-sample';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../test/pdf-text.ts';
import { printReceipt } from './nota-receipt.ts';

/** The receipt of the four notes a counter prints on a receipt printer (issue 43), as PDF and ESC/POS. */
const SHOP = {
  kode_toko: 'TK1',
  nama_toko: 'TOKO EMAS SINAR MULIA ABADI',
  alamat_toko: 'Jl. Pasar Baru No. 45 Blok A Lantai Dasar, Sawah Besar, Jakarta Pusat 10710',
  no_telp: '021-3456789',
};
const KINDS: NotaType[] = ['PENJUALAN', 'PEMBELIAN', 'HUTANG', 'TITIPAN'];
const PAGE_PT = { THERMAL_58: 164.41, THERMAL_80: 226.77 };
const CHAR_PT = (1.5 * 72) / 25.4;

const receipt = (type: NotaType, paper: (typeof RECEIPT_PAPERS)[number], format: 'pdf' | 'escpos' = 'pdf') =>
  printReceipt(paper, format, {
    shop: SHOP,
    type,
    documents: [sampleDocument(type)],
    copy: false,
    title: type,
  });

describe('receipt PDF', () => {
  for (const paper of RECEIPT_PAPERS)
    it(`${paper}: a page as wide as the paper, every text inside it, the number and the total`, async () => {
      for (const type of KINDS) {
        const [page, more] = await pdfPages(await receipt(type, paper));
        expect(more).toBeUndefined();
        expect(page?.width).toBeCloseTo(PAGE_PT[paper], 1);
        const doc = sampleDocument(type);
        expect(page?.text).toContain(String(doc.fields.no_faktur));
        expect(page?.text).toContain(formatMoney(doc.fields.total));
        // Every line starts at the left margin or after it and ends inside the printable width.
        const margin = (PAGE_PT[paper] - RECEIPT_COLUMNS[paper] * CHAR_PT) / 2;
        for (const w of page?.words ?? []) {
          expect(w.x, `${type}: ${w.str}`).toBeGreaterThanOrEqual(margin - 0.5);
          expect(w.x + w.str.length * CHAR_PT, `${type}: ${w.str}`).toBeLessThanOrEqual(
            PAGE_PT[paper] - margin + 0.5,
          );
        }
      }
    });

  it('a page per note, each as long as its lines', async () => {
    const pdf = await printReceipt('THERMAL_80', 'pdf', {
      shop: SHOP,
      type: 'PENJUALAN',
      documents: [sampleDocument('PENJUALAN'), { ...sampleDocument('PENJUALAN'), lines: [] }],
      copy: true,
      title: 'NOTA PENJUALAN',
    });
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]?.height).toBeGreaterThan(pages[1]?.height ?? Infinity);
    expect(pages[0]?.text).toMatch(/\*\*\*\s+COPY\s+\*\*\*/);
  });

  it('ESC/POS: the bytes of the printer, starting with ESC @', async () => {
    const bytes = await receipt('PENJUALAN', 'THERMAL_58', 'escpos');
    expect([...bytes.subarray(0, 2)]).toEqual([0x1b, 0x40]);
    expect(bytes.toString('latin1')).toContain(String(sampleDocument('PENJUALAN').fields.no_faktur));
  });
});
