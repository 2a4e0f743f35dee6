import { Worker } from 'node:worker_threads';
import { IMPORT_FILE_MSG, IMPORT_MAX_COLUMNS, IMPORT_MAX_UNPACKED_BYTES } from '@emas/contract';
import { badRequest } from '../errors.ts';
import { workerCode } from '../worker-code.ts';
import type { ImportLimits, ImportRefusal, ImportRow } from './import-rows.ts';
import type { ImportWorkerAnswer, ImportWorkerData } from './import-worker.ts';

export type { ImportRow } from './import-rows.ts';

const IMPORT_WORKER = new URL('./import-worker.ts', import.meta.url);

/**
 * The reader's heap. The limits keep what it holds to a few tens of MB (20 MB of XML at most, the
 * rows of one file); the cap makes any file that still gets past them end the worker, not the shop.
 */
const WORKER_HEAP = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 192 };

/** Files read at once; more wait their turn, so that twenty cashiers importing do not take every core. */
const MAX_READERS = 2;
let reading = 0;
const queue: (() => void)[] = [];

async function inTurn<T>(run: () => Promise<T>): Promise<T> {
  if (reading >= MAX_READERS) await new Promise<void>((go) => queue.push(go));
  reading++;
  try {
    return await run();
  } finally {
    reading--;
    queue.shift()?.();
  }
}

const refusal = (code: ImportRefusal, maxRows: number) =>
  badRequest(code === 'tooMany' ? IMPORT_FILE_MSG.tooMany(maxRows) : IMPORT_FILE_MSG[code]);

async function inWorker(data: ImportWorkerData): Promise<ImportWorkerAnswer> {
  const worker = new Worker(await workerCode(IMPORT_WORKER), {
    eval: true,
    workerData: data,
    resourceLimits: WORKER_HEAP,
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (run: () => void) => {
      if (settled) return;
      settled = true;
      run();
      void worker.terminate();
    };
    worker.on('message', (a: ImportWorkerAnswer) => settle(() => resolve(a)));
    worker.on('error', (e: Error & { code?: string }) =>
      settle(() =>
        e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ type: 'refused', code: 'tooBig' }) : reject(e),
      ),
    );
    worker.on('exit', (code) => settle(() => reject(new Error(`import worker exited (${code})`))));
  });
}

/**
 * The rows of an imported CSV or xlsx (by its name), read in a worker thread: the first non-empty row
 * is the header. A file that unpacks to too much, has more than maxRows rows under its header, or
 * cannot be read is a 400 with the Indonesian reason, found while reading, before the rest is read.
 */
export async function readImportFile(
  nama_file: string,
  bytes: Buffer,
  opts: { maxRows: number; maxUnpackedBytes?: number },
): Promise<ImportRow[]> {
  if (!bytes.length) throw badRequest(IMPORT_FILE_MSG.empty);
  const limits: ImportLimits = {
    maxRows: opts.maxRows,
    maxUnpackedBytes: opts.maxUnpackedBytes ?? IMPORT_MAX_UNPACKED_BYTES,
    maxColumns: IMPORT_MAX_COLUMNS,
  };
  const kind = /\.csv$/i.test(nama_file) ? 'csv' : 'xlsx';
  const answer = await inTurn(() => inWorker({ kind, bytes: new Uint8Array(bytes), limits }));
  if (answer.type === 'refused') throw refusal(answer.code, opts.maxRows);
  if (answer.type === 'error') throw new Error(`import worker: ${answer.message}`);
  if (answer.rows.length < 2) throw badRequest(IMPORT_FILE_MSG.empty);
  return answer.rows;
}
