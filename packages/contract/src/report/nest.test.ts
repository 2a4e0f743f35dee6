import { describe, expect, it } from 'vitest';
import { nestRows, unnestRows } from './nest.ts';
import type { ReportNesting, ReportRow } from './types.ts';

const nest: ReportNesting = { key: 'detail_barang', by: 'no', fields: ['nama_barang', 'berat'] };

/** A record's own fields on its first line, `by` blank on the others (the engine's flat lines). */
const flat: ReportRow[] = [
  { no: 'HT-1', jumlah: 100, nama_barang: 'CINCIN', berat: '1.500' },
  { no: null, jumlah: null, nama_barang: 'GELANG', berat: '2.000' },
  { no: 'HT-2', jumlah: 50, nama_barang: 'KALUNG', berat: '3.250' },
];

describe('nested report answers', () => {
  it('folds each record with its lines in the named list', () => {
    expect(nestRows(nest, flat)).toEqual([
      {
        no: 'HT-1',
        jumlah: 100,
        detail_barang: [
          { nama_barang: 'CINCIN', berat: '1.500' },
          { nama_barang: 'GELANG', berat: '2.000' },
        ],
      },
      { no: 'HT-2', jumlah: 50, detail_barang: [{ nama_barang: 'KALUNG', berat: '3.250' }] },
    ]);
  });

  it('unfolds them to the same flat lines (the screen and a head office merge)', () => {
    expect(unnestRows(nest, nestRows(nest, flat))).toEqual(flat);
  });

  it('a record without detail is one line with empty detail fields, and stays one record', () => {
    const lone: ReportRow[] = [{ no: 'HT-3', jumlah: 10, nama_barang: null, berat: null }];
    expect(nestRows(nest, lone)).toEqual([{ no: 'HT-3', jumlah: 10, detail_barang: [] }]);
    expect(unnestRows(nest, nestRows(nest, lone))).toEqual(lone);
  });
});
