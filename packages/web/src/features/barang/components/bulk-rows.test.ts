import { formatGram } from '@emas/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BARANG_TEXT } from '../messages.ts';
import { BULK_CELL_TEXT } from './bulk-cell-text.ts';
import {
  BULK_MAX,
  type BulkRow,
  editRow,
  type GeneratorValues,
  generateRows,
  hasTrailingPlaceholder,
  insertRows,
  placeholderRow,
  realRows,
  toPayload,
} from './bulk-rows.ts';

const generator: GeneratorValues = {
  kode_group: 'EMAS',
  kode_dept: 'CINCIN',
  kode_gudang: 'TOKO',
  kode_toko: 'TK1',
  nama_barang: 'cincin polos',
  kadar_cetak: '16k',
  kadar: 75,
  kadar_modal: 70,
  qty: 3,
};
/** A generated row with its weight typed into the grid's cell. */
const typedRow = (berat: string): BulkRow => {
  const [row] = generateRows({ ...generator, qty: 1 });
  if (!row) throw new Error('no row');
  return { ...row, berat: BULK_CELL_TEXT.gram(berat) };
};

describe('Tambah Barang Banyak rows', () => {
  it('the generator makes qty rows of the form, names and printed kadar upper case, weights left empty', () => {
    const rows = generateRows(generator);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
    for (const r of rows) {
      expect(r).toMatchObject({
        nama_barang: 'CINCIN POLOS',
        kadar_cetak: '16K',
        kadar: '75',
        markis: 'TIDAK',
      });
      expect(r.berat).toBe('');
    }
  });

  it('generated rows go after the rows typed and before the placeholder', () => {
    const typed = typedRow('5');
    const placeholder = placeholderRow();
    const added = generateRows({ ...generator, qty: 2 });
    const rows = insertRows([typed, placeholder], added);
    expect(rows.map((r) => r.id)).toEqual([typed.id, ...added.map((r) => r.id), placeholder.id]);
    expect(hasTrailingPlaceholder(rows)).toBe(true);
  });

  it('an edit of the placeholder makes it a real row without the placeholder text', () => {
    const placeholder = placeholderRow();
    const { rows, fromPlaceholder } = editRow([placeholder], placeholder.id, { nama_barang: 'GELANG' });
    expect(fromPlaceholder).toBe(true);
    expect(rows[0]).toMatchObject({
      id: placeholder.id,
      kode_intern: '',
      nama_barang: 'GELANG',
      markis: 'TIDAK',
    });
    expect(realRows(rows)).toHaveLength(1);
    expect(hasTrailingPlaceholder(rows)).toBe(false);
  });

  it('an edit of a real row changes that row only', () => {
    const a = typedRow('1');
    const b = typedRow('2');
    const { rows, fromPlaceholder } = editRow([a, b], b.id, { berat: '3' });
    expect(fromPlaceholder).toBe(false);
    expect(rows.map((r) => r.berat)).toEqual(['1', '3']);
  });
});

describe('Tambah Barang Banyak save', () => {
  it('refuses a list holding the placeholder only', () => {
    expect(toPayload([placeholderRow()])).toEqual({ ok: false, message: BARANG_TEXT.listEmpty });
  });

  it(`refuses more than ${BULK_MAX} rows in one save`, () => {
    const rows = generateRows({ ...generator, qty: BULK_MAX + 1 }).map((r) => ({ ...r, berat: '1' }));
    const r = toPayload(rows);
    expect(r.ok).toBe(false);
    expect(toPayload(rows.slice(0, BULK_MAX)).ok).toBe(true);
  });

  it('names the first row with a problem by its number among the real rows', () => {
    const r = toPayload([typedRow('2.5'), placeholderRow(), typedRow('')]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^Baris 2: /);
  });

  it('saves the weight as typed in the grid, the placeholder left out', () => {
    const r = toPayload([typedRow('7.550'), placeholderRow()]);
    expect(r.ok && r.data.map((d) => d.berat)).toEqual([7.55]);
  });

  it('a weight as the app shows it, typed into the grid, is saved as that weight (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (mg) => {
        const grams = mg / 1000;
        const r = toPayload([typedRow(formatGram(grams))]);
        expect(r.ok && r.data[0]?.berat).toBe(grams);
      }),
    );
  });

  it('a cell left half typed is refused or saved as what it reads, never as another weight', () => {
    expect(toPayload([typedRow('.')]).ok).toBe(false);
    for (const typed of ['7.', '.5']) {
      const r = toPayload([typedRow(typed)]);
      if (r.ok) expect(r.data[0]?.berat, typed).toBe(Number(typed));
    }
  });
});
