import {
  CSV_BOM,
  CSV_SEPARATOR,
  csvHeader,
  csvRowWriter,
  csvRules,
  type FailedShop,
  failedShopText,
  type ReportBookDef,
  type ReportDef,
  type ReportRow,
  reportColumns,
} from '@emas/contract';

/** The contract's one CSV line writer (shared with the web app's table downloads). */
export { csvRowWriter };

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
  yield `${bom ? CSV_BOM : ''}${csvHeader(columns)}\r\n`;
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
  yield CSV_BOM;
  for (const part of book.parts) {
    yield `${csvRules(part.title)}\r\n`;
    yield* csvChunks(part, partRows(part), false, partFailed(part));
    yield '\r\n';
  }
}
