import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './database.ts';

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
