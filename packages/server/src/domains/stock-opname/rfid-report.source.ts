import { LAPORAN_STOCK_OPNAME_RFID, REPORT_ALL, type ReportRow } from '@emas/contract';
import { rowsOf } from '../../db/database.ts';
import { keysetPages, registerReportSource } from '../laporan/report-registry.ts';
import { type RfidReportCursor, rfidReportPage } from './rfid.queries.ts';

/**
 * Laporan Stock Opname RFID: the stored result rows of the sessions finished in the period (by their
 * business date), ordered by session, kind, tag; each row carries its session's counts for the
 * group header. Read in keyset pages.
 */
registerReportSource(LAPORAN_STOCK_OPNAME_RFID.key, ({ shop, params, batchSize }) => {
  const hasil = params.hasil ?? REPORT_ALL;
  const from = String(params.tgl_awal);
  const to = String(params.tgl_akhir);
  return keysetPages(
    batchSize,
    async (after: RfidReportCursor | null, limit) => {
      const res = await rfidReportPage(shop, { hasil, from, to }, after, limit);
      return rowsOf<ReportRow>(res).map((r) => ({ ...r, berat: Number(r.berat) }));
    },
    (r) => ({ id: Number(r.no_sesi), ord: Number(r.ord), tag_id: String(r.tag_id) }),
  );
});
