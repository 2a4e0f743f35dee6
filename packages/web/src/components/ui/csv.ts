/** CSV export of table rows (default file name spreadsheet.csv; empty data is 'Invalid data'). */
export const DEFAULT_CSV_NAME = 'spreadsheet.csv';
export const INVALID_EXPORT = 'Invalid data';

export type CsvColumn<T> = { title: string; value: (row: T) => unknown };

const cell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => cell(c.title)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
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
