import { type api, REPORT_ALL } from '@emas/contract';
import { and, asc, between, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

export type StoredKirim = typeof import('../../db/schema/index.ts').kirimBarang.$inferSelect;
export type StoredKirimDetail = typeof import('../../db/schema/index.ts').kirimBarangDetail.$inferSelect;
export type StoredTerima = typeof import('../../db/schema/index.ts').terimaBarang.$inferSelect;
export type StoredTerimaDetail = typeof import('../../db/schema/index.ts').terimaBarangDetail.$inferSelect;
export type StoredOutbox = typeof import('../../db/schema/index.ts').shopOutbox.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Sender

export const insertKirim = (shop: ShopContext, tx: Db, row: typeof shop.t.kirimBarang.$inferInsert) =>
  tx.insert(shop.t.kirimBarang).values(row);

export const insertKirimDetails = (
  shop: ShopContext,
  tx: Db,
  rows: { no_kirim: string; kode_barcode: string; barang: api.KirimItem }[],
) => tx.insert(shop.t.kirimBarangDetail).values(rows);

export const lockKirim = async (shop: ShopContext, tx: Db, noKirim: string) =>
  (
    await tx.select().from(shop.t.kirimBarang).where(eq(shop.t.kirimBarang.no_kirim, noKirim)).for('update')
  )[0];

export const lockKirimDetails = (shop: ShopContext, tx: Db, noKirim: string, kodes: readonly string[]) =>
  tx
    .select()
    .from(shop.t.kirimBarangDetail)
    .where(
      and(
        eq(shop.t.kirimBarangDetail.no_kirim, noKirim),
        inArray(shop.t.kirimBarangDetail.kode_barcode, [...kodes]),
      ),
    )
    .orderBy(asc(shop.t.kirimBarangDetail.kode_barcode))
    .for('update');

export const setKirimDetailStatus = (
  shop: ShopContext,
  tx: Db,
  noKirim: string,
  kodes: readonly string[],
  status: api.StatusItemKirim,
) =>
  tx
    .update(shop.t.kirimBarangDetail)
    .set({ status, updated_at: new Date() })
    .where(
      and(
        eq(shop.t.kirimBarangDetail.no_kirim, noKirim),
        inArray(shop.t.kirimBarangDetail.kode_barcode, [...kodes]),
      ),
    );

/** The items' RFID tags are let go (the items left this shop for good, their tags with them). */
export const releaseTags = (shop: ShopContext, tx: Db, kodes: readonly string[]) =>
  tx
    .update(shop.t.barang)
    .set({ tag_id: null })
    .where(inArray(shop.t.barang.kode_barcode, [...kodes]));

export async function countKirimTransit(shop: ShopContext, tx: Db, noKirim: string): Promise<number> {
  const d = shop.t.kirimBarangDetail;
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(d)
    .where(and(eq(d.no_kirim, noKirim), eq(d.status, 'TRANSIT')));
  return r?.n ?? 0;
}

export const setKirimStatus = (
  shop: ShopContext,
  tx: Db,
  noKirim: string,
  status: api.StatusKirim,
  onlyFrom?: api.StatusKirim,
) =>
  tx
    .update(shop.t.kirimBarang)
    .set({ status })
    .where(
      and(
        eq(shop.t.kirimBarang.no_kirim, noKirim),
        ...(onlyFrom ? [eq(shop.t.kirimBarang.status, onlyFrom)] : []),
      ),
    );

export const kirimInPeriod = (shop: ShopContext, from: string, to: string) =>
  shop.db
    .select()
    .from(shop.t.kirimBarang)
    .where(between(shop.t.kirimBarang.tanggal, from, to))
    .orderBy(desc(shop.t.kirimBarang.tanggal), desc(shop.t.kirimBarang.no_kirim));

export const findKirim = async (shop: ShopContext, noKirim: string) =>
  (await shop.db.select().from(shop.t.kirimBarang).where(eq(shop.t.kirimBarang.no_kirim, noKirim)))[0];

export const kirimDetailsOf = (shop: ShopContext, noKirims: readonly string[]) =>
  noKirims.length
    ? shop.db
        .select()
        .from(shop.t.kirimBarangDetail)
        .where(inArray(shop.t.kirimBarangDetail.no_kirim, [...noKirims]))
        .orderBy(asc(shop.t.kirimBarangDetail.no_kirim), asc(shop.t.kirimBarangDetail.kode_barcode))
    : Promise.resolve([] as StoredKirimDetail[]);

/** Items of shipments not yet at the receiver's server. */
export const outgoingTransit = (shop: ShopContext) =>
  shop.db
    .select({ kirim: shop.t.kirimBarang, detail: shop.t.kirimBarangDetail })
    .from(shop.t.kirimBarangDetail)
    .innerJoin(shop.t.kirimBarang, eq(shop.t.kirimBarang.no_kirim, shop.t.kirimBarangDetail.no_kirim))
    .where(and(eq(shop.t.kirimBarang.status, 'KIRIM'), eq(shop.t.kirimBarangDetail.status, 'TRANSIT')))
    .orderBy(asc(shop.t.kirimBarangDetail.no_kirim), asc(shop.t.kirimBarangDetail.kode_barcode));

// ---------------------------------------------------------------------------------------------
// Receiver

/** Records a shipment once; false when it was already there (a delivery repeated). */
export async function insertTerimaOnce(
  shop: ShopContext,
  tx: Db,
  body: api.KirimMasukBody,
): Promise<boolean> {
  const inserted = await tx
    .insert(shop.t.terimaBarang)
    .values({
      kode_toko_asal: body.kode_toko_asal,
      no_kirim: body.no_kirim,
      tanggal_kirim: body.tanggal,
      keterangan: body.keterangan,
      kirim_by: body.input_by,
    })
    .onConflictDoNothing()
    .returning({ no_kirim: shop.t.terimaBarang.no_kirim });
  if (!inserted.length) return false;
  await tx.insert(shop.t.terimaBarangDetail).values(
    body.detail_barang.map((b) => ({
      kode_toko_asal: body.kode_toko_asal,
      no_kirim: body.no_kirim,
      kode_barcode: b.kode_barcode,
      barang: b,
    })),
  );
  return true;
}

export const lockTerima = async (shop: ShopContext, tx: Db, asal: string, noKirim: string) =>
  (
    await tx
      .select()
      .from(shop.t.terimaBarang)
      .where(and(eq(shop.t.terimaBarang.kode_toko_asal, asal), eq(shop.t.terimaBarang.no_kirim, noKirim)))
      .for('update')
  )[0];

export const terimaDetailsOf = (shop: ShopContext, tx: Db, asal: string, noKirim: string) =>
  tx
    .select()
    .from(shop.t.terimaBarangDetail)
    .where(
      and(
        eq(shop.t.terimaBarangDetail.kode_toko_asal, asal),
        eq(shop.t.terimaBarangDetail.no_kirim, noKirim),
      ),
    )
    .orderBy(asc(shop.t.terimaBarangDetail.kode_barcode));

export async function decideTerimaDetails(
  shop: ShopContext,
  tx: Db,
  key: { asal: string; no_kirim: string; tanggal: string; by: string },
  rows: { kode_barcode: string; status: api.StatusItemKirim; kode_barcode_baru: string | null }[],
): Promise<void> {
  if (!rows.length) return;
  const d = shop.t.terimaBarangDetail;
  await tx.execute(sql`
    update ${d} set status = x.status, kode_barcode_baru = x.kode_barcode_baru,
      tanggal_terima = ${key.tanggal}::date, terima_by = ${key.by}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(kode_barcode text, status text, kode_barcode_baru text)
    where ${d.kode_toko_asal} = ${key.asal} and ${d.no_kirim} = ${key.no_kirim}
      and ${d.kode_barcode} = x.kode_barcode`);
}

export const setTerimaStatus = (shop: ShopContext, tx: Db, asal: string, noKirim: string, status: string) =>
  tx
    .update(shop.t.terimaBarang)
    .set({ status })
    .where(and(eq(shop.t.terimaBarang.kode_toko_asal, asal), eq(shop.t.terimaBarang.no_kirim, noKirim)));

export const terimaHeaders = (shop: ShopContext, status: 'OPEN' | 'ALL') =>
  shop.db
    .select()
    .from(shop.t.terimaBarang)
    .where(status === 'OPEN' ? eq(shop.t.terimaBarang.status, 'OPEN') : undefined)
    .orderBy(desc(shop.t.terimaBarang.received_at))
    .limit(200);

export const incomingTransit = (shop: ShopContext) =>
  shop.db
    .select({ terima: shop.t.terimaBarang, detail: shop.t.terimaBarangDetail })
    .from(shop.t.terimaBarangDetail)
    .innerJoin(
      shop.t.terimaBarang,
      and(
        eq(shop.t.terimaBarang.kode_toko_asal, shop.t.terimaBarangDetail.kode_toko_asal),
        eq(shop.t.terimaBarang.no_kirim, shop.t.terimaBarangDetail.no_kirim),
      ),
    )
    .where(and(eq(shop.t.terimaBarang.status, 'OPEN'), eq(shop.t.terimaBarangDetail.status, 'TRANSIT')))
    .orderBy(asc(shop.t.terimaBarangDetail.no_kirim), asc(shop.t.terimaBarangDetail.kode_barcode));

// ---------------------------------------------------------------------------------------------
// Outbox

export const insertOutbox = (
  shop: ShopContext,
  tx: Db,
  row: { kode_toko: string; path: string; body: unknown; ref: string },
) => tx.insert(shop.t.shopOutbox).values(row);

/**
 * Claims the calls that are due: each gets a lease (`next_at` pushed on) so that another process of
 * the same shop does not send it meanwhile; a process that dies leaves it due again when the lease ends.
 */
export async function claimDueOutbox(
  shop: ShopContext,
  leaseMs: number,
  limit = 20,
): Promise<StoredOutbox[]> {
  const o = shop.t.shopOutbox;
  const res = await shop.db.execute(sql`
    update ${o} set next_at = now() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1
    where id in (
      select id from ${o} where done_at is null and next_at <= now() order by id limit ${limit}
      for update skip locked)
    returning id, kode_toko, path, body, ref, attempts`);
  return rowsOf<StoredOutbox>(res).sort((a, b) => Number(a.id) - Number(b.id));
}

/** Calls taken but not made (the process is stopping): due now, their attempt uncounted. */
export async function releaseDueOutbox(shop: ShopContext, rows: Pick<StoredOutbox, 'id' | 'attempts'>[]) {
  const o = shop.t.shopOutbox;
  for (const r of rows)
    await shop.db
      .update(o)
      .set({ next_at: sql`now()`, attempts: sql`${o.attempts} - 1` })
      .where(and(eq(o.id, r.id), eq(o.attempts, r.attempts), isNull(o.done_at)));
}

export const markOutboxDone = (shop: ShopContext, tx: Db, id: number) =>
  tx
    .update(shop.t.shopOutbox)
    .set({ done_at: new Date(), last_error: null })
    .where(eq(shop.t.shopOutbox.id, id));

export const markOutboxFailed = (shop: ShopContext, id: number, error: string, retryMs: number) =>
  shop.db
    .update(shop.t.shopOutbox)
    .set({ last_error: error.slice(0, 500), next_at: new Date(Date.now() + retryMs) })
    .where(eq(shop.t.shopOutbox.id, id));

export const pendingOutbox = (shop: ShopContext) =>
  shop.db
    .select()
    .from(shop.t.shopOutbox)
    .where(sql`${shop.t.shopOutbox.done_at} is null`)
    .orderBy(asc(shop.t.shopOutbox.id));

export type KirimReportCursor = { tanggal: string; no_kirim: string; arah: string; kode_barcode: string };

/**
 * One keyset page of Laporan Kirim Barang: what the shop sent (its kirim_barang) and what it was
 * sent (its terima_barang), per item, by the date of the surat jalan.
 */
export async function kirimBarangReportPage(
  shop: ShopContext,
  f: { arah: string; status: string; from: string; to: string },
  after: KirimReportCursor | null,
  limit: number,
) {
  const kb = shop.t.kirimBarang;
  const kd = shop.t.kirimBarangDetail;
  const tb = shop.t.terimaBarang;
  const td = shop.t.terimaBarangDetail;
  const { arah, status, from, to } = f;
  const cursor = after
    ? sql`and (tanggal, no_kirim, arah, kode_barcode) > (${after.tanggal}::date, ${after.no_kirim}, ${after.arah}, ${after.kode_barcode})`
    : sql``;
  const res = await shop.db.execute(sql`
    select * from (
      select ${kb.tanggal} as tanggal, ${kb.no_kirim} as no_kirim, 'KIRIM' as arah,
        ${shop.kode_toko}::text as kode_toko_asal, ${kb.kode_toko_tujuan} as kode_toko_tujuan,
        ${kd.kode_barcode} as kode_barcode, ${kd.barang}->>'nama_barang' as nama_barang,
        ${kd.barang}->>'kode_group' as kode_group, ${kd.barang}->>'kadar_cetak' as kadar_cetak,
        (${kd.barang}->>'berat')::numeric as berat, ${kd.status} as status, null::text as kode_barcode_baru
      from ${kd} join ${kb} on ${kb.no_kirim} = ${kd.no_kirim}
      where ${kb.tanggal} between ${from}::date and ${to}::date
      union all
      select ${tb.tanggal_kirim}, ${tb.no_kirim}, 'TERIMA', ${tb.kode_toko_asal}, ${shop.kode_toko}::text,
        ${td.kode_barcode}, ${td.barang}->>'nama_barang', ${td.barang}->>'kode_group',
        ${td.barang}->>'kadar_cetak', (${td.barang}->>'berat')::numeric, ${td.status}, ${td.kode_barcode_baru}
      from ${td} join ${tb} on ${tb.kode_toko_asal} = ${td.kode_toko_asal} and ${tb.no_kirim} = ${td.no_kirim}
      where ${tb.tanggal_kirim} between ${from}::date and ${to}::date
    ) x
    where (${arah} = ${REPORT_ALL} or arah = ${arah}) and (${status} = ${REPORT_ALL} or status = ${status}) ${cursor}
    order by tanggal, no_kirim, arah, kode_barcode
    limit ${limit}`);
  return res;
}
