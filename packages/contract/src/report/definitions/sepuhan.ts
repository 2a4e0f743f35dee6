import { GRAM_KATEGORI } from '../../sepuhan/gram-ledger.ts';
import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';
import type { ReportColumn } from '../types.ts';

/** The refining reports (sepuhan module): sorting, washing and re-plating, wasting, the gram ledger. */

const ALL = [{ value: REPORT_ALL, label: 'SEMUA' }];
const JENIS = FILTER.select('jenis', 'Jenis', [
  { value: REPORT_ALL, label: 'SEMUA' },
  { value: 'CUCI', label: 'CUCI' },
  { value: 'SEPUH', label: 'SEPUH' },
]);
const PERIOD = [FILTER.tglAwal, FILTER.tglAkhir] as const;

const piece: ReportColumn[] = [
  { key: 'kode_barcode', caption: 'Barcode', format: 'text', width: 10, barcode: true, total: 'count' },
  { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 20 },
  { key: 'kode_group', caption: 'Group', format: 'text', width: 9 },
  { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 7 },
  { key: 'kadar', caption: 'Kadar', format: 'percent', width: 7 },
];

/** Pieces sent to be washed or re-plated in a period, with their receipt when they came back. */
export const LAPORAN_CUCIAN_HARIAN = defineReport({
  key: 'cucian-harian',
  fitScreen: true,
  path: 'laporan/cucian-harian',
  route: '/laporan-cucian-harian',
  title: 'Laporan Cucian Harian',
  fileName: 'LAPORAN CUCIAN HARIAN',
  filters: [...PERIOD, JENIS],
  columns: [
    { key: 'no_kirim', caption: 'No Kirim', format: 'text', width: 16 },
    { key: 'jenis', caption: 'Cuci/Sepuh', format: 'text', width: 8 },
    ...piece,
    { key: 'berat_kirim', caption: 'Berat Kirim', format: 'gram', width: 10, total: 'sum' },
    { key: 'tujuan', caption: 'Tujuan', format: 'text', width: 7 },
    { key: 'status', caption: 'Status', format: 'text', width: 8 },
    { key: 'tgl_terima', caption: 'Tgl Terima', format: 'date', width: 10 },
    { key: 'berat_terima', caption: 'Berat Terima', format: 'gram', width: 10, total: 'sum' },
    { key: 'susut', caption: 'Susut', format: 'gram', width: 9, total: 'sum' },
    { key: 'kirim_by', caption: 'Input By', format: 'text', width: 9 },
  ],
  group: { key: 'tgl_kirim', header: (row) => `TANGGAL KIRIM ${String(row.tgl_kirim ?? '')}` },
  emptyText: 'Data Laporan Cucian Harian Kosong',
  successToast: 'Laporan Cucian Harian Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});

const wastingColumns: ReportColumn[] = [
  { key: 'tgl_terima', caption: 'Tgl Terima', format: 'date', width: 10 },
  { key: 'no_terima', caption: 'No Terima', format: 'text', width: 16 },
  { key: 'no_kirim', caption: 'No Kirim', format: 'text', width: 16 },
  ...piece,
  { key: 'berat_kirim', caption: 'Berat Kirim', format: 'gram', width: 10, total: 'sum' },
  { key: 'berat_terima', caption: 'Berat Terima', format: 'gram', width: 10, total: 'sum' },
  { key: 'susut', caption: 'Wasting', format: 'gram', width: 9, total: 'sum' },
  { key: 'persen', caption: 'Wasting %', format: 'percent', width: 8 },
  { key: 'terima_by', caption: 'Input By', format: 'text', width: 9 },
];

/** The wasting (susut) of every piece received back in a period, per kind. */
export const LAPORAN_WASTING_SEPUHAN = defineReport({
  key: 'wasting-sepuhan',
  fitScreen: true,
  path: 'laporan/wasting-sepuhan',
  route: '/laporan-wasting-sepuhan',
  title: 'Laporan Wasting Sepuhan',
  fileName: 'LAPORAN WASTING SEPUHAN',
  filters: [...PERIOD, JENIS],
  columns: wastingColumns,
  group: { key: 'jenis', header: (row) => `JENIS ${String(row.jenis ?? '')}` },
  emptyText: 'Data Laporan Wasting Sepuhan Kosong',
  successToast: 'Laporan Wasting Sepuhan Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});

/** The Wasting Sepuhan screen: the wasting per group and kadar of the pieces received in a period. */
export const REKAP_WASTING_SEPUHAN = defineReport({
  key: 'wasting-sepuhan-rekap',
  path: 'wasting-sepuhan',
  route: '/wasting-sepuhan',
  title: 'Wasting Sepuhan',
  fileName: 'REKAP WASTING SEPUHAN',
  filters: [...PERIOD, JENIS],
  columns: [
    { key: 'kode_group', caption: 'Group', format: 'text', width: 10 },
    { key: 'kadar', caption: 'Kadar', format: 'percent', width: 8 },
    { key: 'qty', caption: 'Qty', format: 'number', width: 7, total: 'sum' },
    { key: 'berat_kirim', caption: 'Berat Kirim', format: 'gram', width: 11, total: 'sum' },
    { key: 'berat_terima', caption: 'Berat Terima', format: 'gram', width: 11, total: 'sum' },
    { key: 'susut', caption: 'Wasting', format: 'gram', width: 10, total: 'sum' },
    { key: 'persen', caption: 'Wasting %', format: 'percent', width: 9 },
    { key: 'susut_24k', caption: 'Wasting 24K', format: 'gram', width: 10, total: 'sum' },
  ],
  group: { key: 'jenis', header: (row) => `JENIS ${String(row.jenis ?? '')}` },
  emptyText: 'Data Wasting Sepuhan Kosong',
  successToast: 'Data Wasting Sepuhan Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});

const sortirColumns: ReportColumn[] = [
  { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
  ...piece,
  { key: 'berat', caption: 'Berat', format: 'gram', width: 9, total: 'sum' },
  { key: 'gudang_asal', caption: 'Gudang Asal', format: 'text', width: 10 },
  { key: 'tujuan', caption: 'Tujuan', format: 'text', width: 8 },
  { key: 'gudang_tujuan', caption: 'Gudang Tujuan', format: 'text', width: 11 },
  { key: 'baki_tujuan', caption: 'Baki Tujuan', format: 'text', width: 9 },
  { key: 'input_by', caption: 'Input By', format: 'text', width: 9 },
];
const TUJUAN = FILTER.select('tujuan', 'Tujuan', [
  { value: REPORT_ALL, label: 'SEMUA' },
  { value: 'JUAL', label: 'JUAL' },
  { value: 'CUCI', label: 'CUCI' },
  { value: 'SEPUH', label: 'SEPUH' },
  { value: 'HANCUR', label: 'HANCUR' },
]);

/** Bought pieces sorted out of BELI in a period, by sorting document. */
export const LAPORAN_SORTIR_PEMBELIAN = defineReport({
  key: 'sortir-pembelian',
  fitScreen: true,
  path: 'laporan/sortir-pembelian',
  route: '/laporan-sortir-pembelian',
  title: 'Laporan Sortir Pembelian',
  fileName: 'LAPORAN SORTIR PEMBELIAN',
  filters: [...PERIOD, TUJUAN],
  columns: sortirColumns,
  group: { key: 'no_sortir', header: (row) => `NO SORTIR ${String(row.no_sortir ?? '')}` },
  emptyText: 'Data Laporan Sortir Pembelian Kosong',
  successToast: 'Laporan Sortir Pembelian Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});

/** Sorted pieces sorted again (from CUCI to sale or melting, ...) in a period. */
export const LAPORAN_PINDAH_SORTIR = defineReport({
  key: 'pindah-sortir',
  fitScreen: true,
  path: 'laporan/pindah-sortir',
  route: '/laporan-pindah-sortir',
  title: 'Laporan Pindah Sortir',
  fileName: 'LAPORAN PINDAH SORTIR',
  filters: [...PERIOD, TUJUAN],
  columns: sortirColumns,
  group: { key: 'no_sortir', header: (row) => `NO PINDAH SORTIR ${String(row.no_sortir ?? '')}` },
  emptyText: 'Data Laporan Pindah Sortir Kosong',
  successToast: 'Laporan Pindah Sortir Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});

/** The refining stock now: pieces waiting in BELI, sorted in CUCI, and away being washed. */
export const LAPORAN_SALDO_BARANG_AKTIF = defineReport({
  key: 'saldo-barang-aktif',
  path: 'laporan/saldo-barang-aktif',
  route: '/laporan-saldo-barang-aktif',
  title: 'Laporan Saldo Barang Aktif',
  fileName: 'LAPORAN SALDO BARANG AKTIF',
  filters: [FILTER.master('kode_group', 'Group', 'group', ALL)],
  columns: [
    { key: 'kode_group', caption: 'Group', format: 'text', width: 10 },
    { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 8 },
    { key: 'kadar', caption: 'Kadar', format: 'percent', width: 8 },
    { key: 'kondisi', caption: 'Kondisi', format: 'text', width: 12 },
    { key: 'qty', caption: 'Qty', format: 'number', width: 7, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 10, total: 'sum' },
    { key: 'berat_24k', caption: 'Berat 24K', format: 'gram', width: 10, total: 'sum' },
  ],
  group: { key: 'posisi', header: (row) => `POSISI ${String(row.posisi ?? '')}` },
  emptyText: 'Data Laporan Saldo Barang Aktif Kosong',
  successToast: 'Laporan Saldo Barang Aktif Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});

/** The manual wash stock entered in a period (document 2). */
export const LAPORAN_STOCK_CUCI_MANUAL = defineReport({
  key: 'stock-cuci-manual',
  path: 'laporan/stock-cuci-manual',
  route: '/laporan-stock-cuci-manual',
  title: 'Laporan Stock Cuci Manual',
  fileName: 'LAPORAN STOCK CUCI MANUAL',
  filters: [...PERIOD],
  columns: [
    // Document 2's report row: no_tambah_stock, tgl_system, jam, kode_group, kode_dept, qty, berat.
    { key: 'no_tambah_stock', caption: 'No Tambah', format: 'text', width: 16 },
    { key: 'tgl_system', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'jam', caption: 'Jam', format: 'text', width: 8 },
    { key: 'kode_group', caption: 'Kode Group', format: 'text', width: 10 },
    { key: 'kode_dept', caption: 'Kode Jenis', format: 'text', width: 10 },
    { key: 'qty', caption: 'Qty', format: 'number', width: 8, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 10, total: 'sum' },
  ],
  // Document 2: PDF and Excel.
  formats: ['pdf', 'xlsx'],
  emptyText: 'Data Laporan Stock Cuci Manual Kosong',
  successToast: 'Laporan Stock Cuci Manual Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});

/** Pieces sent to head office for refining (SEPUHAN_PUSAT_MODULE) in a period. */
export const LAPORAN_KIRIM_BARANG_KEPUSAT = defineReport({
  key: 'kirim-barang-kepusat',
  fitScreen: true,
  path: 'laporan/kirim-barang-kepusat',
  route: '/laporan-kirim-barang-kepusat',
  title: 'Laporan Kirim Barang Ke Pusat',
  fileName: 'LAPORAN KIRIM BARANG KE PUSAT',
  filters: [...PERIOD, JENIS],
  columns: [
    { key: 'tgl_kirim', caption: 'Tgl Kirim', format: 'date', width: 10 },
    { key: 'jenis', caption: 'Cuci/Sepuh', format: 'text', width: 8 },
    ...piece,
    { key: 'berat_kirim', caption: 'Berat Kirim', format: 'gram', width: 10, total: 'sum' },
    { key: 'status', caption: 'Status', format: 'text', width: 8 },
    { key: 'berat_terima', caption: 'Berat Terima', format: 'gram', width: 10, total: 'sum' },
    { key: 'susut', caption: 'Susut', format: 'gram', width: 9, total: 'sum' },
    { key: 'kirim_by', caption: 'Input By', format: 'text', width: 9 },
  ],
  group: { key: 'no_kirim', header: (row) => `NO KIRIM ${String(row.no_kirim ?? '')}` },
  emptyText: 'Data Laporan Kirim Barang Ke Pusat Kosong',
  successToast: 'Laporan Kirim Barang Ke Pusat Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});

const CAPTION: Record<(typeof GRAM_KATEGORI)[number], string> = {
  TAMBAH: 'Tambah',
  JUAL: 'Jual',
  BELI: 'Beli',
  JAMINAN: 'Jaminan',
  CUCI: 'Cuci',
  SEPUH: 'Sepuh',
  SUSUT: 'Susut',
  HANCUR: 'Hancur',
  PINDAH: 'Pindah',
  LAIN: 'Lain',
};

/**
 * Where every gram of 24K-equivalent went (owner): per kadar and day the opening, the grams in and out
 * by kind (sale, buy-back, loan collateral, washing, re-plating, their losses, melting) and the closing.
 */
export const LAPORAN_MUTASI_GRAM = defineReport({
  key: 'mutasi-gram',
  fitScreen: true,
  path: 'laporan/mutasi-gram',
  route: '/laporan-mutasi-gram',
  title: 'Laporan Mutasi Gram 24K',
  fileName: 'LAPORAN MUTASI GRAM 24K',
  filters: [...PERIOD],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 9 },
    { key: 'awal', caption: 'Awal', format: 'gram', width: 9 },
    ...GRAM_KATEGORI.filter((k) => k !== 'SUSUT').map(
      (k): ReportColumn => ({
        key: `net_${k.toLowerCase()}`,
        caption: CAPTION[k],
        format: 'gram',
        width: 8,
        total: 'sum',
      }),
    ),
    { key: 'masuk', caption: 'Total Masuk', format: 'gram', width: 9, total: 'sum' },
    { key: 'keluar', caption: 'Total Keluar', format: 'gram', width: 9, total: 'sum' },
    { key: 'susut', caption: 'Susut', format: 'gram', width: 8, total: 'sum' },
    { key: 'akhir', caption: 'Akhir', format: 'gram', width: 9 },
  ],
  group: { key: 'kadar', header: (row) => `KADAR ${String(row.kadar ?? '')}%` },
  emptyText: 'Data Laporan Mutasi Gram Kosong',
  successToast: 'Laporan Mutasi Gram 24K Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});

export const SEPUHAN_REPORTS = [
  LAPORAN_CUCIAN_HARIAN,
  LAPORAN_WASTING_SEPUHAN,
  REKAP_WASTING_SEPUHAN,
  LAPORAN_SORTIR_PEMBELIAN,
  LAPORAN_PINDAH_SORTIR,
  LAPORAN_SALDO_BARANG_AKTIF,
  LAPORAN_STOCK_CUCI_MANUAL,
  LAPORAN_KIRIM_BARANG_KEPUSAT,
  LAPORAN_MUTASI_GRAM,
] as const;
