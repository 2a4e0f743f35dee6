import { formatTanggal } from '../../dates.ts';
import { MASTERS } from '../../master/index.ts';
import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';
import type { ReportFilterOption } from '../types.ts';

/** What the audit log records besides the masters (entity names written by the services). */
const OTHER_ENTITIES: readonly ReportFilterOption[] = [
  { value: 'harga_emas', label: 'Harga Emas' },
  { value: 'para_system', label: 'Parameter Sistem' },
  { value: 'system_modules', label: 'Modul Sistem' },
  { value: 'toko', label: 'Setting Toko' },
  { value: 'users', label: 'Data Users' },
  { value: 'barang', label: 'Data Barang' },
  { value: 'member', label: 'Data Member' },
];

export const AUDIT_ENTITIES: readonly ReportFilterOption[] = [
  ...OTHER_ENTITIES,
  ...MASTERS.map((m) => ({ value: m.key, label: `Master ${m.title}` })),
];

/** The audit log of master, price and setting changes: who changed what, when, from what to what. */
export const LAPORAN_PERUBAHAN_DATA = defineReport({
  key: 'perubahan-data',
  path: 'laporan/perubahan-data',
  route: '/laporan-perubahan-data',
  title: 'Laporan Perubahan Data',
  fileName: 'LAPORAN PERUBAHAN DATA',
  filters: [
    FILTER.tglAwal,
    FILTER.tglAkhir,
    FILTER.select('entity', 'Data', [{ value: REPORT_ALL, label: 'SEMUA' }, ...AUDIT_ENTITIES]),
  ],
  columns: [
    { key: 'waktu', caption: 'Waktu', format: 'text', width: 17 },
    { key: 'user_id', caption: 'User', format: 'text', width: 10 },
    { key: 'action', caption: 'Aksi', format: 'text', width: 11 },
    { key: 'entity', caption: 'Data', format: 'text', width: 14 },
    { key: 'entity_key', caption: 'Kode', format: 'text', width: 16, total: 'count' },
    { key: 'old_value', caption: 'Nilai Lama', format: 'text', width: 38 },
    { key: 'new_value', caption: 'Nilai Baru', format: 'text', width: 38 },
  ],
  group: { key: 'tanggal', header: (row) => `TANGGAL ${formatTanggal(String(row.tanggal ?? ''))}` },
  emptyText: 'Data Laporan Perubahan Data Kosong',
  successToast: 'Laporan Perubahan Data Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});
