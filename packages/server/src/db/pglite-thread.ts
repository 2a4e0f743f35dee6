import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * PGlite in its own worker thread (pglite-worker.mjs), so that a long query never stops the HTTP
 * thread (issue 21). This side offers the two calls Drizzle's PGlite driver makes, `query` and
 * `transaction`, and sends each to the worker. A transaction holds PGlite's one connection in the
 * worker until it ends here, as it would in-thread: other queries wait for it there.
 */

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };

export type Queryable = {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T>;
};

const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

function errorFrom(e: NonNullable<Reply['error']>): Error {
  const { message, name, ...fields } = e;
  const err = Object.assign(new Error(message), fields);
  if (typeof name === 'string') err.name = name;
  return err;
}

/**
 * A statement that cannot change data (a select, or a with-query without a writing part): a read
 * outside a transaction leaves the write epoch alone. Anything else counts as a write.
 */
const isReadOnly = (sql: string) =>
  /^\s*(select|with)\b/i.test(sql) && !/\b(insert|update|delete|merge|nextval|setval)\b/i.test(sql);

class PgliteThread implements Queryable {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /**
   * Counts what may have changed committed data: each transaction's end, each statement outside one
   * that is not a plain select. With one connection, data read while this stays the same is still
   * what the database holds (read caches check it: platform/read-cache.ts).
   */
  writeEpoch = 0;

  constructor(private readonly worker: Worker) {
    worker.on('message', (msg: Reply) => this.settle(msg));
    worker.on('error', (err) => this.failAll(err));
    worker.on('exit', (code) => this.failAll(new Error(`PGlite worker stopped (${code})`)));
    worker.unref();
  }

  private settle(msg: Reply) {
    const waiting = this.pending.get(msg.id);
    if (!waiting) return;
    this.pending.delete(msg.id);
    if (this.pending.size === 0) this.worker.unref();
    if (msg.error) waiting.reject(errorFrom(msg.error));
    else waiting.resolve(msg.result);
  }

  private failAll(err: Error) {
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }

  /** Sends one message; the worker keeps the process alive only while an answer is awaited. */
  call<T>(message: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<T> {
    const answer = this.call<T>({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      textParsers: !!options?.parsers,
      tx,
    });
    return tx || isReadOnly(sql) ? answer : this.afterWrite(answer);
  }

  exec(sql: string): Promise<void> {
    return this.afterWrite(this.call({ op: 'exec', sql }));
  }

  /** Counts the write once it is done, whether it succeeded or not (a failure may have half-applied). */
  private afterWrite<T>(answer: Promise<T>): Promise<T> {
    this.writeEpoch++;
    return answer.finally(() => {
      this.writeEpoch++;
    });
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const { tx } = await this.call<{ tx: number }>({ op: 'begin' });
    const handle: Queryable = { query: (sql, params, options) => this.query(sql, params, options, tx) };
    let result: T;
    try {
      result = await fn(handle);
    } catch (e) {
      await this.call({ op: 'end', tx, commit: false });
      throw e;
    }
    await this.afterWrite(this.call({ op: 'end', tx, commit: true }));
    return result;
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump' })], { type: 'application/x-gzip' });
  }

  async close(): Promise<void> {
    try {
      await this.call({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}

function startWorker(dataDir: string | undefined): Promise<Worker> {
  const worker = new Worker(WORKER_URL, { workerData: { dataDir } });
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve(worker));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`PGlite worker stopped (${code}) while opening ${dataDir ?? 'memory'}`)),
    );
  });
}

/**
 * Opens PGlite in a worker. A new data directory is first made by a worker of its own that then
 * ends: PGlite's initdb leaves ~400 MB behind in the thread that ran it (issue 21's demo RSS).
 */
export async function openPgliteThread(dataDir: string | undefined): Promise<PgliteThread> {
  if (dataDir && !existsSync(join(dataDir, 'PG_VERSION'))) {
    const init = await startWorker(dataDir);
    const first = new PgliteThread(init);
    await first.close();
  }
  return new PgliteThread(await startWorker(dataDir));
}

export type { PgliteThread };
