import { LAPORAN_KIRIM_BARANG_ONLINE, REPORT_ALL, type ReportRow } from '@emas/contract';
import { rowsOf } from '../../db/database.ts';
import { keysetPages, registerReportSource } from '../laporan/report-registry.ts';
import { onlineItemsReportPage } from './external.queries.ts';

/**
 * Laporan Kirim Barang Online: the shop's items sent to the online store (barang_external), by the
 * Jakarta day they were queued, with the item's own data. One query, read in keyset pages.
 */
registerReportSource(LAPORAN_KIRIM_BARANG_ONLINE.key, ({ shop, params, batchSize }) => {
  const status = String(params.status_external ?? REPORT_ALL);
  const from = String(params.tgl_awal);
  const to = String(params.tgl_akhir);
  return keysetPages(
    batchSize,
    async (after: { tanggal: string; kode_barcode: string } | null, limit) =>
      rowsOf<ReportRow>(await onlineItemsReportPage(shop, { status, from, to }, after, limit)),
    (r) => ({ tanggal: String(r.tanggal), kode_barcode: String(r.kode_barcode) }),
  );
});
