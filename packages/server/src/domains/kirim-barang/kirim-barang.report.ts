import { LAPORAN_KIRIM_BARANG, REPORT_ALL, type ReportRow } from '@emas/contract';
import { rowsOf } from '../../db/database.ts';
import { keysetPages, registerReportSource } from '../laporan/report-registry.ts';
import { type KirimReportCursor, kirimBarangReportPage } from './kirim-barang.queries.ts';

/**
 * Laporan Kirim Barang of one shop: what it sent (its kirim_barang) and what it was sent (its
 * terima_barang), per item, by the date of the surat jalan. One query, read in keyset pages.
 */
registerReportSource(LAPORAN_KIRIM_BARANG.key, ({ shop, params, batchSize }) => {
  const arah = params.arah ?? REPORT_ALL;
  const status = params.status ?? REPORT_ALL;
  const from = String(params.tgl_awal);
  const to = String(params.tgl_akhir);
  return keysetPages(
    batchSize,
    async (after: KirimReportCursor | null, limit) => {
      const res = await kirimBarangReportPage(shop, { arah, status, from, to }, after, limit);
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
