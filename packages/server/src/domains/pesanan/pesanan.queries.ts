import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import type { DocumentTableOf } from '../dokumen/dokumen.queries.ts';

export type StoredPesanan = typeof import('../../db/schema/index.ts').pesanan.$inferSelect;
export type NewPesanan = typeof import('../../db/schema/index.ts').pesanan.$inferInsert;

export const insertPesanan = async (shop: ShopContext, tx: Db, row: NewPesanan) =>
  (await tx.insert(shop.t.pesanan).values(row).returning())[0] as StoredPesanan;

export const findPesanan = async (shop: ShopContext, no: string) =>
  (await shop.db.select().from(shop.t.pesanan).where(eq(shop.t.pesanan.no_pesanan, no)).limit(1))[0];

export const lockPesanan = async (shop: ShopContext, tx: Db, no: string) =>
  (await tx.select().from(shop.t.pesanan).where(eq(shop.t.pesanan.no_pesanan, no)).limit(1).for('update'))[0];

export const markPesanan = async (shop: ShopContext, tx: Db, no: string, set: Partial<NewPesanan>) =>
  (
    await tx.update(shop.t.pesanan).set(set).where(eq(shop.t.pesanan.no_pesanan, no)).returning()
  )[0] as StoredPesanan;

/** Where the document kit finds orders: one row per order, its number in both number columns. */
export const PESANAN_TABLE: DocumentTableOf = (shop) => {
  const p = shop.t.pesanan;
  return {
    table: p,
    id: p.id,
    tanggal: p.tanggal,
    status: p.status,
    number: p.no_pesanan,
    lineNumber: p.no_pesanan,
    searchIn: [p.no_pesanan, p.nama_customer, p.nama_barang, p.kode_group],
    amount: p.total_harga,
    weight: p.berat,
  };
};

/** Orders not yet validated (cancelled ones never need it), of one sales person or all. */
export const pendingPesanan = (shop: ShopContext, kodeSales: string) => {
  const p = shop.t.pesanan;
  const where: SQL[] = [eq(p.status_valid, 'OPEN'), ne(p.status, 'BATAL')];
  if (kodeSales !== 'ALL') where.push(eq(p.kode_sales, kodeSales));
  return shop.db
    .select()
    .from(p)
    .where(and(...where))
    .orderBy(asc(p.id))
    .limit(5000);
};

export const markPesananValid = async (shop: ShopContext, tx: Db, nos: readonly string[], by: string) => {
  const p = shop.t.pesanan;
  const rows = await tx
    .update(p)
    .set({ status_valid: 'VALID', validated_by: by, validated_at: new Date() })
    .where(and(inArray(p.no_pesanan, [...nos]), eq(p.status_valid, 'OPEN'), ne(p.status, 'BATAL')))
    .returning({ no: p.no_pesanan });
  return rows.map((r) => r.no);
};
