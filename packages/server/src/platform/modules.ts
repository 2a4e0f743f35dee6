import { MODULES } from '@emas/contract';
import type { Db } from '../db/database.ts';
import type { ShopContext } from './context.ts';
import { insertMissingModules, listModuleRows } from './modules.queries.ts';
import { forgetReferences } from './reference-cache.ts';

const CACHE_MS = 2_000;
const cache = new WeakMap<ShopContext, { at: number; active: Set<string> }>();

/**
 * The shop's active module keys. Cached for two seconds: every request checks rights against them,
 * and a change made by another process of the same shop is seen within that time. Inside a transaction
 * pass it as `tx`: with PGlite (one connection) a read outside the open transaction waits for it to end,
 * so a stale cache read through shop.db would wait forever.
 */
export async function activeModules(shop: ShopContext, tx: Db = shop.db): Promise<Set<string>> {
  const hit = cache.get(shop);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.active;
  const rows = await listModuleRows(shop, tx);
  const active = new Set(rows.filter((r) => r.active).map((r) => r.key));
  cache.set(shop, { at: Date.now(), active });
  return active;
}

/** Forgets the shop's modules, and the references derived from them (the counter's rounding). */
export const forgetModules = (shop: ShopContext) => {
  cache.delete(shop);
  forgetReferences(shop);
};

/** Makes sure every module key the code knows has a row, with its default. */
export async function ensureModuleRows(shop: ShopContext): Promise<void> {
  const existing = new Set((await listModuleRows(shop)).map((r) => r.key));
  await insertMissingModules(
    shop,
    MODULES.filter((m) => !existing.has(m.key)).map((m) => ({ key: m.key, active: m.defaultActive })),
  );
  forgetModules(shop);
}
