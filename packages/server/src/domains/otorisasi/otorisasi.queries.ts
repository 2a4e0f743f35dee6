import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

export type StoredOtorisasi = typeof import('../../db/schema/index.ts').otorisasi.$inferSelect;
export type NewOtorisasi = typeof import('../../db/schema/index.ts').otorisasi.$inferInsert;

export const insertOtorisasi = (shop: ShopContext, row: NewOtorisasi, tx: Db = shop.db) =>
  tx.insert(shop.t.otorisasi).values(row);

/** Marks an unused authorisation used; answers the row, or nothing when it is unknown or used. */
export async function useOtorisasi(shop: ShopContext, tx: Db, id: string, usedFor: string) {
  const t = shop.t.otorisasi;
  const rows = await tx
    .update(t)
    .set({ used_for: usedFor })
    .where(and(eq(t.id, id), isNull(t.used_for)))
    .returning();
  return rows[0];
}

export const otorisasiBetween = (shop: ShopContext, from: string, to: string) =>
  shop.db
    .select()
    .from(shop.t.otorisasi)
    .where(and(gte(shop.t.otorisasi.tanggal, from), lte(shop.t.otorisasi.tanggal, to)))
    .orderBy(asc(shop.t.otorisasi.jam))
    .limit(10_000);
