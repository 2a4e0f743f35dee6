import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

type Schema = typeof import('../../db/schema/index.ts');
export type StoredCuci = Schema['cuciBarang']['$inferSelect'];
export type NewSortir = Schema['sortirBarang']['$inferInsert'];
export type NewCuci = Schema['cuciBarang']['$inferInsert'];
export type NewManual = Schema['stockSepuhManual']['$inferInsert'];

export async function insertSortir(shop: ShopContext, tx: Db, rows: NewSortir[]) {
  if (rows.length) await tx.insert(shop.t.sortirBarang).values(rows);
}

export async function insertCuci(shop: ShopContext, tx: Db, rows: NewCuci[]) {
  if (rows.length) await tx.insert(shop.t.cuciBarang).values(rows);
}

/** The open (KIRIM) jobs of the pieces, locked, in barcode order. */
export const lockOpenJobs = (shop: ShopContext, tx: Db, kodes: readonly string[]) =>
  tx
    .select()
    .from(shop.t.cuciBarang)
    .where(and(inArray(shop.t.cuciBarang.kode_barcode, [...kodes]), eq(shop.t.cuciBarang.status, 'KIRIM')))
    .orderBy(asc(shop.t.cuciBarang.kode_barcode))
    .for('update');

/** The open jobs (pieces away), optionally of one kind. */
export const openJobs = (shop: ShopContext, jenis?: string) => {
  const c = shop.t.cuciBarang;
  return shop.db
    .select()
    .from(c)
    .where(jenis ? and(eq(c.status, 'KIRIM'), eq(c.jenis, jenis)) : eq(c.status, 'KIRIM'))
    .orderBy(asc(c.tgl_kirim), asc(c.kode_barcode))
    .limit(5000);
};

export const markReceived = (
  shop: ShopContext,
  tx: Db,
  id: number,
  set: {
    no_terima: string;
    tgl_terima: string;
    berat_terima: string;
    susut: string;
    persen: string;
    terima_by: string;
  },
) =>
  tx
    .update(shop.t.cuciBarang)
    .set({ ...set, status: 'TERIMA' })
    .where(and(eq(shop.t.cuciBarang.id, id), eq(shop.t.cuciBarang.status, 'KIRIM')))
    .returning({ id: shop.t.cuciBarang.id });

/** A weight-only ledger row of one piece (qty 0): its wasting, written as a loss where it lies. */
export async function writeSusutRow(
  shop: ShopContext,
  tx: Db,
  e: {
    tanggal: string;
    kode_barcode: string;
    jenis: string;
    susut: string;
    no_ref: string;
    input_by: string;
  },
) {
  const b = shop.t.barang;
  const l = shop.t.stockLedger;
  await tx.execute(sql`
    insert into ${l} (tanggal, kode_barcode, jenis, kode_gudang, kode_baki, kode_group, kode_dept, qty, berat,
      no_ref, keterangan, input_by)
    select ${e.tanggal}::date, ${b.kode_barcode}, ${e.jenis}, ${b.kode_gudang}, ${b.kode_baki}, ${b.kode_group},
      ${b.kode_dept}, 0, -(${e.susut}::numeric), ${e.no_ref}, 'WASTING', ${e.input_by}
    from ${b} where ${b.kode_barcode} = ${e.kode_barcode}`);
}

export const setItem = (
  shop: ShopContext,
  tx: Db,
  kodes: readonly string[],
  set: { berat?: string; kondisi?: string; status?: string },
  by: string,
) =>
  tx
    .update(shop.t.barang)
    .set({ ...set, updated_by: by, updated_at: new Date() })
    .where(inArray(shop.t.barang.kode_barcode, [...kodes]));

/** Pieces in a warehouse with a status (and, when given, one of the conditions). */
export const piecesIn = (shop: ShopContext, gudang: string, status: string, kondisi?: readonly string[]) => {
  const b = shop.t.barang;
  const where = [eq(b.kode_gudang, gudang), eq(b.status, status)];
  if (kondisi) where.push(inArray(b.kondisi, [...kondisi]));
  return shop.db
    .select()
    .from(b)
    .where(and(...where))
    .orderBy(asc(b.kode_barcode))
    .limit(5000);
};

export const insertManual = (shop: ShopContext, tx: Db, rows: NewManual[]) =>
  tx.insert(shop.t.stockSepuhManual).values(rows).returning();

export const manualRows = (shop: ShopContext, from: string, to: string) => {
  const m = shop.t.stockSepuhManual;
  return shop.db
    .select()
    .from(m)
    .where(and(gte(m.tanggal, from), lte(m.tanggal, to)))
    .orderBy(asc(m.tanggal), asc(m.id))
    .limit(20_000);
};

/** Any job of the piece, sent or received: one row's status, or none. */
export const anyCuciJob = (shop: ShopContext, tx: Db, kode: string) => {
  const c = shop.t.cuciBarang;
  return tx.select({ status: c.status }).from(c).where(eq(c.kode_barcode, kode)).limit(1);
};
