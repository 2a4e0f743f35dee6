import { csvFormulaSafe, csvSafeValue } from '../csv-safe.ts';
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
 * A column's CSV text of a (non-blank) value, before the CSV rules: numbers plain ('1234567',
 * '12.345'), dates as the screen shows them, barcodes padded, text that a spreadsheet would take for
 * a formula escaped (csvFormulaSafe; by the column's format, so -5000 in a money column stays a
 * number). Built once per column.
 */
export function csvTextOf(col: ReportColumn): (v: ReportValue) => string {
  const plain =
    col.format === 'rupiah'
      ? (n: number) => String(Math.round(n))
      : col.format === 'gram'
        ? (n: number) => n.toFixed(3)
        : col.format === 'gram2'
          ? (n: number) => n.toFixed(2)
          : col.format === 'percent'
            ? (n: number) => n.toFixed(2)
            : col.format === 'number'
              ? (n: number) => String(n)
              : null;
  if (plain)
    return (v) => {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? plain(n) : csvFormulaSafe(String(v));
    };
  if (col.format === 'date') return (v) => csvFormulaSafe(formatTanggal(String(v)));
  if (col.barcode) return (v) => csvFormulaSafe(padBarcodeText(v));
  // A text column: its text escaped; a number that a query put there is still a number.
  return (v) => csvSafeValue(v as string | number);
}

/** The characters the CSV rules change; a text without them is its own CSV field. */
export const CSV_RULED = /[,\r\n"]/;

/** The CSV rules on a field's text: commas and line breaks become spaces, a quote quotes the field. */
export function csvRules(text: string): string {
  const s = text.replace(/,/g, ' ').replace(/[\r\n]+/g, ' ');
  return /["]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A CSV field: numbers plain ('1234567', '12.345'), text without commas (they become spaces). */
export function csvField(col: ReportColumn, v: ReportValue | undefined): string {
  if (v === null || v === undefined || v === '') return '';
  return csvRules(csvTextOf(col)(v));
}

/** The CSV header line (captions, commas replaced too). */
export const csvHeader = (columns: readonly ReportColumn[]) =>
  columns.map((c) => c.caption.replace(/,/g, ' ')).join(',');

/** The columns a target shows, in their declared order (a column without `in` is everywhere). */
export const reportColumns = (
  def: Pick<ReportDef, 'columns'>,
  target: ReportTarget,
): readonly ReportColumn[] =>
  def.columns.some((c) => c.in) ? def.columns.filter((c) => !c.in || c.in.includes(target)) : def.columns;
