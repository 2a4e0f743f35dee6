import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createPgPools, localSocketUrl } from './pg-pools.ts';
import { openPgliteThread } from './pglite-thread.ts';

// biome-ignore lint/suspicious/noExplicitAny: both drivers' databases share this base type.
export type Db = PgDatabase<PgQueryResultHKT, any>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory (the daily backup of the store closing). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PGlite only (one connection): changes whenever committed data may have changed, so data read
   * while it stays the same is still current (platform/read-cache.ts).
   */
  writeEpoch?: (tables: readonly string[]) => number;
};

// Money is bigint in the database and fits in 2^53 as a number; dates stay 'YYYY-MM-DD' strings and
// numeric stays an exact string (decimal.js), never a float (DESIGN.md section 2).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1082, (v) => v);
pg.types.setTypeParser(1700, (v) => v);

/** Extensions the shops' indexes use, once per database, in the public schema. */
const CREATE_EXTENSIONS = 'create extension if not exists pg_trgm with schema public';
/**
 * On PostgreSQL, several processes (shops, test workers) may open a fresh database at once, and two
 * `create extension if not exists` racing both insert it (duplicate key on pg_extension_name_index).
 * One string is one implicit transaction: the advisory lock lets one create it and the other see it.
 */
const CREATE_EXTENSIONS_LOCKED = `select pg_advisory_xact_lock(hashtext('emas:create-extensions')); ${CREATE_EXTENSIONS}`;

/**
 * Every statement either driver sends is counted here (one round trip each, BEGIN and COMMIT
 * included), so tests can bound the round trips of a request and the bench can report them.
 * `watch` sees each statement's text and parameters while a test looks at which ones a request sends
 * (the bench replays a sale's own statements with them).
 */
export const statementProbe: { count: number; watch?: (text: string, params: unknown[]) => void } = {
  count: 0,
};
const logger = {
  logQuery(text: string, params: unknown[]) {
    statementProbe.count++;
    statementProbe.watch?.(text, params);
  },
};

/** PG_PARALLEL_WORKERS (0 unless set): the parallel workers PostgreSQL may add to one query. */
const parallelWorkers = () => {
  const n = Number(process.env.PG_PARALLEL_WORKERS ?? 0);
  return Number.isInteger(n) && n >= 0 ? n : 0;
};

/** The shop's pools on `url` (pg-pools.ts), once PostgreSQL has answered (and has the extensions). */
async function openPool(
  url: string,
  base: pg.PoolConfig,
  onPoolError: ((err: Error) => void) | undefined,
): Promise<pg.Pool> {
  const pool = createPgPools(url, base);
  // An idle connection the server ended (a restart, pg_terminate_backend) emits 'error' on the pool;
  // unhandled, that would end the process. The pool drops that connection and opens a new one
  // when a request next needs it.
  pool.on('error', (err) => onPoolError?.(err));
  try {
    await pool.query(CREATE_EXTENSIONS_LOCKED);
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  return pool;
}

/**
 * Opens PostgreSQL when a URL is given, else PGlite: in `dataDir` when given, in memory otherwise.
 * One instance serves every shop of the process; each shop lives in its own schema.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** PostgreSQL's application_name of the pool's connections (pg_stat_activity): 'emas' unless given. */
  applicationName?: string;
  /** A connection of the pool that failed while idle (the server restarted, a network blip). */
  onPoolError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.url) {
    const base: pg.PoolConfig = {
      application_name: opts.applicationName ?? 'emas',
      // A server that went away without closing the socket (a failover, a cable) is noticed, and a
      // connection attempt to one that does not answer ends instead of holding a request forever.
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
      // A year-long report planned in parallel takes every core of a shop's server (two, often) and
      // the counter's requests wait behind it (issue 21): one core per query unless set otherwise.
      // No JIT: a short query the planner overestimates (a report page of 2,500 lines with its
      // lookups is costed near jit_above_cost) spends a second compiling, and the year recap
      // gains nothing from it (measured: ~1 s either way over 1,000,000 lines).
      options: `-c max_parallel_workers_per_gather=${parallelWorkers()} -c jit=off`,
    };
    // A local PostgreSQL through its Unix socket when it has one (pg-pools.ts); TCP when the socket
    // refuses (a pg_hba.conf with peer authentication for local connections, say).
    const socketUrl = localSocketUrl(opts.url);
    const pool = await openPool(socketUrl ?? opts.url, base, opts.onPoolError).catch((err) => {
      if (socketUrl) return openPool(opts.url as string, base, opts.onPoolError);
      throw err;
    });
    return {
      kind: 'postgres',
      db: drizzlePg({ client: pool, logger }) as unknown as Db,
      close: () => pool.end(),
    };
  }
  // PGlite runs in a worker thread (pglite-thread.ts): a long report there leaves this thread free.
  const client = await openPgliteThread(opts.dataDir);
  await client.exec(CREATE_EXTENSIONS);
  return {
    kind: 'pglite',
    // biome-ignore lint/suspicious/noExplicitAny: the thread offers the calls Drizzle's PGlite driver makes.
    db: drizzlePglite({ client: client as any, logger }) as unknown as Db,
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir(),
    writeEpoch: (tables) => client.writeEpoch(tables),
  };
}

/**
 * SQLSTATEs that say the database is not there to answer (not that the statement was wrong): class 08
 * (connection exception), the server shutting down or starting (57P01-57P03), too many connections,
 * and a database that does not exist (yet).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300|3D000)$/;
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const UNAVAILABLE_TEXT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

/**
 * Whether an error (or one it wraps: Drizzle wraps the driver's in `cause`, a failed connect may be
 * an AggregateError) means the database cannot be reached, as opposed to a statement it refused.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_STATES.test(e.code) || UNAVAILABLE_CODES.has(e.code)))
    return true;
  if (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/**
 * One line naming what went wrong with the database, for an operator: the driver's code (ECONNREFUSED,
 * SQLSTATE 3D000, ...) and its message, found under Drizzle's and a failed connect's wrappers.
 */
export function describeDatabaseError(err: unknown): string {
  let e: unknown = err;
  let best: { code?: string; message: string } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const x = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] };
    const message = typeof x.message === 'string' ? x.message : '';
    if (typeof x.code === 'string' || !best)
      best = { code: typeof x.code === 'string' ? x.code : undefined, message };
    e = x.cause ?? (Array.isArray(x.errors) ? x.errors[0] : undefined);
  }
  const text = `${best?.code ?? ''} ${best?.message ?? String(err)}`.replace(/\s+/g, ' ').trim();
  return text || 'unknown error';
}

/** The cheapest round trip to the database (readiness). */
export const pingDatabase = async (db: Db) => void (await db.execute(sql`select 1`));

/** Rows of a raw `execute` result; both drivers answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
