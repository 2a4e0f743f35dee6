import { LAPORAN_KIRIM_BARANG_ONLINE, REPORT_ALL, type ReportRow } from '@emas/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.ts';
import { keysetPages, registerReportSource } from '../laporan/report-registry.ts';

/**
 * Laporan Kirim Barang Online: the shop's items sent to the online store (barang_external), by the
 * Jakarta day they were queued, with the item's own data. One query, read in keyset pages.
 */
registerReportSource(LAPORAN_KIRIM_BARANG_ONLINE.key, ({ shop, params, batchSize }) => {
  const e = shop.t.barangExternal;
  const b = shop.t.barang;
  const status = String(params.status_external ?? REPORT_ALL);
  const from = String(params.tgl_awal);
  const to = String(params.tgl_akhir);
  const day = (c: unknown) => sql`(${c} at time zone 'Asia/Jakarta')::date`;
  return keysetPages(
    batchSize,
    async (after: { tanggal: string; kode_barcode: string } | null, limit) => {
      const cursor = after
        ? sql`and (${day(e.created_at)}, ${e.kode_barcode}) > (${after.tanggal}::date, ${after.kode_barcode})`
        : sql``;
      return rowsOf<ReportRow>(
        await shop.db.execute(sql`
          select ${day(e.created_at)}::text as tanggal, ${e.kode_barcode} as kode_barcode,
            ${b.nama_barang} as nama_barang, ${b.kode_group} as kode_group, ${b.kadar_cetak} as kadar_cetak,
            ${b.berat}::float8 as berat, ${e.status_external} as status_external, ${e.id_ext} as id_ext,
            ${day(e.sold_at)}::text as tgl_terjual
          from ${e} left join ${b} on ${b.kode_barcode} = ${e.kode_barcode}
          where ${day(e.created_at)} between ${from}::date and ${to}::date
            and (${status} = ${REPORT_ALL} or ${e.status_external} = ${status}) ${cursor}
          order by ${day(e.created_at)}, ${e.kode_barcode}
          limit ${limit}`),
      );
    },
    (r) => ({ tanggal: String(r.tanggal), kode_barcode: String(r.kode_barcode) }),
  );
});
