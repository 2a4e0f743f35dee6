import { defineReport, defineReportBook } from '../define.ts';
import { FILTER } from '../filters.ts';
import type { ReportBookPart, ReportColumn, ReportDef, ReportFigure } from '../types.ts';

/**
 * Laporan Akhir Hari (reports document, section 2): one day, head office's shop selector, nine tables,
 * each from its own call `GET report/subur/akhir-hari/{part}?tanggal=`. HUTANG BUNGA: the day's
 * redemptions (LUNAS) and extensions (PERPANJANGAN) that stand, with the interest charged; HUTANG
 * MASUK: the day's loans (cancelled ones left out), one row per loan.
 * Before the nine, a summary of the day (chosen paths ringkasan-pembayaran and ringkasan-emas): the
 * money per payment kind with the net cash, and the gold in and out.
 */
export const AKHIR_HARI_MSG = {
  found: 'Laporan Akhir Hari Tersedia',
  empty: 'Laporan Akhir Hari Tidak Tersedia',
  tableEmpty: 'Data Laporan Barang Detail Kosong',
  summaryEmpty: 'Tidak Ada Transaksi Hari Ini',
} as const;

/** The rows of the gold summary: out by sales, in by purchases (trade-ins included). */
export const EMAS_KELUAR = 'EMAS KELUAR (PENJUALAN)';
export const EMAS_MASUK = 'EMAS MASUK (PEMBELIAN)';

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

/**
 * The day's money per payment kind (CASH, TRANSFER, DEBET, CREDIT, TUKAR and any other kind the cash
 * rows hold), every cash row but the SALDO AWAL carried from the day before: the CASH row's `bersih`
 * is the net cash of the day.
 */
export const AKHIR_HARI_RINGKASAN_PEMBAYARAN = part(
  'ringkasan-pembayaran',
  'RINGKASAN PEMBAYARAN',
  [
    { key: 'jenis', caption: 'Jenis Pembayaran', format: 'text', width: 14 },
    { key: 'masuk', caption: 'Masuk', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'keluar', caption: 'Keluar', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'bersih', caption: 'Bersih', format: 'rupiah', width: 12, total: 'sum' },
  ],
  { emptyText: AKHIR_HARI_MSG.summaryEmpty },
);

/** The day's gold out (open sale lines) and in (open purchase lines): pieces, grams and Rupiah. */
export const AKHIR_HARI_RINGKASAN_EMAS = part(
  'ringkasan-emas',
  'RINGKASAN EMAS',
  [
    { key: 'keterangan', caption: 'Keterangan', format: 'text', width: 22 },
    { key: 'qty', caption: 'Qty', format: 'number', width: 7 },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 10 },
    { key: 'rupiah', caption: 'Rupiah', format: 'rupiah', width: 13 },
  ],
  { emptyText: AKHIR_HARI_MSG.summaryEmpty },
);

/** The summary the book opens with. */
export const AKHIR_HARI_SUMMARY = [AKHIR_HARI_RINGKASAN_PEMBAYARAN, AKHIR_HARI_RINGKASAN_EMAS] as const;

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
  { key: 'jenis', caption: 'Jenis', format: 'text', width: 10 },
  { key: 'tgl_hutang', caption: 'Tgl Hutang', format: 'date', width: 9 },
  { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 16, total: 'count' },
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

/** A repair job of the day: its number, customer, item, weight, cost and down payment. */
const SERVICE_COLUMNS: ReportColumn[] = [
  { key: 'no_faktur_service', caption: 'No Faktur Service', format: 'text', width: 16 },
  { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 18, total: 'count' },
  { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 20 },
  { key: 'berat', caption: 'Berat', format: 'gram', width: 8, total: 'sum' },
  { key: 'total', caption: 'Total', format: 'rupiah', width: 11, total: 'sum' },
  { key: 'dp_rp', caption: 'DP', format: 'rupiah', width: 10, total: 'sum' },
];
const SERVICE_INPUT_BY: ReportColumn = { key: 'input_by', caption: 'Input By', format: 'text', width: 8 };

export const AKHIR_HARI_SERVICE_AMBIL = part('service-ambil', 'SERVICE AMBIL', [
  ...SERVICE_COLUMNS,
  { key: 'sisa_rp', caption: 'Sisa Bayar', format: 'rupiah', width: 10, total: 'sum' },
  SERVICE_INPUT_BY,
]);

export const AKHIR_HARI_SERVICE_MASUK = part('service-masuk', 'SERVICE MASUK', [
  ...SERVICE_COLUMNS,
  SERVICE_INPUT_BY,
]);

/** The nine tables in the order the specification lists them. */
export const AKHIR_HARI_TABLES = [
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

/**
 * The key figures of the day from the summary's rows (every shop's when merged): the net cash (the
 * CASH rows' bersih), the non-cash money in, and the grams out and in.
 */
export function akhirHariFigures(parts: readonly ReportBookPart[]): ReportFigure[] {
  const rows = (key: string) => parts.find((p) => p.key === key)?.data.rows ?? [];
  const num = (v: unknown) => Number(v ?? 0) || 0;
  const bayar = rows(AKHIR_HARI_RINGKASAN_PEMBAYARAN.key);
  const emas = rows(AKHIR_HARI_RINGKASAN_EMAS.key);
  const sum = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);
  const cash = bayar.filter((r) => r.jenis === 'CASH');
  const nonCash = bayar.filter((r) => r.jenis !== 'CASH' && r.jenis !== 'TUKAR' && r.jenis !== 'KUPON');
  const grams = (label: string) =>
    sum(
      emas.filter((r) => r.keterangan === label),
      (r) => Math.round(num(r.berat) * 1000),
    ) / 1000;
  return [
    { label: 'Kas Bersih (Cash)', value: sum(cash, (r) => num(r.bersih)), format: 'rupiah' },
    { label: 'Non Cash Masuk', value: sum(nonCash, (r) => num(r.masuk)), format: 'rupiah' },
    { label: 'Emas Keluar (gr)', value: grams(EMAS_KELUAR), format: 'gram' },
    { label: 'Emas Masuk (gr)', value: grams(EMAS_MASUK), format: 'gram' },
  ];
}

/** Every part of the book: the summary, then the nine tables. */
export const AKHIR_HARI_PARTS = [...AKHIR_HARI_SUMMARY, ...AKHIR_HARI_TABLES] as const;

export const LAPORAN_AKHIR_HARI = defineReportBook({
  key: 'akhir-hari',
  path: 'report/subur/akhir-hari',
  route: ROUTE,
  title: 'Laporan Akhir Hari',
  fileName: 'LAPORAN AKHIR HARI',
  parts: AKHIR_HARI_PARTS,
  summary: { parts: AKHIR_HARI_SUMMARY.length, figures: akhirHariFigures },
  submitLabel: 'Filter Laporan',
  loadingLabel: 'Sedang Memfilter',
  successToast: AKHIR_HARI_MSG.found,
  emptyToast: AKHIR_HARI_MSG.empty,
});
