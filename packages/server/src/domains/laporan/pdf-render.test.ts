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

  it('fails the file when a batch fails, though the batch was acknowledged', async () => {
    const sink = openPdfSink(options, (e) => {
      throw e;
    });
    await sink.add(batch(0));
    await sink.add([{ k: 'r', cells: null as unknown as string[] }]);
    await expect(sink.finish()).rejects.toThrow();
  });
});
