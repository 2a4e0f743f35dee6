import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

export type StoredMarketplace = typeof import('../../db/schema/index.ts').marketplaceSetting.$inferSelect;

export const findMarketplace = async (shop: ShopContext, k_m: string, tx: Db = shop.db) =>
  (
    await tx.select().from(shop.t.marketplaceSetting).where(eq(shop.t.marketplaceSetting.k_m, k_m)).limit(1)
  )[0];

export const lockMarketplace = async (shop: ShopContext, tx: Db, k_m: string) =>
  (
    await tx
      .select()
      .from(shop.t.marketplaceSetting)
      .where(eq(shop.t.marketplaceSetting.k_m, k_m))
      .for('update')
      .limit(1)
  )[0];

export const upsertMarketplace = (
  shop: ShopContext,
  tx: Db,
  row: Omit<StoredMarketplace, 'id' | 'updated_at'>,
) =>
  tx
    .insert(shop.t.marketplaceSetting)
    .values(row)
    .onConflictDoUpdate({
      target: shop.t.marketplaceSetting.k_m,
      set: { ...row, updated_at: sql`now()` },
    })
    .returning();
