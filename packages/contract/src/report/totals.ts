import type { CellType } from '../format.ts';
import type { ReportColumn, ReportValue } from './types.ts';

/**
 * Column totals kept exact: each value is added as a whole number of its display unit (rupiah,
 * thousandths of a gram, hundredths of a percent), so 0.1 + 0.2 grams is 0.300, not 0.30000000000000004.
 */
const SCALE: Record<CellType, number> = {
  rupiah: 1,
  gram: 1000,
  // Summed in thousandths too: the stored weights have 3 decimals, only their display has 2.
  gram2: 1000,
  percent: 100,
  number: 1000,
  date: 1,
  text: 1,
};

const filled = (v: ReportValue | undefined) => v !== null && v !== undefined && v !== '';

/** A number from a number or numeric string; null when it is not one. */
export function reportNumber(v: ReportValue | undefined): number | null {
  if (!filled(v)) return null;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isFinite(n) ? n : null;
}

export type TotalsAccumulator = {
  add(row: Record<string, ReportValue>): void;
  result(): Record<string, number>;
  /** Rows added. */
  readonly rows: number;
};

/** Sums and counts of the columns that declare a total. */
export function createTotals(columns: readonly ReportColumn[]): TotalsAccumulator {
  const cols = columns.filter((c) => c.total);
  const acc = new Map<string, number>(cols.map((c) => [c.key, 0]));
  let rows = 0;
  return {
    add(row) {
      rows++;
      for (const c of cols) {
        const v = row[c.key];
        if (c.total === 'count') {
          if (filled(v)) acc.set(c.key, (acc.get(c.key) ?? 0) + 1);
          continue;
        }
        const n = reportNumber(v);
        if (n !== null) acc.set(c.key, (acc.get(c.key) ?? 0) + Math.round(n * SCALE[c.format]));
      }
    },
    result() {
      const out: Record<string, number> = {};
      for (const c of cols) {
        const v = acc.get(c.key) ?? 0;
        out[c.key] = c.total === 'count' ? v : v / SCALE[c.format];
      }
      return out;
    },
    get rows() {
      return rows;
    },
  };
}
