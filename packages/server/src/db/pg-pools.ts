/**
 * The node-postgres pools of a shop's server (issue 46): the connection's way to a local PostgreSQL
 * (its Unix socket), connections kept warm, and the counter's price quotes on a small pool of their own
 * so that they never queue behind sales. PGlite has one embedded connection: none of this applies.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import pg from 'pg';

const intEnv = (name: string, fallback: number, min = 0) => {
  const raw = process.env[name];
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(n) && n >= min ? n : fallback;
};

/** Where a local PostgreSQL listens besides TCP (Debian's and the upstream default). */
const SOCKET_DIRS = ['/var/run/postgresql', '/tmp'];

/**
 * The URL to reach a PostgreSQL on this machine through its Unix socket: a URL naming 127.0.0.1, ::1
 * or localhost whose port has a socket in PG_SOCKET_DIR (else /var/run/postgresql or /tmp) skips the
 * TCP stack (less CPU per statement for both ends). Undefined, so TCP, otherwise: another host, a URL
 * that names its own socket (?host=) or asks for TLS, or PG_UNIX_SOCKET=0.
 */
export function localSocketUrl(url: string, env = process.env): string | undefined {
  if (/^(0|off|false|no)$/i.test(env.PG_UNIX_SOCKET ?? '')) return undefined;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname)) return undefined;
  if (u.searchParams.has('host') || u.searchParams.has('ssl') || u.searchParams.has('sslmode'))
    return undefined;
  const port = u.port || '5432';
  const dirs = env.PG_SOCKET_DIR ? [env.PG_SOCKET_DIR] : SOCKET_DIRS;
  const dir = dirs.find((d) => existsSync(`${d}/.s.PGSQL.${port}`));
  if (!dir) return undefined;
  u.searchParams.set('host', dir);
  return u.toString();
}

const quoteLane = new AsyncLocalStorage<true>();

/**
 * Runs `fn` with its statements on the quote pool (the counter's look-ups while the cashier types):
 * a few connections of their own, so a quote never waits for a connection behind sales or a report.
 * Outside PostgreSQL (PGlite) it only runs `fn`. Awaited inside the lane: a Drizzle query runs when
 * it is awaited, not when it is built.
 */
export const onQuotePool = <T>(fn: () => T | PromiseLike<T>): Promise<T> =>
  quoteLane.run(true, async () => await fn());

/**
 * The pool Drizzle is given: its own connections serve everything but what runs in `onQuotePool`,
 * which the quote pool serves. Drizzle takes a connection for a transaction with `connect()` and sends
 * every other statement with `query()`; both look at the lane.
 */
class LanePool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    readonly quotes: pg.Pool,
  ) {
    super(config);
    // An idle quote connection the server ended is reported as the main pool's are.
    quotes.on('error', (err, client) => this.emit('error', err, client));
  }
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres' query has many overloads; all are passed on.
  override query(...args: any[]): any {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const query = super.query as (...a: any[]) => any;
    return quoteLane.getStore()
      ? this.quotes.query.apply(this.quotes, args as never)
      : query.apply(this, args);
  }
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  override connect(...args: any[]): any {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const connect = super.connect as (...a: any[]) => any;
    // pg-pool's own query() takes its connection with a callback: only Drizzle's connect() is routed.
    return quoteLane.getStore() && !args.length ? this.quotes.connect() : connect.apply(this, args);
  }
  override async end(): Promise<void> {
    await Promise.all([super.end(), this.quotes.end()]);
  }
}

/**
 * The shop's pools on `url`:
 * - PG_POOL_MAX connections (10) for everything, of which PG_POOL_MIN (4) stay open once opened; the
 *   others close after PG_POOL_IDLE_MS idle (60 s; 0 never). A connection opened again costs its
 *   backend's start and cold caches: the first quote after a pause took 63-88 ms instead of 6-10 when
 *   every connection closed after 10 s idle.
 * - PG_QUOTE_POOL_MAX connections (2) for the counter's quotes (`onQuotePool`), never closed while idle.
 * A connection the server ended (a restart) leaves the pool, which opens another when next needed.
 */
export function createPgPools(url: string, base: pg.PoolConfig): pg.Pool {
  const max = intEnv('PG_POOL_MAX', 10, 1);
  const quotes = new pg.Pool({
    ...base,
    connectionString: url,
    max: intEnv('PG_QUOTE_POOL_MAX', 2, 1),
    min: intEnv('PG_QUOTE_POOL_MAX', 2, 1),
    idleTimeoutMillis: 0,
  });
  return new LanePool(
    {
      ...base,
      connectionString: url,
      max,
      min: Math.min(max, intEnv('PG_POOL_MIN', 4)),
      idleTimeoutMillis: intEnv('PG_POOL_IDLE_MS', 60_000),
    },
    quotes,
  );
}
