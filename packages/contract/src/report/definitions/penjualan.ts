import { JENIS_KAS } from '../../api/kas.ts';
import { formatTanggal } from '../../dates.ts';
import { jenisKey } from '../../transaksi/pembayaran.ts';
import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';
import type { ReportColumn, ReportFilter } from '../types.ts';

/** The sales reports: the recap per sales person, the tax recap and the sales transactions. */

const ALL = [{ value: REPORT_ALL, label: 'SEMUA' }];
const date = (key: string, label: string): ReportFilter => ({ key, label, kind: 'date' });
export const EMPTY_TOAST_CARI = 'Data Yang Anda Cari Tidak Ada';

// ---------------------------------------------------------------------------------------------
// Laporan Rekap Sales: the nine turnover groups per sales person and over all of them

/**
 * The nine turnover groups in the order of the recap (reports document, section 3). Sales of gold
 * bars (group kind LM) and diamonds (BERLIAN) have their own; the rest of the counter is omset_emas.
 * Repairs are omset_service, orders omset_pesanan, pawn loans lent omset_simpan_pinjam (the principal as
 * rupiah); manual items have no tables yet: their groups read zero.
 */
export const OMSET_GROUPS = [
  { key: 'omset_emas', label: 'OMSET EMAS' },
  { key: 'omset_lm_manual', label: 'OMSET LM MANUAL' },
  { key: 'omset_berlian', label: 'OMSET BERLIAN' },
  { key: 'omset_pesanan_berlian', label: 'OMSET PESANAN BERLIAN' },
  { key: 'omset_emas_manual', label: 'OMSET EMAS MANUAL' },
  { key: 'omset_pesanan', label: 'OMSET PESANAN' },
  { key: 'omset_simpan_pinjam', label: 'OMSET SIMPAN PINJAM' },
  { key: 'omset_service', label: 'OMSET SERVICE' },
  { key: 'omset_lm', label: 'OMSET LM' },
] as const;
export type OmsetKey = (typeof OMSET_GROUPS)[number]['key'];
/**
 * The recap's groups that are not sales: a pawn loan (omset_simpan_pinjam) is money lent against the
 * pieces, shown in its own group but counted neither in TOTAL OMSET nor for a sales bonus.
 */
export const NOT_SALES_OMSET: ReadonlySet<string> = new Set<OmsetKey>(['omset_simpan_pinjam']);

/** The sales categories of the recap: every group, or only old (TUA) or young (MUDA) gold groups. */
export const KATEGORI_SALES = [
  { value: REPORT_ALL, label: 'SEMUA' },
  { value: 'TUA', label: 'TUA' },
  { value: 'MUDA', label: 'MUDA' },
] as const;

/**
 * One row per turnover group and sales person (berat, jumlah, rupiah, ongkos); the rows are grouped
 * by turnover group, so each group's subtotal is the global total_omset_* of the chain's recap.
 */
export const LAPORAN_REKAP_SALES = defineReport({
  key: 'rekap-sales',
  path: 'report/laporan-rekap-sales',
  route: '/laporan-rekap-sales',
  title: 'Laporan Rekap Sales',
  fileName: 'LAPORAN REKAP SALES',
  orientation: 'portrait',
  filters: [
    date('tgl_from', 'Tanggal Dari'),
    date('tgl_to', 'Tanggal Sampai'),
    FILTER.master('kode_sales', 'Sales', 'sales', ALL),
    FILTER.select('kode_jenis', 'Kategori', KATEGORI_SALES),
  ],
  columns: [
    { key: 'kode_sales', caption: 'Kode Sales', format: 'text', width: 10 },
    { key: 'nama_sales', caption: 'Nama Sales', format: 'text', width: 22 },
    { key: 'jumlah', caption: 'Jumlah', format: 'number', width: 8, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 11, total: 'sum' },
    { key: 'ongkos', caption: 'Ongkos', format: 'rupiah', width: 13, total: 'sum' },
    { key: 'rupiah', caption: 'Rupiah', format: 'rupiah', width: 15, total: 'sum' },
  ],
  group: { key: 'omset', header: (row) => String(row.omset_label ?? row.omset ?? '') },
  totalLabel: 'TOTAL OMSET',
  inTotal: (row) => !NOT_SALES_OMSET.has(String(row.omset)),
  emptyText: 'Data Laporan Rekap Sales Kosong',
  successToast: 'Laporan Rekap Sales Tersedia',
  emptyToast: EMPTY_TOAST_CARI,
});

// ---------------------------------------------------------------------------------------------
// Laporan Penjualan Rekap (tax purpose)

/**
 * PPN on jewellery sold to consumers (DESIGN.md section 6, Tax): a tax base (DPP) that is a share of
 * the selling price and a rate on that base, both system parameters (today 10 % x 11 % = 1.1 %).
 */
export const PPN_PARAM = {
  dppPersen: { key: 'PPN_DPP_PERSEN', initial: 10 },
  tarifPersen: { key: 'PPN_TARIF_PERSEN', initial: 11 },
} as const;

/** A tax parameter as a percentage: a number from 0 to 100 with at most 2 decimals, else the default. */
export function ppnPercent(value: string | null | undefined, initial: number): number {
  const v = (value ?? '').trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(v)) return initial;
  const n = Number(v);
  return n <= 100 ? n : initial;
}

/** DPP and PPN of a day's sales, whole Rupiah: dpp = total x base %, ppn = dpp x rate %, each rounded. */
export function ppnOf(
  hargaTotal: number,
  dppPersen: number,
  tarifPersen: number,
): { dpp: number; ppn: number } {
  // In hundredths of a percent, so 1.1 % is computed exactly.
  const dpp = Math.round((hargaTotal * Math.round(dppPersen * 100)) / 10_000);
  const ppn = Math.round((dpp * Math.round(tarifPersen * 100)) / 10_000);
  return { dpp, ppn };
}

export const LAPORAN_PENJUALAN_REKAP_PAJAK = defineReport({
  key: 'penjualan-rekap-pajak',
  path: 'penjualan/report-rekap-jual-pajak',
  route: '/laporan-penjualan-rekap-pajak',
  title: 'Laporan Penjualan Rekap',
  fileName: 'LAPORAN PENJUALAN REKAP',
  filters: [date('tgl_from', 'Tanggal Dari'), date('tgl_to', 'Tanggal Sampai')],
  columns: [
    // Document 2's tax sales recap row: _id (the date), harga_total, total_24k, ongkos, dpp, ppn.
    { key: '_id', caption: 'Tanggal', format: 'date', width: 12 },
    { key: 'qty', caption: 'Qty', format: 'number', width: 8, total: 'sum' },
    { key: 'total_24k', caption: 'Berat 24K', format: 'gram', width: 12, total: 'sum' },
    { key: 'ongkos', caption: 'Ongkos', format: 'rupiah', width: 14, total: 'sum' },
    { key: 'harga_total', caption: 'Total Penjualan', format: 'rupiah', width: 16, total: 'sum' },
    { key: 'dpp', caption: 'DPP', format: 'rupiah', width: 15, total: 'sum' },
    { key: 'ppn', caption: 'PPN', format: 'rupiah', width: 14, total: 'sum' },
  ],
  emptyText: 'Data Laporan Penjualan Rekap Kosong',
  successToast: 'Laporan Penjualan Rekap Tersedia',
  emptyToast: EMPTY_TOAST_CARI,
});

// ---------------------------------------------------------------------------------------------
// Laporan Transaksi Penjualan, with the sales-detail CSV

export const STATUS_PENJUALAN = [
  { value: 'OPEN', label: 'AKTIF' },
  { value: 'BATAL', label: 'BATAL' },
  { value: REPORT_ALL, label: 'SEMUA' },
] as const;

const FILE: ReportColumn['in'] = ['csv', 'xlsx'];
const money = (key: string, caption: string, total = false): ReportColumn => ({
  key,
  caption,
  format: 'rupiah',
  width: 12,
  in: FILE,
  ...(total ? { total: 'sum' as const } : {}),
});
const text = (key: string, caption: string, width = 12): ReportColumn => ({
  key,
  caption,
  format: 'text',
  width,
  in: FILE,
});

/**
 * The sale lines of a period by invoice. The screen and PDF show the lines; the CSV and Excel carry
 * the whole sales detail of the reports document (section 3, 'Sales report detail'), with the
 * invoice's payments by kind on its first line (so column sums are the money received).
 */
export const LAPORAN_TRANSAKSI_PENJUALAN = defineReport({
  key: 'transaksi-penjualan',
  path: 'penjualan/get/report',
  route: '/laporan-transaksi-penjualan',
  title: 'Laporan Transaksi Penjualan',
  fileName: 'LAPORAN TRANSAKSI PENJUALAN',
  fontSize: 7,
  filters: [
    FILTER.tglAwal,
    FILTER.tglAkhir,
    FILTER.master('kode_sales', 'Sales', 'sales', ALL),
    FILTER.master('kode_group', 'Group', 'group', ALL),
    FILTER.select('status', 'Status', STATUS_PENJUALAN),
  ],
  columns: [
    text('no_generate', 'No Generate', 8),
    text('no_faktur_group', 'No Faktur Group', 18),
    text('no_faktur_group_user', 'No Faktur Group User', 18),
    { key: 'no_faktur_jual', caption: 'No Faktur', format: 'text', width: 17, total: 'count' },
    { key: 'tgl_system', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'jam', caption: 'Jam', format: 'text', width: 6 },
    { key: 'kode_sales', caption: 'Sales', format: 'text', width: 7 },
    text('kode_member', 'Kode Member', 13),
    text('nama_customer', 'Nama Customer', 20),
    text('no_hp', 'No HP', 13),
    text('alamat_customer', 'Alamat Customer', 28),
    text('kode_gudang', 'Gudang', 8),
    { key: 'kode_baki', caption: 'Baki', format: 'text', width: 6 },
    { key: 'kode_barcode', caption: 'Barcode', format: 'text', width: 9, barcode: true },
    { key: 'kode_group', caption: 'Group', format: 'text', width: 10 },
    { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 6 },
    text('kode_marketplace', 'Kode Marketplace', 10),
    { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 18 },
    { key: 'kadar_cetak', caption: 'Kadar', format: 'text', width: 6, in: ['screen', 'pdf'] },
    { ...text('berat_awal', 'Berat Awal'), format: 'gram', total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 9, total: 'sum' },
    text('nama_atribut', 'Nama Atribut', 12),
    { ...text('berat_atribut', 'Berat Atribut'), format: 'gram', total: 'sum' },
    money('harga_jual', 'Harga Jual', true),
    { key: 'harga_gram', caption: 'Harga/Gr', format: 'rupiah', width: 10 },
    money('harga_atribut', 'Harga Atribut', true),
    { key: 'ongkos', caption: 'Ongkos', format: 'rupiah', width: 10, total: 'sum' },
    { key: 'harga_total', caption: 'Harga Total', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'input_by', caption: 'Input By', format: 'text', width: 9 },
    text('status_kembali', 'Status Kembali', 9),
    { key: 'status_valid', caption: 'Status', format: 'text', width: 6 },
    text('status_premi', 'Status Premi', 9),
    text('status_tukar', 'Status Tukar', 9),
    text('no_titip_group', 'No Titip Group', 12),
    text('no_pesanan', 'No Pesanan', 12),
    // The invoice's payments, one column per kind of cash row (QRIS and E-WALLET included).
    ...JENIS_KAS.map((j) => money(jenisKey(j), j, true)),
    { ...money('total_usd', 'Total USD'), format: 'number' },
    text('curr', 'Curr', 5),
    money('total_berlian_rp', 'Total Berlian Rp', true),
  ],
  group: {
    key: 'no_faktur_group',
    header: (row) =>
      `${row.no_faktur_group ?? ''} | ${formatTanggal(String(row.tgl_system ?? ''))} | ${row.nama_customer || '-'}`,
  },
  emptyText: 'Data Laporan Transaksi Penjualan Kosong',
  successToast: 'Laporan Transaksi Penjualan Tersedia',
  emptyToast: EMPTY_TOAST_CARI,
});

export const PENJUALAN_REPORTS = [
  LAPORAN_REKAP_SALES,
  LAPORAN_PENJUALAN_REKAP_PAJAK,
  LAPORAN_TRANSAKSI_PENJUALAN,
] as const;
