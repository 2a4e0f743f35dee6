import {
  LAPORAN_BATAL_TITIP_SIMPAN,
  LAPORAN_LELANG_TITIP_SIMPAN,
  LAPORAN_STOCK_TITIPAN_SIMPAN,
  LAPORAN_TITIPAN_SIMPAN_LUNAS,
  LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN,
  lateFee,
  loanDays,
  MODULE,
  quoteTitip,
  REPORT_ALL,
  type ReportDef,
  type ReportParams,
  type ReportRow,
  termDays,
  totalTitipSimpan,
  validByOf,
} from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { activeModules } from '../../platform/modules.ts';
import type { SessionUser } from '../../platform/session.ts';
import { findBusinessDay } from '../system/business-day.ts';
import { reportAsShown } from './laporan.service.ts';
import { findReportSource, registerOneBatchSource } from './report-registry.ts';
import {
  batalTitipan,
  lelangTitipan,
  lunasTitipan,
  stockTitipan,
  transaksiTitipan,
} from './titip-simpan-report.queries.ts';

/** The sources of the deposit reports (contract report/definitions/titip-simpan.ts). */

const str = (v: unknown) => String(v ?? '');
const n = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** Every row a report's source yields (the spec's POST calls answer them as they are). */
export async function titipReportRows(
  shop: ShopContext,
  user: SessionUser,
  def: ReportDef,
  params: ReportParams,
): Promise<ReportRow[]> {
  const source = findReportSource(def.key);
  if (!source) throw new Error(`no report source registered for ${def.key}`);
  const shown = await reportAsShown(shop, def, params);
  const out: ReportRow[] = [];
  for await (const rows of source({ shop, user, params: shown.params, batchSize: 2500 })) out.push(...rows);
  return out;
}

registerOneBatchSource(LAPORAN_STOCK_TITIPAN_SIMPAN, async (shop, params) => {
  const [rows, modules] = await Promise.all([
    stockTitipan(shop, {
      from: str(params.tgl_from),
      to: str(params.tgl_to),
      all: params.stock_hutang_all === 'true',
      validBy: validByOf(params.valid_by),
    }),
    activeModules(shop),
  ]);
  // HIDUP_FEATURE_MODULE on: the group; off: the kadar, in the same column.
  const life = modules.has(MODULE.HIDUP_FEATURE);
  // Document 3's stock deposit row: the deposit (no_faktur_titip_simpan, total_titip_simpan,
  // jumlah_titip_simpan) on its first piece, each piece a line of its detail[] (LAPORAN_STOCK_TITIPAN_SIMPAN.nest).
  return rows.map((r) => {
    const first = r.urut === 1;
    const fees = {
      jumlah_titip_simpan: n(r.jumlah_titip_simpan),
      surat_pantes: n(r.surat_pantes),
      biaya_admin: n(r.biaya_admin),
      asuransi: n(r.asuransi),
      sewa_brankas: n(r.sewa_brankas),
      biaya_jasa_pencarian: n(r.biaya_jasa_pencarian),
    };
    return {
      no_faktur_titip_simpan: first ? r.no_faktur_titip_simpan : null,
      total_titip_simpan: first ? totalTitipSimpan(fees) : null,
      jumlah_titip_simpan: first ? fees.jumlah_titip_simpan : null,
      nama_customer: r.nama_customer,
      nama_barang: r.nama_barang,
      kode_group: life ? r.kode_group : `${Number(r.kadar)}%`,
      kadar: Number(r.kadar),
      qty: r.qty,
      berat: r.berat,
      berat_emas: r.berat,
      berat_bruto: r.berat_bruto,
    };
  });
});

registerOneBatchSource(LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN, async (shop, params) => {
  const today = await findBusinessDay(shop);
  const rows = await transaksiTitipan(shop, {
    from: str(params.tgl_awal),
    to: str(params.tgl_akhir),
    typeTgl: params.type_tgl === 'tgl_system' ? 'tgl_system' : 'tgl_titip_simpan',
    validBy: validByOf(params.valid_by),
  });
  return rows.map((r) => {
    const fees = {
      jumlah_titip_simpan: n(r.jumlah_titip_simpan),
      surat_pantes: n(r.surat_pantes),
      biaya_admin: n(r.biaya_admin),
      asuransi: n(r.asuransi),
      sewa_brankas: n(r.sewa_brankas),
      biaya_jasa_pencarian: n(r.biaya_jasa_pencarian),
    };
    // Paid at the pay-off; accrued on the business day while it is open; none once auctioned.
    const denda =
      r.status === 'LUNAS'
        ? n(r.denda_keterlambatan)
        : r.status === 'AKTIF'
          ? lateFee(n(r.denda_per_hari), str(r.tgl_tempo), today)
          : 0;
    return {
      no_faktur_titip_simpan: str(r.no_faktur_titip_simpan),
      tgl_titip_simpan: str(r.tgl_titip_simpan),
      tgl_system: str(r.tgl_system),
      kode_sales: str(r.kode_sales),
      nama_customer: str(r.nama_customer),
      no_hp: str(r.no_hp),
      alamat_customer: str(r.alamat_customer),
      qty: n(r.qty),
      berat: str(r.berat),
      ...fees,
      denda_keterlambatan: denda,
      lama_pinjam: termDays(str(r.tgl_titip_simpan), str(r.tgl_tempo)),
      total_titip_simpan: totalTitipSimpan(fees),
    };
  });
});

const money =
  (...keys: string[]) =>
  (row: Record<string, unknown>): ReportRow => {
    const out = { ...row } as ReportRow;
    for (const k of keys) out[k] = n(out[k]);
    return out;
  };

registerOneBatchSource(LAPORAN_BATAL_TITIP_SIMPAN, async (shop, params) =>
  (
    await batalTitipan(shop, {
      from: str(params.tgl_awal),
      to: str(params.tgl_akhir),
      validBy: validByOf(params.valid_by),
    })
  ).map(money('total_bayar')),
);

registerOneBatchSource(LAPORAN_TITIPAN_SIMPAN_LUNAS, async (shop, params) =>
  (
    await lunasTitipan(shop, {
      from: str(params.tgl_awal),
      to: str(params.tgl_akhir),
      typeTgl: params.type_tgl === 'tgl_titip_simpan' ? 'tgl_titip_simpan' : 'tgl_lunas',
      jenis: !params.berdasarkan || params.berdasarkan === REPORT_ALL ? undefined : params.berdasarkan,
      validBy: validByOf(params.valid_by),
    })
  ).map(money('pokok', 'bunga_pinjam', 'biaya', 'denda_keterlambatan', 'total_bayar')),
);

registerOneBatchSource(LAPORAN_LELANG_TITIP_SIMPAN, async (shop, params) =>
  (await lelangTitipan(shop, str(params.tgl_lelang))).map((r) => {
    const q = quoteTitip(
      {
        jumlah_titip_simpan: n(r.jumlah_titip_simpan),
        bunga: r.bunga,
        pembulatan: r.pembulatan,
        denda_per_hari: n(r.denda_per_hari),
        tgl_bunga: r.tgl_bunga,
        tgl_tempo: r.tgl_tempo,
        surat_pantes: n(r.surat_pantes),
        biaya_admin: n(r.biaya_admin),
        asuransi: n(r.asuransi),
        sewa_brankas: n(r.sewa_brankas),
        biaya_jasa_pencarian: n(r.biaya_jasa_pencarian),
      },
      r.tgl_lelang,
    );
    return {
      no_faktur_titip_simpan: r.no_faktur_titip_simpan,
      tanggal: r.tgl_system,
      nama_kreditur: r.nama_customer,
      alamat: r.alamat_customer,
      berat: r.berat,
      lama: loanDays(r.tgl_system, r.tgl_lelang),
      sisa_rp: q.total_pelunasan,
    };
  }),
);
