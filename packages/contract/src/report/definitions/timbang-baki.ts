import { defineReport } from '../define.ts';
import { FILTER } from '../filters.ts';

/**
 * Laporan Aktivitas Timbang Baki (cash document sections 2 and 7): a date and an optional user; the
 * tray weighings and resets of that day (input_by, datetime, message), as a PDF (and the screen
 * table). Served at the document's `GET timbang-baki/post-activity-report`, which the Timbang Baki
 * screen also shows.
 */
export const LAPORAN_AKTIVITAS_TIMBANG_BAKI = defineReport({
  key: 'aktivitas-timbang-baki',
  path: 'timbang-baki/post-activity-report',
  route: '/laporan-aktivitas-timbang-baki',
  alsoFrom: ['/timbang-baki'],
  title: 'Laporan Aktivitas Timbang Baki',
  fileName: 'LAPORAN AKTIVITAS TIMBANG BAKI',
  filters: [{ key: 'tgl_system', label: 'Tanggal', kind: 'date' }, FILTER.text('user_id', 'User ID', 50)],
  columns: [
    { key: 'datetime', caption: 'Waktu', format: 'text', width: 12 },
    { key: 'input_by', caption: 'User', format: 'text', width: 8, total: 'count' },
    { key: 'message', caption: 'Aktivitas', format: 'text', width: 40 },
  ],
  emptyText: 'Tidak Ada Aktivitas',
  successToast: 'Laporan Aktivitas Timbang Baki Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});
