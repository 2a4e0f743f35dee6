import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { migrateSchema } from '../db/migrate.ts';
import { counterSettings } from '../domains/penjualan/counter-settings.ts';
import { createShopContext, type ShopContext } from './context.ts';
import { activeModules, ensureModuleRows, forgetModules } from './modules.ts';

let database: Database;
let shop: ShopContext;
beforeAll(async () => {
  database = await openDatabase({});
  shop = createShopContext({ kode_toko: 'TK1', appType: 'TOKO', database, schema: 'modules_test' });
  await migrateSchema(database.db, shop.schema);
  await ensureModuleRows(shop);
}, 60_000);
afterAll(() => database.close());

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<never>((_, no) => setTimeout(() => no(new Error(`still waiting after ${ms} ms`)), ms)),
  ]);

describe('the active modules inside a transaction', () => {
  it('are read through the transaction when the cache is stale (PGlite has one connection: no self-wait)', async () => {
    forgetModules(shop);
    const inside = shop.db.transaction(async (tx) => {
      const modules = await activeModules(shop, tx);
      const settings = await counterSettings(shop, tx);
      return { modules, settings };
    });
    const { modules, settings } = await within(inside, 10_000);
    expect(settings.modules).toBe(modules);
    expect(modules).toEqual(await activeModules(shop));
  });
});
