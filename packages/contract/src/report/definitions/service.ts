import { STATUS_SERVICE } from '../../api/service.ts';
import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';

/** How Laporan Service groups its rows: by state or by goldsmith. */
export const SERVICE_REPORT_GROUP = [
  { value: 'STATUS', label: 'Status' },
  { value: 'TUKANG', label: 'Tukang' },
] as const;

/**
 * Laporan Service: the repairs taken in a period, grouped by state or by goldsmith; within a group the
 * overdue ones (still PROSES or SELESAI past their promised date) come first, then by promised date.
 */
export const LAPORAN_SERVICE = defineReport({
  key: 'service',
  path: 'laporan/service',
  route: '/laporan-service',
  title: 'Laporan Service',
  fileName: 'LAPORAN SERVICE',
  filters: [
    FILTER.tglAwal,
    FILTER.tglAkhir,
    FILTER.select('status', 'Status', [
      { value: REPORT_ALL, label: REPORT_ALL },
      ...STATUS_SERVICE.map((s) => ({ value: s, label: s })),
    ]),
    FILTER.master('kode_tukang', 'Tukang', 'tukang', [{ value: REPORT_ALL, label: REPORT_ALL }]),
    FILTER.select('group_by', 'Kelompokkan', SERVICE_REPORT_GROUP),
  ],
  group: { key: 'grup', header: (row) => String(row.grup ?? '') },
  columns: [
    { key: 'no_faktur_service', caption: 'No Faktur', format: 'text', width: 17, total: 'count' },
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 9 },
    { key: 'nama_customer', caption: 'Customer', format: 'text', width: 14 },
    { key: 'nama_barang', caption: 'Barang', format: 'text', width: 14 },
    { key: 'deskripsi', caption: 'Deskripsi', format: 'text', width: 18 },
    { key: 'kode_tukang', caption: 'Tukang', format: 'text', width: 8 },
    { key: 'status', caption: 'Status', format: 'text', width: 8 },
    { key: 'tgl_janji', caption: 'Tgl Janji', format: 'date', width: 9 },
    { key: 'terlambat', caption: 'Terlambat (Hari)', format: 'number', width: 8 },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 8, total: 'sum' },
    { key: 'total', caption: 'Total', format: 'rupiah', width: 11, total: 'sum' },
    { key: 'dp_rp', caption: 'DP', format: 'rupiah', width: 11, total: 'sum' },
    { key: 'sisa_rp', caption: 'Sisa', format: 'rupiah', width: 11, total: 'sum' },
  ],
  emptyText: 'Data Laporan Service Kosong',
  successToast: 'Laporan Tersedia',
  emptyToast: 'Laporan Data Kosong',
});
