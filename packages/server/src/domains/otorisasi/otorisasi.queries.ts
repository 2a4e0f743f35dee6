import { and, asc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

export type StoredOtorisasi = typeof import('../../db/schema/index.ts').otorisasi.$inferSelect;
export type NewOtorisasi = typeof import('../../db/schema/index.ts').otorisasi.$inferInsert;

export const insertOtorisasi = (shop: ShopContext, row: NewOtorisasi, tx: Db = shop.db) =>
  tx.insert(shop.t.otorisasi).values(row);

/**
 * used_for of an authorisation used by a document whose number is not taken yet: the document's
 * numbered write replaces it with the number in the same transaction (usedForNumber), so no one
 * outside the transaction ever reads it; like any used_for it makes the authorisation used.
 */
export const USED_FOR_NUMBER_PENDING = '(nomor)';

/** The UPDATE giving an authorisation used with USED_FOR_NUMBER_PENDING its document's number. */
export const usedForNumber = (shop: ShopContext, tx: Db, id: string, no: SQL) =>
  tx.update(shop.t.otorisasi).set({ used_for: no }).where(eq(shop.t.otorisasi.id, id));

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
