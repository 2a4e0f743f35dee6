import {
  cancelHutang,
  HUTANG_MSG,
  hutangInvoice,
  hutangNotaPdf,
  hutangPayments,
  KATEGORI_KAS_HUTANG,
  listHutang,
  listPendingHutang,
  STATUS_HUTANG,
  sendHutangWa,
  validateHutang,
} from '../api/hutang.ts';
import { OTORISASI } from '../api/otorisasi.ts';
import { DOC_PREFIX } from '../document-number.ts';
import { dayRangeFilters, validasiOf } from './common.ts';
import type { DocumentKind, DocumentState } from './types.ts';

const HUTANG_STATES: readonly DocumentState[] = [
  { key: STATUS_HUTANG[0], label: 'AKTIF', color: 'blue' },
  { key: STATUS_HUTANG[1], label: 'LUNAS', color: 'green' },
  { key: STATUS_HUTANG[2], label: 'LELANG', color: 'purple' },
  { key: STATUS_HUTANG[3], label: 'BATAL', color: 'red' },
];

/**
 * A pawn loan (Transaksi Hutang): one row per loan HT, its pieces in warehouse TITIP. AKTIF (lent;
 * an extension keeps it AKTIF and moves tgl_tempo) -> LUNAS (redeemed: principal + interest) or
 * LELANG (auctioned, authorised); LUNAS -> AKTIF by batal-lunas (authorised); AKTIF -> BATAL (the
 * money returned; an SPV/OWN authorisation after the day it was taken; not once it has payments).
 */
export const HUTANG: DocumentKind = {
  key: 'hutang',
  title: 'Hutang',
  short: 'hutang',
  prefix: { document: DOC_PREFIX.HUTANG },
  numberField: 'no_faktur_hutang',
  lineNumberField: 'no_faktur_hutang',
  nota: 'HUTANG',
  routes: {
    lihat: '/lihat-hutang',
    batal: '/batal-hutang',
    transaksi: '/transaksi-hutang',
    validasi: '/validasi-hutang',
  },
  // Details stand as sub-lines under the column they belong to (hidden columns, kept in the CSV), so
  // the list fits a 1366 px screen.
  columns: [
    {
      key: 'no_faktur_hutang',
      caption: 'No Faktur Hutang',
      format: 'text',
      strong: true,
      sub: ['tanggal', 'no_faktur_manual'],
    },
    { key: 'tanggal', caption: 'Tanggal Hutang', format: 'date', withTime: true, hidden: true },
    { key: 'no_faktur_manual', caption: 'No Faktur Manual', format: 'text', hidden: true },
    { key: 'nama_customer', caption: 'Customer', format: 'text', sub: ['kode_member', 'no_ktp'] },
    { key: 'kode_member', caption: 'Kode Member', format: 'text', hidden: true },
    { key: 'no_ktp', caption: 'No KTP', format: 'text', hidden: true },
    { key: 'tgl_tempo', caption: 'Jatuh Tempo', format: 'date', sub: ['kode_sales'] },
    { key: 'kode_sales', caption: 'Sales / Kasir', format: 'text', join: 'input_by', hidden: true },
    { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
    { key: 'jumlah_hutang', caption: 'Jumlah Hutang', format: 'rupiah', total: 'sum', width: 120 },
    { key: 'bunga', caption: 'Bunga/Hari (%)', format: 'percent', hidden: true },
    {
      key: 'total_bayar',
      caption: 'Total Bayar',
      format: 'rupiah',
      total: 'sum',
      empty: '-',
      sub: ['tgl_lunas'],
      width: 120,
    },
    { key: 'tgl_lunas', caption: 'Tanggal Lunas', format: 'date', empty: '-', hidden: true },
    { key: 'status', caption: 'Status', format: 'text', state: true },
  ],
  amountField: 'jumlah_hutang',
  weightField: 'berat',
  filters: dayRangeFilters(HUTANG_STATES),
  searchPlaceholder: 'Cari No Faktur / Customer / No KTP',
  invoice: {
    head: [
      { key: 'no_faktur_hutang', caption: 'No Faktur Hutang', format: 'text' },
      { key: 'status', caption: 'Status', format: 'text', state: true },
      { key: 'tanggal', caption: 'Tanggal Hutang', format: 'date', withTime: true },
      { key: 'tgl_tempo', caption: 'Jatuh Tempo', format: 'date' },
      { key: 'kode_sales', caption: 'Sales', format: 'text' },
      { key: 'nama_customer', caption: 'Customer', format: 'text', join: 'kode_member' },
      { key: 'no_ktp', caption: 'No KTP', format: 'text', empty: '-' },
      { key: 'alamat_customer', caption: 'Alamat', format: 'text', empty: '-' },
      { key: 'no_hp', caption: 'No HP', format: 'text', empty: '-' },
      { key: 'jumlah_hutang', caption: 'Jumlah Hutang', format: 'rupiah' },
      { key: 'plafond', caption: 'Plafond', format: 'rupiah' },
      { key: 'bunga', caption: 'Bunga/Hari (%)', format: 'percent' },
      { key: 'bunga_bulan', caption: 'Bunga/Bulan (%)', format: 'percent' },
      { key: 'tgl_lunas', caption: 'Tanggal Lunas', format: 'date', empty: '-' },
    ],
    // The loan pays money out; its redemption and extensions bring money in (both listed).
    paymentSign: -1,
    lines: [
      {
        source: 'detail_barang',
        title: 'Barang Jaminan',
        rowKey: 'kode_barcode',
        columns: [
          { key: 'kode_barcode', caption: 'Barcode', format: 'text' },
          { key: 'nama_barang', caption: 'Nama Barang', format: 'text' },
          { key: 'kode_group', caption: 'Group', format: 'text' },
          { key: 'kadar', caption: 'Kadar', format: 'percent' },
          { key: 'jumlah', caption: 'Qty', format: 'number', total: 'sum' },
          { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
          { key: 'berat_bruto', caption: 'Berat Bruto', format: 'gram', total: 'sum' },
          { key: 'kondisi', caption: 'Kondisi', format: 'text' },
          { key: 'plafond', caption: 'Plafond', format: 'rupiah', total: 'sum' },
        ],
        total: { caption: 'Total Plafond', field: 'plafond', as: 'summary' },
      },
      {
        source: 'bayar',
        title: 'Riwayat Pembayaran',
        rowKey: 'no_bayar',
        optional: true,
        // Nine narrow columns: the table fits the invoice view at 1366 px.
        columns: [
          { key: 'no_bayar', caption: 'No Bayar', format: 'text' },
          { key: 'jenis', caption: 'Jenis', format: 'text', sub: ['status'] },
          { key: 'tanggal', caption: 'Tanggal', format: 'date' },
          { key: 'lama_pinjam', caption: 'Hari', format: 'number' },
          { key: 'bunga_pinjam', caption: 'Bunga Hitung', format: 'rupiah' },
          { key: 'bunga_rp', caption: 'Bunga Bayar', format: 'rupiah' },
          { key: 'pokok', caption: 'Pokok', format: 'rupiah' },
          { key: 'total_bayar', caption: 'Total', format: 'rupiah' },
          { key: 'tgl_tempo_baru', caption: 'Tempo Baru', format: 'date', empty: '-' },
        ],
      },
    ],
  },
  states: HUTANG_STATES,
  initial: 'AKTIF',
  transitions: [
    { action: 'pinjam', from: [], to: 'AKTIF', cash: 'pinjam' },
    { action: 'perpanjang', from: ['AKTIF'], to: 'AKTIF', cash: 'lunas' },
    { action: 'lunas', from: ['AKTIF'], to: 'LUNAS', cash: 'lunas' },
    {
      action: 'batal-lunas',
      from: ['LUNAS'],
      to: 'AKTIF',
      cash: 'batal',
      otorisasi: OTORISASI.BATAL_LUNAS_HUTANG,
    },
    { action: 'lelang', from: ['AKTIF'], to: 'LELANG', otorisasi: OTORISASI.LELANG_HUTANG },
    { action: 'batal', from: ['AKTIF'], to: 'BATAL', cash: 'batal' },
  ],
  cash: { ...KATEGORI_KAS_HUTANG },
  reversal: { [KATEGORI_KAS_HUTANG.pinjam]: KATEGORI_KAS_HUTANG.batal },
  cancel: { from: ['AKTIF'], to: 'BATAL', laterDay: { otorisasi: OTORISASI.BATAL_HUTANG } },
  validasi: validasiOf(
    { pending: listPendingHutang, validate: validateHutang, payments: hutangPayments },
    'no_hutangs',
    { key: 'no_faktur_hutang', caption: 'No Faktur Hutang', format: 'text' },
    { key: 'tgl_hutang', caption: 'Tanggal Hutang', format: 'date' },
    { key: 'no_hp', caption: 'No HP', format: 'text' },
    { key: 'jumlah_hutang', caption: 'Jumlah Hutang', format: 'rupiah' },
    { key: 'status_hutang', caption: 'Status', format: 'text' },
  ),
  actions: ['detail', 'cetak', 'wa'],
  links: [{ label: 'Tebus', route: '/penebusan-hutang', states: ['AKTIF'] }],
  api: {
    list: listHutang,
    invoice: hutangInvoice,
    cancel: cancelHutang,
    nota: hutangNotaPdf,
    wa: sendHutangWa,
  },
  messages: {
    cancelled: HUTANG_MSG.cancelled,
    notFound: HUTANG_MSG.notFound,
    alreadyCancelled: HUTANG_MSG.alreadyCancelled,
    cancelNote: () => 'Uang Hutang Dikembalikan Customer Dan Barang Jaminan Keluar Dari Gudang TITIP',
    cancelBlocked: (doc) =>
      doc.status === 'LUNAS' || doc.status === 'LELANG'
        ? HUTANG_MSG.cannotCancel(String(doc.status))
        : Number(doc.jumlah_perpanjangan) > 0
          ? HUTANG_MSG.hasPayments
          : undefined,
  },
};
