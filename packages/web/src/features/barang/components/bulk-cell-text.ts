/**
 * The text cells of Tambah Barang Banyak's grid (bulk-grid.tsx), cleaned on every keystroke: names
 * upper case, weights digits with at most 3 decimals after a '.', kadar at most 2, Rupiah digits
 * alone (shown grouped 1,234,567). A ',' is the thousands sign of the app's numbers (1,234.500 gr),
 * so it is dropped like any other character.
 */
export type BulkCellKind = 'upper' | 'gram' | 'rupiah' | 'percent';

/** Digits with at most `decimals` decimals after the first '.'; later dots are dropped. */
const decimalText = (v: string, decimals: number) => {
  const [int = '', ...rest] = v.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${int}.${rest.join('').slice(0, decimals)}` : int;
};

export const BULK_CELL_TEXT: Record<BulkCellKind, (v: string) => string> = {
  upper: (v) => v.toUpperCase(),
  gram: (v) => decimalText(v, 3),
  percent: (v) => decimalText(v, 2),
  rupiah: (v) => v.replace(/\D/g, ''),
};

/** Digits grouped by thousands with ',' (the Rupiah cell as shown). */
export const groupedDigits = (v: string): string => v.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
