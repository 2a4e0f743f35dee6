import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';

/**
 * Laporan Kirim Barang: every item a shop sent (KIRIM) or was sent (TERIMA) in a period, by the date
 * of its surat jalan, with where it stands (TRANSIT, DITERIMA, DITOLAK). Head office picks a shop or
 * SEMUA (every shop merged: an item then shows once from each side).
 */
export const LAPORAN_KIRIM_BARANG = defineReport({
  key: 'kirim-barang',
  path: 'laporan/kirim-barang',
  route: '/laporan-kirim-barang',
  title: 'Laporan Kirim Barang',
  fileName: 'LAPORAN KIRIM BARANG',
  filters: [
    FILTER.tglAwal,
    FILTER.tglAkhir,
    FILTER.select(
      'arah',
      'Jenis',
      [
        { value: REPORT_ALL, label: 'SEMUA' },
        { value: 'KIRIM', label: 'KIRIM' },
        { value: 'TERIMA', label: 'TERIMA' },
      ],
      REPORT_ALL,
      true,
    ),
    FILTER.select(
      'status',
      'Status',
      [
        { value: REPORT_ALL, label: 'SEMUA' },
        { value: 'TRANSIT', label: 'TRANSIT' },
        { value: 'DITERIMA', label: 'DITERIMA' },
        { value: 'DITOLAK', label: 'DITOLAK' },
      ],
      REPORT_ALL,
      true,
    ),
    FILTER.shop,
  ],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'no_kirim', caption: 'No Kirim', format: 'text', width: 18 },
    { key: 'arah', caption: 'Jenis', format: 'text', width: 7 },
    { key: 'kode_toko_asal', caption: 'Dari', format: 'text', width: 6 },
    { key: 'kode_toko_tujuan', caption: 'Ke', format: 'text', width: 6 },
    { key: 'kode_barcode', caption: 'Barcode', format: 'text', width: 10, total: 'count' },
    { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 24 },
    { key: 'kode_group', caption: 'Group', format: 'text', width: 8 },
    { key: 'kadar_cetak', caption: 'Kadar', format: 'text', width: 7 },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 10, total: 'sum' },
    { key: 'status', caption: 'Status', format: 'text', width: 9 },
    { key: 'kode_barcode_baru', caption: 'Barcode Baru', format: 'text', width: 10 },
  ],
  emptyText: 'Data Laporan Kirim Barang Kosong',
  successToast: 'Laporan Kirim Barang Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});
