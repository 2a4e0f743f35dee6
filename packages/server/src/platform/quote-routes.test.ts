import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { item } from '../domains/barang/barang.fixtures.ts';
import { type CounterChain, startCounterChain } from '../domains/penjualan/counter.fixtures.ts';
import { call } from '../test/harness.ts';
import { COUNTER_QUOTES } from './quote-routes.ts';

describe("the counter's quotes", () => {
  it('only read: every one is a GET', () => {
    expect(
      [...COUNTER_QUOTES].map((e) => `${e.method} ${e.path}`).filter((m) => !m.startsWith('GET ')),
    ).toEqual([]);
  });
});

// PostgreSQL only: PGlite has one connection for everything.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the counter's quotes on PostgreSQL (issue 46)", () => {
  let c: CounterChain;
  let kode: string;
  beforeAll(async () => {
    // The main pool of two connections, both held below by transactions that wait.
    process.env.PG_POOL_MAX = '2';
    try {
      c = await startCounterChain();
    } finally {
      delete process.env.PG_POOL_MAX;
    }
    const add = await c.post(
      'barang/create/bulk',
      { detail_barang: [item({ berat: 2.5, ongkos: 50_000 })] },
      c.owner,
    );
    expect(add.status, add.body.message).toBe(201);
    kode = (add.body.data.data as { kode_barcode: string }[])[0]?.kode_barcode as string;
  }, 300_000);
  afterAll(async () => {
    await c?.chain.close();
  });

  it('answer while every connection of the main pool is taken (sales, a report)', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    let holding = 0;
    const db = c.chain.tk1.shop.db;
    const hold = () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holding++;
        await held;
      });
    const holders = [hold(), hold()];
    try {
      await vi.waitFor(() => expect(holding).toBe(2));
      const quote = await call(c.chain.tk1, 'GET', `penjualan/barang/${kode}`, { token: c.kasir });
      expect(quote.status, quote.body.message).toBe(200);
      const cek = await call(c.chain.tk1, 'GET', `penjualan/cek-barang?cari=${kode}`, {
        token: c.kasir,
      });
      expect(cek.status, cek.body.message).toBe(200);
    } finally {
      release();
      await Promise.all(holders);
    }
  });
});
