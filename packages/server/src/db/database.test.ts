import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase, rowsOf } from './database.ts';
import { localSocketUrl, onQuotePool } from './pg-pools.ts';

const url = process.env.TEST_DATABASE_URL;

// A report must not take every core of the shop's server from the counter (issue 21).
describe.skipIf(!url)('PostgreSQL connections', () => {
  afterEach(() => {
    delete process.env.PG_PARALLEL_WORKERS;
  });
  const setting = async (name: string) => {
    const database = await openDatabase({ url });
    try {
      return rowsOf<{ w: string }>(await database.db.execute(sql`select current_setting(${name}) as w`))[0]
        ?.w;
    } finally {
      await database.close();
    }
  };
  const workers = () => setting('max_parallel_workers_per_gather');

  it('plan each query without parallel workers, unless PG_PARALLEL_WORKERS allows some', async () => {
    expect(await workers()).toBe('0');
    process.env.PG_PARALLEL_WORKERS = '2';
    expect(await workers()).toBe('2');
    process.env.PG_PARALLEL_WORKERS = 'semua';
    expect(await workers()).toBe('0');
  });

  it('never compiles a query (JIT): a report page costed near its threshold would spend a second on it', async () => {
    expect(await setting('jit')).toBe('off');
  });
});

describe.skipIf(!url)('PostgreSQL first open', () => {
  // CI opens a fresh database from two test workers at once; so may the shops of a chain.
  it('lets several processes open a fresh database at once: each finds pg_trgm, created once', async () => {
    const name = `emas_fresh_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const freshUrl = new URL(url as string);
      freshUrl.pathname = `/${name}`;
      const opened = await Promise.allSettled(
        Array.from({ length: 6 }, () => openDatabase({ url: freshUrl.toString() })),
      );
      const failures = opened.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
      for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
      expect(failures).toEqual([]);
      const check = new pg.Client({ connectionString: freshUrl.toString() });
      await check.connect();
      const rows = (
        await check.query(`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`)
      ).rows;
      await check.end();
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe('the way to a local PostgreSQL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pgsock-'));
  writeFileSync(join(dir, '.s.PGSQL.5433'), '');
  const env = { PG_SOCKET_DIR: dir };
  it('is its Unix socket when the URL names this machine and the socket of its port is there', () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]'])
      expect(localSocketUrl(`postgres://u:p@${host}:5433/toko`, env)).toBe(
        `postgres://u:p@${host}:5433/toko?host=${encodeURIComponent(dir)}`,
      );
  });
  it('stays TCP for another host or port, a URL asking for TLS or naming its socket, or PG_UNIX_SOCKET=0', () => {
    for (const url of [
      'postgres://u@10.0.0.5:5433/toko',
      'postgres://u@127.0.0.1:5434/toko',
      'postgres://u@127.0.0.1/toko',
      'postgres://u@127.0.0.1:5433/toko?sslmode=require',
      'postgres://u@localhost:5433/toko?host=/run/other',
    ])
      expect(localSocketUrl(url, env), url).toBeUndefined();
    expect(
      localSocketUrl('postgres://u@127.0.0.1:5433/toko', { ...env, PG_UNIX_SOCKET: '0' }),
    ).toBeUndefined();
  });
});

describe.skipIf(!url)('PostgreSQL pools (issue 46)', () => {
  afterEach(() => {
    delete process.env.PG_POOL_MAX;
    delete process.env.PG_POOL_MIN;
    delete process.env.PG_POOL_IDLE_MS;
  });
  const pidOf = async (db: Database['db']) =>
    rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`))[0]?.pid;

  it('answers a quote while every connection of the main pool is held (a sale, a report)', async () => {
    process.env.PG_POOL_MAX = '1';
    const database = await openDatabase({ url });
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let salePid: number | undefined;
    const sale = database.db.transaction(async (tx) => {
      salePid = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]?.pid;
      await held;
    });
    try {
      await vi.waitFor(() => expect(salePid).toBeDefined());
      const quotePid = await onQuotePool(() => pidOf(database.db));
      expect(quotePid).toBeDefined();
      expect(quotePid).not.toBe(salePid);
      // A transaction on the quote lane takes a quote connection too.
      const inTx = await onQuotePool(() =>
        database.db.transaction(
          async (tx) =>
            rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]?.pid,
        ),
      );
      expect(inTx).not.toBe(salePid);
    } finally {
      release();
      await sale;
      await database.close();
    }
  });

  it('keeps PG_POOL_MIN connections open while idle, closing only the others', async () => {
    process.env.PG_POOL_MIN = '1';
    process.env.PG_POOL_IDLE_MS = '50';
    const appName = `emas-idle-${randomBytes(4).toString('hex')}`;
    const database = await openDatabase({ url, applicationName: appName });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const open = async () =>
      (
        await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where application_name = $1',
          [appName],
        )
      ).rows[0]?.n;
    try {
      // Three transactions at once hold three connections of the main pool; a quote takes one of its own.
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      let started = 0;
      const txs = [1, 2, 3].map(() =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          started++;
          await held;
        }),
      );
      await vi.waitFor(() => expect(started).toBe(3));
      await onQuotePool(() => database.db.execute(sql`select 1`));
      expect(await open()).toBe(4);
      release();
      await Promise.all(txs);
      // The two above the minimum close; the main pool's one and the quote pool's stay.
      await vi.waitFor(async () => expect(await open()).toBe(2), { timeout: 5_000, interval: 20 });
      await new Promise((r) => setTimeout(r, 200));
      expect(await open()).toBe(2);
    } finally {
      await admin.end();
      await database.close();
    }
  });

  it('reaches this machine through its Unix socket when there is one, and through TCP with PG_UNIX_SOCKET=0', async () => {
    const client = async () => {
      const database = await openDatabase({ url });
      try {
        return rowsOf<{ a: string | null }>(
          await database.db.execute(sql`select inet_client_addr()::text as a`),
        )[0]?.a;
      } finally {
        await database.close();
      }
    };
    const socket = localSocketUrl(url as string);
    expect(await client()).toBe(socket ? null : expect.any(String));
    process.env.PG_UNIX_SOCKET = '0';
    try {
      expect(await client()).toEqual(expect.any(String));
    } finally {
      delete process.env.PG_UNIX_SOCKET;
    }
  });
});
