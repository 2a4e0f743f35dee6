import { csvFormulaSafe } from '../csv-safe.ts';
import { formatTanggal, formatWaktuJakarta } from '../dates.ts';
import { formatCell } from '../format.ts';
import type { ReportColumn, ReportDef, ReportParams, ReportTarget, ReportValue } from './types.ts';

/**
 * The PDF and export house rules of documents 2 and 3 (section 1 of each): the header carries shop
 * name, address split at characters 48 and 90, and the period; the footer 'Printed By {user} / {date}';
 * page numbers 'n of N'; Excel sheets named after the report; a PDF with more than 500 detail lines
 * downloads as a file instead of opening.
 */
export const PDF_DOWNLOAD_THRESHOLD = 500;

/** The address as printed: lines cut at characters 48 and 90. */
export function splitAddress(address: string): string[] {
  const a = address.trim();
  return [a.slice(0, 48), a.slice(48, 90), a.slice(90)].map((s) => s.trim()).filter(Boolean);
}

/** 'Periode : 01-05-2026 s/d 12-05-2026', or 'Tanggal : ...' for a one-date report. */
export function reportPeriod(params: ReportParams): string {
  for (const [a, b] of [
    ['tgl_awal', 'tgl_akhir'],
    ['tgl_from', 'tgl_to'],
    ['start_date', 'end_date'],
  ] as const) {
    const from = params[a];
    const to = params[b];
    if (!from || !to) continue;
    return from === to
      ? `Periode : ${formatTanggal(from)}`
      : `Periode : ${formatTanggal(from)} s/d ${formatTanggal(to)}`;
  }
  if (params.tgl_lelang) return `Tanggal Lelang : ${formatTanggal(params.tgl_lelang)}`;
  const day = params.tanggal ?? params.tgl_system ?? params.tgl_from;
  if (day) return `Tanggal : ${formatTanggal(day)}`;
  return '';
}

/** 'Printed By owner1 / 12-05-2026 14:03:09' (Jakarta time). */
export function printedBy(userId: string, now: Date = new Date()): string {
  const [d = '', t = ''] = formatWaktuJakarta(now).split(' ');
  return `Printed By ${userId} / ${formatTanggal(d)} ${t}`;
}

export const pageOf = (n: number, total: number) => `${n} of ${total}`;

/** Excel sheet name: the report title without the characters Excel refuses, at most 31 long. */
export const sheetName = (title: string) =>
  title
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31) || 'Laporan';

/** A barcode as exported: 8 digits, zero-padded (text that is not a number stays as it is). */
export const padBarcodeText = (v: ReportValue): string => {
  const s = v === null ? '' : String(v).trim();
  return /^\d{1,8}$/.test(s) ? s.padStart(8, '0') : s;
};

/** The text of a cell in the screen table and the PDF. */
export function reportCellText(col: ReportColumn, v: ReportValue | undefined): string {
  if (col.barcode && v !== null && v !== undefined) return padBarcodeText(v);
  return formatCell(col.format, v);
}

/**
 * CSV for spreadsheets set to Indonesian (decided by converting files with LibreOffice Calc in the
 * id-ID locale, see render-roundtrip.test.ts in the server; Excel reads a CSV with the system's list
 * separator and decimal sign, which for Indonesian are ';' and ','):
 * - fields separated by ';' (a `sep=;` first line is not written: LibreOffice shows it as a row, and
 *   Excel set to Indonesian needs no hint), a UTF-8 BOM first;
 * - numbers with a decimal comma and no grouping ('7,550', '1234567'): a '.' would be read as the
 *   thousands sign (7.550 g became 7550);
 * - dates as ISO 'YYYY-MM-DD', which both programs read as a date whatever the locale (LibreOffice
 *   even with "detect special numbers" off; '04-12-2026' stays text there);
 * - text as typed, quoted per RFC 4180 when it holds ';', ',', a quote or a line break (commas kept);
 *   a text a spreadsheet would take for a number or a date ('007', a barcode '00001234', '12/5') as
 *   the string formula ="007", which keeps it as typed and cannot run anything; a text that starts
 *   like a formula escaped with a leading quote (csvFormulaSafe).
 */
export const CSV_SEPARATOR = ';';

/** A number as the CSV writes it: its digits with a decimal comma. */
const decimalComma = (s: string) => s.replace('.', ',');

/** Text that a spreadsheet would read as a number, a date, a time or a percentage. */
const NUMBER_LIKE = /^[\s\d.,:/%+-]*\d[\s\d.,:/%+\-Ee]*$/;

/** A text cell's CSV text: formula-escaped, or a string formula when it looks like a number. */
export function csvText(text: string): string {
  const s = csvFormulaSafe(text);
  return s === text && NUMBER_LIKE.test(s) ? `="${s.replace(/"/g, '""')}"` : s;
}

/** The ISO day ('YYYY-MM-DD') of a date or timestamp (its Jakarta date), or null when it is not one. */
export function reportIsoDay(v: ReportValue | undefined): string | null {
  if (v === null || v === undefined || v === '') return null;
  const s = String(v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  const shown = formatTanggal(s);
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(shown);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/**
 * A column's CSV text of a (non-blank) value, before the CSV quoting: numbers with a decimal comma
 * ('1234567', '12,345'), dates ISO, barcodes padded (kept as text), text as csvText gives it (by the
 * column's format, so -5000 in a money column stays a number). Built once per column.
 */
export function csvTextOf(col: ReportColumn): (v: ReportValue) => string {
  const plain =
    col.format === 'rupiah'
      ? (n: number) => String(Math.round(n))
      : col.format === 'gram'
        ? (n: number) => decimalComma(n.toFixed(3))
        : col.format === 'gram2'
          ? (n: number) => decimalComma(n.toFixed(2))
          : col.format === 'percent'
            ? (n: number) => decimalComma(n.toFixed(2))
            : col.format === 'number'
              ? (n: number) => decimalComma(String(n))
              : null;
  if (plain)
    return (v) => {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? plain(n) : csvText(String(v));
    };
  if (col.format === 'date') return (v) => reportIsoDay(v) ?? csvText(String(v));
  if (col.barcode) return (v) => csvText(padBarcodeText(v));
  // A text column: its text as typed; a number that a query put there is still a number.
  return (v) => (typeof v === 'number' ? decimalComma(String(v)) : csvText(String(v)));
}

/** The characters that make a field quoted; a text without them is its own CSV field. */
export const CSV_RULED = /[;,\r\n"]/;

/** A number with a decimal comma, which needs no quotes ('7,550'). */
const DECIMAL = /^-?\d+,\d+$/;

/**
 * RFC 4180 on a field's text: a field with the separator, a quote or a line break is quoted, and so
 * is a text with a comma (a program told to split at commas too keeps it whole); a number is not.
 */
export function csvRules(text: string): string {
  return CSV_RULED.test(text) && !DECIMAL.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV field: numbers with a decimal comma ('1234567', '12,345'), dates ISO, text as typed, quoted. */
export function csvField(col: ReportColumn, v: ReportValue | undefined): string {
  if (v === null || v === undefined || v === '') return '';
  return csvRules(csvTextOf(col)(v));
}

/** The CSV header line (captions as written, quoted where needed). */
export const csvHeader = (columns: readonly ReportColumn[]) =>
  columns.map((c) => csvRules(c.caption)).join(CSV_SEPARATOR);

/** The columns a target shows, in their declared order (a column without `in` is everywhere). */
export const reportColumns = (
  def: Pick<ReportDef, 'columns'>,
  target: ReportTarget,
): readonly ReportColumn[] =>
  def.columns.some((c) => c.in) ? def.columns.filter((c) => !c.in || c.in.includes(target)) : def.columns;
