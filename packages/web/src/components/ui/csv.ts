import { CSV_BOM, type CsvTableColumn, csvTable } from '@emas/contract';
import { saveBlob } from '../../lib/save-file.ts';

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
  saveBlob(new Blob([CSV_BOM, text], { type }), fileName, 1000);
}
