import { defineReport, defineReportBook } from '../define.ts';
import { FILTER } from '../filters.ts';
import type { ReportColumn } from '../types.ts';

/**
 * Laporan Harian Emas (reports document, section 2): one day, head office's shop selector, portrait.
 * Top: per jenis (kode_dept) the stock at the end of the day and the day's sales; middle: the day's
 * purchases per kategori (group and condition: jumlah, berat, harga per gram, harga_pembelian);
 * bottom: per kasir the buy-backs (beliKembali) and sales (penjualan), with saldo = purchases minus
 * sales (section 9). `GET laporan-harian-emas?tanggal=` answers all three (tableAtas, tableTengah,
 * tableBawah, with document 3's field names).
 */
export const HARIAN_EMAS_MSG = {
  found: 'Laporan Harian Emas Tersedia',
  empty: 'Data Yang Anda Cari Tidak Ada',
  tableEmpty: 'Data Kosong',
} as const;

const ROUTE = '/laporan-harian-emas';
const FILTERS = [FILTER.tanggal, FILTER.shop];

const part = (key: string, title: string, columns: ReportColumn[]) =>
  defineReport({
    key: `harian-emas-${key}`,
    path: `laporan-harian-emas/${key}`,
    route: ROUTE,
    title,
    fileName: `LAPORAN HARIAN EMAS ${title}`,
    orientation: 'portrait',
    filters: FILTERS,
    columns,
    emptyText: HARIAN_EMAS_MSG.tableEmpty,
    successToast: HARIAN_EMAS_MSG.found,
    emptyToast: HARIAN_EMAS_MSG.empty,
  });

export const HARIAN_EMAS_STOCK = part('stock', 'STOCK DAN PENJUALAN', [
  { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 10 },
  { key: 'stock_jumlah', caption: 'Stock', format: 'number', width: 7, total: 'sum' },
  { key: 'stock_berat', caption: 'Berat Stock', format: 'gram', width: 10, total: 'sum' },
  { key: 'penjualan_jumlah', caption: 'Qty Jual', format: 'number', width: 7, total: 'sum' },
  { key: 'penjualan_berat', caption: 'Berat Jual', format: 'gram', width: 10, total: 'sum' },
  { key: 'harga', caption: 'Harga Jual', format: 'rupiah', width: 13, total: 'sum' },
]);

export const HARIAN_EMAS_PEMBELIAN = part('pembelian', 'PEMBELIAN', [
  { key: 'kategori', caption: 'Kategori', format: 'text', width: 18 },
  { key: 'jumlah', caption: 'Qty Beli', format: 'number', width: 7, total: 'sum' },
  { key: 'berat', caption: 'Berat Beli', format: 'gram', width: 10, total: 'sum' },
  { key: 'harga', caption: 'Harga/Gr', format: 'rupiah', width: 11 },
  { key: 'harga_pembelian', caption: 'Harga Beli', format: 'rupiah', width: 13, total: 'sum' },
]);

export const HARIAN_EMAS_SALDO = part('saldo', 'KASIR', [
  { key: 'kasir', caption: 'Kasir', format: 'text', width: 12 },
  { key: 'beliKembali', caption: 'Beli Kembali', format: 'rupiah', width: 14, total: 'sum' },
  { key: 'penjualan', caption: 'Penjualan', format: 'rupiah', width: 14, total: 'sum' },
  { key: 'saldo', caption: 'Saldo', format: 'rupiah', width: 14, total: 'sum' },
]);

export const HARIAN_EMAS_PARTS = [HARIAN_EMAS_STOCK, HARIAN_EMAS_PEMBELIAN, HARIAN_EMAS_SALDO] as const;

/** saldo = total purchase price minus total sales price (reports document, section 9). */
export const saldoHarianEmas = (totalBeli: number, totalJual: number) => totalBeli - totalJual;

export const LAPORAN_HARIAN_EMAS = defineReportBook({
  key: 'harian-emas',
  path: 'laporan-harian-emas',
  route: ROUTE,
  title: 'Laporan Harian Emas',
  fileName: 'LAPORAN HARIAN EMAS',
  orientation: 'portrait',
  parts: HARIAN_EMAS_PARTS,
  // Document 3 section 3: the answer's parts are tableAtas, tableTengah and tableBawah.
  partNames: ['tableAtas', 'tableTengah', 'tableBawah'],
  submitLabel: 'Cari Laporan',
  loadingLabel: 'Sedang Mencari',
  successToast: HARIAN_EMAS_MSG.found,
  emptyToast: HARIAN_EMAS_MSG.empty,
});
