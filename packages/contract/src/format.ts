import { formatTanggal } from './dates.ts';
import { MSG } from './messages.ts';

/**
 * Number display (foundation document sections 1 and 9) and the input formatters (section 5).
 * One `formatCell` feeds the screen table, PDF, xlsx and CSV.
 */
type Num = number | string | null | undefined;

/** A finite number from a number or numeric string ('1234.5' from a numeric column), else 0. */
const toNumber = (n: Num): number => {
  const v = typeof n === 'string' ? Number(n.trim() || 'NaN') : (n ?? Number.NaN);
  return Number.isFinite(v) ? v : 0;
};

const KO_MONEY = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
const ID_MONEY = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const GRAM = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const GRAM2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const KO_NUMBER = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 3 });

/** Avoids '-0' for values that round to zero. */
const clean = (s: string): string => (/^-0([.,]0*)?$/.test(s) ? s.slice(1) : s);

/** Whole rupiah, Korean-locale grouping: 1,234,567. */
export const formatMoney = (n: Num): string => clean(KO_MONEY.format(toNumber(n)));
/** Whole rupiah, Indonesian grouping: 1.234.567. */
export const formatMoneyId = (n: Num): string => clean(ID_MONEY.format(toNumber(n)));
/** 'Rp 1,234,567'. */
export const formatRupiah = (n: Num): string => `Rp ${formatMoney(n)}`;
/** Grams with 3 decimals and thousands commas: 1,234.500. */
export const formatGram = (n: Num): string => clean(GRAM.format(toNumber(n)));
/** Grams with 2 decimals (the stock deposit report, reports document section 1): 1,234.50. */
export const formatGram2 = (n: Num): string => clean(GRAM2.format(toNumber(n)));
/** A count (pieces, points) with the same grouping: 1,234. */
export const formatNumber = (n: Num): string => clean(KO_NUMBER.format(toNumber(n)));
/** A percentage with 2 decimals, without the sign: 12.50. */
export const formatPercent = (n: Num): string => clean(PERCENT.format(toNumber(n)));

const KO_ONE_DECIMAL = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });

/**
 * Money on a chart axis: the same grouping, shortened to juta (jt) and miliar (M) with one decimal:
 * 950,000 / 26.9 jt / 1.2 M.
 */
export function formatMoneyAxis(n: Num): string {
  const v = toNumber(n);
  const a = Math.abs(v);
  if (a >= 1e9) return `${clean(KO_ONE_DECIMAL.format(v / 1e9))} M`;
  if (a >= 1e6) return `${clean(KO_ONE_DECIMAL.format(v / 1e6))} jt`;
  return formatMoney(v);
}

/** 'gram2': a weight shown with 2 decimals (a report whose document says so, e.g. the stock deposit). */
export type CellType = 'rupiah' | 'gram' | 'gram2' | 'percent' | 'date' | 'text' | 'number';

/** One value of a table, PDF, xlsx or CSV cell as text; an empty value gives ''. */
export function formatCell(type: CellType, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'rupiah':
      return formatMoney(value as Num);
    case 'gram':
      return formatGram(value as Num);
    case 'gram2':
      return formatGram2(value as Num);
    case 'percent':
      return formatPercent(value as Num);
    case 'number':
      return formatNumber(value as Num);
    case 'date':
      return value instanceof Date || typeof value === 'string' ? formatTanggal(value) : String(value);
    case 'text':
      return String(value);
  }
}

// Input formatters: pure string -> string, applied on every keystroke.

/** Digits and dot only. */
export const digitsAndDot = (v: string): string => v.replace(/[^0-9.]/g, '');
/** Digits, dot and K (a typed 'k' becomes 'K'). */
export const digitsDotAndK = (v: string): string => v.toUpperCase().replace(/[^0-9.K]/g, '');
/** Digits only. */
export const onlyDigits = (v: string): string => v.replace(/\D/g, '');
/** A value below 1 (or not a number) becomes empty; otherwise its digits, without leading zeros. */
export function digitsFromOne(v: string): string {
  const n = Number.parseFloat(digitsAndDot(v));
  if (!Number.isFinite(n) || n < 1) return '';
  return onlyDigits(v).replace(/^0+/, '');
}
/** A decimal with at most 2 places: digits and the first dot. */
export function decimalTwoPlaces(v: string): string {
  const s = digitsAndDot(v);
  const dot = s.indexOf('.');
  if (dot < 0) return s;
  return `${s.slice(0, dot)}.${s
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2)}`;
}
/** Every space becomes an underscore. */
export const spacesToUnderscore = (v: string): string => v.replace(/ /g, '_');

/** Percentage cap (foundation document section 9). */
export const PERCENT_MAX = 100;
/** A percentage field: 2 decimals at most; over 100 clears it with the error toast text. */
export function percentageInput(v: string): { value: string; error?: string } {
  const value = decimalTwoPlaces(v);
  if (Number.parseFloat(value) > PERCENT_MAX) return { value: '', error: MSG.percentOver };
  return { value };
}
