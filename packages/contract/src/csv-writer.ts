import type { CellType } from './format.ts';
import { CSV_RULED, CSV_SEPARATOR, csvHeader, csvRules, csvTextOf } from './report/house-rules.ts';
import type { ReportColumn, ReportRow, ReportValue } from './report/types.ts';

/**
 * The one CSV writer: the server's report CSV and the web app's table downloads write their fields
 * and lines here, for spreadsheets set to Indonesian (see CSV_SEPARATOR in report/house-rules.ts:
 * ';', decimal commas, whole Rupiah, ISO dates, RFC 4180 quoting, codes kept as ="007", formulas
 * escaped). Lines end with CRLF; the BOM is the file's, written by whoever writes the file.
 */
export const CSV_LINE_END = '\r\n';
export const CSV_BOM = '\uFEFF';

const blank = (v: ReportValue | undefined) => v === null || v === undefined || v === '';

/**
 * A column's field writer, built once: its text (csvTextOf), with the CSV rules run only on a text
 * that holds what they change (a plain number never does).
 */
export function csvCellWriter(col: ReportColumn): (v: ReportValue | undefined) => string {
  const text = csvTextOf(col);
  return (v) => {
    if (blank(v)) return '';
    const s = text(v as ReportValue);
    return CSV_RULED.test(s) ? csvRules(s) : s;
  };
}

/** One CSV line (without its line break) per row: the columns' fields, joined by the separator (';'). */
export function csvRowWriter(columns: readonly ReportColumn[]): (row: ReportRow) => string {
  const keys = columns.map((c) => c.key);
  const cells = columns.map(csvCellWriter);
  // Joined, not concatenated: a concatenation is a rope of small strings that lives until written.
  const texts: string[] = new Array(cells.length);
  return (row) => {
    for (let i = 0; i < texts.length; i++)
      texts[i] = (cells[i] as (v: ReportValue | undefined) => string)(row[keys[i] as string]);
    return texts.join(CSV_SEPARATOR);
  };
}

/**
 * A column of a table downloaded by the web app: its caption, its value per row, and its format
 * (default text): 'gram' writes 7,550, 'rupiah' whole Rupiah, 'date' ISO; `barcode` pads to 8 digits.
 */
export type CsvTableColumn<T> = {
  title: string;
  value: (row: T) => unknown;
  format?: CellType;
  barcode?: boolean;
};

/** Any value as a report value: numbers and text as they are, other things as their text. */
function reportValue(v: unknown): ReportValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** A table as CSV text (no BOM): the header line, then one line per row, each ending with CRLF. */
export function csvTable<T>(columns: readonly CsvTableColumn<T>[], rows: readonly T[]): string {
  const cols: ReportColumn[] = columns.map((c, i) => ({
    key: String(i),
    caption: c.title,
    format: c.format ?? 'text',
    ...(c.barcode ? { barcode: true } : {}),
  }));
  const write = csvRowWriter(cols);
  const lines = [csvHeader(cols)];
  for (const row of rows) {
    const values: ReportRow = {};
    columns.forEach((c, i) => {
      values[String(i)] = reportValue(c.value(row));
    });
    lines.push(write(values));
  }
  return `${lines.join(CSV_LINE_END)}${CSV_LINE_END}`;
}
