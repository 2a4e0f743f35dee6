import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { type DocumentTableOf, singleRowTable } from '../dokumen/dokumen.api.ts';

type Schema = typeof import('../../db/schema/index.ts');
export type StoredTitip = Schema['titipSimpan']['$inferSelect'];
export type NewTitip = Schema['titipSimpan']['$inferInsert'];
export type StoredTitipPiece = Schema['titipSimpanDetail']['$inferSelect'];
export type NewTitipPiece = Schema['titipSimpanDetail']['$inferInsert'];
export type StoredTitipBayar = Schema['titipSimpanBayar']['$inferSelect'];
export type NewTitipBayar = Schema['titipSimpanBayar']['$inferInsert'];

export const insertTitip = async (shop: ShopContext, tx: Db, row: NewTitip) =>
  (await tx.insert(shop.t.titipSimpan).values(row).returning())[0] as StoredTitip;

export const insertTitipPieces = (shop: ShopContext, tx: Db, rows: NewTitipPiece[]) =>
  tx.insert(shop.t.titipSimpanDetail).values(rows).returning();

export const insertTitipBayar = async (shop: ShopContext, tx: Db, row: NewTitipBayar) =>
  (await tx.insert(shop.t.titipSimpanBayar).values(row).returning())[0] as StoredTitipBayar;

export const findTitip = async (shop: ShopContext, no: string, tx: Db = shop.db) =>
  (
    await tx
      .select()
      .from(shop.t.titipSimpan)
      .where(eq(shop.t.titipSimpan.no_faktur_titip_simpan, no))
      .limit(1)
  )[0];

export const findTitips = (shop: ShopContext, nos: readonly string[]) =>
  nos.length
    ? shop.db
        .select()
        .from(shop.t.titipSimpan)
        .where(inArray(shop.t.titipSimpan.no_faktur_titip_simpan, [...nos]))
    : Promise.resolve([] as StoredTitip[]);

export const updateTitip = async (
  shop: ShopContext,
  tx: Db,
  no: string,
  set: Partial<Omit<NewTitip, 'id' | 'no_faktur_titip_simpan'>>,
) =>
  (
    await tx
      .update(shop.t.titipSimpan)
      .set(set)
      .where(eq(shop.t.titipSimpan.no_faktur_titip_simpan, no))
      .returning()
  )[0] as StoredTitip;

export const titipPiecesOf = (shop: ShopContext, nos: readonly string[], tx: Db = shop.db) =>
  nos.length
    ? tx
        .select()
        .from(shop.t.titipSimpanDetail)
        .where(inArray(shop.t.titipSimpanDetail.no_faktur_titip_simpan, [...nos]))
        .orderBy(asc(shop.t.titipSimpanDetail.no_faktur_titip_simpan), asc(shop.t.titipSimpanDetail.urut))
    : Promise.resolve([] as StoredTitipPiece[]);

export const titipBayarOf = (shop: ShopContext, nos: readonly string[], tx: Db = shop.db) =>
  nos.length
    ? tx
        .select()
        .from(shop.t.titipSimpanBayar)
        .where(inArray(shop.t.titipSimpanBayar.no_faktur_titip_simpan, [...nos]))
        .orderBy(asc(shop.t.titipSimpanBayar.no_faktur_titip_simpan), asc(shop.t.titipSimpanBayar.urut))
    : Promise.resolve([] as StoredTitipBayar[]);

export const updateTitipBayar = (
  shop: ShopContext,
  tx: Db,
  noBayar: string,
  set: Partial<Omit<NewTitipBayar, 'id' | 'no_bayar'>>,
) => tx.update(shop.t.titipSimpanBayar).set(set).where(eq(shop.t.titipSimpanBayar.no_bayar, noBayar));

/** AKTIF deposits past their due date on `today`, oldest first (the auction list). */
export const overdueTitips = (shop: ShopContext, today: string) => {
  const t = shop.t.titipSimpan;
  return shop.db
    .select()
    .from(t)
    .where(and(eq(t.status, 'AKTIF'), sql`${t.tgl_tempo} < ${today}::date`))
    .orderBy(asc(t.tgl_tempo), asc(t.id))
    .limit(500);
};

/** Where the document kit finds deposits: one row per deposit. */
export const TITIP_TABLE: DocumentTableOf = (shop) => {
  const t = shop.t.titipSimpan;
  return singleRowTable(t, {
    number: t.no_faktur_titip_simpan,
    searchIn: [t.no_faktur_titip_simpan, t.nama_customer, t.kode_member, t.no_hp],
    amount: t.jumlah_titip_simpan,
    weight: t.berat_emas,
  });
};

/** Deposits taken per business day (cancelled ones left out). */
export const titipTotalsByDay = (shop: ShopContext, from: string, to: string) => {
  const t = shop.t.titipSimpan;
  return shop.db
    .select({ tanggal: t.tanggal, total: sql<string>`sum(${t.jumlah_titip_simpan})` })
    .from(t)
    .where(and(ne(t.status, 'BATAL'), gte(t.tanggal, from), lte(t.tanggal, to)))
    .groupBy(t.tanggal);
};
