import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';

const ALL = [{ value: REPORT_ALL, label: 'SEMUA' }];

/** The goods added in a period (stock ledger TAMBAH), by the warehouse they were added to. */
export const LAPORAN_TAMBAH_BARANG = defineReport({
  key: 'tambah-barang',
  path: 'laporan/tambah-barang',
  route: '/laporan-tambah-barang',
  title: 'Laporan Tambah Barang',
  fileName: 'LAPORAN TAMBAH BARANG',
  filters: [
    FILTER.tglAwal,
    FILTER.tglAkhir,
    FILTER.master('kode_gudang', 'Gudang', 'gudang', ALL),
    FILTER.master('kode_group', 'Group', 'group', ALL),
  ],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'no_tambah', caption: 'No Tambah', format: 'text', width: 16 },
    { key: 'kode_barcode', caption: 'Barcode', format: 'text', width: 10, barcode: true, total: 'count' },
    { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 26 },
    { key: 'kode_group', caption: 'Group', format: 'text', width: 8 },
    { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 8 },
    { key: 'kode_baki', caption: 'Baki', format: 'text', width: 8 },
    { key: 'kadar_cetak', caption: 'Kadar', format: 'text', width: 7 },
    { key: 'qty', caption: 'Qty', format: 'number', width: 6, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 10, total: 'sum' },
    { key: 'input_by', caption: 'Input By', format: 'text', width: 10 },
  ],
  group: { key: 'kode_gudang', header: (row) => `GUDANG ${row.kode_gudang ?? ''}` },
  emptyText: 'Data Laporan Tambah Barang Kosong',
  successToast: 'Laporan Tambah Barang Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});
