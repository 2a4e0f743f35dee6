import { csvField, csvHeader, type ReportDef, reportColumns } from '@emas/contract';
import type { ReportLine } from './report-lines.ts';

/**
 * CSV of the detail rows (no headers of groups, no totals: a sheet to compute with): a BOM for
 * spreadsheet programs, the captions, then one line per row; numbers plain, commas in text become
 * spaces, barcodes padded to 8 digits.
 */
export async function* csvChunks(def: ReportDef, lines: AsyncIterable<ReportLine[]>): AsyncGenerator<string> {
  const columns = reportColumns(def, 'csv');
  yield `\uFEFF${csvHeader(columns)}\r\n`;
  for await (const batch of lines) {
    let chunk = '';
    for (const line of batch) {
      if (line.kind !== 'row') continue;
      chunk += `${columns.map((c) => csvField(c, line.row[c.key])).join(',')}\r\n`;
    }
    if (chunk) yield chunk;
  }
}
