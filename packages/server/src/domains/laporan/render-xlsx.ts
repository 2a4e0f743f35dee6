import type { Writable } from 'node:stream';
import {
  type CellType,
  failedShopText,
  padBarcodeText,
  type ReportBookDef,
  type ReportColumn,
  type ReportDef,
  type ReportValue,
  reportColumns,
  reportIsoDay,
  reportNumber,
  sheetName,
} from '@emas/contract';
import ExcelJS from 'exceljs';
import type { ReportLine } from './report-lines.ts';

/**
 * Excel through exceljs' streaming writer: rows are committed as they come, so a report of any
 * length is written in flat memory; the sheet is named after the report (31 characters at most).
 */
export type SheetHeader = { shopName: string; addressLines: string[]; period: string; printedBy: string };

/**
 * Typed cells, so a spreadsheet in any locale shows them in its own signs: numbers are numbers with
 * these formats (gram '#,##0.000' shows 7,550 in Indonesian, 7.550 in English), dates are dates.
 */
const NUM_FMT: Partial<Record<CellType, string>> = {
  rupiah: '#,##0',
  gram: '#,##0.000',
  gram2: '#,##0.00',
  percent: '0.00',
  number: '#,##0.###',
  date: 'dd-mm-yyyy',
};

type CellValue = string | number | Date | null;

function cellValue(col: ReportColumn, v: ReportValue | undefined): CellValue {
  if (v === null || v === undefined || v === '') return null;
  if (col.barcode) return padBarcodeText(v);
  if (col.format === 'date') {
    // A date cell: its day at midnight UTC (exceljs counts days from the epoch in UTC).
    const day = reportIsoDay(v);
    return day ? new Date(`${day}T00:00:00Z`) : String(v);
  }
  if (NUM_FMT[col.format]) return reportNumber(v) ?? String(v);
  return String(v);
}

/** Column widths (characters) that fit an A4 page upright; a wider table is printed landscape. */
const PORTRAIT_WIDTH = 100;
const colWidth = (c: ReportColumn) => Math.max(8, Math.min(60, c.width ?? 12));

/** The values of a subtotal or total line: the label in the first column without a total. */
export function totalCells(
  columns: readonly ReportColumn[],
  label: string,
  values: Record<string, number>,
): (string | number | null)[] {
  const labelAt = columns.findIndex((c) => !c.total);
  return columns.map((c, i) => (c.total ? (values[c.key] ?? 0) : i === labelAt ? label : null));
}

const drained = (out: Writable) =>
  out.writableNeedDrain ? new Promise<void>((resolve) => out.once('drain', resolve)) : Promise.resolve();

type Workbook = InstanceType<typeof ExcelJS.stream.xlsx.WorkbookWriter>;

function openWorkbook(out: Writable): Workbook {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'Back Office Toko Emas';
  return wb;
}

/** One sheet: the page header, the table header, then the lines as they come (committed row by row). */
async function writeSheet(
  wb: Workbook,
  def: ReportDef,
  name: string,
  header: SheetHeader & { title: string },
  lines: AsyncIterable<ReportLine[]>,
  out: Writable,
): Promise<void> {
  const columns = reportColumns(def, 'xlsx');
  const wide = columns.reduce((w, c) => w + colWidth(c), 0) > PORTRAIT_WIDTH;
  // Print set-up: A4 (paperSize 9), as wide as one page and as many pages long as it takes, landscape
  // when the table is wider than a page upright; the caption row is repeated on every page (below).
  const ws = wb.addWorksheet(name, {
    pageSetup: {
      orientation: wide ? 'landscape' : def.orientation,
      paperSize: 9,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
    },
  });
  ws.columns = columns.map((c) => ({
    key: c.key,
    width: colWidth(c),
    style: NUM_FMT[c.format] ? { numFmt: NUM_FMT[c.format] } : {},
  }));
  const bold = { bold: true };
  // An empty cell is left out (the column's format still shows); a detail row's cells share one style
  // object per column, which exceljs' style table recognises at once instead of serialising it again.
  const shared = columns.map((c) => (NUM_FMT[c.format] ? { numFmt: NUM_FMT[c.format] } : {}));
  const put = (values: CellValue[], font?: Partial<ExcelJS.Font>) => {
    const row = ws.addRow(values.map((v) => (v === null ? undefined : v)));
    if (font) row.font = font;
    else
      row.eachCell((cell, n) => {
        cell.style = shared[n - 1] as Partial<ExcelJS.Style>;
      });
    row.commit();
  };
  put([header.shopName], { bold: true, size: 12 });
  for (const a of header.addressLines) put([a]);
  put([header.title.toUpperCase()], { bold: true, size: 14 });
  if (header.period) put([header.period]);
  put([header.printedBy], { italic: true, size: 9 });
  put([]);
  const head = ws.addRow(columns.map((c) => c.caption));
  head.font = bold;
  head.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6E6E6' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  head.commit();
  ws.pageSetup.printTitlesRow = `${head.number}:${head.number}`;

  const subtotals = def.group?.subtotals !== false;
  let rows = 0;
  for await (const batch of lines) {
    for (const line of batch) {
      if (line.kind === 'row') {
        put(columns.map((c) => cellValue(c, line.row[c.key])));
        rows++;
      } else if (line.kind === 'group') put([line.header], bold);
      else if (line.kind === 'failed')
        put([failedShopText(line.shop)], { bold: true, color: { argb: 'FFC00000' } });
      else if (line.kind === 'subtotal') {
        if (subtotals) put(totalCells(columns, `SUB TOTAL ${line.header}`, line.values), bold);
      } else if (rows === 0) put([def.emptyText]);
      else if (columns.some((c) => c.total))
        put(totalCells(columns, def.totalLabel ?? 'TOTAL', line.values), bold);
    }
    await drained(out);
  }
  ws.commit();
}

export async function writeXlsx(
  def: ReportDef,
  header: SheetHeader,
  lines: AsyncIterable<ReportLine[]>,
  out: Writable,
): Promise<void> {
  const wb = openWorkbook(out);
  await writeSheet(wb, def, sheetName(def.title), { ...header, title: def.title }, lines, out);
  await wb.commit();
}

/** A book as one workbook: a sheet per part, named after the part, each headed by the book's title. */
export async function writeXlsxBook(
  book: ReportBookDef,
  header: SheetHeader,
  partLines: (part: ReportDef) => AsyncIterable<ReportLine[]>,
  out: Writable,
): Promise<void> {
  const wb = openWorkbook(out);
  const used = new Set<string>();
  for (const part of book.parts) {
    let name = sheetName(part.title);
    for (let n = 2; used.has(name); n++) name = `${sheetName(part.title).slice(0, 28)} ${n}`;
    used.add(name);
    await writeSheet(
      wb,
      part,
      name,
      { ...header, title: `${book.title} - ${part.title}` },
      partLines(part),
      out,
    );
  }
  await wb.commit();
}
