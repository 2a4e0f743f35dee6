import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { isAll } from './transaksi-report.queries.ts';

export type ServiceReportRow = {
  grup: string;
  no_faktur_service: string;
  tanggal: string;
  nama_customer: string;
  nama_barang: string;
  deskripsi: string;
  kode_tukang: string;
  status: string;
  tgl_janji: string;
  terlambat: number;
  berat: string;
  total: number;
  dp_rp: number;
  sisa_rp: number;
};

/**
 * The repairs taken in a period, grouped by state or goldsmith; in each group the overdue ones first
 * (PROSES or SELESAI past the promised date, as of the business day `today`), most overdue first,
 * then by promised date.
 */
export async function serviceReport(
  shop: ShopContext,
  q: { from: string; to: string; today: string; status?: string; kode_tukang?: string; groupBy: string },
): Promise<ServiceReportRow[]> {
  const s = shop.t.service;
  const where: SQL[] = [sql`${s.tanggal} between ${q.from} and ${q.to}`];
  if (!isAll(q.status)) where.push(sql`${s.status} = ${q.status}`);
  if (!isAll(q.kode_tukang)) where.push(sql`${s.kode_tukang} = ${q.kode_tukang}`);
  const grup = q.groupBy === 'TUKANG' ? sql`${s.kode_tukang}` : sql`${s.status}`;
  const late = sql`case when ${s.status} in ('PROSES', 'SELESAI') and ${s.tgl_janji} < ${q.today}::date
    then (${q.today}::date - ${s.tgl_janji})::int else 0 end`;
  return rowsOf<ServiceReportRow>(
    await shop.db.execute(sql`
      select ${grup} as grup, ${s.no_faktur_service} as no_faktur_service, ${s.tanggal}::text as tanggal,
        ${s.nama_customer} as nama_customer, ${s.nama_barang} as nama_barang, ${s.deskripsi} as deskripsi,
        ${s.kode_tukang} as kode_tukang, ${s.status} as status, ${s.tgl_janji}::text as tgl_janji,
        ${late} as terlambat, coalesce(${s.berat_selesai}, ${s.berat})::text as berat, ${s.total}::bigint as total,
        ${s.dp_rp}::bigint as dp_rp, (${s.total} - ${s.dp_rp})::bigint as sisa_rp
      from ${s}
      where ${sql.join(where, sql` and `)}
      order by 1, ${late} desc, ${s.tgl_janji}, ${s.id}
      limit 100000`),
  );
}
