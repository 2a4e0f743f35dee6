import { LAPORAN_STOCK_OPNAME_RFID, REPORT_ALL, type ReportRow } from '@emas/contract';
import { RFID_HASIL, RFID_HASIL_LABEL } from '@emas/contract/api/stock-opname-rfid';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database.ts';
import { keysetPages, registerReportSource } from '../laporan/report-registry.ts';
import { hasilOrder } from './rfid.queries.ts';

const LABEL = sql.raw(
  `case x.hasil ${RFID_HASIL.map((h) => `when '${h}' then '${RFID_HASIL_LABEL[h]}'`).join(' ')} end`,
);

/**
 * Laporan Stock Opname RFID: the stored result rows of the sessions finished in the period (by their
 * business date), ordered by session, kind, tag; each row carries its session's counts for the
 * group header. Read in keyset pages.
 */
registerReportSource(LAPORAN_STOCK_OPNAME_RFID.key, ({ shop, params, batchSize }) => {
  const s = shop.t.rfidSession;
  const x = shop.t.rfidResult;
  const hasil = params.hasil ?? REPORT_ALL;
  const from = String(params.tgl_awal);
  const to = String(params.tgl_akhir);
  type Cursor = { id: number; ord: number; tag_id: string };
  return keysetPages(
    batchSize,
    async (after: Cursor | null, limit) => {
      const cursor = after
        ? sql`and (s.id, ${hasilOrder(sql`x.hasil`)}, x.tag_id) > (${after.id}, ${after.ord}, ${after.tag_id})`
        : sql``;
      const res = await shop.db.execute(sql`
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
      return rowsOf<ReportRow>(res).map((r) => ({ ...r, berat: Number(r.berat) }));
    },
    (r) => ({ id: Number(r.no_sesi), ord: Number(r.ord), tag_id: String(r.tag_id) }),
  );
});
