import { REPORT_ALL } from '@emas/contract';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

/**
 * The report queries of data that other domains write (audit log, gold price history), as keyset
 * pages: each page is one short query ordered by a unique key, resumed after the last row's key.
 * Values come raw (formatting a timestamp or JSON per row in SQL costs PGlite more than the scan);
 * the key's moment travels as whole microseconds since the epoch, exact where a JS Date is not.
 */
const JAKARTA = 'Asia/Jakarta';

/** Moments of the Jakarta business days from..to (inclusive). */
const jakartaDays = (column: unknown, from: string, to: string) =>
  sql`${column} >= (${from}::date::timestamp at time zone ${JAKARTA})
    and ${column} < ((${to}::date + 1)::timestamp at time zone ${JAKARTA})`;

const epochMicros = (column: unknown) => sql`(extract(epoch from ${column}) * 1000000)::bigint`;
const fromMicros = (us: number) => sql`(timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond')`;

export type AuditRow = {
  id: string;
  at: Date | string;
  at_us: number;
  user_id: string;
  action: string;
  entity: string;
  entity_key: string;
  old_value: unknown;
  new_value: unknown;
};
export type AuditCursor = { at_us: number; id: string };

export async function auditPage(
  shop: ShopContext,
  q: { tgl_awal: string; tgl_akhir: string; entity: string },
  after: AuditCursor | null,
  limit: number,
): Promise<AuditRow[]> {
  const a = shop.t.auditLog;
  const where: SQL[] = [jakartaDays(a.at, q.tgl_awal, q.tgl_akhir)];
  if (q.entity !== REPORT_ALL) where.push(sql`${a.entity} = ${q.entity}`);
  if (after) where.push(sql`(${a.at}, ${a.id}) > (${fromMicros(after.at_us)}, ${after.id})`);
  const res = await shop.db.execute(sql`
    select ${a.id} as id, ${a.at} as at, ${epochMicros(a.at)} as at_us, ${a.user_id} as user_id,
      ${a.action} as action, ${a.entity} as entity, ${a.entity_key} as entity_key,
      ${a.old_value} as old_value, ${a.new_value} as new_value
    from ${a} where ${sql.join(where, sql` and `)}
    order by ${a.at}, ${a.id} limit ${limit}`);
  return rowsOf<AuditRow>(res);
}

export type HargaHistoryRow = {
  id: string;
  tanggal: string;
  kode_group: string;
  harga_jual_lama: number | null;
  harga_jual_baru: number;
  harga_beli_lama: number | null;
  harga_beli_baru: number;
  changed_by: string;
  changed_at: Date | string;
  at_us: number;
};
export type HargaCursor = { tanggal: string; at_us: number; id: string };

export async function hargaEmasHistoryPage(
  shop: ShopContext,
  q: { tgl_awal: string; tgl_akhir: string; kode_group: string },
  after: HargaCursor | null,
  limit: number,
): Promise<HargaHistoryRow[]> {
  const h = shop.t.hargaEmasHistory;
  const where: SQL[] = [sql`${h.tanggal} between ${q.tgl_awal} and ${q.tgl_akhir}`];
  if (q.kode_group !== REPORT_ALL) where.push(sql`${h.kode_group} = ${q.kode_group}`);
  if (after)
    where.push(
      sql`(${h.tanggal}, ${h.changed_at}, ${h.id}) > (${after.tanggal}::date, ${fromMicros(after.at_us)}, ${after.id})`,
    );
  const res = await shop.db.execute(sql`
    select ${h.id} as id, ${h.tanggal} as tanggal, ${h.kode_group} as kode_group,
      ${h.harga_jual_lama} as harga_jual_lama, ${h.harga_jual_baru} as harga_jual_baru,
      ${h.harga_beli_lama} as harga_beli_lama, ${h.harga_beli_baru} as harga_beli_baru,
      ${h.changed_by} as changed_by, ${h.changed_at} as changed_at, ${epochMicros(h.changed_at)} as at_us
    from ${h} where ${sql.join(where, sql` and `)}
    order by ${h.tanggal}, ${h.changed_at}, ${h.id} limit ${limit}`);
  return rowsOf<HargaHistoryRow>(res);
}

export type TambahBarangRow = {
  id: number;
  tanggal: string;
  no_tambah: string;
  kode_barcode: string;
  nama_barang: string | null;
  kode_gudang: string;
  kode_baki: string;
  kode_group: string;
  kode_dept: string;
  kadar_cetak: string | null;
  qty: number;
  berat: string;
  input_by: string;
};
export type TambahCursor = { kode_gudang: string; tanggal: string; id: number };

/** Goods added in the period (their TAMBAH ledger rows), by warehouse, day and entry. */
export async function tambahBarangPage(
  shop: ShopContext,
  q: { tgl_awal: string; tgl_akhir: string; kode_gudang: string; kode_group: string },
  after: TambahCursor | null,
  limit: number,
): Promise<TambahBarangRow[]> {
  const l = shop.t.stockLedger;
  const b = shop.t.barang;
  const where: SQL[] = [
    sql`${l.tanggal} between ${q.tgl_awal} and ${q.tgl_akhir}`,
    sql`${l.jenis} = 'TAMBAH'`,
  ];
  if (q.kode_gudang !== REPORT_ALL) where.push(sql`${l.kode_gudang} = ${q.kode_gudang}`);
  if (q.kode_group !== REPORT_ALL) where.push(sql`${l.kode_group} = ${q.kode_group}`);
  if (after)
    where.push(
      sql`(${l.kode_gudang}, ${l.tanggal}, ${l.id}) > (${after.kode_gudang}, ${after.tanggal}::date, ${after.id})`,
    );
  const res = await shop.db.execute(sql`
    select ${l.id} as id, ${l.tanggal} as tanggal, ${l.no_ref} as no_tambah, ${l.kode_barcode} as kode_barcode,
      ${b.nama_barang} as nama_barang, ${l.kode_gudang} as kode_gudang, ${l.kode_baki} as kode_baki,
      ${l.kode_group} as kode_group, ${l.kode_dept} as kode_dept, ${b.kadar_cetak} as kadar_cetak,
      ${l.qty} as qty, ${l.berat} as berat, ${l.input_by} as input_by
    from ${l} left join ${b} on ${b.kode_barcode} = ${l.kode_barcode}
    where ${sql.join(where, sql` and `)}
    order by ${l.kode_gudang}, ${l.tanggal}, ${l.id} limit ${limit}`);
  return rowsOf<TambahBarangRow>(res);
}
