import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import type { TransaksiFilter } from '../penjualan/penjualan.queries.ts';

export type StoredPembelian = typeof import('../../db/schema/index.ts').pembelian.$inferSelect;
export type NewPembelian = typeof import('../../db/schema/index.ts').pembelian.$inferInsert;

export const insertPembelian = (shop: ShopContext, tx: Db, rows: NewPembelian[]) =>
  tx.insert(shop.t.pembelian).values(rows);

export async function purchaseGroupOf(
  shop: ShopContext,
  tx: Db,
  noFaktur: string,
): Promise<string | undefined> {
  const p = shop.t.pembelian;
  const rows = await tx
    .select({ g: p.no_faktur_group })
    .from(p)
    .where(or(eq(p.no_faktur_group, noFaktur), eq(p.no_faktur_beli, noFaktur)))
    .limit(1);
  return rows[0]?.g;
}

export const purchaseLinesOfGroups = (shop: ShopContext, tx: Db, groups: readonly string[], lock = false) => {
  const q = tx
    .select()
    .from(shop.t.pembelian)
    .where(inArray(shop.t.pembelian.no_faktur_group, [...groups]))
    .orderBy(asc(shop.t.pembelian.id));
  return lock ? q.for('update') : q;
};

/** Open purchase lines already bought back from these sale lines. */
export const boughtBackFrom = (shop: ShopContext, tx: Db, noFakturJual: readonly string[]) =>
  tx
    .select({ no_faktur_jual: shop.t.pembelian.no_faktur_jual })
    .from(shop.t.pembelian)
    .where(
      and(eq(shop.t.pembelian.status, 'OPEN'), inArray(shop.t.pembelian.no_faktur_jual, [...noFakturJual])),
    );

export const cancelPurchaseLines = (
  shop: ShopContext,
  tx: Db,
  group: string,
  set: { batal_by: string; batal_alasan: string; batal_otorisasi: string | null },
) =>
  tx
    .update(shop.t.pembelian)
    .set({ ...set, status: 'BATAL', batal_at: new Date() })
    .where(and(eq(shop.t.pembelian.no_faktur_group, group), eq(shop.t.pembelian.status, 'OPEN')));

export async function pagePurchases(shop: ShopContext, f: TransaksiFilter) {
  const p = shop.t.pembelian;
  const where: SQL[] = [gte(p.tanggal, f.tgl_awal), lte(p.tanggal, f.tgl_akhir)];
  if (f.status !== 'ALL') where.push(eq(p.status, f.status));
  if (f.search) {
    const like = `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const s = or(
      ilike(p.no_faktur_group, like),
      ilike(p.no_faktur_beli, like),
      ilike(p.kode_barcode, like),
      ilike(p.nama_barang, like),
      ilike(p.nama_customer, like),
    );
    if (s) where.push(s);
  }
  const cond = and(...where);
  const [rows, total] = await Promise.all([
    shop.db
      .select()
      .from(p)
      .where(cond)
      .orderBy(desc(p.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    shop.db.select({ n: count() }).from(p).where(cond),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export const purchaseTotalsByDay = (shop: ShopContext, from: string, to: string) => {
  const p = shop.t.pembelian;
  return shop.db
    .select({
      tanggal: p.tanggal,
      total: sql<string>`sum(${p.harga})`,
      gram: sql<string>`sum(${p.berat})`,
    })
    .from(p)
    .where(and(eq(p.status, 'OPEN'), gte(p.tanggal, from), lte(p.tanggal, to)))
    .groupBy(p.tanggal);
};
