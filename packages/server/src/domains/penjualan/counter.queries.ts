import type { api } from '@emas/contract';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ShopContext } from '../../platform/context.ts';
import { listWhere } from '../barang/barang.api.ts';

export type StoredHeldSale = typeof import('../../db/schema/index.ts').penjualanTahan.$inferSelect;
export type NewHeldSale = typeof import('../../db/schema/index.ts').penjualanTahan.$inferInsert;

export const insertHeldSale = (shop: ShopContext, row: NewHeldSale) =>
  shop.db.insert(shop.t.penjualanTahan).values(row).returning();

export const heldSales = (shop: ShopContext) =>
  shop.db.select().from(shop.t.penjualanTahan).orderBy(asc(shop.t.penjualanTahan.created_at)).limit(200);

export async function countHeldSales(shop: ShopContext): Promise<number> {
  const rows = await shop.db.select({ n: count() }).from(shop.t.penjualanTahan);
  return Number(rows[0]?.n ?? 0);
}

/** Deletes a held sale and answers it: of two counters recalling it at once, one gets it. */
export const takeHeldSale = async (shop: ShopContext, id: number) =>
  (await shop.db.delete(shop.t.penjualanTahan).where(eq(shop.t.penjualanTahan.id, id)).returning())[0];

/** Items of the look-up (newest first), at most `limit`. */
export const lookUpItems = (shop: ShopContext, q: api.ListBarangQuery, limit: number) =>
  shop.db
    .select()
    .from(shop.t.barang)
    .where(listWhere(shop, q))
    .orderBy(desc(shop.t.barang.kode_barcode))
    .limit(limit);

/** How many ready items match, and their weight. */
export async function readySummary(shop: ShopContext, q: api.ListBarangQuery) {
  const b = shop.t.barang;
  const rows = await shop.db
    .select({ qty: count(), berat: sql<string>`coalesce(sum(${b.berat}), 0)::text` })
    .from(b)
    .where(listWhere(shop, { ...q, status: 'READY' }));
  return { qty: Number(rows[0]?.qty ?? 0), berat: Number(rows[0]?.berat ?? 0) };
}
