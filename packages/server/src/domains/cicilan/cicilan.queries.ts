import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { type DocumentTableOf, singleRowTable } from '../dokumen/dokumen.api.ts';

export type StoredCicilan = typeof import('../../db/schema/index.ts').cicilan.$inferSelect;
export type NewCicilan = typeof import('../../db/schema/index.ts').cicilan.$inferInsert;
export type StoredBayarCicilan = typeof import('../../db/schema/index.ts').cicilanBayar.$inferSelect;
export type NewBayarCicilan = typeof import('../../db/schema/index.ts').cicilanBayar.$inferInsert;

export const insertCicilan = async (shop: ShopContext, tx: Db, row: NewCicilan) =>
  (await tx.insert(shop.t.cicilan).values(row).returning())[0] as StoredCicilan;

export const markCicilan = async (shop: ShopContext, tx: Db, no: string, set: Partial<NewCicilan>) =>
  (
    await tx.update(shop.t.cicilan).set(set).where(eq(shop.t.cicilan.no_cicilan, no)).returning()
  )[0] as StoredCicilan;

export const insertBayarCicilan = async (shop: ShopContext, tx: Db, row: NewBayarCicilan) =>
  (await tx.insert(shop.t.cicilanBayar).values(row).returning())[0] as StoredBayarCicilan;

/** A contract's payments in the order they were made. */
export const bayarOf = (shop: ShopContext, nos: readonly string[], tx: Db = shop.db) =>
  nos.length
    ? tx
        .select()
        .from(shop.t.cicilanBayar)
        .where(inArray(shop.t.cicilanBayar.no_cicilan, [...nos]))
        .orderBy(asc(shop.t.cicilanBayar.id))
    : Promise.resolve([] as StoredBayarCicilan[]);

/** Every AKTIF contract (the lelang list picks the defaulted ones by the rules). */
export const activeContracts = (shop: ShopContext) =>
  shop.db
    .select()
    .from(shop.t.cicilan)
    .where(eq(shop.t.cicilan.status, 'AKTIF'))
    .orderBy(asc(shop.t.cicilan.tanggal), asc(shop.t.cicilan.id));

/** An AKTIF contract holding this item, if any. */
export const activeContractOf = async (shop: ShopContext, tx: Db, kodeBarcode: string) =>
  (
    await tx
      .select({ no_cicilan: shop.t.cicilan.no_cicilan })
      .from(shop.t.cicilan)
      .where(and(eq(shop.t.cicilan.kode_barcode, kodeBarcode), eq(shop.t.cicilan.status, 'AKTIF')))
      .limit(1)
  )[0];

/** The contract a pay-off sale line delivered, if any of these lines is one. */
export const contractOfSaleLines = async (shop: ShopContext, tx: Db, noFakturJual: readonly string[]) =>
  noFakturJual.length
    ? (
        await tx
          .select({ no_cicilan: shop.t.cicilan.no_cicilan })
          .from(shop.t.cicilan)
          .where(inArray(shop.t.cicilan.no_faktur_jual, [...noFakturJual]))
          .limit(1)
      )[0]
    : undefined;

/** Where the document kit finds contracts: one row per contract. */
export const CICILAN_TABLE: DocumentTableOf = (shop) => {
  const c = shop.t.cicilan;
  return singleRowTable(c, {
    number: c.no_cicilan,
    searchIn: [c.no_cicilan, c.nama_customer, c.nama_barang, c.kode_barcode],
    amount: c.total_kontrak,
    weight: c.berat,
  });
};
