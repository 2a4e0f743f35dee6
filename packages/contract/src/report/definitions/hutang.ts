import { HUTANG_MSG } from '../../api/hutang.ts';
import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';
import type { ReportFilter } from '../types.ts';

/**
 * The reports of pawn loans (hutang). Money is whole Rupiah, weights grams; a cancelled loan (BATAL)
 * was never lent (its money came back) and is left out of every one of them; so are redemptions that
 * batal-lunas reversed (their hutang_bayar row is BATAL), except in the override report.
 */

const date = (key: string, label: string): ReportFilter => ({ key, label, kind: 'date' });
const ALL = [{ value: REPORT_ALL, label: 'SEMUA' }];
/** The shared empty answer of the loan reports (document 3, section 8: loan report). */
const EMPTY = HUTANG_MSG.reportEmpty;

/**
 * Laporan Pinjaman (document 3, 'Loan detail report'; POST hutang/get/report answers the same loans
 * with their pieces nested): the loans taken in the period, one row per loan, its pieces' names and
 * price groups joined. lama_pinjam is the days from tgl_hutang to the redemption, the auction or (still
 * open) the business day, both counted.
 */
export const LAPORAN_PINJAMAN = defineReport({
  key: 'hutang-pinjaman',
  path: 'hutang/get/report',
  route: '/laporan-pinjaman',
  title: 'Laporan Pinjaman',
  fileName: 'LAPORAN PINJAMAN',
  filters: [FILTER.tglAwal, FILTER.tglAkhir],
  columns: [
    { key: 'no_faktur_hutang', caption: 'No Faktur Hutang', format: 'text', width: 16, total: 'count' },
    { key: 'tgl_hutang', caption: 'Tgl Hutang', format: 'date', width: 10 },
    { key: 'tgl_tempo', caption: 'Jatuh Tempo', format: 'date', width: 11 },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 14 },
    { key: 'alamat_customer', caption: 'Alamat', format: 'text', width: 11 },
    { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 14 },
    {
      key: 'kelompok_harga',
      caption: 'Kelompok Harga',
      format: 'text',
      width: 8,
      in: ['screen', 'xlsx', 'csv'],
    },
    { key: 'jumlah', caption: 'Qty', format: 'number', width: 4, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 7, total: 'sum' },
    { key: 'berat_bruto', caption: 'Bruto', format: 'gram', width: 7, total: 'sum' },
    { key: 'jumlah_hutang', caption: 'Jumlah Hutang', format: 'rupiah', width: 15, total: 'sum' },
    { key: 'bunga', caption: 'Bunga %', format: 'percent', width: 9 },
    { key: 'lama_pinjam', caption: 'Lama', format: 'number', width: 7 },
    { key: 'kode_sales', caption: 'Sales', format: 'text', width: 6 },
    { key: 'status', caption: 'Status', format: 'text', width: 7 },
  ],
  emptyText: 'Data Laporan Pinjaman Kosong',
  successToast: HUTANG_MSG.reportFound,
  emptyToast: EMPTY,
});

/** Laporan Penebusan Detail's sort-by choices (document 2: entry date, paid-off date, loan invoice). */
export const SORT_PENEBUSAN = [
  { value: 'tgl_lunas', label: 'Tanggal Lunas' },
  { value: 'tgl_hutang', label: 'Tanggal Hutang' },
  { value: 'no_faktur_hutang', label: 'No Faktur Hutang' },
] as const;

/**
 * Laporan Penebusan Detail (document 2; GET hutang/report-penebusan-detail): the redemptions (lunas)
 * of the period that stand, one line per piece (the loan's days, computed and charged interest on its
 * first), answered as document 2's redemption with detail_barang[].
 * no_pinjam narrows it to one loan number (or its start).
 */
export const LAPORAN_PENEBUSAN_DETAIL = defineReport({
  key: 'hutang-penebusan-detail',
  path: 'hutang/report-penebusan-detail',
  route: '/laporan-penebusan-detail',
  title: 'Laporan Penebusan Detail',
  fileName: 'LAPORAN PENEBUSAN DETAIL',
  filters: [
    date('tgl_from', 'Tanggal Dari'),
    date('tgl_to', 'Tanggal Sampai'),
    FILTER.text('no_pinjam', 'No Pinjam', 40),
    FILTER.sortBy(SORT_PENEBUSAN),
  ],
  columns: [
    { key: 'no_faktur_hutang', caption: 'No Faktur Hutang', format: 'text', width: 16, total: 'count' },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 13 },
    { key: 'alamat_customer', caption: 'Alamat', format: 'text', width: 13, in: ['screen', 'xlsx', 'csv'] },
    { key: 'tgl_hutang', caption: 'Tgl Hutang', format: 'date', width: 10 },
    { key: 'tgl_lunas', caption: 'Tgl Lunas', format: 'date', width: 10 },
    { key: 'lama_pinjam', caption: 'Lama', format: 'number', width: 7 },
    { key: 'kode_sales', caption: 'Sales', format: 'text', width: 6 },
    { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 13 },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 7, total: 'sum' },
    { key: 'jumlah_hutang', caption: 'Jumlah Hutang', format: 'rupiah', width: 15, total: 'sum' },
    { key: 'bunga', caption: 'Bunga %', format: 'percent', width: 9 },
    { key: 'bunga_pinjam', caption: 'Bunga Hitung', format: 'rupiah', width: 13, total: 'sum' },
    { key: 'bunga_rp', caption: 'Bunga Bayar', format: 'rupiah', width: 13, total: 'sum' },
    { key: 'total_bayar', caption: 'Total Bayar', format: 'rupiah', width: 11, total: 'sum' },
  ],
  // Document 2's redemption: its fields and detail_barang[] with nama_barang and berat.
  nest: { key: 'detail_barang', by: 'no_faktur_hutang', fields: ['nama_barang', 'berat'] },
  emptyText: 'Data Laporan Penebusan Kosong',
  successToast: 'Laporan Penebusan Detail Tersedia',
  emptyToast: EMPTY,
});

/**
 * Laporan Pinjaman Rekap: per loan day, the loans taken (count, pieces, weights, principal) and how
 * much of that principal is still open (AKTIF), redeemed (LUNAS) or auctioned (LELANG) today.
 */
export const LAPORAN_PINJAMAN_REKAP = defineReport({
  key: 'hutang-pinjaman-rekap',
  path: 'hutang/report-pinjaman-rekap',
  route: '/laporan-pinjaman-rekap',
  title: 'Laporan Pinjaman Rekap',
  fileName: 'LAPORAN PINJAMAN REKAP',
  filters: [date('tgl_from', 'Tanggal Dari'), date('tgl_to', 'Tanggal Sampai')],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 9 },
    { key: 'transaksi', caption: 'Transaksi', format: 'number', width: 6, total: 'sum' },
    { key: 'jumlah', caption: 'Qty', format: 'number', width: 5, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 9, total: 'sum' },
    { key: 'berat_bruto', caption: 'Berat Bruto', format: 'gram', width: 9, total: 'sum' },
    { key: 'jumlah_hutang', caption: 'Jumlah Hutang', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'aktif_rp', caption: 'Masih Aktif', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'lunas_rp', caption: 'Sudah Lunas', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'lelang_rp', caption: 'Dilelang', format: 'rupiah', width: 12, total: 'sum' },
  ],
  emptyText: 'Data Laporan Pinjaman Rekap Kosong',
  successToast: 'Laporan Pinjaman Rekap Tersedia',
  emptyToast: EMPTY,
});

/** The payments Laporan Penebusan Rekap counts: redemptions, extensions' interest, or both. */
export const JENIS_PENEBUSAN = [
  { value: REPORT_ALL, label: 'SEMUA' },
  { value: 'LUNAS', label: 'PELUNASAN' },
  { value: 'PERPANJANGAN', label: 'PERPANJANGAN' },
] as const;

/**
 * Laporan Penebusan Rekap: per payment day and kind (LUNAS, PERPANJANGAN), the payments that stand:
 * count, principal paid back, the computed and the charged interest, and the total paid (the day's
 * HUTANG LUNAS cash less what batal-lunas gave back).
 */
export const LAPORAN_PENEBUSAN_REKAP = defineReport({
  key: 'hutang-penebusan-rekap',
  path: 'hutang/report-penebusan-rekap',
  route: '/laporan-penebusan-rekap',
  title: 'Laporan Penebusan Rekap',
  fileName: 'LAPORAN PENEBUSAN REKAP',
  filters: [
    date('tgl_from', 'Tanggal Dari'),
    date('tgl_to', 'Tanggal Sampai'),
    FILTER.select('jenis', 'Jenis Pelunasan', JENIS_PENEBUSAN),
  ],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 9 },
    { key: 'jenis', caption: 'Jenis', format: 'text', width: 10 },
    { key: 'transaksi', caption: 'Transaksi', format: 'number', width: 6, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 9, total: 'sum' },
    { key: 'pokok', caption: 'Pokok', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'bunga_pinjam', caption: 'Bunga Hitung', format: 'rupiah', width: 11, total: 'sum' },
    { key: 'bunga_rp', caption: 'Bunga Bayar', format: 'rupiah', width: 11, total: 'sum' },
    { key: 'total_bayar', caption: 'Total Bayar', format: 'rupiah', width: 12, total: 'sum' },
  ],
  emptyText: 'Data Laporan Penebusan Rekap Kosong',
  successToast: 'Laporan Penebusan Rekap Tersedia',
  emptyToast: EMPTY,
});

/**
 * Laporan Lelang Hutang (document 3; POST hutang/report-hutang-lelang answers the same rows): the loans
 * auctioned on 'Tanggal Lelang'. lama and sisa_rp: ../../hutang/lelang.ts (lelangSisa).
 */
export const LAPORAN_HUTANG_LELANG = defineReport({
  key: 'hutang-lelang',
  path: 'hutang/report-hutang-lelang',
  route: '/laporan-lelang-hutang',
  title: 'Laporan Hutang Lelang',
  fileName: 'LAPORAN HUTANG LELANG',
  filters: [date('tgl_lelang', 'Tanggal Lelang')],
  columns: [
    { key: 'no_hutang', caption: 'No Hutang', format: 'text', width: 17, total: 'count' },
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'nama_kreditur', caption: 'Nama Kreditur', format: 'text', width: 18 },
    { key: 'alamat', caption: 'Alamat', format: 'text', width: 22 },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 9, total: 'sum' },
    { key: 'lama', caption: 'Lama (Hari)', format: 'number', width: 9 },
    { key: 'sisa_rp', caption: 'Sisa Rp', format: 'rupiah', width: 13, total: 'sum' },
  ],
  emptyText: 'Data Laporan Lelang Hutang Kosong',
  successToast: HUTANG_MSG.reportFound,
  emptyToast: EMPTY,
});

/**
 * Laporan Global Stock Pinjam: the pledged pieces lying in warehouse TITIP at the end of a day (from the
 * stock ledger), per group and kadar: loans, items, pieces and weights.
 */
export const LAPORAN_GLOBAL_STOCK_PINJAM = defineReport({
  key: 'hutang-global-stock-pinjam',
  path: 'hutang/report-global-stock-pinjam',
  route: '/laporan-global-stock-pinjam',
  title: 'Laporan Global Stock Pinjam',
  fileName: 'LAPORAN GLOBAL STOCK PINJAM',
  filters: [FILTER.tanggal, FILTER.master('kode_group', 'Group', 'group', ALL)],
  columns: [
    { key: 'kode_group', caption: 'Group', format: 'text', width: 12 },
    { key: 'kadar', caption: 'Kadar (%)', format: 'percent', width: 8 },
    // A loan with pieces of two groups counts in both: no column total.
    { key: 'transaksi', caption: 'Transaksi', format: 'number', width: 8 },
    { key: 'qty', caption: 'Barang', format: 'number', width: 8, total: 'sum' },
    { key: 'jumlah', caption: 'Qty', format: 'number', width: 8, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 11, total: 'sum' },
    { key: 'berat_bruto', caption: 'Berat Bruto', format: 'gram', width: 11, total: 'sum' },
  ],
  emptyText: 'Data Laporan Stock Pinjam Kosong',
  successToast: 'Laporan Global Stock Pinjam Tersedia',
  emptyToast: EMPTY,
});

/**
 * Laporan Override Bunga Hutang (DESIGN.md 'Computed versus charged'): redemptions and extensions that
 * charged less interest than computed, with the SPV/OWN authorisation that let it through (BUNGA DI
 * BAWAH PERHITUNGAN). Reversed redemptions are listed too, with their status.
 */
export const LAPORAN_OVERRIDE_BUNGA_HUTANG = defineReport({
  key: 'hutang-override-bunga',
  path: 'hutang/report/override-bunga',
  route: '/laporan-override-bunga-hutang',
  title: 'Laporan Override Bunga Hutang',
  fileName: 'LAPORAN OVERRIDE BUNGA HUTANG',
  filters: [date('tgl_from', 'Tanggal Dari'), date('tgl_to', 'Tanggal Sampai')],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 9 },
    { key: 'no_bayar', caption: 'No Bayar', format: 'text', width: 17, total: 'count' },
    { key: 'jenis', caption: 'Jenis', format: 'text', width: 10 },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 14 },
    { key: 'jumlah_hutang', caption: 'Jumlah Hutang', format: 'rupiah', width: 15 },
    { key: 'lama_pinjam', caption: 'Lama', format: 'number', width: 7 },
    { key: 'bunga_pinjam', caption: 'Bunga Hitung', format: 'rupiah', width: 13, total: 'sum' },
    { key: 'bunga_rp', caption: 'Bunga Bayar', format: 'rupiah', width: 13, total: 'sum' },
    { key: 'selisih', caption: 'Selisih', format: 'rupiah', width: 10, total: 'sum' },
    { key: 'id_otorisasi', caption: 'Otorisasi', format: 'text', width: 15 },
    { key: 'authorised_by', caption: 'Oleh', format: 'text', width: 7 },
    { key: 'input_by', caption: 'Input By', format: 'text', width: 8 },
    { key: 'status', caption: 'Status', format: 'text', width: 6 },
  ],
  emptyText: 'Data Laporan Override Bunga Hutang Kosong',
  successToast: 'Laporan Override Bunga Hutang Tersedia',
  emptyToast: EMPTY,
});

export const HUTANG_REPORTS = [
  LAPORAN_PINJAMAN,
  LAPORAN_PENEBUSAN_DETAIL,
  LAPORAN_PINJAMAN_REKAP,
  LAPORAN_PENEBUSAN_REKAP,
  LAPORAN_HUTANG_LELANG,
  LAPORAN_GLOBAL_STOCK_PINJAM,
  LAPORAN_OVERRIDE_BUNGA_HUTANG,
] as const;
