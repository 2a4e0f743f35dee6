import { sql } from 'drizzle-orm';
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
