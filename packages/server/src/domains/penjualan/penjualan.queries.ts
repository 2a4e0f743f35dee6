import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

export type StoredPenjualan = typeof import('../../db/schema/index.ts').penjualan.$inferSelect;
export type NewPenjualan = typeof import('../../db/schema/index.ts').penjualan.$inferInsert;

export const insertPenjualan = (shop: ShopContext, tx: Db, rows: NewPenjualan[]) =>
  tx.insert(shop.t.penjualan).values(rows);

/** The invoice group a sale number (group or line) belongs to. */
export async function saleGroupOf(shop: ShopContext, tx: Db, noFaktur: string): Promise<string | undefined> {
  const p = shop.t.penjualan;
  const rows = await tx
    .select({ g: p.no_faktur_group })
    .from(p)
    .where(or(eq(p.no_faktur_group, noFaktur), eq(p.no_faktur_jual, noFaktur)))
    .limit(1);
  return rows[0]?.g;
}

export const saleLinesOfGroups = (shop: ShopContext, tx: Db, groups: readonly string[], lock = false) => {
  const q = tx
    .select()
    .from(shop.t.penjualan)
    .where(inArray(shop.t.penjualan.no_faktur_group, [...groups]))
    .orderBy(asc(shop.t.penjualan.id));
  return lock ? q.for('update') : q;
};

export const cancelSaleLines = (
  shop: ShopContext,
  tx: Db,
  group: string,
  set: { batal_by: string; batal_alasan: string; batal_otorisasi: string | null },
) =>
  tx
    .update(shop.t.penjualan)
    .set({ ...set, status: 'BATAL', batal_at: new Date() })
    .where(and(eq(shop.t.penjualan.no_faktur_group, group), eq(shop.t.penjualan.status, 'OPEN')));

/** Open sale lines to buy back: by line number, invoice group or barcode. */
export const openSaleLinesFor = (shop: ShopContext, kode: string) => {
  const p = shop.t.penjualan;
  return shop.db
    .select()
    .from(p)
    .where(
      and(
        eq(p.status, 'OPEN'),
        or(
          eq(p.no_faktur_jual, kode),
          eq(p.no_faktur_group, kode),
          eq(p.kode_barcode, kode.padStart(8, '0')),
        ),
      ),
    )
    .orderBy(asc(p.id))
    .limit(50);
};

/**
 * Locks every line of the sales these lines belong to, in id order: the same rows in the same order
 * as a cancellation of those sales locks (saleLinesOfGroups), so a buy-back and a cancel of one sale
 * queue on each other instead of both passing.
 */
export const lockSaleLines = (shop: ShopContext, tx: Db, noFakturJual: readonly string[]) => {
  const p = shop.t.penjualan;
  const groups = tx
    .select({ g: p.no_faktur_group })
    .from(p)
    .where(inArray(p.no_faktur_jual, [...noFakturJual]));
  return tx.select().from(p).where(inArray(p.no_faktur_group, groups)).orderBy(asc(p.id)).for('update');
};

export type TransaksiFilter = {
  tgl_awal: string;
  tgl_akhir: string;
  status: 'ALL' | 'OPEN' | 'BATAL';
  search?: string;
  page: number;
  limit: number;
};

/** Filters of the 'lihat' lists: business days, status and a text found in any of `searchIn`. */
export function transaksiWhere(
  cols: { tanggal: AnyPgColumn; status: AnyPgColumn; searchIn: AnyPgColumn[] },
  f: TransaksiFilter,
): SQL | undefined {
  const where: SQL[] = [gte(cols.tanggal, f.tgl_awal), lte(cols.tanggal, f.tgl_akhir)];
  if (f.status !== 'ALL') where.push(eq(cols.status, f.status));
  if (f.search) {
    const like = `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const s = or(...cols.searchIn.map((c) => ilike(c, like)));
    if (s) where.push(s);
  }
  return and(...where);
}

export async function pageSales(shop: ShopContext, f: TransaksiFilter) {
  const p = shop.t.penjualan;
  const cond = transaksiWhere(
    {
      tanggal: p.tanggal,
      status: p.status,
      searchIn: [p.no_faktur_group, p.no_faktur_jual, p.kode_barcode, p.nama_barang, p.nama_customer],
    },
    f,
  );
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

/** The dashboard's sales totals per business day (open lines). */
export const salesTotalsByDay = (shop: ShopContext, from: string, to: string) => {
  const p = shop.t.penjualan;
  return shop.db
    .select({
      tanggal: p.tanggal,
      total: sql<string>`sum(${p.harga_total})`,
      gram: sql<string>`sum(${p.berat})`,
    })
    .from(p)
    .where(and(eq(p.status, 'OPEN'), gte(p.tanggal, from), lte(p.tanggal, to)))
    .groupBy(p.tanggal);
};

export const insertOutbox = (
  shop: ShopContext,
  row: typeof import('../../db/schema/index.ts').outbox.$inferInsert,
) => shop.db.insert(shop.t.outbox).values(row);
