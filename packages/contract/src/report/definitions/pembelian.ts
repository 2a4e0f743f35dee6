import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';
import type { ReportColumn, ReportFilter } from '../types.ts';

/** The purchase (buy-back) reports of documents 2 and 3. */

const ALL = [{ value: REPORT_ALL, label: 'SEMUA' }];
const date = (key: string, label: string): ReportFilter => ({ key, label, kind: 'date' });

/** Purchase reports' texts (reports document, section 8). */
export const PEMBELIAN_REPORT_MSG = {
  empty: 'Data Yang Di Cari Tidak Ada !!!',
  transaksiFound: 'Laporan Transaksi Pembelian Tersedia',
  rekapFound: 'Laporan Rekap Transaksi Pembelian Tersedia',
  rekapEmptyText: 'Data Laporan Transaksi Rekap Pembelian Kosong',
  kondisiFound: 'Laporan Pembelian Per Kondisi Tersedia',
  kondisiEmpty: 'Laporan Pembelian Per Kondisi Tidak Tersedia',
} as const;

/** The 'all' value of the purchase report's own filters (valid_by, kode_sales, is_consignment). */
export const PEMBELIAN_ALL = 'ALL';

/** How the purchase report groups its lines (default the invoice). */
export const PEMBELIAN_GROUP_BY = [
  { value: 'no_faktur_group', label: 'No Faktur' },
  { value: 'kode_sales', label: 'Sales' },
  { value: 'kode_group', label: 'Group' },
  { value: 'kode_kondisi', label: 'Kondisi' },
  { value: 'tanggal', label: 'Tanggal' },
] as const;

/** NORMAL: purchases on their own (BELI); TUKAR: trade-ins paying part of a sale; SEMUA: both. */
export const PEMBELIAN_TYPE = [
  { value: 'NORMAL', label: 'NORMAL' },
  { value: 'TUKAR', label: 'TUKAR' },
  { value: REPORT_ALL, label: 'SEMUA' },
] as const;

/** Consignment goods: ALL, YA (true) or TIDAK (false). The counter buys no consigned goods yet. */
export const PEMBELIAN_CONSIGNMENT = [
  { value: PEMBELIAN_ALL, label: 'SEMUA' },
  { value: 'YA', label: 'YA' },
  { value: 'TIDAK', label: 'TIDAK' },
] as const;

/** The group kinds of master Group (jenis_group). */
export const JENIS_GROUP_FILTER = [
  { value: REPORT_ALL, label: 'SEMUA' },
  ...['MUDA', 'TUA', 'LM', 'ACC', 'BERLIAN'].map((v) => ({ value: v, label: v })),
] as const;

const FILE: ReportColumn['in'] = ['csv', 'xlsx'];
const fileText = (key: string, caption: string, width = 12): ReportColumn => ({
  key,
  caption,
  format: 'text',
  width,
  in: FILE,
});

/**
 * The purchase lines of a period (`pembelian/get/report`), grouped by invoice unless `group_by`
 * says otherwise; the files carry the whole purchase detail (reports document, section 3).
 * valid_by is the cashier who entered the purchase (ALL: everyone).
 */
export const LAPORAN_TRANSAKSI_PEMBELIAN = defineReport({
  key: 'transaksi-pembelian',
  path: 'pembelian/get/report',
  route: '/laporan-transaksi-pembelian',
  title: 'Laporan Transaksi Pembelian',
  fileName: 'LAPORAN TRANSAKSI PEMBELIAN',
  fontSize: 7,
  filters: [
    FILTER.tglAwal,
    FILTER.tglAkhir,
    FILTER.select('group_by', 'Group By', PEMBELIAN_GROUP_BY),
    FILTER.master('kode_group', 'Group', 'group', ALL),
    FILTER.select('jenis_group', 'Jenis Group', JENIS_GROUP_FILTER),
    FILTER.master('kondisi', 'Kondisi', 'kondisi-pembelian', ALL),
    FILTER.text('valid_by', 'Valid By', 30),
    FILTER.master('kode_sales', 'Sales', 'sales', ALL),
    FILTER.select('is_consignment', 'Konsinyasi', PEMBELIAN_CONSIGNMENT),
    FILTER.select('type', 'Type', PEMBELIAN_TYPE),
  ],
  columns: [
    { key: 'no_faktur_beli', caption: 'No Faktur Beli', format: 'text', width: 17, total: 'count' },
    { key: 'tgl_system', caption: 'Tanggal', format: 'date', width: 9 },
    { key: 'kode_sales', caption: 'Sales', format: 'text', width: 8 },
    fileText('kode_member', 'Kode Member', 13),
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 15 },
    fileText('no_hp', 'No HP', 13),
    fileText('alamat_customer', 'Alamat Customer', 28),
    { key: 'kadar', caption: 'Kadar', format: 'percent', width: 6 },
    fileText('kode_gudang', 'Gudang', 8),
    fileText('no_faktur_ext', 'No Faktur Ext', 17),
    { key: 'kode_group', caption: 'Group', format: 'text', width: 10 },
    { key: 'kode_dept', caption: 'Jenis', format: 'text', width: 6 },
    { key: 'kode_barcode', caption: 'Barcode', format: 'text', width: 9, barcode: true },
    { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 17 },
    { key: 'berat_nota', caption: 'Berat Nota', format: 'gram', width: 9, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 9, total: 'sum' },
    { key: 'harga_nota', caption: 'Harga Nota', format: 'rupiah', width: 11, total: 'sum' },
    { key: 'harga', caption: 'Harga', format: 'rupiah', width: 11, total: 'sum' },
    { key: 'harga_rata', caption: 'Harga Rata', format: 'rupiah', width: 10 },
    { key: 'kondisi', caption: 'Kondisi', format: 'text', width: 9 },
    { ...fileText('cash_rp', 'Cash Rp'), format: 'rupiah', total: 'sum' },
    { key: 'input_by', caption: 'Input By', format: 'text', width: 8 },
    fileText('status_valid', 'Status Valid', 8),
    fileText('tipe_kondisi', 'Tipe Kondisi', 9),
  ],
  group: { key: 'grup', header: (row) => String(row.grup_header ?? row.grup ?? '') },
  emptyText: 'Data Laporan Transaksi Pembelian Kosong',
  successToast: PEMBELIAN_REPORT_MSG.transaksiFound,
  emptyToast: PEMBELIAN_REPORT_MSG.empty,
});

/** Per invoice: quantity, weight, price and average price per gram (`pembelian/report/berkah`). */
export const LAPORAN_REKAP_PEMBELIAN = defineReport({
  key: 'rekap-pembelian',
  path: 'pembelian/report/berkah',
  route: '/laporan-rekap-pembelian',
  title: 'Laporan Rekap Pembelian',
  fileName: 'LAPORAN REKAP PEMBELIAN',
  filters: [FILTER.tglAwal, FILTER.tglAkhir],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'no_nota', caption: 'No Nota', format: 'text', width: 20, total: 'count' },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 22 },
    { key: 'qty', caption: 'Qty', format: 'number', width: 7, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 11, total: 'sum' },
    { key: 'harga_beli', caption: 'Harga Beli', format: 'rupiah', width: 15, total: 'sum' },
    { key: 'harga_rata', caption: 'Harga Rata', format: 'rupiah', width: 12 },
  ],
  emptyText: PEMBELIAN_REPORT_MSG.rekapEmptyText,
  successToast: PEMBELIAN_REPORT_MSG.rekapFound,
  emptyToast: PEMBELIAN_REPORT_MSG.empty,
});

/** One day's purchases by group and condition: pieces, weights and the weight difference to the notes. */
export const LAPORAN_PEMBELIAN_PER_KONDISI = defineReport({
  key: 'pembelian-per-kondisi',
  path: 'pembelian/get/laporan-by-kondisi',
  route: '/laporan-pembelian-per-kondisi',
  title: 'Laporan Pembelian Per Kondisi',
  fileName: 'LAPORAN PEMBELIAN PER KONDISI',
  filters: [FILTER.tanggal],
  columns: [
    { key: 'kondisi', caption: 'Kondisi', format: 'text', width: 24 },
    { key: 'jumlah', caption: 'Jumlah', format: 'number', width: 10, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 12, total: 'sum' },
    { key: 'berat_nota', caption: 'Berat Nota', format: 'gram', width: 12, total: 'sum' },
    { key: 'selisih_berat', caption: 'Selisih Berat', format: 'gram', width: 12, total: 'sum' },
    { key: 'harga', caption: 'Harga', format: 'rupiah', width: 15, total: 'sum' },
  ],
  group: { key: '_id', header: (row) => `GROUP ${row._id ?? ''}` },
  emptyText: PEMBELIAN_REPORT_MSG.kondisiEmpty,
  successToast: PEMBELIAN_REPORT_MSG.kondisiFound,
  emptyToast: PEMBELIAN_REPORT_MSG.kondisiEmpty,
  formats: ['pdf', 'xlsx', 'csv'],
});

/**
 * Laporan Pembelian Per Faktur (life feature, `pembelian/hidup/report-limited`): invoices with their
 * lines. A purchase line carries no price group (kelompok harga): any one but SEMUA finds nothing.
 * Document 2's purchase detail line: no_faktur_beli, kode_sales, nama_barang, kode_group, harga_emas
 * (the gold price per gram bought at), berat_nota, berat, harga_nota, harga, rata_asal (the sale
 * note's price per gram), with the computed price per gram bought (rata_beli) and its difference (%).
 */
export const LAPORAN_PEMBELIAN_PER_FAKTUR = defineReport({
  key: 'pembelian-per-faktur',
  path: 'pembelian/hidup/report-limited',
  route: '/laporan-pembelian-perfaktur',
  title: 'Laporan Pembelian Per Faktur',
  fileName: 'LAPORAN PEMBELIAN PER FAKTUR',
  filters: [
    date('tgl_from', 'Tanggal Dari'),
    date('tgl_to', 'Tanggal Sampai'),
    FILTER.master('kelompok_harga', 'Kelompok Harga', 'master-kelompok-harga', ALL),
    FILTER.master('kode_group', 'Group', 'group', ALL),
    FILTER.master('kondisi', 'Kondisi', 'kondisi-pembelian', ALL),
  ],
  columns: [
    { key: 'no_faktur_beli', caption: 'No Faktur Beli', format: 'text', width: 17, total: 'count' },
    { key: 'kode_sales', caption: 'Sales', format: 'text', width: 6 },
    { key: 'kode_group', caption: 'Group', format: 'text', width: 9 },
    { key: 'nama_barang', caption: 'Nama Barang', format: 'text', width: 18 },
    { key: 'kadar', caption: 'Kadar', format: 'percent', width: 6 },
    { key: 'kondisi', caption: 'Kondisi', format: 'text', width: 9 },
    { key: 'harga_emas', caption: 'Harga Emas', format: 'rupiah', width: 11 },
    { key: 'berat_nota', caption: 'Berat Nota', format: 'gram', width: 9, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 9, total: 'sum' },
    { key: 'harga_nota', caption: 'Harga Nota', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'harga', caption: 'Harga', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'rata_asal', caption: 'Rata Asal/Gr', format: 'rupiah', width: 11 },
    { key: 'rata_beli', caption: 'Rata Beli/Gr', format: 'rupiah', width: 11 },
    { key: 'selisih_persen', caption: 'Selisih %', format: 'percent', width: 8 },
    { key: 'input_by', caption: 'Input By', format: 'text', width: 8, in: ['screen', 'xlsx', 'csv'] },
  ],
  group: { key: 'no_faktur_group', header: (row) => String(row.faktur_header ?? row.no_faktur_group ?? '') },
  emptyText: 'Data Laporan Pembelian Per Faktur Kosong',
  successToast: 'Laporan Pembelian Per Faktur Tersedia',
  emptyToast: PEMBELIAN_REPORT_MSG.empty,
});

/** Purchases paid by transfer: the shop's account, the customer's account and the amounts. */
export const LAPORAN_PEMBELIAN_TRANSFER = defineReport({
  key: 'pembelian-transfer',
  path: 'pembelian/report-pembelian-transfer',
  route: '/laporan-pembelian-transfer',
  title: 'Laporan Pembelian Transfer',
  fileName: 'LAPORAN PEMBELIAN TRANSFER',
  filters: [date('tgl_from', 'Tanggal Dari'), date('tgl_to', 'Tanggal Sampai')],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 10 },
    { key: 'no_faktur', caption: 'No Faktur', format: 'text', width: 18, total: 'count' },
    { key: 'kode_member', caption: 'Kode Member', format: 'text', width: 13 },
    { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 16 },
    { key: 'no_rekening_toko', caption: 'No Rekening Toko', format: 'text', width: 16 },
    { key: 'no_rekening_tujuan', caption: 'No Rekening Tujuan', format: 'text', width: 18 },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 10, total: 'sum' },
    { key: 'harga_nota', caption: 'Harga Nota', format: 'rupiah', width: 13, total: 'sum' },
    { key: 'harga', caption: 'Harga Beli', format: 'rupiah', width: 13, total: 'sum' },
    { key: 'jumlah_transfer', caption: 'Jumlah Transfer', format: 'rupiah', width: 15, total: 'sum' },
  ],
  emptyText: 'Data Laporan Pembelian Transfer Kosong',
  successToast: 'Laporan Tersedia',
  emptyToast: PEMBELIAN_REPORT_MSG.empty,
});

/**
 * Laporan Override Harga Pembelian: buy-back and trade-in lines whose price was changed from the
 * computed one (DESIGN.md "Computed versus charged"), with the shop's maximum for the line and the
 * SPV/OWN authorisation that let a price above it through (PEMBELIAN DI ATAS MAKSIMUM). Cancelled
 * lines are listed too, with their status.
 */
export const LAPORAN_OVERRIDE_HARGA_PEMBELIAN = defineReport({
  key: 'override-harga-pembelian',
  path: 'pembelian/report/override-harga',
  route: '/laporan-override-harga-pembelian',
  title: 'Laporan Override Harga Pembelian',
  fileName: 'LAPORAN OVERRIDE HARGA PEMBELIAN',
  filters: [date('tgl_from', 'Tanggal Dari'), date('tgl_to', 'Tanggal Sampai')],
  columns: [
    { key: 'tanggal', caption: 'Tanggal', format: 'date', width: 9 },
    { key: 'no_faktur_beli', caption: 'No Faktur Beli', format: 'text', width: 17, total: 'count' },
    { key: 'jenis_pembelian', caption: 'Jenis', format: 'text', width: 6 },
    { key: 'kode_group', caption: 'Group', format: 'text', width: 9 },
    { key: 'kode_kondisi', caption: 'Kondisi', format: 'text', width: 8 },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 8, total: 'sum' },
    { key: 'harga_hitung', caption: 'Harga Hitung', format: 'rupiah', width: 11, total: 'sum' },
    { key: 'harga_maks', caption: 'Harga Maksimum', format: 'rupiah', width: 11, total: 'sum' },
    { key: 'harga', caption: 'Harga Bayar', format: 'rupiah', width: 11, total: 'sum' },
    { key: 'selisih', caption: 'Selisih Hitung', format: 'rupiah', width: 11, total: 'sum' },
    { key: 'id_otorisasi', caption: 'Otorisasi', format: 'text', width: 14 },
    { key: 'authorised_by', caption: 'Otorisasi Oleh', format: 'text', width: 9 },
    { key: 'input_by', caption: 'Input By', format: 'text', width: 8 },
    { key: 'status', caption: 'Status', format: 'text', width: 6 },
  ],
  emptyText: 'Data Laporan Override Harga Pembelian Kosong',
  successToast: 'Laporan Override Harga Pembelian Tersedia',
  emptyToast: PEMBELIAN_REPORT_MSG.empty,
});

export const PEMBELIAN_REPORTS = [
  LAPORAN_TRANSAKSI_PEMBELIAN,
  LAPORAN_REKAP_PEMBELIAN,
  LAPORAN_PEMBELIAN_PER_KONDISI,
  LAPORAN_PEMBELIAN_PER_FAKTUR,
  LAPORAN_PEMBELIAN_TRANSFER,
  LAPORAN_OVERRIDE_HARGA_PEMBELIAN,
] as const;
