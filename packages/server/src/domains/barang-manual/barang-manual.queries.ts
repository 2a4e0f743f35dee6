import { api, formatGram } from '@emas/contract';
import { and, asc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';

const MSG = api.BARANG_MANUAL_MSG;

/** Where a manual good lies: warehouse, tray, group, type (the tray is `kode_toko` in the API). */
export type Place = { kode_gudang: string; kode_baki: string; kode_group: string; kode_dept: string };
export type StoredBarangManual = typeof import('../../db/schema/index.ts').barangManual.$inferSelect;
export type NewMutasi = typeof import('../../db/schema/index.ts').barangManualMutasi.$inferInsert;

/** Grams as stored (numeric text, 3 decimals). */
export const gramText = (v: number) => (Math.round(v * 1000) / 1000).toFixed(3);

export const toBarangManual = (r: StoredBarangManual): api.BarangManual => ({
  _id: `${r.kode_gudang}|${r.kode_baki}|${r.kode_group}|${r.kode_dept}`,
  kode_gudang: r.kode_gudang,
  kode_toko: r.kode_baki,
  kode_group: r.kode_group,
  kode_dept: r.kode_dept,
  stock: r.stock,
  berat: Number(r.berat),
  harga_modal: r.harga_modal,
});

const samePlace = (shop: ShopContext, p: Place) => {
  const b = shop.t.barangManual;
  return and(
    eq(b.kode_gudang, p.kode_gudang),
    eq(b.kode_baki, p.kode_baki),
    eq(b.kode_group, p.kode_group),
    eq(b.kode_dept, p.kode_dept),
  );
};

/** The stock rows matching the filled filters, by place. */
export function findBarangManual(shop: ShopContext, f: Partial<Place>, tx: Db = shop.db) {
  const b = shop.t.barangManual;
  const where: SQL[] = [];
  if (f.kode_gudang) where.push(eq(b.kode_gudang, f.kode_gudang));
  if (f.kode_baki) where.push(eq(b.kode_baki, f.kode_baki));
  if (f.kode_group) where.push(eq(b.kode_group, f.kode_group));
  if (f.kode_dept) where.push(eq(b.kode_dept, f.kode_dept));
  return tx
    .select()
    .from(b)
    .where(and(...where))
    .orderBy(asc(b.kode_gudang), asc(b.kode_baki), asc(b.kode_group), asc(b.kode_dept));
}

/** The stock rows of the given places (each named once), in the places' order, in one query. */
export async function findPlaces(shop: ShopContext, tx: Db, places: readonly Place[]) {
  if (!places.length) return [];
  const keyOf = (p: Place) => `${p.kode_gudang}|${p.kode_baki}|${p.kode_group}|${p.kode_dept}`;
  const rows = await tx
    .select()
    .from(shop.t.barangManual)
    .where(or(...places.map((p) => samePlace(shop, p))));
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  return places.flatMap((p) => byKey.get(keyOf(p)) ?? []);
}

/** Adds qty and weight to a place (its row created on the first addition); a cost replaces the old one. */
export async function addStock(
  shop: ShopContext,
  tx: Db,
  p: Place,
  qty: number,
  berat: number,
  hargaModal?: number,
): Promise<StoredBarangManual> {
  const b = shop.t.barangManual;
  const rows = await tx
    .insert(b)
    .values({ ...p, stock: qty, berat: gramText(berat), harga_modal: hargaModal ?? 0 })
    .onConflictDoUpdate({
      target: [b.kode_gudang, b.kode_baki, b.kode_group, b.kode_dept],
      set: {
        stock: sql`${b.stock} + ${qty}`,
        berat: sql`${b.berat} + ${gramText(berat)}`,
        harga_modal: hargaModal ? sql`${hargaModal}` : sql`${b.harga_modal}`,
        updated_at: sql`now()`,
      },
    })
    .returning();
  return rows[0] as StoredBarangManual;
}

/**
 * Takes qty and weight out of a place: its row locked FOR UPDATE (of concurrent sales of one place,
 * each sees the stock the previous one left), refused when the place holds less.
 */
export async function takeStock(
  shop: ShopContext,
  tx: Db,
  p: Place,
  qty: number,
  berat: number,
): Promise<StoredBarangManual> {
  const b = shop.t.barangManual;
  const [row] = await tx.select().from(b).where(samePlace(shop, p)).for('update');
  if (!row) throw badRequest(MSG.noStock(p.kode_group, p.kode_dept, p.kode_baki));
  if (row.stock < qty || Number(row.berat) + 1e-9 < berat)
    throw badRequest(
      MSG.stockKurang(p.kode_group, p.kode_dept, p.kode_baki, row.stock, formatGram(Number(row.berat))),
    );
  const [left] = await tx
    .update(b)
    .set({
      stock: sql`${b.stock} - ${qty}`,
      berat: sql`${b.berat} - ${gramText(berat)}`,
      updated_at: sql`now()`,
    })
    .where(eq(b.id, row.id))
    .returning();
  return left as StoredBarangManual;
}

export const insertMutasi = async (shop: ShopContext, tx: Db, rows: NewMutasi[]) => {
  if (rows.length) await tx.insert(shop.t.barangManualMutasi).values(rows);
};

/** Ledger rows of some kinds in a period (the add / move / destroy reports), oldest first. */
export function mutasiOf(shop: ShopContext, jenis: readonly string[], from: string, to: string, sign = 1) {
  const m = shop.t.barangManualMutasi;
  return shop.db
    .select({
      tanggal: m.tanggal,
      no_ref: m.no_ref,
      kode_gudang: m.kode_gudang,
      kode_toko: m.kode_baki,
      kode_group: m.kode_group,
      kode_dept: m.kode_dept,
      keterangan: m.keterangan,
      qty: sql<number>`${m.qty} * ${sign}`.mapWith(Number),
      berat: sql<string>`${m.berat} * ${sign}`.mapWith(Number),
      harga: m.harga,
      input_by: m.input_by,
    })
    .from(m)
    .where(and(inArray(m.jenis, [...jenis]), gte(m.tanggal, from), lte(m.tanggal, to)))
    .orderBy(asc(m.tanggal), asc(m.id));
}

export type SummaryRow = {
  _id: string;
  stock_awal: number;
  berat_awal: number;
  stock_tambah: number;
  berat_tambah: number;
  stock_hancur: number;
  berat_hancur: number;
  stock_jual: number;
  berat_jual: number;
  stock_akhir: number;
  berat_akhir: number;
  harga_modal: number;
};

/**
 * One day's balance of manual goods per tray or per type, from the ledger: awal before the day,
 * tambah (added, bought, moved in net of out, purchases cancelled), hancur, jual (net of cancelled
 * sales), and akhir = awal + tambah - hancur - jual, the stock at the end of the day.
 */
export async function summaryOf(shop: ShopContext, tanggal: string, layout: api.CetakReportSummary) {
  const m = shop.t.barangManualMutasi;
  const J = api.JENIS_MUTASI_MANUAL;
  const key = layout === 'jenis' ? m.kode_dept : m.kode_baki;
  const before = sql`${m.tanggal} < ${tanggal}`;
  const today = sql`${m.tanggal} = ${tanggal}`;
  const of = (jenis: readonly string[]) =>
    sql`${today} and ${m.jenis} in (${sql.join(
      jenis.map((j) => sql`${j}`),
      sql`, `,
    )})`;
  const tambah = of([J.tambah, J.pindah, J.beli, J.batalBeli]);
  const hancur = of([J.hancur]);
  const jual = of([J.jual, J.batalJual]);
  const sumIf = (col: typeof m.qty | typeof m.berat, cond: SQL, sign = 1) =>
    sql<string>`coalesce(sum(${col}) filter (where ${cond}), 0) * ${sign}`.mapWith(Number);
  const rows = await shop.db
    .select({
      _id: key,
      stock_awal: sumIf(m.qty, before),
      berat_awal: sumIf(m.berat, before),
      stock_tambah: sumIf(m.qty, tambah),
      berat_tambah: sumIf(m.berat, tambah),
      stock_hancur: sumIf(m.qty, hancur, -1),
      berat_hancur: sumIf(m.berat, hancur, -1),
      stock_jual: sumIf(m.qty, jual, -1),
      berat_jual: sumIf(m.berat, jual, -1),
      stock_akhir: sumIf(m.qty, sql`true`),
      berat_akhir: sumIf(m.berat, sql`true`),
      harga_modal: sql<string>`coalesce(max(${m.harga}) filter (where ${m.jenis} = ${J.tambah}), 0)`.mapWith(
        Number,
      ),
      moved: sql<number>`count(*) filter (where ${today})`.mapWith(Number),
    })
    .from(m)
    .where(lte(m.tanggal, tanggal))
    .groupBy(key)
    .orderBy(asc(key));
  return rows
    .filter((r) => r.moved > 0 || r.stock_akhir !== 0 || r.berat_akhir !== 0)
    .map(({ moved: _, ...r }) => r satisfies SummaryRow);
}

/** The manual sales (jual) or purchases (beli), open or cancelled, of the days, by date then id. */
export function manualDocumentsOf(
  shop: ShopContext,
  kind: 'jual' | 'beli',
  f: { batal: boolean; from: string; to: string; group?: string; dept?: string },
) {
  const t = kind === 'jual' ? shop.t.penjualanManual : shop.t.pembelianManual;
  const where: SQL[] = [
    eq(t.status, f.batal ? 'BATAL' : 'OPEN'),
    gte(t.tanggal, f.from),
    lte(t.tanggal, f.to),
  ];
  if (f.group) where.push(eq(t.kode_group, f.group));
  if (f.dept) where.push(eq(t.kode_dept, f.dept));
  return shop.db
    .select()
    .from(t)
    .where(and(...where))
    .orderBy(asc(t.tanggal), asc(t.id));
}
