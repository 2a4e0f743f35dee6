import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

export type StoredPreOrder = typeof import('../../db/schema/index.ts').preOrder.$inferSelect;
export type NewPreOrder = typeof import('../../db/schema/index.ts').preOrder.$inferInsert;
export type StoredPoLine = typeof import('../../db/schema/index.ts').preOrderBarang.$inferSelect;
export type NewPoLine = typeof import('../../db/schema/index.ts').preOrderBarang.$inferInsert;
export type NewPoClosing = typeof import('../../db/schema/index.ts').preOrderClosing.$inferInsert;

/** Inserts POs in chunks; a marketplace order already taken (the partial unique index) is skipped, not inserted. */
export async function insertPreOrders(shop: ShopContext, tx: Db, rows: NewPreOrder[]) {
  const saved: StoredPreOrder[] = [];
  for (let i = 0; i < rows.length; i += 1000)
    saved.push(
      ...(await tx
        .insert(shop.t.preOrder)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing()
        .returning()),
    );
  return saved;
}

export const insertPoLines = async (shop: ShopContext, tx: Db, rows: NewPoLine[]) => {
  // Chunks keep a 1,000-order import under the statement's parameter limit.
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(shop.t.preOrderBarang).values(rows.slice(i, i + 1000));
};

export const insertClosings = (shop: ShopContext, tx: Db, rows: NewPoClosing[]) =>
  tx.insert(shop.t.preOrderClosing).values(rows).returning();

/** Locks POs in number order (two calls never wait on each other crosswise). */
export const lockPreOrders = (shop: ShopContext, tx: Db, nos: readonly string[]) =>
  tx
    .select()
    .from(shop.t.preOrder)
    .where(inArray(shop.t.preOrder.no_po, [...nos]))
    .orderBy(asc(shop.t.preOrder.no_po))
    .for('update');

export const updatePreOrder = async (shop: ShopContext, tx: Db, no: string, set: Partial<NewPreOrder>) =>
  (
    await tx.update(shop.t.preOrder).set(set).where(eq(shop.t.preOrder.no_po, no)).returning()
  )[0] as StoredPreOrder;

export const linesOf = (shop: ShopContext, db: Db, nos: readonly string[]) =>
  nos.length
    ? db
        .select()
        .from(shop.t.preOrderBarang)
        .where(inArray(shop.t.preOrderBarang.no_po, [...nos]))
        .orderBy(asc(shop.t.preOrderBarang.id))
    : Promise.resolve([] as StoredPoLine[]);

/** The marketplace orders of these keys already taken (not cancelled). */
export const takenOrders = async (
  shop: ShopContext,
  db: Db,
  keys: readonly { kode_marketplace: string; no_order: string }[],
) => {
  const p = shop.t.preOrder;
  const orders = [...new Set(keys.map((k) => k.no_order))];
  if (!orders.length) return new Set<string>();
  const rows = await db
    .select({ kode_marketplace: p.kode_marketplace, no_order: p.no_order })
    .from(p)
    .where(and(inArray(p.no_order, orders), ne(p.status, 'BATAL')));
  return new Set(rows.map((r) => `${r.kode_marketplace}|${r.no_order}`));
};

export const findByOrders = async (shop: ShopContext, orders: readonly string[]) => {
  const p = shop.t.preOrder;
  if (!orders.length) return [];
  return shop.db
    .select()
    .from(p)
    .where(and(inArray(p.no_order, [...orders]), ne(p.status, 'BATAL')));
};

export type PoListFilter = {
  from?: string;
  to?: string;
  status: 'ALL' | 'OPEN' | 'VALID' | 'finish';
  search?: string;
  offset: number;
  limit: number;
};

/** One page of POs (cancelled ones left out) and the count of all that match. */
export async function pagePreOrders(shop: ShopContext, f: PoListFilter) {
  const p = shop.t.preOrder;
  const where: (SQL | undefined)[] = [ne(p.status, 'BATAL')];
  if (f.from) where.push(gte(p.tanggal, f.from));
  if (f.to) where.push(lte(p.tanggal, f.to));
  if (f.status === 'finish') where.push(eq(p.status, 'VALID'), lt(p.qty_kirim, p.qty_estimasi));
  else if (f.status !== 'ALL') where.push(eq(p.status, f.status));
  if (f.search) {
    const like = `%${f.search}%`;
    where.push(or(ilike(p.no_po, like), ilike(p.nama_customer, like), ilike(p.no_order, like)));
  }
  const cond = and(...where);
  const [rows, total] = await Promise.all([
    shop.db.select().from(p).where(cond).orderBy(desc(p.tanggal), desc(p.id)).limit(f.limit).offset(f.offset),
    shop.db.select({ n: count() }).from(p).where(cond),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

/** The last number handed out for a prefix on a day (0: none yet). */
export async function lastSequence(shop: ShopContext, prefix: string, tanggal: string) {
  const t = shop.t.nomorDokumen;
  const [row] = await shop.db
    .select({ last: t.last })
    .from(t)
    .where(and(eq(t.prefix, prefix), eq(t.tanggal, tanggal)));
  return row?.last ?? 0;
}

export const readyBarcodes = async (shop: ShopContext, db: Db, kodes: readonly string[]) => {
  const b = shop.t.barang;
  if (!kodes.length) return [];
  return db
    .select({ kode_barcode: b.kode_barcode, nama_barang: b.nama_barang, berat: b.berat })
    .from(b)
    .where(and(inArray(b.kode_barcode, [...kodes]), eq(b.status, 'READY')));
};

export const sqlNow = sql`now()`;

/** The PO of this number (none or one row). */
export const preOrdersNumbered = (shop: ShopContext, no: string) =>
  shop.db.select().from(shop.t.preOrder).where(eq(shop.t.preOrder.no_po, no));

export type PoReportRow = {
  tgl_system: string;
  tgl_selesai: string | null;
  no_po: string;
  no_order: string;
  nama_customer: string;
  no_rekening: string;
  deskripsi: string;
  barang: PoReportItem[] | string | null;
  qty_estimasi: number;
  qty_kirim: number;
  qty_input: number;
  berat_estimasi: string;
  berat_input: string;
  harga_total: number;
  dibayar_rp: number;
  harga_penjualan: number;
  status: string;
};

/** A PO's goods line as the report's answer lists it (`detail_barang[]`, LAPORAN_TRANSAKSI_PO.nest). */
export type PoReportItem = { deskripsi: string; kode_barcode: string; berat: string };

/** Narrows the POs of a report; `outstanding`: pieces left to send. */
export type PoReportFilter = {
  status?: string;
  nama_customer?: string;
  no_rekening?: string;
  deskripsi?: string;
  berat_estimasi?: number;
  harga_estimasi?: number;
  outstanding?: boolean;
};

/**
 * The POs (not cancelled) of a period with their goods descriptions joined and upper-cased, by the
 * business day they were taken on (`by: 'selesai'`: the day they were finished), narrowed by `filter`.
 */
export async function poReportRows(
  shop: ShopContext,
  from: string,
  to: string,
  by: 'tanggal' | 'selesai',
  filter: PoReportFilter,
): Promise<PoReportRow[]> {
  const p = shop.t.preOrder;
  const b = shop.t.preOrderBarang;
  const extra: SQL[] = [];
  if (filter.status) extra.push(sql`${p.status} = ${filter.status}`);
  if (filter.nama_customer) extra.push(sql`${p.nama_customer} ilike ${`%${filter.nama_customer}%`}`);
  if (filter.no_rekening) extra.push(sql`${p.no_rekening} ilike ${`%${filter.no_rekening}%`}`);
  if (filter.deskripsi)
    extra.push(
      sql`exists (select 1 from ${b} where ${b.no_po} = ${p.no_po} and ${b.deskripsi} ilike ${`%${filter.deskripsi}%`})`,
    );
  if (filter.berat_estimasi !== undefined) extra.push(sql`${p.berat_estimasi} = ${filter.berat_estimasi}`);
  if (filter.harga_estimasi !== undefined) extra.push(sql`${p.harga_estimasi} = ${filter.harga_estimasi}`);
  if (filter.outstanding) extra.push(sql`${p.qty_kirim} < ${p.qty_estimasi}`);
  const day = by === 'selesai' ? sql`${p.tgl_selesai}` : sql`${p.tanggal}`;
  const where = [sql`${day} between ${from} and ${to}`, sql`${p.status} <> 'BATAL'`, ...extra];
  return rowsOf<PoReportRow>(
    await shop.db.execute(sql`
      select ${day}::text as tgl_system, ${p.tgl_selesai}::text as tgl_selesai, ${p.no_po} as no_po,
        ${p.no_order} as no_order, ${p.nama_customer} as nama_customer, ${p.no_rekening} as no_rekening,
        upper(coalesce((select string_agg(${b.deskripsi}, ', ' order by ${b.id}) from ${b} where ${b.no_po} = ${p.no_po}), '')) as deskripsi,
        (select json_agg(json_build_object('deskripsi', ${b.deskripsi}, 'kode_barcode', ${b.kode_barcode},
            'berat', ${b.berat}::text) order by ${b.id})
          from ${b} where ${b.no_po} = ${p.no_po}) as barang,
        ${p.qty_estimasi} as qty_estimasi, ${p.qty_kirim} as qty_kirim, ${p.qty_input} as qty_input,
        ${p.berat_estimasi}::text as berat_estimasi, ${p.berat_input}::text as berat_input,
        ${p.harga_total}::bigint as harga_total, ${p.dibayar_rp}::bigint as dibayar_rp,
        ${p.harga_penjualan}::bigint as harga_penjualan, ${p.status} as status
      from ${p}
      where ${sql.join(where, sql` and `)}
      order by ${day}, ${p.id}
      limit 100000`),
  );
}

/** The PO closing lines of the period. */
export function poClosingRows(shop: ShopContext, from: string, to: string) {
  const c = shop.t.preOrderClosing;
  return shop.db.execute(sql`
      select ${c.tanggal}::text as tgl_system, ${c.no_po} as no_po, ${c.status_kirim} as status_kirim,
        ${c.no_resi} as no_resi, ${c.qty} as qty
      from ${c}
      where ${c.tanggal} between ${from} and ${to}
      order by ${c.tanggal}, ${c.id}
      limit 100000`);
}
