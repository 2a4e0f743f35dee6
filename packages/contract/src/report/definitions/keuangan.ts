import { KATEGORI_KAS_ENTITAS } from '../../api/kas.ts';
import { formatTanggal } from '../../dates.ts';
import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';
import type { ReportFilter, ReportGrouping } from '../types.ts';

/** The money reports over the cash rows (kas) and the counter's documents. */

const EMPTY_TOAST = 'Data Yang Anda Cari Tidak Ada';
const byDay: ReportGrouping = {
  key: 'tanggal',
  header: (row) => `TANGGAL ${formatTanggal(String(row.tanggal ?? ''))}`,
};

/** Laporan Keuangan Akhir Hari: every cash row of the period, debit (in) and kredit (out), by day. */
export const LAPORAN_KEUANGAN_AKHIR_HARI = defineReport({
  key: 'keuangan-akhir-hari',
  path: 'report/subur/laporan-keuangan-akhir-hari',
  route: '/laporan-keuangan-akhir-hari',
  title: 'Laporan Keuangan Akhir Hari',
  fileName: 'LAPORAN KEUANGAN AKHIR HARI',
  filters: [FILTER.tglAwal, FILTER.tglAkhir],
  columns: [
    { key: 'kategori', caption: 'Kategori', format: 'text', width: 16 },
    { key: 'deskripsi', caption: 'Deskripsi', format: 'text', width: 26, total: 'count' },
    // The payment kind (CASH, TRANSFER, DEBET, CREDIT, QRIS, E-WALLET, TUKAR): only CASH is the drawer's.
    { key: 'jenis', caption: 'Jenis', format: 'text', width: 8 },
    { key: 'debit', caption: 'Debit', format: 'rupiah', width: 13, total: 'sum' },
    { key: 'kredit', caption: 'Kredit', format: 'rupiah', width: 13, total: 'sum' },
    { key: 'input_by', caption: 'Input By', format: 'text', width: 10 },
  ],
  group: byDay,
  emptyText: 'Data Kosong',
  successToast: 'Laporan Keuangan Akhir Hari Tersedia',
  emptyToast: EMPTY_TOAST,
});

const kategoriFilter: ReportFilter = FILTER.select(
  'kategori',
  'Kategori',
  KATEGORI_KAS_ENTITAS.map((k) => ({ value: k === 'SEMUA' ? REPORT_ALL : k, label: k })),
);

/** Laporan Transaksi Cash (life-feature module): the cash (jenis CASH) rows of the counter's documents. */
export const LAPORAN_TRANSAKSI_CASH = defineReport({
  key: 'transaksi-cash',
  path: 'laporan/transaksi-cash',
  route: '/laporan-transaksi-cash',
  title: 'Laporan Transaksi Cash',
  fileName: 'LAPORAN TRANSAKSI CASH',
  filters: [FILTER.tglAwal, FILTER.tglAkhir, kategoriFilter],
  columns: [
    { key: 'kategori', caption: 'Kategori', format: 'text', width: 15 },
    { key: 'deskripsi', caption: 'Deskripsi', format: 'text', width: 22, total: 'count' },
    { key: 'keterangan', caption: 'Keterangan', format: 'text', width: 22 },
    { key: 'jumlah_in', caption: 'Masuk', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'jumlah_out', caption: 'Keluar', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'input_by', caption: 'Input By', format: 'text', width: 9 },
  ],
  group: byDay,
  emptyText: 'Data Kosong',
  successToast: 'Laporan Transaksi Cash Tersedia',
  emptyToast: EMPTY_TOAST,
});

/**
 * Laporan Transaksi Harian (module TRANSAKSI_HARIAN): each sale and purchase invoice of the period,
 * day by day, with what went out (sold) and came in (bought).
 */
export const LAPORAN_TRANSAKSI_HARIAN = defineReport({
  key: 'transaksi-harian',
  path: 'laporan/transaksi-harian',
  route: '/laporan-transaksi-harian',
  title: 'Laporan Transaksi Harian',
  fileName: 'LAPORAN TRANSAKSI HARIAN',
  filters: [FILTER.tglAwal, FILTER.tglAkhir],
  columns: [
    { key: 'no_faktur', caption: 'No Faktur', format: 'text', width: 17 },
    { key: 'jam', caption: 'Jam', format: 'text', width: 6 },
    { key: 'jenis', caption: 'Jenis', format: 'text', width: 10 },
    { key: 'kode_sales', caption: 'Sales', format: 'text', width: 7 },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 16, total: 'count' },
    { key: 'qty', caption: 'Qty', format: 'number', width: 5, total: 'sum' },
    { key: 'berat_jual', caption: 'Berat Jual', format: 'gram', width: 8, total: 'sum' },
    { key: 'jumlah_jual', caption: 'Jumlah Jual', format: 'rupiah', width: 11, total: 'sum' },
    { key: 'berat_beli', caption: 'Berat Beli', format: 'gram', width: 8, total: 'sum' },
    { key: 'jumlah_beli', caption: 'Jumlah Beli', format: 'rupiah', width: 11, total: 'sum' },
    { key: 'input_by', caption: 'Input By', format: 'text', width: 7 },
  ],
  group: byDay,
  emptyText: 'Data Kosong',
  successToast: 'Laporan Transaksi Harian Tersedia',
  emptyToast: EMPTY_TOAST,
});
