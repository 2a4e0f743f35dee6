import { csvCell } from '@emas/contract';

/** CSV export of table rows (default file name spreadsheet.csv; empty data is 'Invalid data'). */
export const DEFAULT_CSV_NAME = 'spreadsheet.csv';
export const INVALID_EXPORT = 'Invalid data';

/** `numeric`: the column's values are numbers even when given as text ('-1.500'), written plain. */
export type CsvColumn<T> = { title: string; value: (row: T) => unknown; numeric?: boolean };

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.title)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row), c.numeric)).join(','));
  return lines.join('\r\n');
}

/** Saves the text as a file; the BOM lets spreadsheet programs read the UTF-8. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const blob = new Blob(['\uFEFF', text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
