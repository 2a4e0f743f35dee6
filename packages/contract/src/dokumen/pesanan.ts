import { OTORISASI } from '../api/otorisasi.ts';
import {
  cancelPesanan,
  KATEGORI_KAS_PESANAN,
  listPendingPesanan,
  listPesanan,
  PESANAN_MSG,
  pesananInvoice,
  pesananNotaPdf,
  STATUS_PESANAN,
  validatePesanan,
} from '../api/pesanan.ts';
import { DOC_PREFIX } from '../document-number.ts';
import { dayRangeFilters, numberColumns, validasiOf } from './common.ts';
import type { DocumentKind, DocumentState } from './types.ts';

const PESANAN_STATES: readonly DocumentState[] = [
  { key: STATUS_PESANAN[0], label: 'PESAN', color: 'blue' },
  { key: STATUS_PESANAN[1], label: 'SIAP', color: 'gold' },
  { key: STATUS_PESANAN[2], label: 'DIAMBIL', color: 'green' },
  { key: STATUS_PESANAN[3], label: 'BATAL', color: 'red' },
];

/**
 * A customer order (Transaksi Pesanan): one row per order PS. PESAN -> SIAP (the goldsmith delivered,
 * the item is stock reserved for the order) -> DIAMBIL (sold to the customer, the order's payments
 * counted); PESAN or SIAP -> BATAL (the down payment refunded per the shop's rule PERSEN_REFUND_BATAL_PESANAN,
 * the rest kept; an SPV/OWN authorisation after the day). Cancelling the pick-up sale puts it back to SIAP.
 */
export const PESANAN: DocumentKind = {
  key: 'pesanan',
  title: 'Pesanan',
  short: 'pesanan',
  prefix: { document: DOC_PREFIX.PESANAN },
  numberField: 'no_pesanan',
  lineNumberField: 'no_pesanan',
  nota: 'PESANAN',
  routes: {
    lihat: '/lihat-pesanan',
    batal: '/batal-pesanan',
    transaksi: '/transaksi-pesanan',
    validasi: '/validasi-pesanan',
  },
  // Details stand as sub-lines under the column they belong to (hidden columns, kept in the CSV).
  columns: [
    ...numberColumns('no_pesanan', 'No Pesanan'),
    { key: 'nama_barang', caption: 'Model', format: 'text', sub: ['kode_group', 'harga_kunci'] },
    { key: 'kode_group', caption: 'Group', format: 'text', hidden: true },
    { key: 'harga_kunci', caption: 'Kunci Harga', format: 'text', hidden: true },
    { key: 'berat', caption: 'Berat Estimasi', format: 'gram', total: 'sum', width: 112 },
    {
      key: 'total_harga',
      caption: 'Total Harga',
      format: 'rupiah',
      total: 'sum',
      sub: ['jumlah_bayar'],
      width: 132,
    },
    { key: 'jumlah_bayar', caption: 'Dibayar', format: 'rupiah', total: 'sum', hidden: true },
    { key: 'nama_customer', caption: 'Customer', format: 'text', sub: ['kode_sales'] },
    { key: 'kode_sales', caption: 'Sales / Kasir', format: 'text', join: 'input_by', hidden: true },
    { key: 'status', caption: 'Status', format: 'text', state: true },
  ],
  amountField: 'total_harga',
  weightField: 'berat',
  filters: dayRangeFilters(PESANAN_STATES),
  searchPlaceholder: 'Cari No Pesanan / Customer / Model',
  invoice: {
    head: [
      { key: 'no_pesanan', caption: 'No Pesanan', format: 'text' },
      { key: 'status', caption: 'Status', format: 'text', state: true },
      { key: 'tanggal', caption: 'Tanggal', format: 'date', withTime: true },
      { key: 'kode_sales', caption: 'Sales', format: 'text' },
      { key: 'nama_customer', caption: 'Customer', format: 'text', join: 'kode_member' },
      { key: 'no_hp', caption: 'No HP', format: 'text', empty: '-' },
      { key: 'harga_kunci', caption: 'Kunci Harga', format: 'text' },
      // A cancelled order: the shop's refund rule and what it gave back and kept (else '-').
      { key: 'persen_refund', caption: 'Refund (%)', format: 'percent', empty: '-' },
      { key: 'refund_rp', caption: 'DP Dikembalikan', format: 'rupiah', empty: '-' },
      { key: 'hangus_rp', caption: 'DP Ditahan Toko', format: 'rupiah', empty: '-' },
    ],
    paymentSign: 1,
    lines: [
      {
        source: 'lines',
        title: '',
        rowKey: 'no_pesanan',
        columns: [
          { key: 'nama_barang', caption: 'Model', format: 'text' },
          { key: 'kode_group', caption: 'Group', format: 'text' },
          { key: 'berat', caption: 'Berat Estimasi', format: 'gram' },
          { key: 'harga_gram', caption: 'Harga/gr', format: 'rupiah' },
          { key: 'ongkos', caption: 'Ongkos', format: 'rupiah' },
          { key: 'total_harga', caption: 'Total Harga', format: 'rupiah' },
          { key: 'dp_rp', caption: 'DP', format: 'rupiah' },
        ],
        total: { caption: 'Total Harga', field: 'total_harga', as: 'summary' },
      },
    ],
  },
  summary: ['nama_customer', 'nama_barang', 'kode_group', 'berat', 'jumlah_bayar'],
  states: PESANAN_STATES,
  initial: 'PESAN',
  transitions: [
    { action: 'pesan', from: [], to: 'PESAN', cash: 'dp' },
    { action: 'terima', label: 'Terima', from: ['PESAN'], to: 'SIAP' },
    { action: 'ambil', label: 'Ambil', from: ['SIAP'], to: 'DIAMBIL' },
    { action: 'batal', from: ['PESAN', 'SIAP'], to: 'BATAL', cash: 'batal' },
  ],
  cash: { ...KATEGORI_KAS_PESANAN },
  reversal: { [KATEGORI_KAS_PESANAN.dp]: KATEGORI_KAS_PESANAN.batal },
  cancel: { from: ['PESAN', 'SIAP'], to: 'BATAL', laterDay: { otorisasi: OTORISASI.BATAL_PESANAN } },
  validasi: validasiOf(
    { pending: listPendingPesanan, validate: validatePesanan },
    'no_pesanans',
    { key: 'no_pesanan', caption: 'No Pesanan', format: 'text' },
    { key: 'alamat', caption: 'Alamat', format: 'text' },
    { key: 'no_hp', caption: 'No HP', format: 'text' },
    { key: 'total_harga', caption: 'Total Harga', format: 'rupiah' },
    { key: 'jumlah_bayar', caption: 'Jumlah Bayar', format: 'rupiah' },
  ),
  actions: ['detail', 'cetak'],
  api: { list: listPesanan, invoice: pesananInvoice, cancel: cancelPesanan, nota: pesananNotaPdf },
  messages: {
    cancelled: PESANAN_MSG.cancelled,
    notFound: PESANAN_MSG.notFound,
    alreadyCancelled: PESANAN_MSG.alreadyCancelled,
    cancelNote: (doc) =>
      Number(doc.jumlah_bayar) > 0
        ? 'DP Pesanan Dikembalikan Ke Customer Sesuai Aturan Refund Toko'
        : undefined,
    cancelBlocked: (doc) => (doc.status === 'DIAMBIL' ? PESANAN_MSG.cannotCancel('DIAMBIL') : undefined),
  },
};
