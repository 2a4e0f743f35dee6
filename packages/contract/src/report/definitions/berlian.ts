import { BERLIAN_MSG } from '../../berlian/stones.ts';
import { defineReport, defineReportBook } from '../define.ts';
import { FILTER } from '../filters.ts';
import type { ReportColumn, ReportFilter, ReportFilterOption } from '../types.ts';

/**
 * The diamond reports (BERLIAN_MODULE, gated by their routes): Laporan Penjualan Berlian at
 * `penjualan/get/report/berlian` with the filters of the reports document (section 7) and Laporan
 * Buku Berlian, the diamond stock book (items, their stones, their movements).
 */

/** The documents send ALL for 'every value' and a missing filter means ALL. */
export const BERLIAN_ALL = 'ALL';
const ALL: ReportFilterOption = { value: BERLIAN_ALL, label: 'SEMUA' };

/** `type`: the tag's currency (USD at a kurs, or a fixed Rupiah price). */
export const BERLIAN_TYPE = [ALL, { value: 'USD', label: 'USD' }, { value: 'IDR', label: 'IDR' }] as const;
/** `type_transaksi`: a counter sale (JUAL) or the pick-up of a diamond order (PESANAN). */
export const BERLIAN_TYPE_TRANSAKSI = [
  ALL,
  { value: 'JUAL', label: 'PENJUALAN' },
  { value: 'PESANAN', label: 'PESANAN' },
] as const;
/** `type_laporan`: the sale lines standing (AKTIF) or cancelled (BATAL). */
export const BERLIAN_TYPE_LAPORAN = [
  ALL,
  { value: 'AKTIF', label: 'AKTIF' },
  { value: 'BATAL', label: 'BATAL' },
] as const;

const select = (key: string, label: string, options: readonly ReportFilterOption[]): ReportFilter => ({
  ...FILTER.select(key, label, options, BERLIAN_ALL, true),
});
const amount = (key: string, label: string): ReportFilter => FILTER.rupiah(key, label);

/** A master's codes or SEMUA (ALL, as the documents send it, is read the same). */
const master = (key: string, label: string, m: string): ReportFilter => ({
  key,
  label,
  kind: 'master',
  master: m,
});

export const LAPORAN_PENJUALAN_BERLIAN = defineReport({
  key: 'penjualan-berlian',
  path: 'penjualan/get/report/berlian',
  route: '/laporan-penjualan-berlian',
  title: 'Laporan Penjualan Berlian',
  fileName: 'LAPORAN PENJUALAN BERLIAN',
  fontSize: 7,
  filters: [
    FILTER.tglAwal,
    FILTER.tglAkhir,
    master('kode_dept', 'Jenis', 'jenis'),
    select('type', 'Type', BERLIAN_TYPE),
    master('kode_sales', 'Sales', 'sales'),
    select('type_laporan', 'Type Laporan', BERLIAN_TYPE_LAPORAN),
    select('type_transaksi', 'Type Transaksi', BERLIAN_TYPE_TRANSAKSI),
    amount('harga_dari', 'Harga Dari'),
    amount('harga_sampai', 'Harga Sampai'),
    FILTER.text('kode_intern', 'Kode Intern', 50),
    master('supplier_barang', 'Supplier', 'master-supplier-berlian'),
    // `uid` (the caller's request id) is accepted and does not filter.
  ],
  columns: [
    { key: 'no_faktur_jual', caption: 'No Faktur', format: 'text', width: 17, total: 'count' },
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'kode_sales', caption: 'Sales', format: 'text', width: 7 },
    { key: 'nama_customer', caption: 'Customer', format: 'text', width: 16 },
    { key: 'kode_barcode', caption: 'Barcode', format: 'text', width: 9, barcode: true },
    { key: 'kode_intern', caption: 'Kode Intern', format: 'text', width: 11 },
    { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 20 },
    { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 6 },
    { key: 'supplier_barang', caption: 'Supplier', format: 'text', width: 8 },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 8, total: 'sum' },
    { key: 'qty_batu', caption: 'Qty Batu', format: 'number', width: 6, total: 'sum' },
    { key: 'total_carat', caption: 'Total Ct', format: 'number', width: 7, total: 'sum' },
    { key: 'keterangan_berlian', caption: 'Keterangan Berlian', format: 'text', width: 26 },
    { key: 'curr', caption: 'Curr', format: 'text', width: 5 },
    { key: 'total_usd', caption: 'Total USD', format: 'number', width: 9, total: 'sum' },
    { key: 'kurs', caption: 'Kurs', format: 'rupiah', width: 8 },
    { key: 'total_berlian_rp', caption: 'Total Berlian Rp', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'ongkos_berlian', caption: 'Ongkos', format: 'rupiah', width: 10, total: 'sum' },
    { key: 'harga_total', caption: 'Harga Total', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'type_transaksi', caption: 'Transaksi', format: 'text', width: 8 },
    { key: 'status', caption: 'Status', format: 'text', width: 6 },
  ],
  emptyText: 'Data Laporan Penjualan Berlian Kosong',
  successToast: BERLIAN_MSG.found,
  emptyToast: BERLIAN_MSG.empty,
});

// ---------------------------------------------------------------------------------------------
// Laporan Buku Berlian

const BUKU_ROUTE = '/laporan-buku-berlian';
const BUKU_FILTERS: readonly ReportFilter[] = [
  FILTER.tglAwal,
  FILTER.tglAkhir,
  master('kode_dept', 'Jenis', 'jenis'),
  master('kode_gudang', 'Gudang', 'gudang'),
];
export const BUKU_BERLIAN_MSG = {
  found: 'Laporan Buku Berlian Tersedia',
  empty: 'Data Yang Anda Cari Tidak Ada',
  tableEmpty: 'Data Kosong',
} as const;

const bukuPart = (key: string, title: string, columns: ReportColumn[]) =>
  defineReport({
    key: `buku-berlian-${key}`,
    path: `berlian/report/buku/${key}`,
    route: BUKU_ROUTE,
    title,
    fileName: `LAPORAN BUKU BERLIAN ${title}`,
    fontSize: 7,
    filters: BUKU_FILTERS,
    columns,
    emptyText: BUKU_BERLIAN_MSG.tableEmpty,
    successToast: BUKU_BERLIAN_MSG.found,
    emptyToast: BUKU_BERLIAN_MSG.empty,
  });

/** The diamond items added up to the end date, where they lie now and their tag price. */
export const BUKU_BERLIAN_BARANG = bukuPart('barang', 'BARANG BERLIAN', [
  { key: 'kode_barcode', caption: 'Barcode', format: 'text', width: 9, barcode: true, total: 'count' },
  { key: 'kode_intern', caption: 'Kode Intern', format: 'text', width: 11 },
  { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 20 },
  { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 6 },
  { key: 'kode_gudang', caption: 'Gudang', format: 'text', width: 7 },
  { key: 'kode_baki', caption: 'Baki', format: 'text', width: 6 },
  { key: 'tgl_input', caption: 'Tgl Input', format: 'date', width: 10 },
  { key: 'berat', caption: 'Berat', format: 'gram', width: 8, total: 'sum' },
  { key: 'qty_batu', caption: 'Qty Batu', format: 'number', width: 6, total: 'sum' },
  { key: 'total_carat', caption: 'Total Ct', format: 'number', width: 7, total: 'sum' },
  { key: 'curr', caption: 'Curr', format: 'text', width: 5 },
  { key: 'total_usd', caption: 'Total USD', format: 'number', width: 9, total: 'sum' },
  { key: 'kurs', caption: 'Kurs', format: 'rupiah', width: 8 },
  { key: 'total_harga', caption: 'Harga Berlian', format: 'rupiah', width: 12, total: 'sum' },
  { key: 'ongkos_berlian', caption: 'Ongkos', format: 'rupiah', width: 10, total: 'sum' },
  { key: 'supplier_barang', caption: 'Supplier', format: 'text', width: 8 },
  { key: 'status', caption: 'Status', format: 'text', width: 7 },
]);

/** Every stone of those items, one row per stone line of data_berlian. */
export const BUKU_BERLIAN_BATU = bukuPart('batu', 'BATU', [
  { key: 'kode_barcode', caption: 'Barcode', format: 'text', width: 9, barcode: true },
  { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 20 },
  { key: 'kode_batu', caption: 'Kode Batu', format: 'text', width: 13 },
  { key: 'kode_jenis_batu', caption: 'Jenis Batu', format: 'text', width: 8 },
  { key: 'kode_shape', caption: 'Shape', format: 'text', width: 6 },
  { key: 'kode_color', caption: 'Color', format: 'text', width: 6 },
  { key: 'kode_clarity', caption: 'Clarity', format: 'text', width: 6 },
  { key: 'berat_carat', caption: 'Ct/Batu', format: 'number', width: 7 },
  { key: 'qty', caption: 'Qty', format: 'number', width: 6, total: 'sum' },
  { key: 'total_carat', caption: 'Total Ct', format: 'number', width: 7, total: 'sum' },
  { key: 'status', caption: 'Status', format: 'text', width: 7 },
]);

/** The stock ledger of those items in the period: added, moved, sold, cancelled, destroyed. */
export const BUKU_BERLIAN_MUTASI = bukuPart('mutasi', 'MUTASI', [
  { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
  { key: 'kode_barcode', caption: 'Barcode', format: 'text', width: 9, barcode: true },
  { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 20 },
  { key: 'jenis', caption: 'Mutasi', format: 'text', width: 10 },
  { key: 'kode_gudang', caption: 'Gudang', format: 'text', width: 7 },
  { key: 'kode_baki', caption: 'Baki', format: 'text', width: 6 },
  { key: 'qty', caption: 'Qty', format: 'number', width: 5, total: 'sum' },
  { key: 'berat', caption: 'Berat', format: 'gram', width: 8, total: 'sum' },
  { key: 'no_ref', caption: 'No Ref', format: 'text', width: 18 },
  { key: 'input_by', caption: 'Input By', format: 'text', width: 8 },
]);

export const BUKU_BERLIAN_PARTS = [BUKU_BERLIAN_BARANG, BUKU_BERLIAN_BATU, BUKU_BERLIAN_MUTASI] as const;

export const LAPORAN_BUKU_BERLIAN = defineReportBook({
  key: 'buku-berlian',
  path: 'berlian/report/buku',
  route: BUKU_ROUTE,
  title: 'Laporan Buku Berlian',
  fileName: 'LAPORAN BUKU BERLIAN',
  parts: BUKU_BERLIAN_PARTS,
  successToast: BUKU_BERLIAN_MSG.found,
  emptyToast: BUKU_BERLIAN_MSG.empty,
});

export const BERLIAN_REPORTS = [LAPORAN_PENJUALAN_BERLIAN, ...BUKU_BERLIAN_PARTS] as const;
