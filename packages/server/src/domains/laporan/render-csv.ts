import {
  CSV_RULED,
  CSV_SEPARATOR,
  csvHeader,
  csvRules,
  csvTextOf,
  type FailedShop,
  failedShopText,
  type ReportBookDef,
  type ReportColumn,
  type ReportDef,
  type ReportRow,
  type ReportValue,
  reportColumns,
} from '@emas/contract';

const blank = (v: ReportValue | undefined) => v === null || v === undefined || v === '';

/**
 * csvField of one column, built once: its text (the contract's csvTextOf), with the CSV rules run
 * only on a text that holds what they change (a plain number never does).
 */
function cellWriter(col: ReportColumn): (v: ReportValue | undefined) => string {
  const text = csvTextOf(col);
  return (v) => {
    if (blank(v)) return '';
    const s = text(v as ReportValue);
    return CSV_RULED.test(s) ? csvRules(s) : s;
  };
}

/** One CSV line (without its line break) per row: the columns' csvField, joined by the separator (';'). */
export function csvRowWriter(columns: readonly ReportColumn[]): (row: ReportRow) => string {
  const keys = columns.map((c) => c.key);
  const cells = columns.map(cellWriter);
  // Joined, not concatenated: a concatenation is a rope of small strings that lives until written.
  const texts: string[] = new Array(cells.length);
  return (row) => {
    for (let i = 0; i < texts.length; i++)
      texts[i] = (cells[i] as (v: ReportValue | undefined) => string)(row[keys[i] as string]);
    return texts.join(CSV_SEPARATOR);
  };
}

/**
 * CSV of the detail rows (no headers of groups, no totals: a sheet to compute with): a BOM for
 * spreadsheet programs, the captions, then one line per row, in the contract's CSV for spreadsheets
 * set to Indonesian (CSV_SEPARATOR: ';', decimal commas, ISO dates, text quoted per RFC 4180, barcodes
 * padded to 8 digits and kept as text). Written from the row batches themselves: the report lines'
 * groups and totals would be dropped here anyway. A merged report's shop that did not answer is a line
 * of its own after the captions, its text in the first field (failedShopText).
 */
export async function* csvChunks(
  def: ReportDef,
  batches: AsyncIterable<ReportRow[]>,
  bom = true,
  failed: readonly FailedShop[] = [],
): AsyncGenerator<string> {
  const columns = reportColumns(def, 'csv');
  const write = csvRowWriter(columns);
  yield `${bom ? '\uFEFF' : ''}${csvHeader(columns)}\r\n`;
  const rest = CSV_SEPARATOR.repeat(Math.max(0, columns.length - 1));
  for (const f of failed) yield `${csvRules(failedShopText(f))}${rest}\r\n`;
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
  partFailed: (part: ReportDef) => readonly FailedShop[] = () => [],
): AsyncGenerator<string> {
  yield '\uFEFF';
  for (const part of book.parts) {
    yield `${csvRules(part.title)}\r\n`;
    yield* csvChunks(part, partRows(part), false, partFailed(part));
    yield '\r\n';
  }
}
