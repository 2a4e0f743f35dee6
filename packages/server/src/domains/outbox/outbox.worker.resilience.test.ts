import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, isDatabaseUnavailable, openDatabase, rowsOf } from '../../db/database.ts';
import { migrateSchema } from '../../db/migrate.ts';
import { createShopContext, type ShopContext } from '../../platform/context.ts';
import { deliverDue, startShopOutbox } from '../kirim-barang/shop-outbox.ts';
import { registerOutboxSender, startOutboxWorker } from './outbox.worker.ts';

let database: Database;
let shop: ShopContext;
const schema = `t${randomBytes(4).toString('hex')}_obx`;
const KIND = 'TEST_RESILIENCE';

/** The sender's calls; `hold` keeps a call open until released. */
const sent: number[] = [];
let hold: Promise<void> | null = null;
registerOutboxSender(KIND, {
  channel: 'WHATSAPP',
  provider: () => ({ url: 'http://unused.invalid', key: '' }),
  send: async (_shop, row) => {
    sent.push(Number(row.id));
    if (hold) await hold;
    return { status: 200, body: {} };
  },
  refusedDefault: 'ditolak',
});

beforeAll(async () => {
  database = await openDatabase({ url: process.env.TEST_DATABASE_URL });
  await migrateSchema(database.db, schema);
  shop = createShopContext({
    kode_toko: 'TK6',
    appType: 'TOKO',
    database,
    schema,
    config: {
      outbox: { retryMs: 0, maxAttempts: 5, pollMs: 20, timeoutMs: 1_000 },
      outboxIntervalMs: 20,
    },
  });
}, 120_000);
afterAll(async () => {
  if (database.kind === 'postgres')
    await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
  await database.close();
});

const q = async <T>(text: string) =>
  rowsOf<T>(await database.db.execute(sql.raw(text.replaceAll('$s', schema))));

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never: ${what}`);
}

/** The shop with a database that is away for its first `n` calls (the pool's connect fails), then back. */
function awayFor(n: number): { shop: ShopContext; calls: () => number } {
  let calls = 0;
  const db = new Proxy(shop.db, {
    get(target, prop, receiver) {
      const real = Reflect.get(target, prop, receiver);
      if (
        typeof real !== 'function' ||
        !['select', 'update', 'execute', 'transaction'].includes(String(prop))
      )
        return real;
      return (...args: unknown[]) => {
        calls++;
        if (calls <= n)
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        return real.apply(target, args);
      };
    },
  });
  return { shop: { ...shop, db }, calls: () => calls };
}

const addRows = (n: number) =>
  q<{ id: number }>(
    `insert into "$s".outbox (channel, kind, tujuan, isi, created_by)
     select 'WHATSAPP', '${KIND}', 'no' || g, 'isi', 'test' from generate_series(1, ${n}) g returning id::int`,
  );

describe('outbox workers while the database is away', () => {
  it('the provider outbox: a failed poll is reported and the next one goes on; the row is sent once it is back', async () => {
    const [row] = await addRows(1);
    const errors: unknown[] = [];
    const away = awayFor(3);
    const worker = startOutboxWorker(away.shop, (err) => errors.push(err));
    try {
      await until(
        async () =>
          (await q<{ status: string }>(`select status from "$s".outbox where id = ${row?.id}`))[0]?.status ===
          'SENT',
        'the row is sent',
      );
    } finally {
      await worker.stop();
    }
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors.every(isDatabaseUnavailable)).toBe(true);
  });

  it('the shop-to-shop outbox: failed rounds are reported and the rounds go on', async () => {
    const errors: unknown[] = [];
    const away = awayFor(2);
    const outbox = startShopOutbox(away.shop, (err) => errors.push(err));
    try {
      await until(() => away.calls() >= 5, 'rounds after the failures');
    } finally {
      outbox.close();
      await outbox.drain();
    }
    expect(errors).toHaveLength(2);
    expect(errors.every(isDatabaseUnavailable)).toBe(true);
  });
});

describe('a worker stopping hands back what it took and did not send', () => {
  it('the provider outbox: the row in hand finishes, the rest of the batch is due again at once, attempts uncounted', async () => {
    await q(`update "$s".outbox set status = 'SENT' where status = 'PENDING'`);
    const rows = await addRows(3);
    let release = () => {};
    hold = new Promise<void>((r) => {
      release = r;
    });
    sent.length = 0;
    const worker = startOutboxWorker(shop, () => {});
    await until(() => sent.length === 1, 'the first row is in hand');
    const stopped = worker.stop();
    release();
    await stopped;
    hold = null;
    const after = await q<{ id: number; status: string; attempts: number; due: boolean }>(
      `select id::int, status, attempts, next_attempt_at <= now() as due from "$s".outbox
       where id in (${rows.map((r) => r.id).join(',')}) order by id`,
    );
    // One row was in hand (whichever the batch gave first): it finished; the other two went back.
    expect(sent).toHaveLength(1);
    expect(after).toEqual(
      rows.map((r) =>
        r.id === sent[0]
          ? { id: r.id, status: 'SENT', attempts: 1, due: expect.any(Boolean) }
          : { id: r.id, status: 'PENDING', attempts: 0, due: true },
      ),
    );
  });

  it('the shop-to-shop outbox: calls taken while stopping are due again at once, attempts uncounted', async () => {
    await q(
      `insert into "$s".shop_outbox (kode_toko, path, body, ref) values ('TK9', 'kirim-barang/masuk', '{}', 'SJ1'), ('TK9', 'kirim-barang/masuk', '{}', 'SJ2')`,
    );
    expect(await deliverDue(shop, () => true)).toBe(0);
    const after = await q<{ attempts: number; due: boolean }>(
      `select attempts, next_at <= now() as due from "$s".shop_outbox order by id`,
    );
    expect(after).toEqual([
      { attempts: 0, due: true },
      { attempts: 0, due: true },
    ]);
  });
});
