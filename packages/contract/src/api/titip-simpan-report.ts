import { endpoint } from '../endpoint.ts';
import {
  LAPORAN_BATAL_TITIP_SIMPAN,
  LAPORAN_LELANG_TITIP_SIMPAN,
  LAPORAN_TITIPAN_SIMPAN_LUNAS,
  LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN,
} from '../report/definitions/titip-simpan.ts';
import type { ReportDef, ReportParams, ReportRow } from '../report/types.ts';

/**
 * The spec's POST report calls of deposits (document 3 section 7): the same rows as the report
 * engine's GET at the same path (report/definitions/titip-simpan.ts), in data.
 */
const postOf = (def: ReportDef) =>
  endpoint<ReportParams, undefined, undefined, ReportRow[]>({
    method: 'POST',
    path: def.path,
    body: def.params,
  });

/** POST titip-simpan/get/report {tgl_awal, tgl_akhir, valid_by, type_tgl}. */
export const titipTransaksiReport = postOf(LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN);
/** POST titip-simpan/get/reportbatal {tgl_awal, tgl_akhir, valid_by}. */
export const titipBatalReport = postOf(LAPORAN_BATAL_TITIP_SIMPAN);
/** POST titip-simpan/get/reportlunas {tgl_awal, tgl_akhir, valid_by, type_tgl, berdasarkan}. */
export const titipLunasReport = postOf(LAPORAN_TITIPAN_SIMPAN_LUNAS);
/** POST titip-simpan/report-hutang-lelang {tgl_lelang}. */
export const titipLelangReport = postOf(LAPORAN_LELANG_TITIP_SIMPAN);

/** The POST calls with the report each answers. */
export const TITIP_POST_REPORTS = [
  [titipTransaksiReport, LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN],
  [titipBatalReport, LAPORAN_BATAL_TITIP_SIMPAN],
  [titipLunasReport, LAPORAN_TITIPAN_SIMPAN_LUNAS],
  [titipLelangReport, LAPORAN_LELANG_TITIP_SIMPAN],
] as const;
