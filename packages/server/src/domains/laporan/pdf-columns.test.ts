import { describe, expect, it } from 'vitest';
import { type SizedColumn, sizeColumns } from './pdf-columns.ts';

/** A monospace font: 5 points a character, 6 in bold. */
const measure = (t: string, bold: boolean) => t.length * (bold ? 6 : 5);
const PAD = 2;
const col = (caption: string, align: 'left' | 'right', width = 10): SizedColumn => ({
  caption,
  width,
  align,
});
const rows = (...r: string[][]) => r.map((cells) => ({ cells, bold: false }));
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('PDF columns sized to their content', () => {
  it('with room: every caption and cell fits whole, and the page width is used', () => {
    const cols = [col('Kode Barcode', 'left', 9), col('Group', 'left', 6), col('Harga', 'right', 11)];
    const w = sizeColumns(cols, rows(['00000001', 'EMAS MUDA', '1,150,000']), 600, measure, PAD);
    expect(sum(w)).toBeCloseTo(600, 6);
    expect(w[0]).toBeGreaterThanOrEqual(12 * 6 + 4); // 'Kode Barcode' in bold, not 'Kode Barco…'
    expect(w[1]).toBeGreaterThanOrEqual(9 * 5 + 4); // 'EMAS MUDA', not 'EMAS …'
    expect(w[2]).toBeGreaterThanOrEqual(9 * 5 + 6);
  });

  it('short of room: numbers keep their width, long text shrinks to its longest word and wraps', () => {
    const cols = [col('Nama Barang', 'left', 20), col('Harga', 'right', 10), col('Berat', 'right', 8)];
    const long = 'CINCIN EMAS PUTIH MODEL BUNGA TABUR BERLIAN';
    const w = sizeColumns(cols, rows([long, '26,940,000', '28.467']), 200, measure, PAD);
    expect(sum(w)).toBeCloseTo(200, 6);
    expect(w[1]).toBeCloseTo(10 * 5 + 6, 6);
    expect(w[2]).toBeCloseTo(6 * 5 + 6, 6);
    expect(w[0]).toBeGreaterThanOrEqual('BERLIAN'.length * 5 + 4);
    expect(w[0]).toBeLessThan(long.length * 5);
  });

  it('numbers under long captions: the numbers stay whole, the captions wrap at their words', () => {
    const cols = [
      col('Berat', 'right'),
      ...['Biaya Jasa Pencarian', 'Denda Keterlambatan'].map((c) => col(c, 'right')),
    ];
    const cells = ['37.650', '10,000', '0'];
    // Natural widths (captions on one line) need 36 + 126 + 120 points; 200 are there.
    const w = sizeColumns(cols, rows(cells), 200, measure, PAD);
    expect(sum(w)).toBeCloseTo(200, 6);
    for (const [i, c] of cells.entries()) expect(w[i]).toBeGreaterThanOrEqual(c.length * 5 + 6);
    expect(w[1]).toBeGreaterThanOrEqual('Pencarian'.length * 6 + 6);
  });

  it('far too many columns: scaled down together rather than past the page', () => {
    const cols = Array.from({ length: 12 }, (_, i) => col(`Kolom Panjang ${i}`, 'right'));
    const w = sizeColumns(cols, rows(cols.map(() => '1,234,567,890')), 300, measure, PAD);
    expect(sum(w)).toBeCloseTo(300, 6);
  });

  it('bold totals count too', () => {
    const cols = [col('X', 'left'), col('Total', 'right')];
    const w = sizeColumns(cols, [{ cells: ['', '999,999,999'], bold: true }], 1000, measure, PAD);
    expect(w[1]).toBeGreaterThanOrEqual(11 * 6 + 6);
  });
});
