import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';
import type { ReportColumn, ReportFilter } from '../types.ts';

/**
 * Head office's global reports (Life-feature module, document 1 route table): each runs at head
 * office over every shop of its master list (or the one picked in 'Pilih Toko'), each row naming its
 * shop in the Toko column. A shop that does not answer stays in the report as one row named
 * 'Data Gagal Dimuat' (in `failedColumn`) while the other shops' rows still show. At a branch the same
 * path answers the branch's own rows (head office reads them from there).
 */

const period: readonly ReportFilter[] = [
  { key: 'tgl_from', label: 'Tanggal Dari', kind: 'date' },
  { key: 'tgl_to', label: 'Tanggal Sampai', kind: 'date' },
];
const ALL = [{ value: REPORT_ALL, label: 'SEMUA' }];
const EMPTY = 'Data Yang Anda Cari Tidak Ada';

const figures: readonly ReportColumn[] = [
  { key: 'transaksi', caption: 'Transaksi', format: 'number', width: 9, total: 'sum' },
  { key: 'qty', caption: 'Qty', format: 'number', width: 8, total: 'sum' },
  { key: 'berat', caption: 'Berat', format: 'gram', width: 11, total: 'sum' },
];

/** A global report of a period's open lines per shop and group (sales or purchases). */
const perGroup = (what: 'penjualan' | 'pembelian', title: string, money: readonly ReportColumn[]) =>
  defineReport({
    key: `global-${what}`,
    path: `laporan/global/${what}`,
    route: `/laporan-global-${what}`,
    title,
    fileName: title.toUpperCase(),
    global: { failedColumn: 'kode_group' },
    filters: [...period, FILTER.shop, FILTER.master('kode_group', 'Group', 'group', ALL)],
    columns: [{ key: 'kode_group', caption: 'Group', format: 'text', width: 16 }, ...figures, ...money],
    emptyText: `Data ${title} Kosong`,
    successToast: `${title} Tersedia`,
    emptyToast: EMPTY,
  });

const total: ReportColumn = { key: 'jumlah', caption: 'Total Rp', format: 'rupiah', width: 14, total: 'sum' };
const ongkos: ReportColumn = { key: 'ongkos', caption: 'Ongkos', format: 'rupiah', width: 12, total: 'sum' };

/** Laporan Global Penjualan: the open sale lines of the period per shop and group. */
export const LAPORAN_GLOBAL_PENJUALAN = perGroup('penjualan', 'Laporan Global Penjualan', [ongkos, total]);

/** Laporan Global Pembelian: the open purchase lines of the period per shop and group. */
export const LAPORAN_GLOBAL_PEMBELIAN = perGroup('pembelian', 'Laporan Global Pembelian', [total]);

/** Laporan Global Sales: each sales person's open sale lines of the period, per shop. */
export const LAPORAN_GLOBAL_SALES = defineReport({
  key: 'global-sales',
  path: 'laporan/global/sales',
  route: '/laporan-global-sales',
  title: 'Laporan Global Sales',
  fileName: 'LAPORAN GLOBAL SALES',
  global: { failedColumn: 'nama_sales' },
  filters: [...period, FILTER.shop],
  columns: [
    { key: 'kode_sales', caption: 'Kode Sales', format: 'text', width: 10 },
    { key: 'nama_sales', caption: 'Nama Sales', format: 'text', width: 18 },
    ...figures,
    ongkos,
    total,
  ],
  emptyText: 'Data Laporan Global Sales Kosong',
  successToast: 'Laporan Global Sales Tersedia',
  emptyToast: EMPTY,
});

/** Laporan Global Stock Toko: each shop's stock at the end of a day, per group (every warehouse). */
export const LAPORAN_GLOBAL_STOCK_TOKO = defineReport({
  key: 'global-stock-toko',
  path: 'laporan/global/stock-toko',
  route: '/laporan-global-stock-toko',
  title: 'Laporan Global Stock Toko',
  fileName: 'LAPORAN GLOBAL STOCK TOKO',
  global: { failedColumn: 'kode_group' },
  filters: [FILTER.tanggal, FILTER.shop, FILTER.master('kode_group', 'Group', 'group', ALL)],
  columns: [
    { key: 'kode_group', caption: 'Group', format: 'text', width: 16 },
    { key: 'qty', caption: 'Qty', format: 'number', width: 9, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 12, total: 'sum' },
  ],
  emptyText: 'Data Laporan Global Stock Toko Kosong',
  successToast: 'Laporan Global Stock Toko Tersedia',
  emptyToast: EMPTY,
});

export const GLOBAL_REPORTS = [
  LAPORAN_GLOBAL_PENJUALAN,
  LAPORAN_GLOBAL_PEMBELIAN,
  LAPORAN_GLOBAL_SALES,
  LAPORAN_GLOBAL_STOCK_TOKO,
] as const;
