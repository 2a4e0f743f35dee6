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
import * as running from './running.ts';
import type { DocumentKind } from './types.ts';

const HUTANG_STATES = running.states(STATUS_HUTANG);

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
      ...running.pledgeHead(
        { key: 'no_faktur_hutang', caption: 'No Faktur Hutang', format: 'text' },
        'Tanggal Hutang',
      ),
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
          ...running.PIECE_COLUMNS,
          { key: 'jumlah', caption: 'Qty', format: 'number', total: 'sum' },
          { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
          { key: 'berat_bruto', caption: 'Berat Bruto', format: 'gram', total: 'sum' },
          { key: 'kondisi', caption: 'Kondisi', format: 'text' },
          { key: 'plafond', caption: 'Plafond', format: 'rupiah', total: 'sum' },
        ],
        total: { caption: 'Total Plafond', field: 'plafond', as: 'summary' },
      },
      running.pledgePayments(
        'Riwayat Pembayaran',
        { key: 'bunga_pinjam', caption: 'Bunga Hitung', format: 'rupiah' },
        { key: 'bunga_rp', caption: 'Bunga Bayar', format: 'rupiah' },
        { key: 'pokok', caption: 'Pokok', format: 'rupiah' },
      ),
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
    ...running.lelangAndBatal(OTORISASI.LELANG_HUTANG),
  ],
  cash: { ...KATEGORI_KAS_HUTANG },
  reversal: { [KATEGORI_KAS_HUTANG.pinjam]: KATEGORI_KAS_HUTANG.batal },
  cancel: running.cancelRule(OTORISASI.BATAL_HUTANG),
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
      running.endedBlock(doc, HUTANG_MSG.cannotCancel) ??
      (Number(doc.jumlah_perpanjangan) > 0 ? HUTANG_MSG.hasPayments : undefined),
  },
};
