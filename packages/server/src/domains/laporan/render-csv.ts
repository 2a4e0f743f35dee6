import { csvField, csvHeader, type ReportBookDef, type ReportDef, reportColumns } from '@emas/contract';
import type { ReportLine } from './report-lines.ts';

/**
 * CSV of the detail rows (no headers of groups, no totals: a sheet to compute with): a BOM for
 * spreadsheet programs, the captions, then one line per row; numbers plain, commas in text become
 * spaces, barcodes padded to 8 digits.
 */
export async function* csvChunks(
  def: ReportDef,
  lines: AsyncIterable<ReportLine[]>,
  bom = true,
): AsyncGenerator<string> {
  const columns = reportColumns(def, 'csv');
  yield `${bom ? '\uFEFF' : ''}${csvHeader(columns)}\r\n`;
  for await (const batch of lines) {
    let chunk = '';
    for (const line of batch) {
      if (line.kind !== 'row') continue;
      chunk += `${columns.map((c) => csvField(c, line.row[c.key])).join(',')}\r\n`;
    }
    if (chunk) yield chunk;
  }
}

/** A book as one CSV: per part its title on a line of its own, its header and rows, a blank line. */
export async function* csvBookChunks(
  book: ReportBookDef,
  partLines: (part: ReportDef) => AsyncIterable<ReportLine[]>,
): AsyncGenerator<string> {
  yield '\uFEFF';
  for (const part of book.parts) {
    yield `${part.title.replace(/,/g, ' ')}\r\n`;
    yield* csvChunks(part, partLines(part), false);
    yield '\r\n';
  }
}
