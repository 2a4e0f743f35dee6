import { STATUS_PO_FILTER } from '../../pre-order/rules.ts';
import { defineReport } from '../define.ts';
import { FILTER } from '../filters.ts';
import type { ReportColumn, ReportFilter, ReportNesting } from '../types.ts';

/** The list of a PO report row's goods (document 2's PO report row: detail_barang[{deskripsi}]). */
export const PO_REPORT_ITEMS = 'detail_barang';
/** The fields of each goods entry: the document's deskripsi, with the barcode and weight of the PO. */
export const PO_REPORT_ITEM_FIELDS = ['deskripsi', 'kode_barcode', 'berat'] as const;
/**
 * A PO report answers each PO with its goods in `detail_barang[]`; the screen and the files print
 * them joined and upper-cased in the Deskripsi column (hidden indexed keys on the PO's line, nest.ts).
 */
const PO_NEST: ReportNesting = { key: PO_REPORT_ITEMS, indexed: PO_REPORT_ITEM_FIELDS };

/** The pre-order reports' period: the specification's tgl_from / tgl_to. */
const PERIOD: ReportFilter[] = [
  { key: 'tgl_from', label: 'Tanggal Awal', kind: 'date' },
  { key: 'tgl_to', label: 'Tanggal Akhir', kind: 'date' },
];

const col = {
  tgl: { key: 'tgl_system', caption: 'Tanggal', format: 'date', width: 9 },
  noPo: { key: 'no_po', caption: 'No Po', format: 'text', width: 16, total: 'count' },
  nama: { key: 'nama_customer', caption: 'Nama Customer', format: 'text', width: 15 },
  rekening: { key: 'no_rekening', caption: 'No Rekening', format: 'text', width: 12 },
  deskripsi: { key: 'deskripsi', caption: 'Deskripsi', format: 'text', width: 22 },
  qtyEstimasi: { key: 'qty_estimasi', caption: 'Qty Estimasi', format: 'number', width: 7, total: 'sum' },
  beratEstimasi: { key: 'berat_estimasi', caption: 'Berat Estimasi', format: 'gram', width: 9, total: 'sum' },
  total: { key: 'harga_total', caption: 'Total Harga', format: 'rupiah', width: 12, total: 'sum' },
} satisfies Record<string, ReportColumn>;

/**
 * Laporan Transaksi Po (document 2): the POs taken in a period, filtered by status (SEMUA, TIDAK VALID
 * = OPEN, VALID), member name, account number, goods description, estimated weight and transfer
 * amount; the goods descriptions joined on one line.
 */
export const LAPORAN_TRANSAKSI_PO = defineReport({
  key: 'pre-order-transaksi',
  path: 'pre-order/reports',
  route: '/laporan-transaksi-po',
  title: 'Laporan Transaksi Po',
  fileName: 'LAPORAN TRANSAKSI PO',
  filters: [
    ...PERIOD,
    FILTER.select('status', 'Status', STATUS_PO_FILTER),
    FILTER.text('nama_customer', 'Nama Member', 100),
    FILTER.text('no_rekening', 'No Rekening', 50),
    FILTER.text('deskripsi', 'Deskripsi', 100),
    FILTER.gram('berat_estimasi', 'Berat Estimasi'),
    FILTER.rupiah('harga_estimasi', 'Nominal Transfer'),
  ],
  columns: [
    col.tgl,
    col.noPo,
    { key: 'no_order', caption: 'No Order', format: 'text', width: 12 },
    col.nama,
    col.rekening,
    col.deskripsi,
    col.qtyEstimasi,
    col.beratEstimasi,
    col.total,
    { key: 'dibayar_rp', caption: 'Dibayar', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'sisa_bayar', caption: 'Sisa Bayar', format: 'rupiah', width: 12, total: 'sum' },
    { key: 'status', caption: 'Status', format: 'text', width: 12 },
  ],
  nest: PO_NEST,
  emptyText: 'Laporan Transaksi Po Kosong',
  successToast: 'Laporan Tersedia',
  emptyToast: 'Laporan Transaksi Po Kosong',
});

/**
 * Laporan Penjualan PO: the POs finished (become sales) in a period. Refund only when the sale price
 * is below the total price (refundPo), else 0.
 */
export const LAPORAN_PENJUALAN_PO = defineReport({
  key: 'pre-order-penjualan',
  path: 'pre-order/reports-penjualan',
  route: '/laporan-penjualan-po',
  title: 'Laporan Penjualan PO',
  fileName: 'LAPORAN PENJUALAN PO',
  filters: PERIOD,
  columns: [
    col.tgl,
    col.nama,
    col.rekening,
    col.deskripsi,
    col.qtyEstimasi,
    { key: 'qty_input', caption: 'Qty Input', format: 'number', width: 7, total: 'sum' },
    col.beratEstimasi,
    { key: 'berat_input', caption: 'Berat Input', format: 'gram', width: 9, total: 'sum' },
    col.total,
    { key: 'refund', caption: 'Refund', format: 'rupiah', width: 11, total: 'sum' },
  ],
  nest: PO_NEST,
  emptyText: 'Laporan Transaksi Penjualan Po Kosong',
  successToast: 'Laporan Transaksi Penjualan Po Tersedia',
  emptyToast: 'Laporan Transaksi Penjualan Po Kosong',
});

/** Laporan Outstand PO: the POs of a period (not cancelled) with pieces still to send. */
export const LAPORAN_OUTSTAND_PO = defineReport({
  key: 'pre-order-outstand',
  path: 'pre-order/reports-outstand',
  route: '/laporan-outstand-po',
  title: 'LAPORAN OUTSTAND PO',
  fileName: 'LAPORAN OUTSTAND PO',
  filters: PERIOD,
  columns: [
    col.tgl,
    col.noPo,
    col.nama,
    col.rekening,
    col.deskripsi,
    col.qtyEstimasi,
    { key: 'qty_kirim', caption: 'Qty Kirim', format: 'number', width: 7, total: 'sum' },
    { key: 'qty_sisa', caption: 'Qty Sisa', format: 'number', width: 7, total: 'sum' },
    col.beratEstimasi,
    col.total,
    { key: 'status', caption: 'Status', format: 'text', width: 12 },
  ],
  nest: PO_NEST,
  emptyText: 'Laporan Transaksi Outstand Po Kosong',
  successToast: 'Laporan Transaksi Outstand Po Tersedia',
  emptyToast: 'Laporan Transaksi Outstand Po Kosong',
});

/** Laporan Closing Barang Po: the closing lines of a period (PO no, send status, receipt, qty) and their total. */
export const LAPORAN_CLOSING_PO = defineReport({
  key: 'pre-order-closing',
  path: 'pre-order/closing/reports',
  route: '/laporan-closing-barang-po',
  title: 'Laporan Closing Barang Po',
  fileName: 'LAPORAN CLOSING BARANG PO',
  filters: PERIOD,
  columns: [
    { key: 'tgl_system', caption: 'Tanggal', format: 'date', width: 9 },
    { key: 'no_po', caption: 'No Po', format: 'text', width: 16 },
    { key: 'status_kirim', caption: 'Status Kirim', format: 'text', width: 9 },
    { key: 'no_resi', caption: 'No Resi', format: 'text', width: 14 },
    { key: 'qty', caption: 'Qty', format: 'number', width: 7, total: 'sum' },
  ],
  emptyText: 'Data Tidak Tersedia',
  successToast: 'Laporan Barang Tersedia',
  emptyToast: 'Data Tidak Tersedia',
});

export const PRE_ORDER_REPORTS = [
  LAPORAN_TRANSAKSI_PO,
  LAPORAN_PENJUALAN_PO,
  LAPORAN_OUTSTAND_PO,
  LAPORAN_CLOSING_PO,
] as const;
