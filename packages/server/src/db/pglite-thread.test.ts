import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gate } from '../test/gate.ts';
import { type Database, openDatabase, rowsOf } from './database.ts';
import { openPgliteThread } from './pglite-thread.ts';

/** PGlite in its worker thread, through Drizzle as the server uses it (issue 21). */
describe('PGlite in its own thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.db.execute(
      sql`create table t_thread (id int primary key, note text, at timestamptz, n numeric)`,
    );
  });
  afterAll(() => database.close());

  const count = async () =>
    rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int8 as n from t_thread`))[0]?.n;

  it('keeps int8 as numbers, numeric, dates and timestamps as text', async () => {
    const [row] = rowsOf<Record<string, unknown>>(
      await database.db.execute(
        sql`select 9007199254740991::int8 as big, 12.345::numeric as num, date '2026-11-24' as day, timestamptz '2026-11-24 10:00:00+07' as at`,
      ),
    );
    expect(row?.big).toBe(9007199254740991);
    expect(row?.num).toBe('12.345');
    expect(row?.day).toBe('2026-11-24');
    expect(typeof row?.at).toBe('string');
  });

  it('gives a query outside Drizzle (no parsers asked) the usual timestamp parser', async () => {
    const thread = await openPgliteThread(undefined);
    try {
      const plain = await thread.query<{ rows: { at: unknown }[] }>(
        `select timestamptz '2026-11-24 10:00:00+07' as at`,
      );
      expect(plain.rows[0]?.at).toBeInstanceOf(Date);
      const asText = await thread.query<{ rows: { at: unknown }[] }>(
        `select timestamptz '2026-11-24 10:00:00+07' as at`,
        [],
        { parsers: {} },
      );
      expect(typeof asText.rows[0]?.at).toBe('string');
    } finally {
      await thread.close();
    }
  });

  it('a database error crosses the thread with its code and constraint, and changes nothing', async () => {
    await database.db.execute(sql`insert into t_thread (id, note) values (1, 'a')`);
    const err = await database.db
      .execute(sql`insert into t_thread (id, note) values (1, 'b')`)
      .catch((e) => e);
    const cause = ((err as { cause?: unknown }).cause ?? err) as Record<string, unknown>;
    expect(cause.code).toBe('23505');
    expect(cause.constraint).toBe('t_thread_pkey');
    expect(await count()).toBe(1);
  });

  it('commits a transaction, rolls back one that throws, and a savepoint rolls back alone', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t_thread (id) values (2)`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t_thread (id) values (3)`);
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t_thread (id) values (4)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into t_thread (id) values (5)`);
          inner.rollback();
        })
        .catch(() => undefined);
    });
    const ids = rowsOf<{ id: number }>(
      await database.db.execute(sql`select id from t_thread order by id`),
    ).map((r) => r.id);
    expect(ids).toEqual([1, 2, 4]);
  });

  it('a query from outside waits for an open transaction and sees only what it committed', async () => {
    const txOpen = gate();
    const release = gate();
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`insert into t_thread (id) values (6)`);
      txOpen.open();
      await release.opened;
      await t.execute(sql`insert into t_thread (id) values (7)`);
    });
    await txOpen.opened;
    const outside = count();
    release.open();
    await tx;
    expect(await outside).toBe(5);
  });

  it('moves the write epoch of the tables written, on every commit and write, not on a read', async () => {
    await database.db.execute(sql`create table t_other (id int primary key)`);
    const epoch = () => database.writeEpoch?.(['t_thread']) ?? -1;
    const before = epoch();
    await count();
    await database.db.execute(sql`with x as (select id from t_thread) select count(*) from x`);
    await database.db.execute(sql`insert into t_other values (1)`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select * from t_thread for update`);
      await tx.execute(sql`update t_other set id = 2`);
    });
    expect(epoch()).toBe(before);
    await database.db.execute(
      sql`with x as (update t_thread set note = 'w' where id = 1 returning id) select * from x`,
    );
    expect(epoch()).toBeGreaterThan(before);
    await database.db.execute(sql`update t_thread set note = 'x' where id = 1`);
    const afterWrite = epoch();
    expect(afterWrite).toBeGreaterThan(before);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update t_thread set note = 'y' where id = 1`);
    });
    const afterCommit = epoch();
    expect(afterCommit).toBeGreaterThan(afterWrite);
    // A statement whose tables the text does not tell moves every table.
    await database.db.execute(sql`alter table t_other add column note text`);
    expect(epoch()).toBeGreaterThan(afterCommit);
  });

  it('begins a transaction with its first statement: one that fails rolls back, two at once both run', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t_thread (id) values (1)`);
      }),
    ).rejects.toThrow();
    const n = await count();
    const both = await database.db.transaction(async (tx) =>
      Promise.all([
        tx.execute(sql`insert into t_thread (id) values (40)`),
        tx.execute(sql`insert into t_thread (id) values (41)`),
      ]),
    );
    expect(both).toHaveLength(2);
    expect(await count()).toBe((n ?? 0) + 2);
    expect(await database.db.transaction(async () => 'nothing sent')).toBe('nothing sent');
    expect(await count()).toBe((n ?? 0) + 2);
  });

  it('leaves this thread free while a long query runs there', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    await database.db.execute(sql`select sum(g) from generate_series(1, 3000000) g`);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(5);
  });

  it('makes a new data directory, backs it up as gzip, and opens it again with its data', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'pglite-thread-')), 'pglite');
    try {
      const first = await openDatabase({ dataDir: dir });
      await first.db.execute(sql`create table kept (v text)`);
      await first.db.execute(sql`insert into kept values ('emas')`);
      const dump = await first.dumpDataDir?.();
      const bytes = new Uint8Array(await (dump as Blob).arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
      await first.close();
      const again = await openDatabase({ dataDir: dir });
      expect(rowsOf<{ v: string }>(await again.db.execute(sql`select v from kept`))).toEqual([{ v: 'emas' }]);
      await again.close();
    } finally {
      rmSync(dirname(dir), { recursive: true, force: true });
    }
  }, 180_000);
});
