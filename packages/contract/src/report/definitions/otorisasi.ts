import { defineReport } from '../define.ts';
import type { ReportFilter } from '../types.ts';

const date = (key: string, label: string): ReportFilter => ({ key, label, kind: 'date' });

/**
 * Laporan Otorisasi: the authorisations given by SPV/OWN users (sale below cost, cancelling a past
 * day's document) with who asked and what used them. Same period fields as `GET authorization/reports`.
 */
export const LAPORAN_OTORISASI = defineReport({
  key: 'otorisasi',
  path: 'laporan/otorisasi',
  route: '/laporan-otorisasi',
  title: 'Laporan Otorisasi',
  fileName: 'LAPORAN OTORISASI',
  filters: [date('tgl_from', 'Tanggal Awal'), date('tgl_to', 'Tanggal Akhir')],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 9 },
    { key: 'jam', caption: 'Jam', format: 'text', width: 6 },
    { key: 'kategori', caption: 'Kategori', format: 'text', width: 10, total: 'count' },
    { key: 'description', caption: 'Deskripsi', format: 'text', width: 24 },
    { key: 'keterangan', caption: 'Keterangan', format: 'text', width: 20 },
    { key: 'authorised_by', caption: 'Otorisasi Oleh', format: 'text', width: 10 },
    { key: 'requested_by', caption: 'Diminta Oleh', format: 'text', width: 10 },
    { key: 'used_for', caption: 'Dipakai Untuk', format: 'text', width: 17 },
  ],
  emptyText: 'Data Kosong',
  successToast: 'Laporan Otorisasi Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});
