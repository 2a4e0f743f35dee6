import { parentPort, workerData } from 'node:worker_threads';
import { csvRows } from './csv-rows.ts';
import { type ImportLimits, type ImportRefusal, ImportRefused, type ImportRow } from './import-rows.ts';
import { xlsxRows } from './xlsx-rows.ts';

/** Reads one import file off the HTTP thread: the file in, its rows (or why not) out. */
export type ImportWorkerData = { kind: 'csv' | 'xlsx'; bytes: Uint8Array; limits: ImportLimits };
export type ImportWorkerAnswer =
  | { type: 'done'; rows: ImportRow[] }
  | { type: 'refused'; code: ImportRefusal }
  | { type: 'error'; message: string };

const { kind, bytes, limits } = workerData as ImportWorkerData;
const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
// Compiled to CommonJS (platform/worker-code.ts): no top-level await.
(kind === 'csv' ? csvRows(file, limits) : xlsxRows(file, limits)).then(
  (rows) => parentPort?.postMessage({ type: 'done', rows } satisfies ImportWorkerAnswer),
  (e: unknown) =>
    parentPort?.postMessage(
      (e instanceof ImportRefused
        ? { type: 'refused', code: e.code }
        : {
            type: 'error',
            message: e instanceof Error ? e.message : String(e),
          }) satisfies ImportWorkerAnswer,
    ),
);
