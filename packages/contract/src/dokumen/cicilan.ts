import {
  CICILAN_MSG,
  cancelCicilan,
  cicilanInvoice,
  cicilanJadwalPdf,
  KATEGORI_KAS_CICILAN,
  listCicilan,
  STATUS_CICILAN,
} from '../api/cicilan.ts';
import { OTORISASI } from '../api/otorisasi.ts';
import { DOC_PREFIX } from '../document-number.ts';
import { dayRangeFilters, numberColumns } from './common.ts';
import * as running from './running.ts';
import type { DocumentKind } from './types.ts';

const CICILAN_STATES = running.states(STATUS_CICILAN);

/**
 * An instalment sale (Transaksi Cicilan): one row per contract CC, its item reserved (status CICILAN).
 * AKTIF (the down payment and admin fee paid; each instalment keeps it AKTIF) -> LUNAS (the last
 * instalment or the pay-off: the item sold as a sale line with the contract's snapshot); AKTIF ->
 * LELANG (defaulted, authorised: the item back to stock, the money kept); AKTIF -> BATAL (the item back
 * to stock, what was paid refunded per PERSEN_REFUND_BATAL_CICILAN; an SPV/OWN authorisation after the
 * day it was taken). The pay-off prints the sale's invoice (PENJUALAN); the contract prints its schedule.
 */
export const CICILAN: DocumentKind = {
  key: 'cicilan',
  title: 'Cicilan',
  short: 'cicilan',
  prefix: { document: DOC_PREFIX.CICILAN, line: DOC_PREFIX.BAYAR_CICILAN },
  numberField: 'no_cicilan',
  lineNumberField: 'no_cicilan',
  nota: 'PENJUALAN',
  printName: 'JADWAL CICILAN',
  routes: { lihat: '/lihat-cicilan', batal: '/batal-cicilan', transaksi: '/transaksi-cicilan' },
  columns: [
    ...numberColumns('no_cicilan', 'No Cicilan'),
    { key: 'nama_barang', caption: 'Barang', format: 'text', sub: ['kode_group', 'berat'] },
    { key: 'kode_group', caption: 'Group', format: 'text', hidden: true },
    { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum', hidden: true },
    { key: 'nama_customer', caption: 'Customer', format: 'text', sub: ['kode_sales'] },
    { key: 'kode_sales', caption: 'Sales / Kasir', format: 'text', join: 'input_by', hidden: true },
    {
      key: 'total_kontrak',
      caption: 'Total Kontrak',
      format: 'rupiah',
      total: 'sum',
      sub: ['jumlah_bayar'],
      width: 132,
    },
    { key: 'jumlah_bayar', caption: 'Dibayar', format: 'rupiah', total: 'sum', hidden: true },
    // The next due date and the instalments paid of the tenor under the rest: the list fits 1366 px.
    {
      key: 'sisa_rp',
      caption: 'Sisa',
      format: 'rupiah',
      total: 'sum',
      sub: ['tgl_tempo', 'angsuran_ke', 'tenor'],
      width: 120,
    },
    { key: 'tgl_tempo', caption: 'Jatuh Tempo', format: 'date', empty: '-', hidden: true },
    { key: 'angsuran_ke', caption: 'Angsuran Ke', format: 'number', hidden: true },
    { key: 'tenor', caption: 'Tenor', format: 'number', hidden: true },
    { key: 'status', caption: 'Status', format: 'text', state: true },
  ],
  amountField: 'total_kontrak',
  weightField: 'berat',
  filters: dayRangeFilters(CICILAN_STATES),
  searchPlaceholder: 'Cari No Cicilan / Customer / Barang',
  invoice: {
    head: [
      { key: 'no_cicilan', caption: 'No Cicilan', format: 'text' },
      { key: 'status', caption: 'Status', format: 'text', state: true },
      { key: 'tanggal', caption: 'Tanggal', format: 'date', withTime: true },
      { key: 'kode_sales', caption: 'Sales', format: 'text' },
      { key: 'nama_customer', caption: 'Customer', format: 'text', join: 'kode_member' },
      { key: 'no_hp', caption: 'No HP', format: 'text', empty: '-' },
      { key: 'kode_cicilan', caption: 'Parameter', format: 'text' },
      { key: 'bunga', caption: 'Bunga/Bulan (%)', format: 'percent' },
      { key: 'harga', caption: 'Harga Barang', format: 'rupiah' },
      { key: 'dp_rp', caption: 'DP', format: 'rupiah' },
      { key: 'bunga_rp', caption: 'Bunga', format: 'rupiah' },
      { key: 'total_kontrak', caption: 'Total Kontrak', format: 'rupiah' },
      { key: 'jumlah_bayar', caption: 'Dibayar', format: 'rupiah' },
      { key: 'sisa_rp', caption: 'Sisa', format: 'rupiah' },
      // On the business day, while AKTIF: the overdue instalments, their fees, the pay-off amount.
      { key: 'telat', caption: 'Angsuran Telat', format: 'number' },
      { key: 'denda_rp', caption: 'Denda Hari Ini', format: 'rupiah' },
      { key: 'pelunasan', caption: 'Pelunasan Hari Ini', format: 'rupiah' },
      { key: 'no_faktur_jual', caption: 'No Faktur Jual', format: 'text', empty: '-' },
      { key: 'refund_rp', caption: 'Dikembalikan', format: 'rupiah', empty: '-' },
    ],
    paymentSign: 1,
    lines: [
      {
        source: 'jadwal',
        title: 'Jadwal Angsuran',
        rowKey: 'ke',
        columns: [
          { key: 'ke', caption: 'Ke', format: 'number' },
          { key: 'tgl_tempo', caption: 'Jatuh Tempo', format: 'date' },
          { key: 'jumlah', caption: 'Angsuran', format: 'rupiah', total: 'sum' },
          { key: 'status', caption: 'Status', format: 'text' },
          { key: 'telat_hari', caption: 'Telat (Hari)', format: 'number' },
          { key: 'denda', caption: 'Denda', format: 'rupiah', total: 'sum' },
          { key: 'tgl_bayar', caption: 'Tanggal Bayar', format: 'date', empty: '-' },
        ],
      },
      {
        source: 'bayar',
        title: 'Riwayat Pembayaran',
        rowKey: 'no_bayar',
        optional: true,
        columns: [
          { key: 'no_bayar', caption: 'No Bayar', format: 'text' },
          { key: 'jenis', caption: 'Jenis', format: 'text' },
          { key: 'tanggal', caption: 'Tanggal', format: 'date' },
          { key: 'ke_sampai', caption: 'Sampai Ke', format: 'number' },
          { key: 'pokok', caption: 'Angsuran', format: 'rupiah' },
          { key: 'denda', caption: 'Denda', format: 'rupiah' },
          { key: 'total_bayar', caption: 'Total', format: 'rupiah' },
        ],
      },
    ],
  },
  summary: ['nama_customer', 'nama_barang', 'total_kontrak', 'jumlah_bayar', 'sisa_rp'],
  states: CICILAN_STATES,
  initial: 'AKTIF',
  transitions: [
    { action: 'ambil', from: [], to: 'AKTIF', cash: 'dp' },
    { action: 'bayar', label: 'Bayar', from: ['AKTIF'], to: 'AKTIF', cash: 'angsuran' },
    { action: 'lunas', label: 'Lunasi', from: ['AKTIF'], to: 'LUNAS', cash: 'lunas' },
    ...running.lelangAndBatal(OTORISASI.LELANG_CICILAN),
  ],
  cash: { ...KATEGORI_KAS_CICILAN },
  reversal: { [KATEGORI_KAS_CICILAN.dp]: KATEGORI_KAS_CICILAN.batal },
  cancel: running.cancelRule(OTORISASI.BATAL_CICILAN),
  // 'Cetak' prints the contract's schedule (cicilan/jadwal), not a nota layout.
  actions: ['detail', 'cetak'],
  // Paying opens the transaksi page's 'Bayar' of the contract (Lunasi is beside it there).
  links: [{ label: 'Bayar', route: '/transaksi-cicilan', states: ['AKTIF'] }],
  api: { list: listCicilan, invoice: cicilanInvoice, cancel: cancelCicilan, nota: cicilanJadwalPdf },
  messages: {
    cancelled: CICILAN_MSG.cancelled,
    notFound: CICILAN_MSG.notFound,
    alreadyCancelled: CICILAN_MSG.alreadyCancelled,
    cancelNote: () =>
      'Barang Kembali Ke Stock Dan Pembayaran Dikembalikan Ke Customer Sesuai Aturan Refund Toko',
    cancelBlocked: (doc) => running.endedBlock(doc, CICILAN_MSG.cannotCancel),
  },
};
