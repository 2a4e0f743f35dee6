import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { type DocumentTableOf, singleRowTable } from '../dokumen/dokumen.api.ts';

export type StoredPesanan = typeof import('../../db/schema/index.ts').pesanan.$inferSelect;
export type NewPesanan = typeof import('../../db/schema/index.ts').pesanan.$inferInsert;

export const insertPesanan = async (shop: ShopContext, tx: Db, row: NewPesanan) =>
  (await tx.insert(shop.t.pesanan).values(row).returning())[0] as StoredPesanan;

/** Locks orders in number order (two calls never wait on each other crosswise). */
export const lockPesananList = (shop: ShopContext, tx: Db, nos: readonly string[]) =>
  tx
    .select()
    .from(shop.t.pesanan)
    .where(inArray(shop.t.pesanan.no_pesanan, [...nos]))
    .orderBy(asc(shop.t.pesanan.no_pesanan))
    .for('update');

export const markPesanan = async (shop: ShopContext, tx: Db, no: string, set: Partial<NewPesanan>) =>
  (
    await tx.update(shop.t.pesanan).set(set).where(eq(shop.t.pesanan.no_pesanan, no)).returning()
  )[0] as StoredPesanan;

/** Where the document kit finds orders: one row per order. */
export const PESANAN_TABLE: DocumentTableOf = (shop) => {
  const p = shop.t.pesanan;
  return singleRowTable(p, {
    number: p.no_pesanan,
    searchIn: [p.no_pesanan, p.nama_customer, p.nama_barang, p.kode_group],
    amount: p.total_harga,
    weight: p.berat,
  });
};
