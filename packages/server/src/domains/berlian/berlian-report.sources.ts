import {
  type BatuBerlian,
  BERLIAN_MSG,
  BUKU_BERLIAN_BARANG,
  BUKU_BERLIAN_BATU,
  BUKU_BERLIAN_MUTASI,
  describeStones,
  LAPORAN_PENJUALAN_BERLIAN,
  type ReportParams,
  type ReportRow,
} from '@emas/contract';
import { badRequest } from '../../platform/errors.ts';
import { keysetPages, registerReportSource } from '../laporan/report-registry.ts';
import {
  type BukuBerlianFilter,
  bukuBerlianBarangPage,
  bukuBerlianBatuPage,
  bukuBerlianMutasiPage,
  type PenjualanBerlianFilter,
  penjualanBerlianPage,
} from './berlian-report.queries.ts';

/** The sources of the diamond reports. */

const str = (v: unknown) => String(v ?? '');
const amount = (v: string | undefined) => (v === undefined ? undefined : Number(v));

/** The filters of Laporan Penjualan Berlian; a price range upside down is refused. */
export function penjualanBerlianFilter(params: ReportParams): PenjualanBerlianFilter {
  const harga_dari = amount(params.harga_dari);
  const harga_sampai = amount(params.harga_sampai);
  if (harga_dari !== undefined && harga_sampai !== undefined && harga_sampai < harga_dari)
    throw badRequest(BERLIAN_MSG.hargaRange);
  return {
    from: str(params.tgl_awal),
    to: str(params.tgl_akhir),
    kode_dept: params.kode_dept,
    type: params.type,
    kode_sales: params.kode_sales,
    type_laporan: params.type_laporan,
    type_transaksi: params.type_transaksi,
    harga_dari,
    harga_sampai,
    kode_intern: params.kode_intern,
    supplier_barang: params.supplier_barang,
  };
}

registerReportSource(LAPORAN_PENJUALAN_BERLIAN.key, ({ params, shop, batchSize }) => {
  // Checked here, before the first page is read, so a bad range answers 400 before any file starts.
  const q = penjualanBerlianFilter(params);
  return keysetPages(
    batchSize,
    async (after, limit) =>
      (await penjualanBerlianPage(shop, q, after, limit)).map((r) => {
        const { data_berlian, ...rest } = r;
        return {
          ...rest,
          keterangan_berlian: describeStones(JSON.parse(str(data_berlian) || '[]') as BatuBerlian[]),
        };
      }),
    (r: ReportRow) => ({ tanggal: str(r.tanggal), no_faktur_jual: str(r.no_faktur_jual) }),
  );
});

const bukuFilter = (params: ReportParams): BukuBerlianFilter => ({
  from: str(params.tgl_awal),
  to: str(params.tgl_akhir),
  kode_dept: params.kode_dept,
  kode_gudang: params.kode_gudang,
});

registerReportSource(BUKU_BERLIAN_BARANG.key, ({ params, shop, batchSize }) =>
  keysetPages(
    batchSize,
    (after: string | null, limit) => bukuBerlianBarangPage(shop, bukuFilter(params), after, limit),
    (r) => str(r.kode_barcode),
  ),
);

registerReportSource(BUKU_BERLIAN_BATU.key, ({ params, shop, batchSize }) =>
  keysetPages(
    batchSize,
    (after: { kode_barcode: string; n: number } | null, limit) =>
      bukuBerlianBatuPage(shop, bukuFilter(params), after, limit),
    (r) => ({ kode_barcode: str(r.kode_barcode), n: Number(r.n) }),
  ),
);

registerReportSource(BUKU_BERLIAN_MUTASI.key, ({ params, shop, batchSize }) =>
  keysetPages(
    batchSize,
    (after: { id: number } | null, limit) => bukuBerlianMutasiPage(shop, bukuFilter(params), after, limit),
    (r) => ({ id: Number(r.id) }),
  ),
);
