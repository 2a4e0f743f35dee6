import { and, asc, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

export type StoredSession = typeof import('../../db/schema/index.ts').stockOpname.$inferSelect;
type NewItem = typeof import('../../db/schema/index.ts').stockOpnameItem.$inferInsert;

/** The sessions' items counted by (expected, scanned): pieces and weight (one grouped query). */
export const itemCountsOf = (shop: ShopContext, db: Db, ids: readonly number[]) => {
  const i = shop.t.stockOpnameItem;
  return db
    .select({
      id: i.opname_id,
      expected: i.expected,
      scanned: i.scanned,
      qty: sql<number>`count(*)::int`,
      berat: sql<string>`coalesce(sum(${i.berat}), 0)::text`,
    })
    .from(i)
    .where(inArray(i.opname_id, [...ids]))
    .groupBy(i.opname_id, i.expected, i.scanned);
};

/** The count session, locked for a change when `lock`. */
export async function findSessionRow(
  shop: ShopContext,
  db: Db,
  id: number,
  lock = false,
): Promise<StoredSession | undefined> {
  const s = shop.t.stockOpname;
  const q = db.select().from(s).where(eq(s.id, id));
  const rows = lock ? await q.for('update') : await q;
  return rows[0];
}

/** The session's items expected but not scanned, or scanned but not expected, by barcode. */
export const differingItems = (shop: ShopContext, db: Db, sessionId: number) => {
  const i = shop.t.stockOpnameItem;
  return db
    .select()
    .from(i)
    .where(and(eq(i.opname_id, sessionId), sql`${i.expected} <> ${i.scanned}`))
    .orderBy(asc(i.kode_barcode));
};

/** Serialises starts of counts of one place (`kind`: one kind of count) for the transaction. */
export const lockPlace = (shop: ShopContext, tx: Db, kind: string, gudang: string, bakiKode: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${shop.schema}:${kind}:${gudang}:${bakiKode}`}))`);

/** The open count of a warehouse (and tray), if any. */
export const openSessionsAt = (shop: ShopContext, tx: Db, gudang: string, bakiKode: string) => {
  const s = shop.t.stockOpname;
  return tx
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.kode_gudang, gudang), eq(s.kode_baki, bakiKode), eq(s.status, 'OPEN')));
};

export const insertSession = async (
  shop: ShopContext,
  tx: Db,
  row: { tanggal: string; kode_gudang: string; kode_baki: string; created_by: string },
) => (await tx.insert(shop.t.stockOpname).values(row).returning())[0];

/** The READY items lying in the warehouse (and tray) become the session's expected list: one statement. */
export const insertExpectedItems = (
  shop: ShopContext,
  tx: Db,
  sessionId: number,
  gudang: string,
  bakiKode: string,
) => {
  const b = shop.t.barang;
  const where = bakiKode
    ? and(eq(b.status, 'READY'), eq(b.kode_gudang, gudang), eq(b.kode_baki, bakiKode))
    : and(eq(b.status, 'READY'), eq(b.kode_gudang, gudang));
  const i = shop.t.stockOpnameItem;
  return tx.execute(sql`
      insert into ${i} (opname_id, kode_barcode, nama_barang, kode_group, kode_gudang, kode_baki, status, berat, expected)
      select ${sessionId}, ${b.kode_barcode}, ${b.nama_barang}, ${b.kode_group}, ${b.kode_gudang}, ${b.kode_baki}, ${b.status}, ${b.berat}, true
      from ${b} where ${where}`);
};

export const findItem = async (shop: ShopContext, tx: Db, id: number, kodeBarcode: string) => {
  const i = shop.t.stockOpnameItem;
  return (
    await tx
      .select()
      .from(i)
      .where(and(eq(i.opname_id, id), eq(i.kode_barcode, kodeBarcode)))
  )[0];
};

export const markItemScanned = async (
  shop: ShopContext,
  tx: Db,
  id: number,
  kodeBarcode: string,
  by: string,
) => {
  const i = shop.t.stockOpnameItem;
  return (
    await tx
      .update(i)
      .set({ scanned: true, scanned_by: by, scanned_at: new Date() })
      .where(and(eq(i.opname_id, id), eq(i.kode_barcode, kodeBarcode)))
      .returning()
  )[0];
};

/** The piece as the goods table holds it, read in the count's transaction. */
export const barangInTx = async (shop: ShopContext, tx: Db, kodeBarcode: string) => {
  const b = shop.t.barang;
  return (await tx.select().from(b).where(eq(b.kode_barcode, kodeBarcode)))[0];
};

export const insertItem = async (shop: ShopContext, tx: Db, row: NewItem) =>
  (await tx.insert(shop.t.stockOpnameItem).values(row).returning())[0];

export const finishSession = async (shop: ShopContext, tx: Db, id: number, by: string) => {
  const s = shop.t.stockOpname;
  return (
    await tx
      .update(s)
      .set({ status: 'DONE', finished_by: by, finished_at: new Date() })
      .where(eq(s.id, id))
      .returning()
  )[0];
};

/** The counts started between two business dates, newest first. */
export const sessionsBetween = (shop: ShopContext, tx: Db, from: string, to: string) => {
  const s = shop.t.stockOpname;
  return tx
    .select()
    .from(s)
    .where(between(s.tanggal, from, to))
    .orderBy(desc(s.tanggal), desc(s.id));
};
