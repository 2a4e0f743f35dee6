import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { isReadOnly, writeTargets } from './write-targets.ts';

/**
 * PGlite in its own worker thread (pglite-worker.mjs), so that a long query never stops the HTTP
 * thread (issue 21). This side offers the two calls Drizzle's PGlite driver makes, `query` and
 * `transaction`, and sends each to the worker. A transaction holds PGlite's one connection in the
 * worker until it ends here, as it would in-thread: other queries wait for it there.
 */

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void };
/** Which transaction a statement belongs to; `begin` on its first. */
type TxRef = { tx?: number; begin?: boolean };

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

/** Savepoints and transaction settings inside a transaction: they write no table. */
const TX_CONTROL = /^\s*(savepoint|release|rollback\s+to|set)\b/i;

class PgliteThread implements Queryable {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /**
   * Count what may have changed committed data, per table: each transaction's end for the tables its
   * statements wrote, each writing statement outside one for its tables; `allTables` for a write whose
   * tables the text does not tell (write-targets.ts). With one connection, data read from tables whose
   * count stays the same is still what the database holds (read caches check it: platform/read-cache.ts).
   */
  private allTables = 0;
  private readonly tableWrites = new Map<string, number>();
  private nextTx = 1;

  /** The write count of these tables: it changes whenever one of them may have changed. */
  writeEpoch(tables: readonly string[]): number {
    let n = this.allTables;
    for (const t of tables) n += this.tableWrites.get(t) ?? 0;
    return n;
  }

  private touched(tables: readonly string[] | null) {
    if (!tables) this.allTables++;
    else for (const t of tables) this.tableWrites.set(t, (this.tableWrites.get(t) ?? 0) + 1);
  }

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

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<T> {
    const answer = this.send<T>(sql, params, options, {});
    return isReadOnly(sql) ? answer : this.afterWrite(answer, writeTargets(sql));
  }

  private send<T>(sql: string, params: unknown[], options: QueryOptions | undefined, tx: TxRef): Promise<T> {
    return this.call<T>({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      textParsers: !!options?.parsers,
      ...tx,
    });
  }

  exec(sql: string): Promise<void> {
    return this.afterWrite(this.call({ op: 'exec', sql }), null);
  }

  /** Counts the write once it is sent and once it is done, whether it succeeded or not (a failure may have half-applied). */
  private afterWrite<T>(answer: Promise<T>, tables: readonly string[] | null): Promise<T> {
    this.touched(tables);
    return answer.finally(() => this.touched(tables));
  }

  /**
   * The transaction begins with its first statement (one message, not two: each crossing is a wait
   * while the transaction holds the database) and is never begun when it sends none. A table it
   * writes counts as written when the statement is sent (a read later in the transaction sees it)
   * and again when the transaction ends, committed or rolled back (what was read in between is gone).
   */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = this.nextTx++;
    let begun = false;
    let written: Set<string> | null = new Set();
    const handle: Queryable = {
      query: (sql, params = [], options) => {
        if (!isReadOnly(sql) && !TX_CONTROL.test(sql)) {
          const targets = writeTargets(sql);
          this.touched(targets);
          if (!targets) written = null;
          else for (const t of targets) written?.add(t);
        }
        const ref: TxRef = begun ? { tx } : { tx, begin: true };
        begun = true;
        return this.send(sql, params, options, ref);
      },
    };
    const end = (commit: boolean) =>
      this.afterWrite(this.call({ op: 'end', tx, commit }), written && [...written]);
    let result: T;
    try {
      result = await fn(handle);
    } catch (e) {
      if (begun) await end(false);
      throw e;
    }
    if (begun) await end(true);
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
