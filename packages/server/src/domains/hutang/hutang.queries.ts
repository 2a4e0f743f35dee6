import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { type DocumentTableOf, singleRowTable } from '../dokumen/dokumen.api.ts';

type Schema = typeof import('../../db/schema/index.ts');
export type StoredHutang = Schema['hutang']['$inferSelect'];
export type NewHutang = Schema['hutang']['$inferInsert'];
export type StoredPiece = Schema['hutangDetail']['$inferSelect'];
export type NewPiece = Schema['hutangDetail']['$inferInsert'];
export type StoredBayar = Schema['hutangBayar']['$inferSelect'];
export type NewBayar = Schema['hutangBayar']['$inferInsert'];

export const insertHutang = async (shop: ShopContext, tx: Db, row: NewHutang) =>
  (await tx.insert(shop.t.hutang).values(row).returning())[0] as StoredHutang;

export const insertPieces = (shop: ShopContext, tx: Db, rows: NewPiece[]) =>
  tx.insert(shop.t.hutangDetail).values(rows).returning();

export const insertBayar = async (shop: ShopContext, tx: Db, row: NewBayar) =>
  (await tx.insert(shop.t.hutangBayar).values(row).returning())[0] as StoredBayar;

/** The loan row locked for a state change: concurrent redemptions, extensions and cancels queue here. */
export const lockHutang = async (shop: ShopContext, tx: Db, no: string) =>
  (
    await tx.select().from(shop.t.hutang).where(eq(shop.t.hutang.no_faktur_hutang, no)).limit(1).for('update')
  )[0];

export const findHutang = async (shop: ShopContext, no: string, tx: Db = shop.db) =>
  (await tx.select().from(shop.t.hutang).where(eq(shop.t.hutang.no_faktur_hutang, no)).limit(1))[0];

export const findHutangs = (shop: ShopContext, nos: readonly string[]) =>
  nos.length
    ? shop.db
        .select()
        .from(shop.t.hutang)
        .where(inArray(shop.t.hutang.no_faktur_hutang, [...nos]))
    : Promise.resolve([] as StoredHutang[]);

export const updateHutang = async (
  shop: ShopContext,
  tx: Db,
  no: string,
  set: Partial<Omit<NewHutang, 'id' | 'no_faktur_hutang'>>,
) =>
  (
    await tx.update(shop.t.hutang).set(set).where(eq(shop.t.hutang.no_faktur_hutang, no)).returning()
  )[0] as StoredHutang;

/** The pieces of these loans, in loan and line order. */
export const piecesOf = (shop: ShopContext, nos: readonly string[], tx: Db = shop.db) =>
  nos.length
    ? tx
        .select()
        .from(shop.t.hutangDetail)
        .where(inArray(shop.t.hutangDetail.no_faktur_hutang, [...nos]))
        .orderBy(asc(shop.t.hutangDetail.no_faktur_hutang), asc(shop.t.hutangDetail.urut))
    : Promise.resolve([] as StoredPiece[]);

/** The payment history of these loans, oldest first. */
export const bayarOf = (shop: ShopContext, nos: readonly string[], tx: Db = shop.db) =>
  nos.length
    ? tx
        .select()
        .from(shop.t.hutangBayar)
        .where(inArray(shop.t.hutangBayar.no_faktur_hutang, [...nos]))
        .orderBy(asc(shop.t.hutangBayar.no_faktur_hutang), asc(shop.t.hutangBayar.urut))
    : Promise.resolve([] as StoredBayar[]);

export const markBayar = (shop: ShopContext, tx: Db, noBayar: string, status: 'OK' | 'BATAL') =>
  tx.update(shop.t.hutangBayar).set({ status }).where(eq(shop.t.hutangBayar.no_bayar, noBayar));

/** Where the document kit finds loans: one row per loan, its number in both number columns. */
export const HUTANG_TABLE: DocumentTableOf = (shop) => {
  const h = shop.t.hutang;
  return singleRowTable(h, {
    number: h.no_faktur_hutang,
    searchIn: [h.no_faktur_hutang, h.no_faktur_manual, h.nama_customer, h.no_ktp, h.kode_member],
    amount: h.jumlah_hutang,
    weight: h.berat,
  });
};

/** The dashboard's debt totals per business day: the loans taken (cancelled ones left out). */
export const hutangTotalsByDay = (shop: ShopContext, from: string, to: string) => {
  const h = shop.t.hutang;
  return shop.db
    .select({ tanggal: h.tanggal, total: sql<string>`sum(${h.jumlah_hutang})` })
    .from(h)
    .where(and(ne(h.status, 'BATAL'), gte(h.tanggal, from), lte(h.tanggal, to)))
    .groupBy(h.tanggal);
};
