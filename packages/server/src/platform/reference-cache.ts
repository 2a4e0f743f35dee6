import type { ShopContext } from './context.ts';

const CACHE_MS = 2_000;
const caches = new WeakMap<ShopContext, Map<string, { at: number; value: unknown }>>();
/** Bumped by every forget: a read that began before a write is not kept after it. */
const generations = new WeakMap<ShopContext, number>();

/**
 * The shop's reference data a request reads on every sale (rounding settings, the day's gold prices,
 * the sales people): read once, then answered from memory for two seconds, like the active modules
 * (platform/modules.ts). Every write of that data through this process forgets the shop's entries at
 * once (forgetReferences); a change made by another process of the same shop is seen within two
 * seconds. Pass the caller's transaction to `load` (PGlite has one connection: a read outside an open
 * transaction would wait for it).
 */
export async function cachedReference<T>(shop: ShopContext, key: string, load: () => Promise<T>): Promise<T> {
  const hit = caches.get(shop)?.get(key);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value as T;
  const generation = generations.get(shop) ?? 0;
  const value = await load();
  if ((generations.get(shop) ?? 0) !== generation) return value;
  const cache = caches.get(shop) ?? new Map();
  caches.set(shop, cache);
  cache.set(key, { at: Date.now(), value });
  return value;
}

/** Forgets every cached reference of the shop: call it after writing settings, prices or masters. */
export const forgetReferences = (shop: ShopContext) => {
  generations.set(shop, (generations.get(shop) ?? 0) + 1);
  caches.delete(shop);
};

/** Runs a write of reference data and forgets the shop's cached references once it has ended. */
export async function forgettingReferences<T>(shop: ShopContext, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    forgetReferences(shop);
  }
}
