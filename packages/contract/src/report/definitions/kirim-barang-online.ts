import { STATUS_EXTERNAL } from '../../api/external.ts';
import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';

/**
 * Laporan Kirim Barang Online: the items a shop sent to its online store (registered on the external
 * web shop) in a period, by the day they were queued, with where each stands (status_external ANTRI,
 * SUCCESS, FAIL or SOLD) and, once sold on the web, the day it sold.
 */
export const LAPORAN_KIRIM_BARANG_ONLINE = defineReport({
  key: 'kirim-barang-online',
  path: 'laporan/kirim-barang-online',
  route: '/laporan-kirim-barang-online',
  title: 'Laporan Kirim Barang Online',
  fileName: 'LAPORAN KIRIM BARANG ONLINE',
  filters: [
    FILTER.tglAwal,
    FILTER.tglAkhir,
    FILTER.select(
      'status_external',
      'Status',
      [{ value: REPORT_ALL, label: 'SEMUA' }, ...STATUS_EXTERNAL.map((s) => ({ value: s, label: s }))],
      REPORT_ALL,
      true,
    ),
  ],
  columns: [
    { key: 'tanggal', caption: 'Tgl Kirim', format: 'date', width: 10 },
    { key: 'kode_barcode', caption: 'Barcode', format: 'text', width: 10, total: 'count' },
    { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 24 },
    { key: 'kode_group', caption: 'Group', format: 'text', width: 8 },
    { key: 'kadar_cetak', caption: 'Kadar', format: 'text', width: 7 },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 10, total: 'sum' },
    { key: 'status_external', caption: 'Status', format: 'text', width: 9 },
    { key: 'id_ext', caption: 'Id Web', format: 'text', width: 12 },
    { key: 'tgl_terjual', caption: 'Tgl Terjual', format: 'date', width: 10 },
  ],
  emptyText: 'Data Laporan Kirim Barang Online Kosong',
  successToast: 'Laporan Kirim Barang Online Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});
