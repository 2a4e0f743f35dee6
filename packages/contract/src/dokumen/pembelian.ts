import { OTORISASI } from '../api/otorisasi.ts';
import {
  cancelPurchase,
  listPurchases,
  purchaseInvoiceSingle,
  purchaseNotaPdf,
  TRANSAKSI_MSG,
} from '../api/transaksi.ts';
import { DOC_PREFIX } from '../document-number.ts';
import { counterInvoice, counterKind } from './common.ts';
import type { DocumentKind, DocumentRow } from './types.ts';

const hasTukar = (doc: DocumentRow) =>
  Array.isArray(doc.pembelian) && doc.pembelian.some((l: DocumentRow) => l.jenis_pembelian === 'TUKAR');

/** A purchase (buy-back, Transaksi Pembelian): invoice group FB of purchase lines BL, paid out. */
export const PEMBELIAN: DocumentKind = {
  ...counterKind(
    'pembelian',
    'Pembelian',
    'beli',
    { document: DOC_PREFIX.PEMBELIAN_GROUP, line: DOC_PREFIX.PEMBELIAN },
    'no_faktur_beli',
  ),
  columns: [
    {
      key: 'no_faktur_group',
      caption: 'No Faktur',
      format: 'text',
      strong: true,
      sub: ['no_faktur_beli'],
      tag: { field: 'jenis_pembelian', equals: 'TUKAR' },
    },
    { key: 'no_faktur_beli', caption: 'No Faktur Beli', format: 'text', hidden: true },
    { key: 'jenis_pembelian', caption: 'Jenis', format: 'text', hidden: true },
    { key: 'tanggal', caption: 'Tanggal', format: 'date', withTime: true },
    {
      key: 'nama_barang',
      caption: 'Barang',
      format: 'text',
      sub: ['kode_group', 'kode_kondisi', 'no_faktur_jual'],
    },
    { key: 'no_faktur_jual', caption: 'Asal', format: 'text', hidden: true, empty: 'BARANG LUAR' },
    { key: 'kode_group', caption: 'Group', format: 'text', hidden: true },
    { key: 'kode_kondisi', caption: 'Kondisi', format: 'text', hidden: true },
    { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
    { key: 'harga', caption: 'Harga', format: 'rupiah', total: 'sum' },
    { key: 'nama_customer', caption: 'Customer', format: 'text', sub: ['input_by'] },
    { key: 'input_by', caption: 'Kasir', format: 'text', hidden: true },
    { key: 'status', caption: 'Status', format: 'text', state: true },
  ],
  amountField: 'harga',
  weightField: 'berat',
  searchPlaceholder: 'Cari No Faktur / Barang / Customer',
  invoice: counterInvoice(
    'pembelian',
    [
      {
        key: 'jenis_pembelian',
        caption: 'Jenis',
        format: 'text',
        tag: { field: 'jenis_pembelian', equals: 'TUKAR' },
      },
      { key: 'no_faktur_jual', caption: 'Asal', format: 'text', empty: 'BARANG LUAR' },
      { key: 'kode_barcode', caption: 'Barcode', format: 'text' },
      { key: 'nama_barang', caption: 'Nama Barang', format: 'text' },
      { key: 'kode_group', caption: 'Group', format: 'text' },
      { key: 'kode_kondisi', caption: 'Kondisi', format: 'text' },
      { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
      { key: 'harga_gram', caption: 'Harga/gr', format: 'rupiah' },
      { key: 'harga', caption: 'Harga', format: 'rupiah', total: 'sum' },
    ],
    { caption: 'Total', field: 'total_beli', as: 'summary' },
  ),
  transitions: [
    { action: 'beli', from: [], to: 'OPEN', cash: 'bayar' },
    { action: 'batal', from: ['OPEN'], to: 'BATAL', cash: 'batal' },
  ],
  cash: { bayar: 'PEMBELIAN', batal: 'BATAL BELI' },
  reversal: { PEMBELIAN: 'BATAL BELI' },
  cancel: { from: ['OPEN'], to: 'BATAL', laterDay: { otorisasi: OTORISASI.BATAL_PEMBELIAN } },
  dashboard: { total: 'total_pembelian', gram: 'gram_pembelian' },
  actions: ['detail', 'cetak'],
  api: { list: listPurchases, invoice: purchaseInvoiceSingle, cancel: cancelPurchase, nota: purchaseNotaPdf },
  messages: {
    cancelled: TRANSAKSI_MSG.purchaseCancelled,
    cancelBlocked: (doc) => (hasTukar(doc) ? TRANSAKSI_MSG.cancelTukarWithSale : undefined),
  },
};
