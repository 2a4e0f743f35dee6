import type { NotaLabel } from '@emas/contract/api/nota';
import { sampleDocument } from '@emas/contract/nota-sample';
import { describe, expect, it } from 'vitest';
import { type PdfPage, pdfPages, wordWith } from '../../test/pdf-text.ts';
import { defaultLabels } from './nota-defaults.ts';
import { type NotaDocument, PX, pagesOfLines, type RenderNotaInput, renderNotaPdf } from './nota-pdf.ts';

const SHOP = {
  kode_toko: 'TK1',
  nama_toko: 'TOKO EMAS SINAR MULIA',
  alamat_toko: 'Jl. Pasar Baru No. 45, Jakarta Pusat',
  no_telp: '021-3456789',
};
const MM = 72 / 25.4;

const render = (o: Partial<RenderNotaInput> = {}) =>
  renderNotaPdf({
    shop: SHOP,
    type: 'PENJUALAN',
    labels: defaultLabels('PENJUALAN'),
    documents: [sampleDocument('PENJUALAN')],
    ...o,
  }).then(pdfPages);

const has = (p: PdfPage, s: string) => p.text.includes(s);
const TERMS = 'SYARAT & KETENTUAN';

describe('invoice PDF', () => {
  it('is 210 x 105 mm with the header, the items, grams with 3 decimals, totals and the terms', async () => {
    const [page, ...rest] = await render();
    expect(rest).toHaveLength(0);
    if (!page) throw new Error('no page');
    expect(page.width).toBeCloseTo(210 * MM, 1);
    expect(page.height).toBeCloseTo(105 * MM, 1);
    for (const s of [
      'TOKO EMAS SINAR MULIA',
      'NOTA PENJUALAN',
      ': FJ-TK1-2611230001',
      ': 23-11-2026 10:42',
      '5.250',
      '3.500',
      '8.750 gr',
      'Rp 12,867,500',
      '7,342,500',
      TERMS,
    ])
      expect(page.text, s).toContain(s);
    expect(page.text).toMatch(/dalam waktu 3\s+\(tiga\)\s+bulan/);
    // The barcode's human-readable text under the bars.
    expect(page.words.filter((w) => w.str === 'FJ-TK1-2611230001')).toHaveLength(1);
  });

  it('slices item text at spaces into at most 20 characters, at most 3 lines', async () => {
    const doc: NotaDocument = {
      fields: { no_faktur: 'X1' },
      lines: [{ nama_barang: 'Kalung Rantai Italy Model Nori Kuning Super Mewah Sekali Ya' }],
    };
    const labels = defaultLabels('PENJUALAN').map((l) =>
      l.name === 'baris_nama_barang' ? { ...l, height: 60 } : l,
    );
    const [page] = await render({ labels, documents: [doc] });
    if (!page) throw new Error('no page');
    const lines = page.words.filter((w) => w.x > 124 * PX - 1 && w.x < 125 * PX && w.y > 138 * PX);
    expect(lines.map((w) => w.str)).toEqual([
      'Kalung Rantai Italy',
      'Model Nori Kuning',
      'Super Mewah Sekali',
    ]);
  });

  it('groups weights with thousands commas', async () => {
    const doc: NotaDocument = { fields: { total_berat: 1234.5 }, lines: [{ berat: '1000' }] };
    const [page] = await render({ documents: [doc] });
    expect(page && has(page, '1,234.500 gr')).toBe(true);
    expect(page && has(page, '1,000.000')).toBe(true);
  });

  it('prints a second copy with the duplicate module, the terms on the first copy only', async () => {
    const pages = await render({ duplicateModule: true });
    expect(pages).toHaveLength(2);
    const [first, second] = pages as [PdfPage, PdfPage];
    expect(has(first, TERMS)).toBe(true);
    expect(has(second, TERMS)).toBe(false);
    expect(has(second, ': FJ-TK1-2611230001')).toBe(true);
    expect(has(second, 'Rp 12,867,500')).toBe(true);
    // Without the module: one copy.
    expect(await render({ duplicateModule: false })).toHaveLength(1);
  });

  it("marks a reprint 'COPY' only when the reprint module is on", async () => {
    const copy = (p: PdfPage[]) => p.map((x) => x.words.some((w) => w.str === 'COPY'));
    expect(copy(await render({ reprint: true, reprintModule: true, duplicateModule: true }))).toEqual([
      true,
      true,
    ]);
    expect(copy(await render({ reprint: true, reprintModule: false }))).toEqual([false]);
    expect(copy(await render({ reprint: false, reprintModule: true }))).toEqual([false]);
  });

  it('draws each label at its position (px x 0.75 pt)', async () => {
    const labels = defaultLabels('PENJUALAN').map((l) =>
      l.name === 'no_faktur' && !l.is_mobile ? { ...l, position_x: 100, position_y: 300 } : l,
    );
    const [page] = await render({ labels });
    const w = page && wordWith(page, ': FJ-TK1-2611230001');
    expect(w?.x).toBeCloseTo(100 * PX, 0);
    // The baseline lies within the first line under the top.
    expect(w && w.y - 300 * PX).toBeGreaterThan(0);
    expect(w && w.y - 300 * PX).toBeLessThan(10);
  });

  it('repeats item labels per line and continues past 5 lines on a further invoice', async () => {
    const lines = Array.from({ length: 7 }, (_, i) => ({ nama_barang: `Cincin ${i + 1}`, berat: 1 + i }));
    const pages = await render({ documents: [{ fields: { no_faktur: 'FJ-7' }, lines }] });
    expect(pages).toHaveLength(2);
    const [a, b] = pages as [PdfPage, PdfPage];
    const y1 = wordWith(a, 'Cincin 1')?.y ?? 0;
    const y2 = wordWith(a, 'Cincin 2')?.y ?? 0;
    expect(y2 - y1).toBeCloseTo(24 * PX, 0);
    expect(has(a, 'Cincin 5') && !has(a, 'Cincin 6')).toBe(true);
    expect(has(b, 'Cincin 6') && has(b, 'Cincin 7') && has(b, '7.000')).toBe(true);
    expect(pagesOfLines([], 5)).toEqual([[]]);
  });

  it('prints the slip labels in POS mode and leaves inactive labels out', async () => {
    const labels: NotaLabel[] = defaultLabels('PENJUALAN').map((l) => {
      if (l.name === 'judul' && l.is_mobile) return { ...l, isi: '[b]SLIP PENJUALAN' };
      if (l.name === 'catatan' && !l.is_mobile) return { ...l, status: false };
      return l;
    });
    const [pos] = await render({ labels, isMobile: true });
    const [invoice] = await render({ labels });
    expect(pos && has(pos, 'SLIP PENJUALAN')).toBe(true);
    expect(invoice && has(invoice, 'SLIP PENJUALAN')).toBe(false);
    expect(invoice && has(invoice, 'Terima kasih')).toBe(false);
    expect(pos && has(pos, 'Terima kasih')).toBe(true);
  });

  it('service rangkap: three times down an A4 page, the terms once', async () => {
    const pages = await renderNotaPdf({
      shop: SHOP,
      type: 'SERVICE',
      labels: defaultLabels('SERVICE'),
      documents: [sampleDocument('SERVICE')],
      serviceRangkap: true,
      duplicateModule: true,
    }).then(pdfPages);
    expect(pages).toHaveLength(1);
    const [page] = pages as [PdfPage];
    expect(page.height).toBeCloseTo(297 * MM, 1);
    expect(page.words.filter((w) => w.str.includes(': SV-TK1-2611230003'))).toHaveLength(3);
    expect(page.words.filter((w) => w.str.includes('SYARAT & KETENTUAN'))).toHaveLength(1);
    const ys = page.words.filter((w) => w.str === 'NOTA SERVICE').map((w) => w.y);
    expect((ys[1] ?? 0) - (ys[0] ?? 0)).toBeCloseTo(360 * PX, 0);
  });

  it('every default layout renders its sample with a 3-month clause and the invoice number codes', async () => {
    for (const type of [
      'PENJUALAN',
      'PENJUALAN TUA',
      'PEMBELIAN',
      'PESANAN',
      'SERVICE',
      'TITIPAN',
      'PENJUALAN BERLIAN',
      'PENJUALAN_MANUAL',
    ] as const) {
      const labels = defaultLabels(type);
      expect(labels.some((l) => l.jenis === 'barcode' && l.isi.includes('{no_faktur'))).toBe(true);
      expect(labels.some((l) => l.jenis === 'qrcode' && l.isi.includes('{no_faktur'))).toBe(true);
      const [page] = await renderNotaPdf({
        shop: SHOP,
        type,
        labels,
        documents: [sampleDocument(type)],
      }).then(pdfPages);
      expect(page?.text, type).toMatch(/3 \(tiga\)\s+bulan/);
      expect(page?.text, type).toContain(String(sampleDocument(type).fields.no_faktur));
    }
  });

  it('prints the font styles (Times New Roman as a serif face)', async () => {
    const labels = defaultLabels('PENJUALAN').map((l) => ({ ...l, font_family: 'Times New Roman' as const }));
    const pdf = await renderNotaPdf({
      shop: SHOP,
      type: 'PENJUALAN',
      labels,
      documents: [sampleDocument('PENJUALAN')],
    });
    expect(pdf.toString('latin1')).toMatch(/Serif|Times/);
    const [page] = await pdfPages(pdf);
    expect(page && has(page, 'NOTA PENJUALAN')).toBe(true);
  });
});
