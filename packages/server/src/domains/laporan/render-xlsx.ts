import type { Writable } from 'node:stream';
import {
  type CellType,
  failedShopText,
  formatTanggal,
  padBarcodeText,
  type ReportBookDef,
  type ReportColumn,
  type ReportDef,
  type ReportValue,
  reportColumns,
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

const NUM_FMT: Partial<Record<CellType, string>> = {
  rupiah: '#,##0',
  gram: '#,##0.000',
  gram2: '#,##0.00',
  percent: '0.00',
  number: '#,##0.###',
};

function cellValue(col: ReportColumn, v: ReportValue | undefined): string | number | null {
  if (v === null || v === undefined || v === '') return null;
  if (col.barcode) return padBarcodeText(v);
  if (NUM_FMT[col.format]) return reportNumber(v) ?? String(v);
  if (col.format === 'date') return formatTanggal(String(v));
  return String(v);
}

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
  const ws = wb.addWorksheet(name, {
    pageSetup: { orientation: def.orientation, paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  ws.columns = columns.map((c) => ({
    key: c.key,
    width: Math.max(8, Math.min(60, c.width ?? 12)),
    style: NUM_FMT[c.format] ? { numFmt: NUM_FMT[c.format] } : {},
  }));
  const bold = { bold: true };
  // An empty cell is left out (the column's format still shows); a detail row's cells share one style
  // object per column, which exceljs' style table recognises at once instead of serialising it again.
  const shared = columns.map((c) => (NUM_FMT[c.format] ? { numFmt: NUM_FMT[c.format] } : {}));
  const put = (values: (string | number | null)[], font?: Partial<ExcelJS.Font>) => {
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
