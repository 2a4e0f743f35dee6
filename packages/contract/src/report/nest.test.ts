import { describe, expect, it } from 'vitest';
import { indexedKey, nestEntryFields, nestRows, unnestRows } from './nest.ts';
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

describe('a list from hidden indexed keys of one line (a PO and its goods)', () => {
  const po: ReportNesting = { key: 'detail_barang', indexed: ['deskripsi', 'berat'] };
  const lines: ReportRow[] = [
    {
      no_po: 'PO-1',
      deskripsi: 'GELANG, ANTING',
      [indexedKey('detail_barang', 0, 'deskripsi')]: 'GELANG',
      [indexedKey('detail_barang', 0, 'berat')]: '2.000',
      [indexedKey('detail_barang', 1, 'deskripsi')]: 'ANTING',
      [indexedKey('detail_barang', 1, 'berat')]: '1.000',
    },
    { no_po: 'PO-2', deskripsi: '' },
  ];

  it('answers each line as one record with its entries in order, the hidden keys gone', () => {
    expect(nestRows(po, lines)).toEqual([
      {
        no_po: 'PO-1',
        deskripsi: 'GELANG, ANTING',
        detail_barang: [
          { deskripsi: 'GELANG', berat: '2.000' },
          { deskripsi: 'ANTING', berat: '1.000' },
        ],
      },
      { no_po: 'PO-2', deskripsi: '', detail_barang: [] },
    ]);
  });

  it('a description holding the joining comma stays one entry', () => {
    const row = { no_po: 'PO-3', [indexedKey('detail_barang', 0, 'deskripsi')]: 'CINCIN, MATA' };
    expect(nestRows(po, [row])[0]?.detail_barang).toEqual([{ deskripsi: 'CINCIN, MATA', berat: null }]);
  });

  it('unfolds to the same lines, and keys that only look indexed stay on the record', () => {
    expect(unnestRows(po, nestRows(po, lines))).toEqual(lines);
    const odd: ReportRow = { no_po: 'PO-4', 'detail_barang.x.deskripsi': 'A', 'detail_barang.0.harga': 5 };
    expect(nestRows(po, [odd])).toEqual([{ ...odd, detail_barang: [] }]);
  });
});

describe("a list made of a line's columns (payment columns become pembayaran)", () => {
  const pay: ReportNesting = {
    key: 'pembayaran',
    from: {
      columns: { cash: 'CASH', debet: 'DEBET', credit: 'CREDIT', transfer: 'TRANSFER' },
      name: 'jenis',
      value: 'jumlah_in',
    },
  };
  const lines: ReportRow[] = [
    { no: 'BM-1', harga: 900, cash: 400, debet: 0, credit: 0, transfer: 500 },
    { no: 'BM-2', harga: 100, cash: 0, debet: 0, credit: 0, transfer: 0 },
  ];

  it("gives an entry per column with an amount, in the columns' order, the columns gone", () => {
    expect(nestRows(pay, lines)).toEqual([
      {
        no: 'BM-1',
        harga: 900,
        pembayaran: [
          { jenis: 'CASH', jumlah_in: 400 },
          { jenis: 'TRANSFER', jumlah_in: 500 },
        ],
      },
      { no: 'BM-2', harga: 100, pembayaran: [] },
    ]);
  });

  it('unfolds to the same lines, a column without entry 0', () => {
    expect(unnestRows(pay, nestRows(pay, lines))).toEqual(lines);
  });

  it("names its entries' fields like the other kinds", () => {
    expect(nestEntryFields(pay)).toEqual(['jenis', 'jumlah_in']);
    expect(nestEntryFields(nest)).toEqual(['nama_barang', 'berat']);
    expect(nestEntryFields({ key: 'detail_barang', indexed: ['deskripsi'] })).toEqual(['deskripsi']);
  });
});
