import { TITIP_MSG } from '../../api/titip-simpan.ts';
import { MODULE } from '../../modules.ts';
import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';
import type { ReportColumn, ReportFilter } from '../types.ts';

/**
 * The reports of deposits (titip simpan), document 3 sections 2, 3, 7 and 8. valid_by (Valid By, the
 * finance module's filter; ALL or empty: everyone) is the user who entered the deposit or the
 * settlement. Dates: tgl_system is the business day a deposit was entered, tgl_titip_simpan the first
 * day of its current term (the day taken, or the day of its last PEREMAJAAN).
 */

const date = (key: string, label: string): ReportFilter => ({ key, label, kind: 'date' });
/** Shown on screen as a row's detail, and in the Excel and CSV files. */
const detail = ['screen', 'xlsx', 'csv'] as const;
/** Valid By: only with VALIDASI_INPUT_BY_KEUANGAN_MODULE (document 3). */
const VALID_BY: ReportFilter = FILTER.text('valid_by', 'Valid By', 30, MODULE.VALIDASI_INPUT_BY_KEUANGAN);

const rupiah = (key: string, caption: string, width = 11): ReportColumn => ({
  key,
  caption,
  format: 'rupiah',
  width,
  total: 'sum',
});

/** The deposit's number, counting the rows. */
const NO_FAKTUR: ReportColumn = {
  key: 'no_faktur_titip_simpan',
  caption: 'No Faktur Titip Simpan',
  format: 'text',
  width: 16,
  total: 'count',
};

/** 'Valid By' of a report: empty or ALL means everyone. */
export const validByOf = (v: string | undefined): string | undefined =>
  !v || v.toUpperCase() === 'ALL' || v === REPORT_ALL ? undefined : v.toUpperCase();

/** The 'all' checkbox of the stock report: every deposit still held, whatever its date. */
export const STOCK_HUTANG_ALL = [
  { value: 'false', label: 'Sesuai Tanggal' },
  { value: 'true', label: 'Semua' },
] as const;

/**
 * Laporan Stock Titipan Simpan (GET titip-simpan/report-stock-hutang): the pieces of the deposits
 * still held (AKTIF) taken in the period (all of them with stock_hutang_all), one row per piece; the
 * deposit's number, customer and debt stand on its first piece, so the totals count each deposit once.
 * HIDUP_FEATURE_MODULE's wording switch: on, 'Nama Barang' and 'Kode Group' (the piece's group); off,
 * 'Model Barang' and 'Kadar' (the piece's kadar) in the same columns.
 */
export const LAPORAN_STOCK_TITIPAN_SIMPAN = defineReport({
  key: 'titip-simpan-stock',
  path: 'titip-simpan/report-stock-hutang',
  route: '/laporan-stock-titipan-simpan',
  title: 'Laporan Stock Titipan Simpan',
  fileName: 'LAPORAN STOCK TITIPAN SIMPAN',
  // Reports document section 1: portrait, 8 pt table text, weights with 2 decimals.
  orientation: 'portrait',
  fontSize: 8,
  weightDecimals: 2,
  filters: [
    date('tgl_from', 'Tanggal Dari'),
    date('tgl_to', 'Tanggal Akhir'),
    FILTER.select('stock_hutang_all', 'Semua', STOCK_HUTANG_ALL, 'false', true),
    VALID_BY,
  ],
  columns: [
    { key: 'no_faktur_titip_simpan', caption: 'No Titip Simpan', format: 'text', width: 17, total: 'count' },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 16 },
    {
      key: 'nama_barang',
      caption: 'Nama Barang',
      format: 'text',
      width: 16,
      moduleCaption: { module: MODULE.HIDUP_FEATURE, off: 'Model Barang' },
    },
    {
      key: 'kode_group',
      caption: 'Kode Group',
      format: 'text',
      width: 10,
      moduleCaption: { module: MODULE.HIDUP_FEATURE, off: 'Kadar' },
    },
    { key: 'qty', caption: 'Qty', format: 'number', width: 5, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 9, total: 'sum' },
    { key: 'berat_bruto', caption: 'Berat + Plastik', format: 'gram', width: 9, total: 'sum' },
    rupiah('jumlah_titip_simpan', 'Hutang Titip Simpan', 13),
  ],
  // Document 3: a row by faktur, no_faktur_titip_simpan, total_titip_simpan, jumlah_titip_simpan and
  // detail[] of its pieces.
  nest: {
    key: 'detail',
    by: 'no_faktur_titip_simpan',
    fields: [
      'nama_customer',
      'nama_barang',
      'kode_group',
      'kadar',
      'qty',
      'berat',
      'berat_emas',
      'berat_bruto',
    ],
  },
  emptyText: 'Data Laporan Stock Hutang Kosong',
  successToast: TITIP_MSG.stockFound,
  emptyToast: TITIP_MSG.stockEmpty,
});

/** 'Berdasarkan' of the deposit transaction report (default Tanggal Titip Simpan). */
export const TYPE_TGL_TITIP = [
  { value: 'tgl_titip_simpan', label: 'Tanggal Titip Simpan' },
  { value: 'tgl_system', label: 'Tanggal System' },
] as const;

/**
 * Laporan Transaksi Simpanan Titipan (POST titip-simpan/get/report): the deposits of the period by
 * type_tgl, one row per deposit. denda_keterlambatan is the late fee paid at its pay-off, or accrued
 * on the business day while it is open; lama_pinjam the agreed term (days).
 */
export const LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN = defineReport({
  key: 'titip-simpan-transaksi',
  path: 'titip-simpan/get/report',
  route: '/laporan-transaksi-simpanan-titipan',
  title: 'Laporan Transaksi Simpanan Titipan',
  fileName: 'LAPORAN TRANSAKSI SIMPANAN TITIPAN',
  fontSize: 7,
  filters: [
    date('tgl_awal', 'Tanggal Dari'),
    date('tgl_akhir', 'Tanggal Akhir'),
    VALID_BY,
    FILTER.select('type_tgl', 'Berdasarkan', TYPE_TGL_TITIP, 'tgl_titip_simpan', true),
  ],
  columns: [
    NO_FAKTUR,
    { key: 'tgl_titip_simpan', caption: 'Tanggal Titip Simpan', format: 'date', width: 9 },
    // The row opens to the sales code and the customer (document 3); the Excel and CSV list them.
    { key: 'kode_sales', caption: 'Kode Sales', format: 'text', width: 8, in: detail, expand: true },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 14, in: detail, expand: true },
    { key: 'no_hp', caption: 'No HP', format: 'text', width: 12, in: detail, expand: true },
    {
      key: 'alamat_customer',
      caption: 'Alamat Customer',
      format: 'text',
      width: 16,
      in: detail,
      expand: true,
    },
    { key: 'qty', caption: 'Qty', format: 'number', width: 4, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 7, total: 'sum' },
    rupiah('surat_pantes', 'Surat Pantes', 8),
    rupiah('biaya_admin', 'Biaya Admin', 8),
    rupiah('asuransi', 'Asuransi', 8),
    rupiah('sewa_brankas', 'Sewa Brankas', 8),
    rupiah('biaya_jasa_pencarian', 'Biaya Jasa Pencarian', 9),
    rupiah('denda_keterlambatan', 'Denda Keterlambatan', 9),
    rupiah('jumlah_titip_simpan', 'Jumlah Titip Simpan', 11),
    { key: 'lama_pinjam', caption: 'Lama Pinjam', format: 'number', width: 6 },
    rupiah('total_titip_simpan', 'Total Titip Simpan', 11),
  ],
  emptyText: 'Data Laporan Hutang Kosong',
  fitScreen: true,
  successToast: TITIP_MSG.transaksiFound,
  emptyToast: TITIP_MSG.transaksiEmpty,
});

/**
 * Laporan Batal Titip Simpan (POST titip-simpan/get/reportbatal): the settlements reversed by
 * /batal-titipan-lunas in the period (by the day they were reversed).
 */
export const LAPORAN_BATAL_TITIP_SIMPAN = defineReport({
  key: 'titip-simpan-batal',
  path: 'titip-simpan/get/reportbatal',
  route: '/laporan-batal-titipan-simpan',
  title: 'Laporan Batal Titip Simpan',
  fileName: 'LAPORAN BATAL TITIP SIMPAN',
  filters: [FILTER.tglAwal, FILTER.tglAkhir, VALID_BY],
  columns: [
    NO_FAKTUR,
    { key: 'tgl_batal', caption: 'Tanggal Batal', format: 'date', width: 9 },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 14 },
    { key: 'jenis', caption: 'Jenis Pelunasan', format: 'text', width: 10 },
    { key: 'tgl_lunas', caption: 'Tanggal Lunas', format: 'date', width: 9 },
    rupiah('total_bayar', 'Total Bayar', 11),
    { key: 'alasan', caption: 'Alasan', format: 'text', width: 16 },
    { key: 'batal_by', caption: 'Batal By', format: 'text', width: 8 },
  ],
  emptyText: 'Data Laporan Batal Titip Simpan Kosong',
  successToast: TITIP_MSG.reportFound,
  emptyToast: TITIP_MSG.reportEmpty,
});

/** 'Berdasarkan' of Laporan Titipan Simpan Lunas (default Tanggal Lunas). */
export const TYPE_TGL_LUNAS_TITIP = [
  { value: 'tgl_lunas', label: 'Tanggal Lunas' },
  { value: 'tgl_titip_simpan', label: 'Tanggal Hutang' },
] as const;
/** 'Jenis Pelunasan' (the call's `berdasarkan`). */
export const JENIS_PELUNASAN_FILTER = [
  { value: REPORT_ALL, label: 'SEMUA' },
  { value: 'PELUNASAN', label: 'PELUNASAN' },
  { value: 'PEREMAJAAN', label: 'PEREMAJAAN' },
] as const;

/**
 * Laporan Titipan Simpan Lunas (POST titip-simpan/get/reportlunas): the settlements that stand, by the
 * settlement day (tgl_lunas) or the start of the term they settled (tgl_titip_simpan).
 */
export const LAPORAN_TITIPAN_SIMPAN_LUNAS = defineReport({
  key: 'titip-simpan-lunas',
  path: 'titip-simpan/get/reportlunas',
  route: '/laporan-lunas-titipan-simpan',
  title: 'Laporan Titipan Simpan Lunas',
  fileName: 'LAPORAN TITIPAN SIMPAN LUNAS',
  filters: [
    FILTER.tglAwal,
    FILTER.tglAkhir,
    VALID_BY,
    FILTER.select('type_tgl', 'Berdasarkan', TYPE_TGL_LUNAS_TITIP, 'tgl_lunas', true),
    FILTER.select('berdasarkan', 'Jenis Pelunasan', JENIS_PELUNASAN_FILTER, REPORT_ALL, true),
  ],
  columns: [
    NO_FAKTUR,
    { key: 'tgl_titip_simpan', caption: 'Tanggal Hutang', format: 'date', width: 9 },
    { key: 'tgl_lunas', caption: 'Tanggal Lunas', format: 'date', width: 9 },
    { key: 'jenis', caption: 'Jenis Pelunasan', format: 'text', width: 10 },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 14 },
    rupiah('pokok', 'Jumlah Titip Simpan', 11),
    { key: 'lama_pinjam', caption: 'Lama Pinjam', format: 'number', width: 6 },
    rupiah('bunga_pinjam', 'Bunga', 9),
    rupiah('biaya', 'Biaya', 9),
    rupiah('denda_keterlambatan', 'Denda Keterlambatan', 9),
    rupiah('total_bayar', 'Total Bayar', 11),
    { key: 'kode_sales', caption: 'Sales', format: 'text', width: 7 },
  ],
  emptyText: 'Data Laporan Titipan Simpan Lunas Kosong',
  fitScreen: true,
  successToast: TITIP_MSG.reportFound,
  emptyToast: TITIP_MSG.reportEmpty,
});

/**
 * Laporan Lelang Titipan Simpan (POST titip-simpan/report-hutang-lelang): the deposits auctioned on
 * 'Tanggal Lelang'; lama is the days from tgl_system to the auction (both counted), sisa_rp what paying
 * off would have cost that day.
 */
export const LAPORAN_LELANG_TITIP_SIMPAN = defineReport({
  key: 'titip-simpan-lelang',
  path: 'titip-simpan/report-hutang-lelang',
  route: '/laporan-lelang-titipan-simpan',
  title: 'Laporan Lelang Titip Simpan',
  fileName: 'LAPORAN LELANG TITIP SIMPAN',
  filters: [date('tgl_lelang', 'Tanggal Lelang')],
  columns: [
    { key: 'no_faktur_titip_simpan', caption: 'No Titip Simpan', format: 'text', width: 17, total: 'count' },
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'nama_kreditur', caption: 'Nama Kreditur', format: 'text', width: 18 },
    { key: 'alamat', caption: 'Alamat', format: 'text', width: 22 },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 9, total: 'sum' },
    { key: 'lama', caption: 'Lama (Hari)', format: 'number', width: 9 },
    rupiah('sisa_rp', 'Sisa Rp', 13),
  ],
  emptyText: 'Data Laporan Lelang Titip Simpan Kosong',
  successToast: TITIP_MSG.reportFound,
  emptyToast: TITIP_MSG.reportEmpty,
});

export const TITIP_SIMPAN_REPORTS = [
  LAPORAN_STOCK_TITIPAN_SIMPAN,
  LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN,
  LAPORAN_BATAL_TITIP_SIMPAN,
  LAPORAN_TITIPAN_SIMPAN_LUNAS,
  LAPORAN_LELANG_TITIP_SIMPAN,
] as const;
