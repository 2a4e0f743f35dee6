import { CSV_BOM, type CsvTableColumn, csvTable } from '@emas/contract';

/** CSV export of table rows (default file name spreadsheet.csv; empty data is 'Invalid data'). */
export const DEFAULT_CSV_NAME = 'spreadsheet.csv';
export const INVALID_EXPORT = 'Invalid data';

/** A column of a downloaded table: `format` 'gram' writes 7,550, 'rupiah' whole Rupiah, 'date' ISO. */
export type CsvColumn<T> = CsvTableColumn<T>;

/** The table as the server's report CSV writes it (the contract's one CSV writer: ';', decimal commas). */
export const toCsv = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string =>
  csvTable(columns, rows);

/** Saves the text as a file; the BOM lets spreadsheet programs read the UTF-8. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const blob = new Blob([CSV_BOM, text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
