import { REPORT_ALL } from '@emas/contract';
import type { BarangExternal, StatusExternal } from '@emas/contract/api/external';
import { and, asc, between, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

/** Ready items added (tgl_input) within the days, oldest barcode first, at most `limit`. */
export const readyAddedBetween = (shop: ShopContext, from: string, to: string, limit: number) =>
  shop.db
    .select()
    .from(shop.t.barang)
    .where(and(eq(shop.t.barang.status, 'READY'), between(shop.t.barang.tgl_input, from, to)))
    .orderBy(asc(shop.t.barang.kode_barcode))
    .limit(limit);

/**
 * Takes the items for a (new) registration: those never registered get a row, those that FAILed go
 * back to ANTRI. Answers only the barcodes this call took, so two calls at once never queue one twice.
 */
export async function takeForRegistration(shop: ShopContext, tx: Db, kodes: string[]): Promise<string[]> {
  if (!kodes.length) return [];
  const e = shop.t.barangExternal;
  const added = await tx
    .insert(e)
    .values(kodes.map((kode_barcode) => ({ kode_barcode })))
    .onConflictDoNothing()
    .returning({ kode: e.kode_barcode });
  const again = await tx
    .update(e)
    .set({ status_external: 'ANTRI', updated_at: sql`now()` })
    .where(and(inArray(e.kode_barcode, kodes), eq(e.status_external, 'FAIL')))
    .returning({ kode: e.kode_barcode });
  return [...added, ...again].map((r) => r.kode);
}

export const setOutboxId = (shop: ShopContext, tx: Db, kode: string, outboxId: number) =>
  tx
    .update(shop.t.barangExternal)
    .set({ outbox_id: outboxId })
    .where(eq(shop.t.barangExternal.kode_barcode, kode));

/** The outcome of a registration (the outbox worker, in the transaction that settles the outbox row). */
export const settleRegistration = (
  shop: ShopContext,
  tx: Db,
  kode: string,
  set: { status_external: StatusExternal; id_ext?: string },
) =>
  tx
    .update(shop.t.barangExternal)
    .set({ ...set, updated_at: sql`now()` })
    .where(
      and(eq(shop.t.barangExternal.kode_barcode, kode), ne(shop.t.barangExternal.status_external, 'SOLD')),
    );

const rowFields = (shop: ShopContext) => {
  const b = shop.t.barang;
  const e = shop.t.barangExternal;
  const o = shop.t.outbox;
  return {
    kode_barcode: b.kode_barcode,
    nama_barang: b.nama_barang,
    berat: b.berat,
    status_external: e.status_external,
    id_ext: e.id_ext,
    attempts: sql<number>`coalesce(${o.attempts}, 0)::int`,
    last_error: o.last_error,
    harga: sql<number>`coalesce((${o.payload} ->> 'harga_jual')::bigint, 0)::bigint`,
  };
};

type Row = Omit<BarangExternal, 'harga_jual' | 'status_external'> & {
  status_external: string;
  harga: number;
};
const toBarangExternal = (r: Row): BarangExternal => ({
  kode_barcode: r.kode_barcode,
  nama_barang: r.nama_barang,
  berat: String(r.berat),
  harga_jual: Number(r.harga),
  status_external: r.status_external as StatusExternal,
  id_ext: r.id_ext,
  attempts: r.attempts,
  last_error: r.last_error,
});

/** The registered items matching `where` (their registration's outbox state beside them), by barcode. */
async function registered(shop: ShopContext, where: SQL) {
  const b = shop.t.barang;
  const e = shop.t.barangExternal;
  const rows = await shop.db
    .select(rowFields(shop))
    .from(e)
    .innerJoin(b, eq(b.kode_barcode, e.kode_barcode))
    .leftJoin(shop.t.outbox, eq(shop.t.outbox.id, e.outbox_id))
    .where(where)
    .orderBy(asc(b.kode_barcode));
  return rows.map(toBarangExternal);
}

/** The registered items added within the days. */
export const registeredAddedBetween = (shop: ShopContext, from: string, to: string) =>
  registered(shop, between(shop.t.barang.tgl_input, from, to));

/** The registered items with these web ids. */
export const registeredByIdExt = async (shop: ShopContext, ids: string[]) =>
  ids.length ? registered(shop, inArray(shop.t.barangExternal.id_ext, ids)) : [];

/** Locks the registrations of these web ids (barcode order, as every lock of items is taken). */
export const lockByIdExt = (shop: ShopContext, tx: Db, ids: string[]) =>
  tx
    .select()
    .from(shop.t.barangExternal)
    .where(inArray(shop.t.barangExternal.id_ext, ids))
    .orderBy(asc(shop.t.barangExternal.kode_barcode))
    .for('update');

export const markRegistrationsSold = (shop: ShopContext, tx: Db, kodes: string[], by: string) =>
  tx
    .update(shop.t.barangExternal)
    .set({ status_external: 'SOLD', sold_at: sql`now()`, sold_by: by, updated_at: sql`now()` })
    .where(inArray(shop.t.barangExternal.kode_barcode, kodes));

export type NewMember = typeof import('../../db/schema/index.ts').member.$inferInsert;
/** New members only: a code already here is left as it is. */
export const insertNewMembers = (shop: ShopContext, tx: Db, rows: NewMember[]) =>
  rows.length
    ? tx
        .insert(shop.t.member)
        .values(rows)
        .onConflictDoNothing()
        .returning({ kode_member: shop.t.member.kode_member })
    : Promise.resolve([] as { kode_member: string }[]);

/**
 * One keyset page of Laporan Kirim Barang Online: the items sent to the online store, by the Jakarta
 * day they were queued, with the item's own data.
 */
export function onlineItemsReportPage(
  shop: ShopContext,
  f: { status: string; from: string; to: string },
  after: { tanggal: string; kode_barcode: string } | null,
  limit: number,
) {
  const e = shop.t.barangExternal;
  const b = shop.t.barang;
  const { status, from, to } = f;
  const day = (c: unknown) => sql`(${c} at time zone 'Asia/Jakarta')::date`;
  const cursor = after
    ? sql`and (${day(e.created_at)}, ${e.kode_barcode}) > (${after.tanggal}::date, ${after.kode_barcode})`
    : sql``;
  return shop.db.execute(sql`
          select ${day(e.created_at)}::text as tanggal, ${e.kode_barcode} as kode_barcode,
            ${b.nama_barang} as nama_barang, ${b.kode_group} as kode_group, ${b.kadar_cetak} as kadar_cetak,
            ${b.berat}::float8 as berat, ${e.status_external} as status_external, ${e.id_ext} as id_ext,
            ${day(e.sold_at)}::text as tgl_terjual
          from ${e} left join ${b} on ${b.kode_barcode} = ${e.kode_barcode}
          where ${day(e.created_at)} between ${from}::date and ${to}::date
            and (${status} = ${REPORT_ALL} or ${e.status_external} = ${status}) ${cursor}
          order by ${day(e.created_at)}, ${e.kode_barcode}
          limit ${limit}`);
}
