/** What every import reader gives and refuses, on either side of the worker thread. */
export type ImportRow = { baris: number; values: string[] };
export type ImportLimits = { maxRows: number; maxUnpackedBytes: number; maxColumns: number };
export type ImportRefusal = 'empty' | 'broken' | 'tooBig' | 'tooMany';

/** A file the reader stopped at: its reason, turned into the Indonesian 400 by readImportFile. */
export class ImportRefused extends Error {
  constructor(readonly code: ImportRefusal) {
    super(`import refused: ${code}`);
  }
}

/**
 * Collects the file's non-empty rows (the first is the header) and stops as soon as there are more
 * than the header and maxRows: a long file is refused while it is read, not after.
 */
export class RowCollector {
  readonly rows: ImportRow[] = [];
  constructor(private readonly limits: ImportLimits) {}

  add(baris: number, values: string[]): void {
    if (!values.some((v) => v !== '')) return;
    if (this.rows.length > this.limits.maxRows) throw new ImportRefused('tooMany');
    this.rows.push({ baris, values: values.slice(0, this.limits.maxColumns) });
  }
}
