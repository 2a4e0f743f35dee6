import { LAPORAN_KIRIM_BARANG, REPORT_ALL, type ReportRow } from '@emas/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.ts';
import { keysetPages, registerReportSource } from '../laporan/report-registry.ts';

/**
 * Laporan Kirim Barang of one shop: what it sent (its kirim_barang) and what it was sent (its
 * terima_barang), per item, by the date of the surat jalan. One query, read in keyset pages.
 */
registerReportSource(LAPORAN_KIRIM_BARANG.key, ({ shop, params, batchSize }) => {
  const kb = shop.t.kirimBarang;
  const kd = shop.t.kirimBarangDetail;
  const tb = shop.t.terimaBarang;
  const td = shop.t.terimaBarangDetail;
  const arah = params.arah ?? REPORT_ALL;
  const status = params.status ?? REPORT_ALL;
  const from = String(params.tgl_awal);
  const to = String(params.tgl_akhir);
  type Cursor = { tanggal: string; no_kirim: string; arah: string; kode_barcode: string };
  return keysetPages(
    batchSize,
    async (after: Cursor | null, limit) => {
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
      return rowsOf<Record<string, unknown>>(res).map((r) => ({
        ...r,
        tanggal: String(r.tanggal),
        berat: Number(r.berat),
      })) as ReportRow[];
    },
    (r) => ({
      tanggal: String(r.tanggal),
      no_kirim: String(r.no_kirim),
      arah: String(r.arah),
      kode_barcode: String(r.kode_barcode),
    }),
  );
});
