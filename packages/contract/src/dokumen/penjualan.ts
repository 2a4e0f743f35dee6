import { OTORISASI } from '../api/otorisasi.ts';
import {
  cancelSale,
  listSales,
  saleInvoiceSingle,
  saleNotaPdf,
  sendInvoiceWa,
  TRANSAKSI_MSG,
} from '../api/transaksi.ts';
import { DOC_PREFIX } from '../document-number.ts';
import { counterInvoice, counterKind } from './common.ts';
import type { DocumentKind, DocumentRow } from './types.ts';

/** A sale (Transaksi Penjualan): one invoice group FJ of sale lines JL, with its trade-ins and payments. */
export const PENJUALAN: DocumentKind = {
  ...counterKind(
    'penjualan',
    'Penjualan',
    'jual',
    { document: DOC_PREFIX.PENJUALAN_GROUP, line: DOC_PREFIX.PENJUALAN },
    'no_faktur_jual',
  ),
  columns: [
    { key: 'no_faktur_group', caption: 'No Faktur', format: 'text', strong: true, sub: ['no_faktur_jual'] },
    { key: 'no_faktur_jual', caption: 'No Faktur Jual', format: 'text', hidden: true },
    { key: 'tanggal', caption: 'Tanggal', format: 'date', withTime: true },
    { key: 'nama_barang', caption: 'Barang', format: 'text', sub: ['kode_barcode', 'kode_group'] },
    { key: 'kode_barcode', caption: 'Barcode', format: 'text', hidden: true },
    { key: 'kode_group', caption: 'Group', format: 'text', hidden: true },
    { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
    { key: 'harga_total', caption: 'Harga', format: 'rupiah', total: 'sum' },
    { key: 'nama_customer', caption: 'Customer', format: 'text', sub: ['kode_sales'] },
    { key: 'kode_sales', caption: 'Sales / Kasir', format: 'text', join: 'input_by', hidden: true },
    { key: 'status', caption: 'Status', format: 'text', state: true },
  ],
  amountField: 'harga_total',
  weightField: 'berat',
  searchPlaceholder: 'Cari No Faktur / Barcode / Customer',
  invoice: counterInvoice(
    'penjualan',
    [
      { key: 'kode_barcode', caption: 'Barcode', format: 'text' },
      { key: 'nama_barang', caption: 'Nama Barang', format: 'text' },
      { key: 'kode_group', caption: 'Group', format: 'text' },
      { key: 'kadar_cetak', caption: 'Kadar', format: 'text' },
      { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
      { key: 'harga_gram', caption: 'Harga/gr', format: 'rupiah' },
      { key: 'ongkos', caption: 'Ongkos', format: 'rupiah' },
      { key: 'harga_total', caption: 'Harga', format: 'rupiah', total: 'sum' },
    ],
    { caption: 'Total Penjualan', field: 'total_jual', as: 'summary' },
    {
      source: 'pembelian',
      title: 'Barang Tukar',
      rowKey: 'no_faktur_beli',
      optional: true,
      columns: [
        { key: 'no_faktur_beli', caption: 'No Faktur Beli', format: 'text' },
        { key: 'no_faktur_jual', caption: 'Asal', format: 'text', empty: 'BARANG LUAR' },
        { key: 'nama_barang', caption: 'Nama Barang', format: 'text' },
        { key: 'kode_kondisi', caption: 'Kondisi', format: 'text' },
        { key: 'berat', caption: 'Berat', format: 'gram' },
        { key: 'harga', caption: 'Harga', format: 'rupiah' },
      ],
      total: { caption: 'Total Tukar', field: 'total_beli', as: 'footer' },
    },
  ),
  transitions: [
    { action: 'jual', from: [], to: 'OPEN', cash: 'bayar' },
    {
      action: 'batal',
      from: ['OPEN'],
      to: 'BATAL',
      cash: 'batal',
    },
  ],
  cash: { bayar: 'PENJUALAN', tukar: 'PEMBELIAN', batal: 'BATAL PENJUALAN', batalTukar: 'BATAL BELI' },
  reversal: { PENJUALAN: 'BATAL PENJUALAN', PEMBELIAN: 'BATAL BELI' },
  cancel: { from: ['OPEN'], to: 'BATAL', laterDay: { otorisasi: OTORISASI.BATAL_PENJUALAN } },
  dashboard: { total: 'total_penjualan', gram: 'gram_penjualan' },
  actions: ['detail', 'cetak', 'wa'],
  api: {
    list: listSales,
    invoice: saleInvoiceSingle,
    cancel: cancelSale,
    nota: saleNotaPdf,
    wa: sendInvoiceWa,
  },
  messages: {
    cancelled: TRANSAKSI_MSG.saleCancelled,
    cancelNote: (doc: DocumentRow) => {
      const n = Array.isArray(doc.pembelian) ? doc.pembelian.length : 0;
      return n ? `${n} Barang Tukar Ikut Dibatalkan Dan Keluar Dari Gudang BELI` : undefined;
    },
  },
};
