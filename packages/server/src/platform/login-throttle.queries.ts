import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { ShopContext } from './context.ts';

/**
 * Counts one login attempt on each key in one statement (an atomic upsert-increment per row): a key
 * whose window has passed starts again at 1 with a new window. Answers the counts after this attempt.
 * Keys are taken in sorted order so that two attempts never wait on each other in a cycle.
 */
export async function countLoginAttempt(shop: ShopContext, keys: string[], windowMs: number) {
  const t = shop.t.loginAttempts;
  const until = sql`now() + ${Math.max(1, Math.round(windowMs))} * interval '1 millisecond'`;
  return shop.db
    .insert(t)
    .values([...new Set(keys)].sort().map((key) => ({ key, count: 1, window_until: until })))
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${t.window_until} <= now() then 1 else ${t.count} + 1 end`,
        window_until: sql`case when ${t.window_until} <= now() then excluded.window_until else ${t.window_until} end`,
      },
    })
    .returning({ key: t.key, count: t.count });
}

/** Takes one attempt back from a key (a login that succeeded is not a failure). */
export const uncountLoginAttempt = (shop: ShopContext, key: string) =>
  shop.db
    .update(shop.t.loginAttempts)
    .set({ count: sql`${shop.t.loginAttempts.count} - 1` })
    .where(
      and(
        eq(shop.t.loginAttempts.key, key),
        gt(shop.t.loginAttempts.count, 0),
        gt(shop.t.loginAttempts.window_until, sql`now()`),
      ),
    );

export const clearLoginAttempts = (shop: ShopContext, key: string) =>
  shop.db.delete(shop.t.loginAttempts).where(eq(shop.t.loginAttempts.key, key));

/** Forgets windows that have passed, so the table holds only live counts. */
export const purgeLoginAttempts = (shop: ShopContext) =>
  shop.db.delete(shop.t.loginAttempts).where(lte(shop.t.loginAttempts.window_until, sql`now()`));

/** Keeps a key alive until `ttlMs` from now (a user id known at an address), moved on at each call. */
export async function rememberLoginKey(shop: ShopContext, key: string, ttlMs: number) {
  const t = shop.t.loginAttempts;
  const until = sql`now() + ${Math.max(1, Math.round(ttlMs))} * interval '1 millisecond'`;
  await shop.db
    .insert(t)
    .values({ key, count: 0, window_until: until })
    .onConflictDoUpdate({ target: t.key, set: { window_until: until } });
}

/** Whether a key remembered with rememberLoginKey is still alive. */
export async function hasLoginKey(shop: ShopContext, key: string): Promise<boolean> {
  const t = shop.t.loginAttempts;
  const rows = await shop.db
    .select({ key: t.key })
    .from(t)
    .where(and(eq(t.key, key), gt(t.window_until, sql`now()`)))
    .limit(1);
  return rows.length > 0;
}
