import { api } from '@emas/contract';
import { CSV_EXPORT_SETS, type CsvExportData, csvExportText } from '@emas/contract/api/export-csv';
import { call } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-file.ts';

/** The day's sets from the server (errors are shown by the client: 'Invalid data', a late date). */
export const fetchCsvExport = async (tgl_system: string) =>
  (await call(api.exportCsv, { body: { tgl_system }, timeoutMs: 300_000 })).data;

function save(text: string, fileName: string): void {
  saveBlob(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** Each non-empty set as its own file, named for the set ('Data Barang.csv', ...); the number saved. */
export function saveCsvSets(data: CsvExportData): number {
  let saved = 0;
  for (const set of CSV_EXPORT_SETS) {
    const rows = data[set.key] ?? [];
    if (!rows.length) continue;
    save(csvExportText(set, rows), `${set.fileName}.csv`);
    saved++;
  }
  return saved;
}
