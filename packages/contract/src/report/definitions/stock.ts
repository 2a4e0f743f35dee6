import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';

/** The stock reports of the goods issue besides Laporan Tambah Barang: moves, destroys and balances. */

const ALL = [{ value: REPORT_ALL, label: 'SEMUA' }];
/** A period, the warehouse the goods left and their group (SEMUA: all). */
const PERIOD_GUDANG_GROUP = [
  FILTER.tglAwal,
  FILTER.tglAkhir,
  FILTER.master('kode_gudang', 'Gudang Asal', 'gudang', ALL),
  FILTER.master('kode_group', 'Group', 'group', ALL),
];

/** Goods moved in a period (pindah barang and pindah baki): from where to where, by move document. */
export const LAPORAN_PINDAH_BARANG = defineReport({
  key: 'pindah-barang',
  path: 'laporan/pindah-barang',
  route: '/laporan-pindah-barang',
  title: 'Laporan Pindah Barang',
  fileName: 'LAPORAN PINDAH BARANG',
  filters: PERIOD_GUDANG_GROUP,
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'kode_barcode', caption: 'Barcode', format: 'text', width: 10, barcode: true, total: 'count' },
    { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 20 },
    { key: 'kode_group', caption: 'Group', format: 'text', width: 10 },
    { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 7 },
    { key: 'gudang_asal', caption: 'Gudang Asal', format: 'text', width: 11 },
    { key: 'baki_asal', caption: 'Baki Asal', format: 'text', width: 9 },
    { key: 'gudang_tujuan', caption: 'Gudang Tujuan', format: 'text', width: 13 },
    { key: 'baki_tujuan', caption: 'Baki Tujuan', format: 'text', width: 10 },
    { key: 'qty', caption: 'Qty', format: 'number', width: 6, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 10, total: 'sum' },
    { key: 'keterangan', caption: 'Keterangan', format: 'text', width: 12 },
    { key: 'input_by', caption: 'Input By', format: 'text', width: 9 },
  ],
  group: { key: 'no_pindah', header: (row) => `NO PINDAH ${row.no_pindah ?? ''}` },
  emptyText: 'Data Laporan Pindah Barang Kosong',
  successToast: 'Laporan Pindah Barang Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});

/** Goods destroyed in a period (hancur barang, also per tray): where they lay, their condition. */
export const LAPORAN_HANCUR_BARANG = defineReport({
  key: 'hancur-barang',
  path: 'laporan/hancur-barang',
  route: '/laporan-hancur-barang',
  title: 'Laporan Hancur Barang',
  fileName: 'LAPORAN HANCUR BARANG',
  filters: PERIOD_GUDANG_GROUP,
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'no_hancur', caption: 'No Hancur', format: 'text', width: 17 },
    { key: 'kode_barcode', caption: 'Barcode', format: 'text', width: 10, barcode: true, total: 'count' },
    { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 24 },
    { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 7 },
    { key: 'kode_baki', caption: 'Baki Asal', format: 'text', width: 8 },
    { key: 'gudang_tujuan', caption: 'Gudang Tujuan', format: 'text', width: 13 },
    { key: 'kondisi', caption: 'Kondisi', format: 'text', width: 14 },
    { key: 'qty', caption: 'Qty', format: 'number', width: 6, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 10, total: 'sum' },
    { key: 'input_by', caption: 'Input By', format: 'text', width: 9 },
  ],
  group: { key: 'kode_group', header: (row) => `GROUP ${row.kode_group ?? ''}` },
  emptyText: 'Data Laporan Hancur Barang Kosong',
  successToast: 'Laporan Hancur Barang Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});

/**
 * The day's stock balances per warehouse, tray, group and jenis (awal, masuk, keluar, jual, akhir):
 * stored by that day's closing, or computed from the ledger for a day not closed yet.
 */
export const LAPORAN_SALDO_STOCK = defineReport({
  key: 'saldo-stock',
  path: 'laporan/saldo-stock',
  route: '/laporan-saldo-stock',
  title: 'Laporan Saldo Stock',
  fileName: 'LAPORAN SALDO STOCK',
  filters: [
    FILTER.tanggal,
    FILTER.master('kode_gudang', 'Gudang', 'gudang', ALL),
    FILTER.master('kode_group', 'Group', 'group', ALL),
  ],
  columns: [
    { key: 'kode_baki', caption: 'Baki', format: 'text', width: 8 },
    { key: 'kode_group', caption: 'Group', format: 'text', width: 12 },
    { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 8 },
    { key: 'stock_awal', caption: 'Qty Awal', format: 'number', width: 8, total: 'sum' },
    { key: 'berat_awal', caption: 'Berat Awal', format: 'gram', width: 10, total: 'sum' },
    { key: 'qty_in', caption: 'Qty Masuk', format: 'number', width: 8, total: 'sum' },
    { key: 'berat_in', caption: 'Berat Masuk', format: 'gram', width: 10, total: 'sum' },
    { key: 'qty_out', caption: 'Qty Keluar', format: 'number', width: 8, total: 'sum' },
    { key: 'berat_out', caption: 'Berat Keluar', format: 'gram', width: 10, total: 'sum' },
    { key: 'qty_jual', caption: 'Qty Jual', format: 'number', width: 8, total: 'sum' },
    { key: 'berat_jual', caption: 'Berat Jual', format: 'gram', width: 10, total: 'sum' },
    { key: 'stock_akhir', caption: 'Qty Akhir', format: 'number', width: 8, total: 'sum' },
    { key: 'berat_akhir', caption: 'Berat Akhir', format: 'gram', width: 10, total: 'sum' },
  ],
  group: { key: 'kode_gudang', header: (row) => `GUDANG ${row.kode_gudang ?? ''}` },
  emptyText: 'Data Laporan Saldo Stock Kosong',
  successToast: 'Laporan Saldo Stock Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});

export const STOCK_REPORTS = [LAPORAN_PINDAH_BARANG, LAPORAN_HANCUR_BARANG, LAPORAN_SALDO_STOCK] as const;
