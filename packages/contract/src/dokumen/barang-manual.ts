import {
  BARANG_MANUAL_MSG,
  cancelPembelianManualOne,
  cancelPenjualanManual,
  listPembelianManual,
  listPenjualanManual,
  pembelianManualInvoice,
  pembelianManualNota,
  penjualanManualInvoice,
  penjualanManualNota,
} from '../api/barang-manual.ts';
import { OTORISASI } from '../api/otorisasi.ts';
import { DOC_PREFIX } from '../document-number.ts';
import { counterInvoice, counterKind } from './common.ts';
import type { DocumentColumn, DocumentKind } from './types.ts';

/** Where a manual line lay or went: group / type under the warehouse and tray. */
const placeColumns = (qty: string, deskripsi: string): DocumentColumn[] => [
  { key: 'kode_group', caption: 'Group', format: 'text', sub: ['kode_dept', 'kode_toko', deskripsi] },
  { key: deskripsi, caption: 'Deskripsi', format: 'text', hidden: true },
  { key: 'kode_dept', caption: 'Jenis', format: 'text', hidden: true },
  { key: 'kode_toko', caption: 'Baki', format: 'text', hidden: true },
  { key: qty, caption: 'Qty', format: 'number', total: 'sum' },
  { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
];

/**
 * A manual sale (Transaksi Jual Beli Manual, issue 19): invoice group FJM of lines JM, each a qty and
 * weight of a group and type taken out of a tray; note type PENJUALAN_MANUAL. OPEN -> BATAL (the stock
 * back into its tray, the money back; a later day with an authorisation).
 */
export const PENJUALAN_MANUAL: DocumentKind = {
  ...counterKind(
    'penjualan-manual',
    'Penjualan Manual',
    'jual-manual',
    { document: DOC_PREFIX.PENJUALAN_MANUAL_GROUP, line: DOC_PREFIX.PENJUALAN_MANUAL },
    'no_faktur_jual',
  ),
  nota: 'PENJUALAN_MANUAL',
  routes: {
    lihat: '/lihat-penjualan-manual',
    batal: '/batal-penjualan-manual',
    transaksi: '/transaksi-jual-beli-manual',
  },
  columns: [
    {
      key: 'no_faktur_group',
      caption: 'No Faktur',
      format: 'text',
      strong: true,
      sub: ['no_faktur_jual', 'tanggal'],
    },
    { key: 'no_faktur_jual', caption: 'No Faktur Jual', format: 'text', hidden: true },
    { key: 'tanggal', caption: 'Tanggal', format: 'date', withTime: true, hidden: true },
    ...placeColumns('qty', 'deskripsi'),
    { key: 'harga', caption: 'Harga', format: 'rupiah', total: 'sum' },
    { key: 'nama_customer', caption: 'Customer', format: 'text', sub: ['kode_sales'] },
    { key: 'kode_sales', caption: 'Sales', format: 'text', hidden: true },
    { key: 'status', caption: 'Status', format: 'text', state: true },
  ],
  amountField: 'harga',
  weightField: 'berat',
  searchPlaceholder: 'Cari No Faktur / Group / Customer',
  invoice: counterInvoice(
    'penjualan',
    [
      { key: 'kode_gudang', caption: 'Gudang', format: 'text' },
      { key: 'kode_toko', caption: 'Baki', format: 'text' },
      { key: 'kode_group', caption: 'Group', format: 'text' },
      { key: 'kode_dept', caption: 'Jenis', format: 'text' },
      { key: 'deskripsi', caption: 'Deskripsi', format: 'text', empty: '-' },
      { key: 'qty', caption: 'Qty', format: 'number', total: 'sum' },
      { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
      { key: 'harga', caption: 'Harga', format: 'rupiah', total: 'sum' },
    ],
    { caption: 'Total', field: 'total_jual', as: 'summary' },
  ),
  transitions: [
    { action: 'jual', from: [], to: 'OPEN', cash: 'bayar' },
    { action: 'batal', from: ['OPEN'], to: 'BATAL', cash: 'batal' },
  ],
  cash: { bayar: 'PENJUALAN MANUAL', batal: 'BATAL PENJUALAN MANUAL' },
  reversal: { 'PENJUALAN MANUAL': 'BATAL PENJUALAN MANUAL' },
  cancel: { from: ['OPEN'], to: 'BATAL', laterDay: { otorisasi: OTORISASI.BATAL_PENJUALAN } },
  actions: ['detail', 'cetak'],
  api: {
    list: listPenjualanManual,
    invoice: penjualanManualInvoice,
    cancel: cancelPenjualanManual,
    nota: penjualanManualNota,
  },
  messages: { cancelled: BARANG_MANUAL_MSG.saleCancelled, notFound: BARANG_MANUAL_MSG.notFound },
};

/**
 * A manual purchase (issue 19, document 2 "Manual purchase"): invoice group FBM of lines BM (the
 * spec's no_faktur_beli, at least 15 characters), each a qty and weight of a group and type bought
 * into a tray; paid out. OPEN -> BATAL by POST batal-pembelian-manual (its own screen, spec's form) or
 * the kit's cancel of one invoice: the stock out of its tray again, the money back.
 */
export const PEMBELIAN_MANUAL: DocumentKind = {
  ...counterKind(
    'pembelian-manual',
    'Pembelian Manual',
    'beli-manual',
    { document: DOC_PREFIX.PEMBELIAN_MANUAL_GROUP, line: DOC_PREFIX.PEMBELIAN_MANUAL },
    'no_faktur_beli',
  ),
  nota: 'PEMBELIAN',
  printName: 'NOTA PEMBELIAN MANUAL',
  // /batal-pembelian-manual is the spec's own form (invoices collected, POST batal-pembelian-manual).
  routes: { lihat: '/lihat-pembelian-manual', transaksi: '/transaksi-jual-beli-manual' },
  columns: [
    {
      key: 'no_faktur_group',
      caption: 'No Faktur',
      format: 'text',
      strong: true,
      sub: ['no_faktur_beli', 'tanggal'],
    },
    { key: 'no_faktur_beli', caption: 'No Faktur Beli', format: 'text', hidden: true },
    { key: 'tanggal', caption: 'Tanggal', format: 'date', withTime: true, hidden: true },
    { key: 'kode_sales', caption: 'Sales', format: 'text' },
    ...placeColumns('stock', 'deskripsi_beli'),
    { key: 'harga_beli', caption: 'Harga', format: 'rupiah', total: 'sum' },
    { key: 'status', caption: 'Status', format: 'text', state: true },
  ],
  amountField: 'harga_beli',
  weightField: 'berat',
  searchPlaceholder: 'Cari No Faktur / Group / Customer',
  invoice: counterInvoice(
    'pembelian',
    [
      { key: 'kode_toko', caption: 'Baki', format: 'text' },
      { key: 'kode_group', caption: 'Group', format: 'text' },
      { key: 'kode_dept', caption: 'Jenis', format: 'text' },
      { key: 'deskripsi_beli', caption: 'Deskripsi', format: 'text', empty: '-' },
      { key: 'stock', caption: 'Qty', format: 'number', total: 'sum' },
      { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
      { key: 'harga_beli', caption: 'Harga', format: 'rupiah', total: 'sum' },
    ],
    { caption: 'Total', field: 'total_beli', as: 'summary' },
  ),
  transitions: [
    { action: 'beli', from: [], to: 'OPEN', cash: 'bayar' },
    { action: 'batal', from: ['OPEN'], to: 'BATAL', cash: 'batal' },
  ],
  cash: { bayar: 'PEMBELIAN MANUAL', batal: 'BATAL PEMBELIAN MANUAL' },
  reversal: { 'PEMBELIAN MANUAL': 'BATAL PEMBELIAN MANUAL' },
  cancel: { from: ['OPEN'], to: 'BATAL', laterDay: { otorisasi: OTORISASI.BATAL_PEMBELIAN } },
  actions: ['detail', 'cetak'],
  api: {
    list: listPembelianManual,
    invoice: pembelianManualInvoice,
    cancel: cancelPembelianManualOne,
    nota: pembelianManualNota,
  },
  messages: { cancelled: BARANG_MANUAL_MSG.purchaseCancelled, notFound: BARANG_MANUAL_MSG.notFound },
};
