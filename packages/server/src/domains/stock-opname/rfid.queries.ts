import { REPORT_ALL } from '@emas/contract';
import { RFID_HASIL, RFID_HASIL_LABEL } from '@emas/contract/api/stock-opname-rfid';
import { and, asc, desc, eq, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

export type StoredRfidSession = typeof import('../../db/schema/index.ts').rfidSession.$inferSelect;
type NewRfidSession = typeof import('../../db/schema/index.ts').rfidSession.$inferInsert;

/** The session row; `lock`: 'update' (finishing) or 'share' (posting reads). */
export async function findRfidSessionRow(
  shop: ShopContext,
  db: Db,
  id: number,
  lock?: 'update' | 'share',
): Promise<StoredRfidSession | undefined> {
  const s = shop.t.rfidSession;
  const q = db.select().from(s).where(eq(s.id, id));
  const rows = lock ? await q.for(lock) : await q;
  return rows[0];
}

/** The session's expected items (weight as a number). */
export const expectedItems = (shop: ShopContext, db: Db, id: number) => {
  const e = shop.t.rfidExpected;
  return db
    .select({
      tag_id: e.tag_id,
      kode_barcode: e.kode_barcode,
      nama_barang: e.nama_barang,
      kode_gudang: e.kode_gudang,
      kode_baki: e.kode_baki,
      berat: sql<number>`${e.berat}::float8`,
    })
    .from(e)
    .where(eq(e.session_id, id));
};

/** The tags read in the session. */
export const readTags = (shop: ShopContext, db: Db, id: number) => {
  const r = shop.t.rfidRead;
  return db.select({ tag_id: r.tag_id }).from(r).where(eq(r.session_id, id));
};

/** The shop's items of the tags read in the session that it did not expect. */
export const unexpectedTaggedItems = (shop: ShopContext, db: Db, id: number) => {
  const e = shop.t.rfidExpected;
  const r = shop.t.rfidRead;
  const b = shop.t.barang;
  return db.execute(sql`
      select ${b.tag_id} as tag_id, ${b.kode_barcode} as kode_barcode, ${b.nama_barang} as nama_barang,
        ${b.kode_gudang} as kode_gudang, ${b.kode_baki} as kode_baki, ${b.status} as status,
        ${b.berat}::float8 as berat
      from ${r} join ${b} on ${b.tag_id} = ${r.tag_id}
      where ${r.session_id} = ${id}
        and not exists (select 1 from ${e} where ${e.session_id} = ${id} and ${e.tag_id} = ${r.tag_id})`);
};

/** Orders result rows as the match does: FOUND, MISSING, UNKNOWN, ELSEWHERE. */
export const hasilOrder = (col: SQLWrapper) =>
  sql`array_position(${sql.raw(`array[${RFID_HASIL.map((h) => `'${h}'`).join(',')}]`)}::text[], ${col})`;

/** The stored result of a finished session (without FOUND rows unless asked). */
export const storedResultRows = (shop: ShopContext, db: Db, id: number, withFound: boolean) => {
  const x = shop.t.rfidResult;
  return db
    .select({
      hasil: x.hasil,
      tag_id: x.tag_id,
      kode_barcode: x.kode_barcode,
      nama_barang: x.nama_barang,
      kode_gudang: x.kode_gudang,
      kode_baki: x.kode_baki,
      status: x.status,
      berat: x.berat,
    })
    .from(x)
    .where(withFound ? eq(x.session_id, id) : and(eq(x.session_id, id), ne(x.hasil, 'FOUND')))
    .orderBy(hasilOrder(x.hasil), asc(x.tag_id));
};

/** The open session of a warehouse (and tray), if any. */
export const openRfidSessionAt = async (shop: ShopContext, tx: Db, gudang: string, baki: string) => {
  const s = shop.t.rfidSession;
  return (
    await tx
      .select({ id: s.id })
      .from(s)
      .where(and(eq(s.kode_gudang, gudang), eq(s.kode_baki, baki), eq(s.status, 'OPEN')))
  )[0];
};

/** The READY items of the place (warehouse, and tray when given). */
const readyAt = (shop: ShopContext, gudang: string, baki: string) => {
  const b = shop.t.barang;
  return baki
    ? and(eq(b.status, 'READY'), eq(b.kode_gudang, gudang), eq(b.kode_baki, baki))
    : and(eq(b.status, 'READY'), eq(b.kode_gudang, gudang));
};

/** How many READY items of the place carry no tag. */
export const untaggedCount = async (shop: ShopContext, tx: Db, gudang: string, baki: string) => {
  const b = shop.t.barang;
  const [untagged] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(b)
    .where(and(readyAt(shop, gudang, baki), sql`${b.tag_id} is null`));
  return Number(untagged?.n ?? 0);
};

export const insertRfidSession = async (
  shop: ShopContext,
  tx: Db,
  row: { tanggal: string; kode_gudang: string; kode_baki: string; tanpa_tag: number; created_by: string },
) => (await tx.insert(shop.t.rfidSession).values(row).returning())[0];

/** The READY tagged items of the place become the session's expected list: one statement. */
export const insertExpectedTagged = (shop: ShopContext, tx: Db, id: number, gudang: string, baki: string) => {
  const b = shop.t.barang;
  const e = shop.t.rfidExpected;
  return tx.execute(sql`
      insert into ${e} (session_id, tag_id, kode_barcode, nama_barang, kode_gudang, kode_baki, berat)
      select ${id}, ${b.tag_id}, ${b.kode_barcode}, ${b.nama_barang}, ${b.kode_gudang}, ${b.kode_baki}, ${b.berat}
      from ${b} where ${readyAt(shop, gudang, baki)} and ${b.tag_id} is not null`);
};

/** Stores each tag once per session; answers the rows of the tags new to it. */
export const insertReads = (shop: ShopContext, tx: Db, id: number, tags: readonly string[], by: string) => {
  const r = shop.t.rfidRead;
  return tx.execute(sql`
        insert into ${r} (session_id, tag_id, read_by)
        select ${id}, t, ${by}
        from (select distinct t from jsonb_array_elements_text(${JSON.stringify(tags)}::jsonb) as u(t) order by t) x
        on conflict (session_id, tag_id) do nothing
        returning tag_id`);
};

export const countReads = async (shop: ShopContext, tx: Db, id: number) => {
  const r = shop.t.rfidRead;
  const [total] = await tx.select({ n: sql<number>`count(*)::int` }).from(r).where(eq(r.session_id, id));
  return Number(total?.n ?? 0);
};

/** The match stored row by row. */
export const insertResultRows = (shop: ShopContext, tx: Db, id: number, rows: readonly object[]) => {
  const x = shop.t.rfidResult;
  return tx.execute(sql`
        insert into ${x} (session_id, tag_id, hasil, kode_barcode, nama_barang, kode_gudang, kode_baki, status, berat)
        select ${id}, tag_id, hasil, kode_barcode, nama_barang, kode_gudang, kode_baki, status, berat
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(tag_id text, hasil text, kode_barcode text,
          nama_barang text, kode_gudang text, kode_baki text, status text, berat numeric)`);
};

export const finishRfidSession = async (
  shop: ShopContext,
  tx: Db,
  id: number,
  hasil: NewRfidSession['hasil'],
  by: string,
) => {
  const s = shop.t.rfidSession;
  return (
    await tx
      .update(s)
      .set({ status: 'SELESAI', hasil, finished_by: by, finished_at: new Date() })
      .where(eq(s.id, id))
      .returning()
  )[0];
};

/** The sessions still OPEN, newest first. */
export const openRfidSessions = (shop: ShopContext) => {
  const s = shop.t.rfidSession;
  return shop.db.select().from(s).where(eq(s.status, 'OPEN')).orderBy(desc(s.id));
};

const LABEL = sql.raw(
  `case x.hasil ${RFID_HASIL.map((h) => `when '${h}' then '${RFID_HASIL_LABEL[h]}'`).join(' ')} end`,
);

export type RfidReportCursor = { id: number; ord: number; tag_id: string };

/**
 * One keyset page of Laporan Stock Opname RFID: the stored result rows of the sessions finished in the
 * period, ordered by session, kind, tag; each row carries its session's counts.
 */
export function rfidReportPage(
  shop: ShopContext,
  f: { hasil: string; from: string; to: string },
  after: RfidReportCursor | null,
  limit: number,
) {
  const s = shop.t.rfidSession;
  const x = shop.t.rfidResult;
  const { hasil, from, to } = f;
  const cursor = after
    ? sql`and (s.id, ${hasilOrder(sql`x.hasil`)}, x.tag_id) > (${after.id}, ${after.ord}, ${after.tag_id})`
    : sql``;
  return shop.db.execute(sql`
        select s.id as no_sesi, s.tanggal::text as tanggal,
          case when s.kode_baki = '' then s.kode_gudang else s.kode_gudang || ' / ' || s.kode_baki end as lokasi_sesi,
          (s.hasil->>'found')::int as found, (s.hasil->>'missing')::int as missing,
          (s.hasil->>'unknown')::int as unknown, (s.hasil->>'elsewhere')::int as elsewhere,
          ${hasilOrder(sql`x.hasil`)} as ord, ${LABEL} as hasil, x.tag_id, x.kode_barcode, x.nama_barang,
          case when x.kode_gudang = '' then '' when x.kode_baki = '' then x.kode_gudang
            else x.kode_gudang || ' / ' || x.kode_baki end as lokasi,
          x.status, x.berat::float8 as berat
        from ${x} x join ${s} s on s.id = x.session_id
        where s.status = 'SELESAI' and s.tanggal between ${from}::date and ${to}::date
          and (${hasil} = ${REPORT_ALL} or x.hasil = ${hasil}) ${cursor}
        order by s.id, ord, x.tag_id
        limit ${limit}`);
}
