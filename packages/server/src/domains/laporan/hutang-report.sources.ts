import {
  AKHIR_HARI_HUTANG_BUNGA,
  AKHIR_HARI_HUTANG_MASUK,
  api,
  LAPORAN_GLOBAL_STOCK_PINJAM,
  LAPORAN_HUTANG_LELANG,
  LAPORAN_OVERRIDE_BUNGA_HUTANG,
  LAPORAN_PENEBUSAN_DETAIL,
  LAPORAN_PENEBUSAN_REKAP,
  LAPORAN_PINJAMAN,
  LAPORAN_PINJAMAN_REKAP,
  lelangSisa,
  type ReportParams,
  type ReportRow,
} from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { findBusinessDay } from '../system/business-day.ts';
import {
  globalStockPinjam,
  hutangBungaHari,
  hutangMasukHari,
  type LoanCursor,
  lelangOn,
  overrideBunga,
  type PinjamanRow,
  penebusanDetail,
  penebusanRekap,
  pinjamanPage,
  pinjamanRekap,
} from './hutang-report.queries.ts';
import { registerOneBatchSource, registerReportSource } from './report-registry.ts';

/** The sources of the pawn-loan reports (contract report/definitions/hutang.ts, akhir-hari hutang parts). */

const str = (v: unknown) => String(v ?? '');
/** bigint columns arrive as text: the listed ones become numbers. */
const withNumbers =
  (...keys: string[]) =>
  (row: Record<string, unknown>): ReportRow => {
    const out = { ...row } as ReportRow;
    for (const k of keys) if (out[k] !== null && out[k] !== undefined) out[k] = Number(out[k]);
    return out;
  };

// ---------------------------------------------------------------------------------------------
// Laporan Pinjaman and POST hutang/get/report

/** Every loan of the period, in pages, as the engine's flat rows. */
export async function* pinjamanPages(
  shop: ShopContext,
  params: ReportParams,
  batchSize: number,
): AsyncGenerator<PinjamanRow[]> {
  const q = { from: str(params.tgl_awal), to: str(params.tgl_akhir), today: await findBusinessDay(shop) };
  let after: LoanCursor | null = null;
  for (;;) {
    const rows = await pinjamanPage(shop, q, after, batchSize);
    if (rows.length) yield rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < batchSize) return;
    after = { tanggal: last.tgl_hutang, id: Number(last.id) };
  }
}

registerReportSource(LAPORAN_PINJAMAN.key, async function* ({ shop, params, batchSize }) {
  for await (const rows of pinjamanPages(shop, params, batchSize))
    yield rows.map(({ detail: _, id: __, ...r }) => withNumbers('jumlah_hutang')(r));
});

/** The spec's loan report rows (document 3), pieces nested. */
export const toHutangReportRow = (r: PinjamanRow): api.HutangReportRow => ({
  no_faktur_hutang: r.no_faktur_hutang,
  tgl_hutang: r.tgl_hutang,
  tgl_tempo: r.tgl_tempo,
  nama_customer: r.nama_customer,
  alamat_customer: r.alamat_customer,
  detail_barang: r.detail.map((d) => ({
    nama_barang: d.nama_barang,
    jumlah: Number(d.jumlah),
    berat: Number(d.berat),
    kelompok_harga: d.kelompok_harga,
  })),
  berat: Number(r.berat),
  berat_bruto: Number(r.berat_bruto),
  jumlah_hutang: Number(r.jumlah_hutang),
  bunga: Number(r.bunga),
  lama_pinjam: r.lama_pinjam,
  kode_sales: r.kode_sales,
  status_hutang: r.status as api.StatusHutang,
});

// ---------------------------------------------------------------------------------------------
// Redemptions, recaps, stock, overrides

registerOneBatchSource(LAPORAN_PENEBUSAN_DETAIL, async (shop, params) =>
  (
    await penebusanDetail(shop, {
      from: str(params.tgl_from),
      to: str(params.tgl_to),
      no_pinjam: params.no_pinjam,
      sort_by: str(params.sort_by),
    })
  )
    .map(withNumbers('jumlah_hutang', 'bunga_pinjam', 'bunga_rp', 'total_bayar'))
    // One line per piece: the redemption's fields on its first (document 2's detail_barang[] nests the
    // rest, LAPORAN_PENEBUSAN_DETAIL.nest), so the totals count each redemption once.
    .map(({ urut, ...r }): ReportRow => {
      if (urut === 1) return r;
      const line: ReportRow = {};
      for (const k of Object.keys(r)) line[k] = k === 'nama_barang' || k === 'berat' ? (r[k] ?? null) : null;
      return line;
    }),
);

registerOneBatchSource(LAPORAN_PINJAMAN_REKAP, async (shop, params) =>
  (await pinjamanRekap(shop, { from: str(params.tgl_from), to: str(params.tgl_to) })).map(
    withNumbers('jumlah_hutang', 'aktif_rp', 'lunas_rp', 'lelang_rp'),
  ),
);

registerOneBatchSource(LAPORAN_PENEBUSAN_REKAP, async (shop, params) =>
  (
    await penebusanRekap(shop, { from: str(params.tgl_from), to: str(params.tgl_to), jenis: params.jenis })
  ).map(withNumbers('pokok', 'bunga_pinjam', 'bunga_rp', 'total_bayar')),
);

registerOneBatchSource(
  LAPORAN_GLOBAL_STOCK_PINJAM,
  (shop, params) =>
    globalStockPinjam(shop, {
      tanggal: str(params.tanggal),
      gudang: api.GUDANG_TITIP,
      kode_group: params.kode_group,
    }) as Promise<ReportRow[]>,
);

registerOneBatchSource(LAPORAN_OVERRIDE_BUNGA_HUTANG, async (shop, params) =>
  (await overrideBunga(shop, { from: str(params.tgl_from), to: str(params.tgl_to) })).map(
    withNumbers('jumlah_hutang', 'bunga_pinjam', 'bunga_rp', 'selisih'),
  ),
);

// ---------------------------------------------------------------------------------------------
// Laporan Hutang Lelang and POST hutang/report-hutang-lelang

/** The loans auctioned on `tgl_lelang` as document 3's lelang report rows. */
export async function lelangReportRows(shop: ShopContext, tglLelang: string): Promise<api.LelangReportRow[]> {
  return (await lelangOn(shop, tglLelang)).map((h) => {
    const s = lelangSisa(
      {
        tgl_hutang: h.tgl_hutang,
        tgl_bunga: h.tgl_bunga,
        jumlah_hutang: Number(h.jumlah_hutang),
        bunga: h.bunga,
        minimal_hari: h.minimal_hari,
        pembulatan: h.pembulatan,
      },
      h.tgl_lelang,
    );
    return {
      no_hutang: h.no_faktur_hutang,
      tanggal: h.tgl_hutang,
      nama_kreditur: h.nama_customer,
      alamat: h.alamat_customer,
      berat: Number(h.berat),
      lama: s.lama,
      sisa_rp: s.sisa_rp,
    };
  });
}

registerOneBatchSource(LAPORAN_HUTANG_LELANG, async (shop, params) =>
  (await lelangReportRows(shop, str(params.tgl_lelang))).map((r) => ({ ...r, berat: r.berat.toFixed(3) })),
);

// ---------------------------------------------------------------------------------------------
// Laporan Akhir Hari: HUTANG MASUK and HUTANG BUNGA

registerOneBatchSource(AKHIR_HARI_HUTANG_MASUK, async (shop, params) =>
  (await hutangMasukHari(shop, str(params.tanggal))).map(withNumbers('jumlah_hutang')),
);
registerOneBatchSource(AKHIR_HARI_HUTANG_BUNGA, async (shop, params) =>
  (await hutangBungaHari(shop, str(params.tanggal))).map(
    withNumbers('jumlah_hutang', 'bunga_rp', 'total_bayar'),
  ),
);
