import { formatTanggal } from '../../dates.ts';
import { BASE_24K } from '../../harga-emas/rule.ts';
import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';

/** Every change of a gold price (24K base or a group's own price), day by day. */
export const LAPORAN_HARGA_EMAS = defineReport({
  key: 'harga-emas',
  path: 'laporan/harga-emas',
  route: '/laporan-harga-emas',
  title: 'Laporan Harga Emas',
  fileName: 'LAPORAN HARGA EMAS',
  filters: [
    FILTER.tglAwal,
    FILTER.tglAkhir,
    FILTER.master('kode_group', 'Group', 'group', [
      { value: REPORT_ALL, label: 'SEMUA' },
      { value: BASE_24K, label: `${BASE_24K} (Harga Dasar)` },
    ]),
  ],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'kode_group', caption: 'Group', format: 'text', width: 10, total: 'count' },
    { key: 'harga_jual_lama', caption: 'Harga Jual Lama', format: 'rupiah', width: 13 },
    { key: 'harga_jual_baru', caption: 'Harga Jual Baru', format: 'rupiah', width: 13 },
    { key: 'selisih_jual', caption: 'Selisih Jual', format: 'rupiah', width: 12 },
    { key: 'harga_beli_lama', caption: 'Harga Beli Lama', format: 'rupiah', width: 13 },
    { key: 'harga_beli_baru', caption: 'Harga Beli Baru', format: 'rupiah', width: 13 },
    { key: 'selisih_beli', caption: 'Selisih Beli', format: 'rupiah', width: 12 },
    { key: 'changed_by', caption: 'Diubah Oleh', format: 'text', width: 11 },
    { key: 'changed_at', caption: 'Waktu Ubah', format: 'text', width: 17 },
  ],
  group: { key: 'tanggal', header: (row) => `TANGGAL ${formatTanggal(String(row.tanggal ?? ''))}` },
  emptyText: 'Data Laporan Harga Emas Kosong',
  successToast: 'Laporan Harga Emas Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});
