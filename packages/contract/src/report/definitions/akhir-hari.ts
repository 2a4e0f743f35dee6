import { defineReport, defineReportBook } from '../define.ts';
import { FILTER } from '../filters.ts';
import type { ReportColumn, ReportDef } from '../types.ts';

/**
 * Laporan Akhir Hari (reports document, section 2): one day, head office's shop selector, nine tables,
 * each from its own call `GET report/subur/akhir-hari/{part}?tanggal=`. The tables of loans (hutang)
 * and services run their real query over data that does not exist yet and show the empty text.
 */
export const AKHIR_HARI_MSG = {
  found: 'Laporan Akhir Hari Tersedia',
  empty: 'Laporan Akhir Hari Tidak Tersedia',
  tableEmpty: 'Data Laporan Barang Detail Kosong',
} as const;

const ROUTE = '/laporan-akhir-hari';
const FILTERS = [FILTER.tanggal, FILTER.shop];

const part = (key: string, title: string, columns: ReportColumn[], extra: Partial<ReportDef> = {}) =>
  defineReport({
    key: `akhir-hari-${key}`,
    path: `report/subur/akhir-hari/${key}`,
    route: ROUTE,
    title,
    fileName: `LAPORAN AKHIR HARI ${title}`,
    filters: FILTERS,
    columns,
    emptyText: AKHIR_HARI_MSG.tableEmpty,
    successToast: AKHIR_HARI_MSG.found,
    emptyToast: AKHIR_HARI_MSG.empty,
    ...extra,
  });

export const AKHIR_HARI_HANCUR_BARANG = part('hancur-barang', 'HANCUR BARANG', [
  { key: 'jam', caption: 'Jam', format: 'text', width: 6 },
  { key: 'kode_barcode', caption: 'Kode Barcode', format: 'text', width: 9, barcode: true, total: 'count' },
  { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 22 },
  { key: 'kode_group', caption: 'Group', format: 'text', width: 7 },
  { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 6 },
  { key: 'kode_gudang', caption: 'Gudang Asal', format: 'text', width: 8 },
  { key: 'kode_baki', caption: 'Baki Asal', format: 'text', width: 8 },
  { key: 'kondisi', caption: 'Kondisi', format: 'text', width: 10 },
  { key: 'berat', caption: 'Berat', format: 'gram', width: 8, total: 'sum' },
  { key: 'input_by', caption: 'Input By', format: 'text', width: 8 },
]);

export const AKHIR_HARI_HUTANG_BUNGA = part('hutang-bunga', 'HUTANG BUNGA', [
  { key: 'no_faktur_hutang', caption: 'No Faktur Hutang', format: 'text', width: 16 },
  { key: 'tgl_hutang', caption: 'Tgl Hutang', format: 'date', width: 9 },
  { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 18, total: 'count' },
  { key: 'jumlah_hutang', caption: 'Jumlah Hutang', format: 'rupiah', width: 11, total: 'sum' },
  { key: 'lama_pinjam', caption: 'Lama (Hari)', format: 'number', width: 7 },
  { key: 'bunga', caption: 'Bunga (%)', format: 'percent', width: 7 },
  { key: 'bunga_rp', caption: 'Bunga', format: 'rupiah', width: 10, total: 'sum' },
  { key: 'total_bayar', caption: 'Total Bayar', format: 'rupiah', width: 11, total: 'sum' },
  { key: 'input_by', caption: 'Input By', format: 'text', width: 8 },
]);

export const AKHIR_HARI_HUTANG_MASUK = part('hutang-masuk', 'HUTANG MASUK', [
  { key: 'no_faktur_hutang', caption: 'No Faktur Hutang', format: 'text', width: 16 },
  { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 18, total: 'count' },
  { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 20 },
  { key: 'kode_group', caption: 'Group', format: 'text', width: 7 },
  { key: 'berat', caption: 'Berat', format: 'gram', width: 8, total: 'sum' },
  { key: 'jumlah_hutang', caption: 'Jumlah Hutang', format: 'rupiah', width: 11, total: 'sum' },
  { key: 'input_by', caption: 'Input By', format: 'text', width: 8 },
]);

export const AKHIR_HARI_PEMBELIAN = part('pembelian', 'PEMBELIAN', [
  { key: 'jam', caption: 'Jam', format: 'text', width: 6 },
  { key: 'no_faktur_beli', caption: 'No Faktur Beli', format: 'text', width: 16, total: 'count' },
  { key: 'jenis_pembelian', caption: 'Jenis', format: 'text', width: 6 },
  { key: 'kode_sales', caption: 'Sales', format: 'text', width: 7 },
  { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 15 },
  { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 17 },
  { key: 'kode_group', caption: 'Group', format: 'text', width: 6 },
  { key: 'kondisi', caption: 'Kondisi', format: 'text', width: 7 },
  { key: 'berat', caption: 'Berat', format: 'gram', width: 8, total: 'sum' },
  { key: 'harga', caption: 'Harga', format: 'rupiah', width: 11, total: 'sum' },
  { key: 'input_by', caption: 'Input By', format: 'text', width: 7 },
]);

export const AKHIR_HARI_PENJUALAN = part('penjualan', 'PENJUALAN', [
  { key: 'jam', caption: 'Jam', format: 'text', width: 6 },
  { key: 'no_faktur_jual', caption: 'No Faktur Jual', format: 'text', width: 16, total: 'count' },
  { key: 'kode_sales', caption: 'Sales', format: 'text', width: 7 },
  { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 14 },
  { key: 'kode_barcode', caption: 'Kode Barcode', format: 'text', width: 9, barcode: true },
  { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 16 },
  { key: 'kode_group', caption: 'Group', format: 'text', width: 6 },
  { key: 'berat', caption: 'Berat', format: 'gram', width: 7, total: 'sum' },
  { key: 'ongkos', caption: 'Ongkos', format: 'rupiah', width: 9, total: 'sum' },
  { key: 'harga_total', caption: 'Harga', format: 'rupiah', width: 11, total: 'sum' },
  { key: 'input_by', caption: 'Input By', format: 'text', width: 7 },
]);

export const AKHIR_HARI_BATAL_PENJUALAN = part('batal-penjualan', 'BATAL PENJUALAN', [
  { key: 'no_faktur_jual', caption: 'No Faktur Jual', format: 'text', width: 16 },
  { key: 'tgl_jual', caption: 'Tgl Jual', format: 'date', width: 9 },
  { key: 'kode_barcode', caption: 'Kode Barcode', format: 'text', width: 9, barcode: true },
  { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 18, total: 'count' },
  { key: 'berat', caption: 'Berat', format: 'gram', width: 8, total: 'sum' },
  { key: 'harga_total', caption: 'Harga', format: 'rupiah', width: 11, total: 'sum' },
  { key: 'batal_by', caption: 'Batal By', format: 'text', width: 8 },
  { key: 'batal_alasan', caption: 'Alasan', format: 'text', width: 20 },
]);

export const AKHIR_HARI_PENJUALAN_PER_KATEGORI = part(
  'penjualan-per-kategori',
  'PENJUALAN PERKATEGORI',
  [
    { key: 'kode_group', caption: 'Group', format: 'text', width: 10 },
    { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 10 },
    { key: 'qty', caption: 'Qty', format: 'number', width: 7, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 10, total: 'sum' },
    { key: 'ongkos', caption: 'Ongkos', format: 'rupiah', width: 11, total: 'sum' },
    { key: 'harga_total', caption: 'Harga', format: 'rupiah', width: 13, total: 'sum' },
  ],
  {
    group: {
      key: 'kode_kategori',
      header: (row) =>
        `KATEGORI ${row.kode_kategori ?? ''}${row.nama_kategori ? ` - ${row.nama_kategori}` : ''}`,
    },
  },
);

export const AKHIR_HARI_SERVICE_AMBIL = part('service-ambil', 'SERVICE AMBIL', [
  { key: 'no_faktur_service', caption: 'No Faktur Service', format: 'text', width: 16 },
  { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 18, total: 'count' },
  { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 20 },
  { key: 'berat', caption: 'Berat', format: 'gram', width: 8, total: 'sum' },
  { key: 'total', caption: 'Total', format: 'rupiah', width: 11, total: 'sum' },
  { key: 'dp_rp', caption: 'DP', format: 'rupiah', width: 10, total: 'sum' },
  { key: 'sisa_rp', caption: 'Sisa Bayar', format: 'rupiah', width: 10, total: 'sum' },
  { key: 'input_by', caption: 'Input By', format: 'text', width: 8 },
]);

export const AKHIR_HARI_SERVICE_MASUK = part('service-masuk', 'SERVICE MASUK', [
  { key: 'no_faktur_service', caption: 'No Faktur Service', format: 'text', width: 16 },
  { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 18, total: 'count' },
  { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 20 },
  { key: 'berat', caption: 'Berat', format: 'gram', width: 8, total: 'sum' },
  { key: 'total', caption: 'Total', format: 'rupiah', width: 11, total: 'sum' },
  { key: 'dp_rp', caption: 'DP', format: 'rupiah', width: 10, total: 'sum' },
  { key: 'input_by', caption: 'Input By', format: 'text', width: 8 },
]);

/** The nine tables in the order the specification lists them. */
export const AKHIR_HARI_PARTS = [
  AKHIR_HARI_HANCUR_BARANG,
  AKHIR_HARI_HUTANG_BUNGA,
  AKHIR_HARI_HUTANG_MASUK,
  AKHIR_HARI_PEMBELIAN,
  AKHIR_HARI_PENJUALAN,
  AKHIR_HARI_BATAL_PENJUALAN,
  AKHIR_HARI_PENJUALAN_PER_KATEGORI,
  AKHIR_HARI_SERVICE_AMBIL,
  AKHIR_HARI_SERVICE_MASUK,
] as const;

export const LAPORAN_AKHIR_HARI = defineReportBook({
  key: 'akhir-hari',
  path: 'report/subur/akhir-hari',
  route: ROUTE,
  title: 'Laporan Akhir Hari',
  fileName: 'LAPORAN AKHIR HARI',
  parts: AKHIR_HARI_PARTS,
  submitLabel: 'Filter Laporan',
  loadingLabel: 'Sedang Memfilter',
  successToast: AKHIR_HARI_MSG.found,
  emptyToast: AKHIR_HARI_MSG.empty,
});
