import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../test/pdf-text.ts';
import { testPdfFrame } from './pdf.fixtures.ts';
import { type PdfColumn, PdfLayout, type PdfLine } from './pdf-layout.ts';

/**
 * A report PDF never cuts a caption or a cell: columns are sized to their content, and a text longer
 * than the page allows wraps onto more lines of its row (the rows below move down).
 */
const base = testPdfFrame;

/** Kept for a look (pdftoppm), beside the other report PDFs of the tests. */
const OUT = process.env.REPORT_PDF_DIR ?? '/tmp/laporan-transaksi-pdf';

const LONG =
  'CINCIN EMAS PUTIH MODEL BUNGA TABUR BERLIAN KECIL DENGAN UKIRAN NAMA DAN TANGGAL PERNIKAHAN PASANGAN';

describe('report PDF columns', () => {
  it('keeps every caption and cell whole: long text wraps, numbers stay on their line', async () => {
    const columns: PdfColumn[] = [
      { caption: 'Kode Barcode', width: 9, align: 'left' },
      { caption: 'Nama Barang Yang Dijual Hari Ini', width: 16, align: 'left' },
      { caption: 'Group', width: 6, align: 'left' },
      ...Array.from(
        { length: 9 },
        (_, i): PdfColumn => ({ caption: `Harga Ke ${i + 1}`, width: 10, align: 'right' }),
      ),
    ];
    const layout = new PdfLayout({ ...base, columns });
    const rows: PdfLine[] = [
      { k: 'r', cells: ['00000001', LONG, 'EMAS MUDA', ...Array(9).fill('26,940,000')] },
      { k: 'r', cells: ['00000002', 'CINCIN POLOS', 'EMAS TUA', ...Array(9).fill('1,150,000')] },
      { k: 't', cells: ['TOTAL', '', '', ...Array(9).fill('28,090,000')] },
    ];
    layout.add(rows);
    const { pdf } = await layout.finish();
    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, 'kolom-panjang.pdf'), pdf);
    const [page] = await pdfPages(pdf);
    const text = page?.text ?? '';
    expect(text).not.toContain('…');
    for (const t of ['Kode Barcode', 'EMAS MUDA', 'Harga Ke 9', '26,940,000', '28,090,000'])
      expect(text).toContain(t);
    // Every word of the long name is there, over several lines of its row.
    const words = page?.words ?? [];
    for (const w of LONG.split(' ')) expect(text).toContain(w);
    const nameLines = new Set(words.filter((w) => LONG.includes(w.str.trim())).map((w) => Math.round(w.y)));
    expect(nameLines.size).toBeGreaterThan(1);
    // The next row starts below the last line of the wrapped name.
    const second = words.find((w) => w.str === '00000002');
    expect(second?.y).toBeGreaterThan(Math.max(...nameLines));
  });

  it('a table sized on its first rows still prints every later row', async () => {
    const layout = new PdfLayout({ ...base, columns: [{ caption: 'No', width: 5, align: 'left' }] });
    layout.add(Array.from({ length: 700 }, (_, i): PdfLine => ({ k: 'r', cells: [`BARIS-${i}`] })));
    const r = await layout.finish();
    expect(r.detailRows).toBe(700);
    const text = (await pdfPages(r.pdf)).map((p) => p.text).join('\n');
    expect(text).toContain('BARIS-0');
    expect(text).toContain('BARIS-699');
  });

  it('numbers every page n of N though pages are written out as they fill (footers completed at the end)', async () => {
    const layout = new PdfLayout({ ...base, columns: [{ caption: 'No', width: 5, align: 'left' }] });
    layout.add([{ k: 'g', text: 'GRUP A' }]);
    layout.add(Array.from({ length: 400 }, (_, i): PdfLine => ({ k: 'r', cells: [`BARIS-${i}`] })));
    layout.add([
      { k: 's', cells: ['SUB TOTAL'] },
      { k: 't', cells: ['TOTAL'] },
    ]);
    const r = await layout.finish();
    const pages = await pdfPages(r.pdf);
    expect(r.pages).toBeGreaterThan(5);
    expect(pages).toHaveLength(r.pages);
    pages.forEach((p, i) => {
      expect(p.text).toContain(`${i + 1} of ${r.pages}`);
      expect(p.text).toContain('Printed By owner1');
    });
    expect(pages.at(-1)?.text).toContain('TOTAL');
  });
});
