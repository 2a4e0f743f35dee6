import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, rowsOf } from '../db/database.ts';
import { gate } from '../test/gate.ts';
import { readWhileUnchanged } from './read-cache.ts';

describe('reads kept while the embedded database is unchanged', () => {
  let database: Database;
  let loads = 0;
  const read = () =>
    readWhileUnchanged(database, 'k', ['rc_t'], async () => {
      loads++;
      return rowsOf<{ v: string }>(await database.db.execute(sql`select v from rc_t`))[0]?.v;
    });
  beforeAll(async () => {
    database = await openDatabase({});
    await database.db.execute(sql`create table rc_t (v text)`);
    await database.db.execute(sql`create table rc_other (v text)`);
    await database.db.execute(sql`insert into rc_t values ('a')`);
  });
  afterAll(() => database.close());

  it('answers again from memory, and reads anew after a write or a commit', async () => {
    expect(await read()).toBe('a');
    expect(await read()).toBe('a');
    expect(loads).toBe(1);
    await database.db.execute(sql`update rc_t set v = 'b'`);
    expect(await read()).toBe('b');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update rc_t set v = 'c'`);
    });
    expect(await read()).toBe('c');
    expect(loads).toBe(3);
  });

  it('keeps the read while other tables are written, and forgets it when a write names no table', async () => {
    const before = loads;
    await read();
    await database.db.execute(sql`insert into rc_other values ('x')`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update rc_other set v = 'y'`);
    });
    await read();
    expect(loads).toBe(before);
    await database.db.execute(sql`create index rc_t_v on rc_t (v)`);
    await read();
    expect(loads).toBe(before + 1);
  });

  it('a read of a table an open transaction writes waits for it, and is not kept', async () => {
    const txOpen = gate();
    const release = gate();
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`update rc_t set v = 'd'`);
      txOpen.open();
      await release.opened;
    });
    await txOpen.opened;
    const during = read();
    release.open();
    await tx;
    expect(await during).toBe('d');
    const before = loads;
    expect(await read()).toBe('d');
    expect(loads).toBe(before + 1);
  });

  it('inside a transaction, sees its own write, and forgets what it read there when it rolls back', async () => {
    await database.db.execute(sql`update rc_t set v = 'e'`);
    expect(await read()).toBe('e');
    const inTx = (tx: Pick<Database['db'], 'execute'>) =>
      readWhileUnchanged(database, 'k', ['rc_t'], async () => {
        loads++;
        return rowsOf<{ v: string }>(await tx.execute(sql`select v from rc_t`))[0]?.v;
      });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update rc_t set v = 'f'`);
        expect(await inTx(tx)).toBe('f');
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    expect(await read()).toBe('e');
  });
});
