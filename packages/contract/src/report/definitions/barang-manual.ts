import { CETAK_REPORT_SUMMARY, SUMMARY_LAYOUT_SHOPS } from '../../api/barang-manual.ts';
import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';
import type { ReportColumn, ReportFilter, ReportNesting } from '../types.ts';

const ALL = [{ value: REPORT_ALL, label: 'SEMUA' }];
const TGL_FROM: ReportFilter = { key: 'tgl_from', label: 'Tanggal Awal', kind: 'date' };
const TGL_TO: ReportFilter = { key: 'tgl_to', label: 'Tanggal Akhir', kind: 'date' };
const GROUP_DEPT: ReportFilter[] = [
  FILTER.master('kode_group', 'Group', 'group', ALL),
  FILTER.master('kode_dept', 'Jenis', 'jenis', ALL),
];
const toasts = (what: string) => ({
  emptyText: `Data ${what} Kosong`,
  successToast: 'Laporan Tersedia',
  emptyToast: 'Laporan Tidak Tersedia',
});

/** A ledger report of manual goods (tambah, pindah, hancur) over a period. */
const mutasiReport = (jenis: string, word: string, extra: ReportColumn[]) =>
  defineReport({
    key: `${word}-barang-manual`,
    path: `barang-manual/reports-${word}`,
    route: `/laporan-${word}-barang-manual`,
    title: `Laporan ${jenis} Barang Manual`,
    fileName: `LAPORAN ${jenis.toUpperCase()} BARANG MANUAL`,
    filters: [TGL_FROM, TGL_TO],
    columns: [
      { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
      { key: 'no_ref', caption: `No ${jenis}`, format: 'text', width: 20, total: 'count' },
      { key: 'kode_gudang', caption: 'Gudang', format: 'text', width: 8 },
      { key: 'kode_toko', caption: 'Baki', format: 'text', width: 8 },
      { key: 'kode_group', caption: 'Group', format: 'text', width: 10 },
      { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 10 },
      ...extra,
      { key: 'qty', caption: 'Qty', format: 'number', width: 6, total: 'sum' },
      { key: 'berat', caption: 'Berat', format: 'gram', width: 10, total: 'sum' },
      { key: 'input_by', caption: 'Input By', format: 'text', width: 10 },
    ],
    ...toasts(`Laporan ${jenis} Barang Manual`),
  });

export const LAPORAN_TAMBAH_BARANG_MANUAL = mutasiReport('Tambah', 'tambah', [
  { key: 'harga', caption: 'Harga Modal', format: 'rupiah', width: 12 },
]);
export const LAPORAN_PINDAH_BARANG_MANUAL = mutasiReport('Pindah', 'pindah', [
  { key: 'keterangan', caption: 'Baki Tujuan', format: 'text', width: 12 },
]);
export const LAPORAN_HANCUR_BARANG_MANUAL = mutasiReport('Hancur', 'hancur', [
  { key: 'keterangan', caption: 'Keterangan', format: 'text', width: 14 },
]);

/**
 * Laporan Barang Manual Summary (`GET barang-manual/report-summary {tanggal, cetak_report}`): one
 * day's balance per tray (per_baki) or per type (jenis). The layout choice is offered only to the
 * shops MLT and NQC (`shops` of the filter); the server answers per_baki for every other shop.
 */
export const LAPORAN_SUMMARY_BARANG_MANUAL = defineReport({
  key: 'summary-barang-manual',
  path: 'barang-manual/report-summary',
  route: '/laporan-summary-barang-manual',
  title: 'Laporan Barang Manual Summary',
  fileName: 'LAPORAN BARANG MANUAL SUMMARY',
  fitScreen: true,
  filters: [
    FILTER.tanggal,
    {
      ...(FILTER.select(
        'cetak_report',
        'Cetak Report',
        [
          { value: CETAK_REPORT_SUMMARY[0], label: 'PER BAKI' },
          { value: CETAK_REPORT_SUMMARY[1], label: 'JENIS' },
        ],
        CETAK_REPORT_SUMMARY[0],
        true,
      ) as Extract<ReportFilter, { kind: 'select' }>),
      shops: SUMMARY_LAYOUT_SHOPS,
    },
  ],
  columns: [
    { key: '_id', caption: 'Baki / Jenis', format: 'text', width: 14, total: 'count' },
    { key: 'stock_awal', caption: 'Stock Awal', format: 'number', width: 8, total: 'sum' },
    { key: 'berat_awal', caption: 'Berat Awal', format: 'gram', width: 10, total: 'sum' },
    { key: 'stock_tambah', caption: 'Stock Tambah', format: 'number', width: 8, total: 'sum' },
    { key: 'berat_tambah', caption: 'Berat Tambah', format: 'gram', width: 10, total: 'sum' },
    { key: 'stock_hancur', caption: 'Stock Hancur', format: 'number', width: 8, total: 'sum' },
    { key: 'berat_hancur', caption: 'Berat Hancur', format: 'gram', width: 10, total: 'sum' },
    { key: 'stock_jual', caption: 'Stock Jual', format: 'number', width: 8, total: 'sum' },
    { key: 'berat_jual', caption: 'Berat Jual', format: 'gram', width: 10, total: 'sum' },
    { key: 'stock_akhir', caption: 'Stock Akhir', format: 'number', width: 8, total: 'sum' },
    { key: 'berat_akhir', caption: 'Berat Akhir', format: 'gram', width: 10, total: 'sum' },
    { key: 'harga_modal', caption: 'Harga Modal', format: 'rupiah', width: 12 },
  ],
  ...toasts('Laporan Barang Manual Summary'),
});

/**
 * Document 2's manual purchase row: pembayaran[{jenis, jumlah_in}]. The answer folds the payment
 * columns (on the invoice's first line) into its entries; the exports print the columns (nest.ts).
 */
export const PEMBAYARAN_MANUAL_NEST: ReportNesting = {
  key: 'pembayaran',
  from: {
    columns: { cash: 'CASH', debet: 'DEBET', credit: 'CREDIT', transfer: 'TRANSFER' },
    name: 'jenis',
    value: 'jumlah_in',
  },
};

const PAYMENT_COLUMNS: ReportColumn[] = ['cash', 'debet', 'credit', 'transfer'].map((k) => ({
  key: k,
  caption: k.toUpperCase(),
  format: 'rupiah',
  width: 11,
  total: 'sum',
  in: ['xlsx', 'csv'],
}));

/** Laporan (Batal) Pembelian Manual: the spec's columns; the exports add the payment columns. */
const pembelianReport = (batal: boolean) =>
  defineReport({
    key: batal ? 'batal-pembelian-manual' : 'pembelian-manual',
    path: batal ? 'batal-pembelian-manual/reports' : 'pembelian-manual/reports',
    route: batal ? '/laporan-batal-pembelian-manual' : '/laporan-pembelian-manual',
    title: batal ? 'Laporan Batal Pembelian Manual' : 'Laporan Pembelian Manual',
    fileName: batal ? 'LAPORAN BATAL PEMBELIAN MANUAL' : 'LAPORAN PEMBELIAN MANUAL',
    filters: batal ? [TGL_FROM, TGL_TO] : [...GROUP_DEPT, TGL_FROM, TGL_TO],
    columns: [
      { key: 'no_faktur_beli', caption: 'No Faktur', format: 'text', width: 20, total: 'count' },
      { key: 'kode_sales', caption: 'Sales', format: 'text', width: 8 },
      { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 10 },
      { key: 'deskripsi_beli', caption: 'Deskripsi', format: 'text', width: 18 },
      { key: 'stock', caption: 'Qty', format: 'number', width: 6, total: 'sum' },
      { key: 'konversi_berat', caption: 'Konversi Berat', format: 'gram', width: 10, total: 'sum' },
      { key: 'berat_atribut', caption: 'Berat Atribut', format: 'gram', width: 10, total: 'sum' },
      { key: 'berat', caption: 'Berat', format: 'gram', width: 10, total: 'sum' },
      { key: 'harga_beli', caption: 'Harga', format: 'rupiah', width: 12, total: 'sum' },
      ...PAYMENT_COLUMNS,
    ],
    nest: PEMBAYARAN_MANUAL_NEST,
    ...toasts(batal ? 'Laporan Batal Pembelian Manual' : 'Laporan Pembelian Manual'),
  });

/** Laporan (Batal) Penjualan Manual. */
const penjualanReport = (batal: boolean) =>
  defineReport({
    key: batal ? 'batal-penjualan-manual' : 'penjualan-manual',
    path: batal ? 'batal-penjualan-manual/reports' : 'penjualan-manual/reports',
    route: batal ? '/laporan-batal-penjualan-manual' : '/laporan-penjualan-manual',
    title: batal ? 'Laporan Batal Penjualan Manual' : 'Laporan Penjualan Manual',
    fileName: batal ? 'LAPORAN BATAL PENJUALAN MANUAL' : 'LAPORAN PENJUALAN MANUAL',
    filters: batal ? [TGL_FROM, TGL_TO] : [...GROUP_DEPT, TGL_FROM, TGL_TO],
    columns: [
      { key: 'no_faktur_jual', caption: 'No Faktur', format: 'text', width: 20, total: 'count' },
      { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
      { key: 'kode_sales', caption: 'Sales', format: 'text', width: 8 },
      { key: 'kode_toko', caption: 'Baki', format: 'text', width: 8 },
      { key: 'kode_group', caption: 'Group', format: 'text', width: 10 },
      { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 10 },
      { key: 'deskripsi', caption: 'Deskripsi', format: 'text', width: 16 },
      { key: 'qty', caption: 'Qty', format: 'number', width: 6, total: 'sum' },
      { key: 'berat', caption: 'Berat', format: 'gram', width: 10, total: 'sum' },
      { key: 'harga', caption: 'Harga', format: 'rupiah', width: 12, total: 'sum' },
      ...PAYMENT_COLUMNS,
    ],
    ...toasts(batal ? 'Laporan Batal Penjualan Manual' : 'Laporan Penjualan Manual'),
  });

export const LAPORAN_PENJUALAN_MANUAL = penjualanReport(false);
export const LAPORAN_BATAL_PENJUALAN_MANUAL = penjualanReport(true);
export const LAPORAN_PEMBELIAN_MANUAL = pembelianReport(false);
export const LAPORAN_BATAL_PEMBELIAN_MANUAL = pembelianReport(true);

export const BARANG_MANUAL_REPORTS = [
  LAPORAN_TAMBAH_BARANG_MANUAL,
  LAPORAN_PINDAH_BARANG_MANUAL,
  LAPORAN_HANCUR_BARANG_MANUAL,
  LAPORAN_SUMMARY_BARANG_MANUAL,
  LAPORAN_PENJUALAN_MANUAL,
  LAPORAN_BATAL_PENJUALAN_MANUAL,
  LAPORAN_PEMBELIAN_MANUAL,
  LAPORAN_BATAL_PEMBELIAN_MANUAL,
];
