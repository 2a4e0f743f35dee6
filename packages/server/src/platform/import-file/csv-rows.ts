import { parse } from '@fast-csv/parse';
import { type ImportLimits, ImportRefused, type ImportRow, RowCollector } from './import-rows.ts';

/** A CSV's rows, every value text as written (trimmed); a record's number is its row number. */
export function csvRows(bytes: Buffer, limits: ImportLimits): Promise<ImportRow[]> {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const out = new RowCollector(limits);
  return new Promise((resolve, reject) => {
    let baris = 0;
    const stream = parse({ trim: true });
    stream.on('data', (row: string[]) => {
      try {
        out.add(++baris, row);
      } catch (e) {
        stream.destroy();
        reject(e);
      }
    });
    stream.on('error', () => reject(new ImportRefused('broken')));
    stream.on('end', () => resolve(out.rows));
    stream.end(text);
  });
}
