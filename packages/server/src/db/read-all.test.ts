import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, rowsOf } from './database.ts';
import { readAll } from './read-all.ts';

// PostgreSQL in its lane (TEST_DATABASE_URL), PGlite otherwise.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ url: process.env.TEST_DATABASE_URL });
});
afterAll(() => database.close());

/** A read that notes when it starts and ends, answering its own number from the database. */
function tracedReads(db: Database['db'], n: number) {
  const events: string[] = [];
  const reads = Array.from({ length: n }, (_, i) => async () => {
    events.push(`start ${i}`);
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select ${i}::int as n, pg_sleep(0.01)`));
    events.push(`end ${i}`);
    return row?.n;
  });
  return { events, reads };
}

describe('readAll', () => {
  it('inside a transaction: one read after another, answered in order', async () => {
    const answers = await database.db.transaction(async (tx) => {
      const { events, reads } = tracedReads(tx, 3);
      const got = await readAll(tx, reads);
      expect(events).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
      return got;
    });
    expect(answers).toEqual([0, 1, 2]);
  });

  it('on the pool: every read started at once, answered in order', async () => {
    const { events, reads } = tracedReads(database.db, 3);
    const answers = await readAll(database.db, reads);
    expect(events.slice(0, 3)).toEqual(['start 0', 'start 1', 'start 2']);
    expect(answers).toEqual([0, 1, 2]);
  });

  it('typed per read: a tuple of each read’s answer', async () => {
    const [n, text] = await readAll(database.db, [async () => 1, async () => 'satu']);
    expect(n + 1).toBe(2);
    expect(text.toLowerCase()).toBe('satu');
  });
});
