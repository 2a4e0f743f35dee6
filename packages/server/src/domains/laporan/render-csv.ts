import {
  csvField,
  csvHeader,
  formatTanggal,
  padBarcodeText,
  type ReportBookDef,
  type ReportColumn,
  type ReportDef,
  type ReportRow,
  type ReportValue,
  reportColumns,
} from '@emas/contract';

/** The characters csvField rewrites (commas, line breaks) or quotes for; text without them is kept as it is. */
const NEEDS_RULES = /[,\r\n"]/;

const blank = (v: ReportValue | undefined) => v === null || v === undefined || v === '';

/**
 * csvField of one column, with its text rules applied only to the text that needs them: a finite
 * number written by its format has none of those characters. Anything else goes through csvField.
 */
function cellWriter(col: ReportColumn): (v: ReportValue | undefined) => string {
  const numberText: Partial<Record<ReportColumn['format'], (n: number) => string>> = {
    rupiah: (n) => String(Math.round(n)),
    gram: (n) => n.toFixed(3),
    percent: (n) => n.toFixed(2),
    number: (n) => String(n),
  };
  const asNumber = numberText[col.format];
  if (asNumber)
    return (v) => {
      if (blank(v)) return '';
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? asNumber(n) : csvField(col, v);
    };
  const asText =
    col.format === 'date'
      ? (v: ReportValue) => formatTanggal(String(v))
      : col.barcode
        ? padBarcodeText
        : (v: ReportValue) => (typeof v === 'string' ? v : String(v));
  return (v) => {
    if (blank(v)) return '';
    const s = asText(v);
    return NEEDS_RULES.test(s) ? csvField(col, v) : s;
  };
}

/** One CSV line (without its line break) per row: the columns' csvField, joined by commas. */
export function csvRowWriter(columns: readonly ReportColumn[]): (row: ReportRow) => string {
  const keys = columns.map((c) => c.key);
  const cells = columns.map(cellWriter);
  // Joined, not concatenated: a concatenation is a rope of small strings that lives until written.
  const texts: string[] = new Array(cells.length);
  return (row) => {
    for (let i = 0; i < texts.length; i++)
      texts[i] = (cells[i] as (v: ReportValue | undefined) => string)(row[keys[i] as string]);
    return texts.join(',');
  };
}

/**
 * CSV of the detail rows (no headers of groups, no totals: a sheet to compute with): a BOM for
 * spreadsheet programs, the captions, then one line per row; numbers plain, commas in text become
 * spaces, barcodes padded to 8 digits. Written from the row batches themselves: the report lines'
 * groups and totals would be dropped here anyway.
 */
export async function* csvChunks(
  def: ReportDef,
  batches: AsyncIterable<ReportRow[]>,
  bom = true,
): AsyncGenerator<string> {
  const columns = reportColumns(def, 'csv');
  const write = csvRowWriter(columns);
  yield `${bom ? '\uFEFF' : ''}${csvHeader(columns)}\r\n`;
  for await (const rows of batches) {
    if (!rows.length) continue;
    const lines: string[] = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) lines[i] = write(rows[i] as ReportRow);
    yield `${lines.join('\r\n')}\r\n`;
  }
}

/** A book as one CSV: per part its title on a line of its own, its header and rows, a blank line. */
export async function* csvBookChunks(
  book: ReportBookDef,
  partRows: (part: ReportDef) => AsyncIterable<ReportRow[]>,
): AsyncGenerator<string> {
  yield '\uFEFF';
  for (const part of book.parts) {
    yield `${part.title.replace(/,/g, ' ')}\r\n`;
    yield* csvChunks(part, partRows(part), false);
    yield '\r\n';
  }
}
