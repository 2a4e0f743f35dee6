import { describe, expect, it } from 'vitest';
import { testPdfFrame } from './pdf.fixtures.ts';
import { PdfLayout, type PdfLayoutOptions, type PdfLine } from './pdf-layout.ts';
import { openPdfSink } from './pdf-render.ts';

const options: PdfLayoutOptions = {
  ...testPdfFrame,
  fontSize: 7,
  addressLines: ['Jl. Uji 1'],
  columns: [
    { caption: 'Kode', width: 8, align: 'left' },
    { caption: 'Nama Barang', width: 20, align: 'left' },
    { caption: 'Harga', width: 10, align: 'right' },
  ],
};

const batch = (from: number): PdfLine[] =>
  Array.from({ length: 100 }, (_, i) => ({
    k: 'r' as const,
    cells: [`K${from + i}`, `CINCIN EMAS MODEL ${(from + i) % 17}`, `${(from + i) * 1013},000`],
  }));

/** The PDF's bytes without its creation date and id (they differ from one run to the next). */
const comparable = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d+Z\)/g, '')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '');

describe('report PDF in its worker thread', () => {
  it('is the same file as the layout on this thread', async () => {
    const sink = openPdfSink(options, (e) => {
      throw e;
    });
    const inline = new PdfLayout(options);
    for (const from of [0, 100, 200]) {
      await sink.add(batch(from));
      inline.add(batch(from));
    }
    const [fromWorker, here] = await Promise.all([sink.finish(), inline.finish()]);
    expect(fromWorker.pages).toBeGreaterThan(1);
    expect(fromWorker.pages).toBe(here.pages);
    expect(comparable(fromWorker.pdf)).toBe(comparable(here.pdf));
  });

  it("lays out the largest PDF a report may have within the worker's heap (every word distinct)", async () => {
    // PDF_MAX_ROWS (laporan.service.ts) rows of 16 cells of words that never come back: the font
    // caches' worst case. Past the heap's cap the worker would die and the file fail.
    const rows = 20_000;
    const wide: PdfLayoutOptions = {
      ...options,
      columns: Array.from({ length: 16 }, (_, i) => ({
        caption: `Kolom ${i + 1}`,
        width: 6,
        align: i < 6 ? ('left' as const) : ('right' as const),
      })),
    };
    const sink = openPdfSink(wide, (e) => {
      throw e;
    });
    for (let from = 0; from < rows; from += 2500)
      await sink.add(
        Array.from({ length: 2500 }, (_, i) => ({
          k: 'r' as const,
          cells: Array.from({ length: 16 }, (_, c) => `${c < 6 ? 'W' : ''}${(from + i) * 16 + c}`),
        })),
      );
    const r = await sink.finish();
    expect(r.detailRows).toBe(rows);
    expect(r.pages).toBeGreaterThan(500);
    // Every page's 'n of N' was written (one form XObject each) and the file is whole.
    expect(r.pdf.toString('latin1').match(/\/Subtype \/Form/g)).toHaveLength(r.pages);
    expect(r.pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  }, 120_000);

  it('fails the file when a batch fails, though the batch was acknowledged', async () => {
    const sink = openPdfSink(options, (e) => {
      throw e;
    });
    await sink.add(batch(0));
    await sink.add([{ k: 'r', cells: null as unknown as string[] }]);
    await expect(sink.finish()).rejects.toThrow();
  });
});
