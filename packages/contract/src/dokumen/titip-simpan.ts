import { OTORISASI } from '../api/otorisasi.ts';
import {
  cancelTitipSimpan,
  KATEGORI_KAS_TITIP,
  listPendingTitip,
  listTitipSimpan,
  STATUS_TITIP_SIMPAN,
  TITIP_MSG,
  titipInvoice,
  titipNotaPdf,
  titipPayments,
  validateTitip,
} from '../api/titip-simpan.ts';
import { DOC_PREFIX } from '../document-number.ts';
import { dayRangeFilters, validasiOf } from './common.ts';
import * as running from './running.ts';
import type { DocumentKind } from './types.ts';

const TITIP_STATES = running.states(STATUS_TITIP_SIMPAN);

/**
 * A deposit (Transaksi Titip Simpan): one row per deposit TS, its pieces in warehouse TITIP, note type
 * TITIPAN. AKTIF (PEREMAJAAN keeps it AKTIF with a new term) -> LUNAS (PELUNASAN) or LELANG (auctioned,
 * authorised); LUNAS -> AKTIF by /batal-titipan-lunas (authorised); AKTIF -> BATAL (the money returned;
 * an authorisation after the day it was taken; not once it has a settlement).
 */
export const TITIP_SIMPAN: DocumentKind = {
  key: 'titip-simpan',
  title: 'Titip Simpan',
  short: 'titip-simpan',
  prefix: { document: DOC_PREFIX.TITIP_SIMPAN },
  numberField: 'no_faktur_titip_simpan',
  lineNumberField: 'no_faktur_titip_simpan',
  nota: 'TITIPAN',
  routes: {
    lihat: '/lihat-simpan-titipan',
    transaksi: '/transaksi-simpan-titipan',
    validasi: '/validasi-titip-simpan',
  },
  columns: [
    {
      key: 'no_faktur_titip_simpan',
      caption: 'No Faktur Titip Simpan',
      format: 'text',
      strong: true,
      sub: ['tanggal'],
    },
    { key: 'tanggal', caption: 'Tanggal Titip Simpan', format: 'date', withTime: true, hidden: true },
    { key: 'nama_customer', caption: 'Customer', format: 'text', sub: ['kode_member'] },
    { key: 'kode_member', caption: 'Kode Member', format: 'text', hidden: true },
    { key: 'tgl_tempo', caption: 'Jatuh Tempo', format: 'date', sub: ['kode_sales'] },
    { key: 'kode_sales', caption: 'Sales / Kasir', format: 'text', join: 'input_by', hidden: true },
    { key: 'berat_emas', caption: 'Berat', format: 'gram', total: 'sum' },
    {
      key: 'jumlah_titip_simpan',
      caption: 'Jumlah Titip Simpan',
      format: 'rupiah',
      total: 'sum',
      width: 120,
    },
    { key: 'total_titip_simpan', caption: 'Total Titip Simpan', format: 'rupiah', total: 'sum', width: 120 },
    { key: 'status', caption: 'Status', format: 'text', state: true },
  ],
  amountField: 'jumlah_titip_simpan',
  weightField: 'berat_emas',
  filters: dayRangeFilters(TITIP_STATES),
  searchPlaceholder: 'Cari No Faktur / Customer',
  invoice: {
    head: [
      ...running.pledgeHead(
        { key: 'no_faktur_titip_simpan', caption: 'No Faktur Titip Simpan', format: 'text' },
        'Tanggal Titip Simpan',
      ),
      { key: 'alamat_customer', caption: 'Alamat', format: 'text', empty: '-' },
      { key: 'no_hp', caption: 'No HP', format: 'text', empty: '-' },
      { key: 'jumlah_titip_simpan', caption: 'Jumlah Titip Simpan', format: 'rupiah' },
      { key: 'bunga', caption: 'Bunga/Hari (%)', format: 'percent' },
      { key: 'surat_pantes', caption: 'Surat Pantes', format: 'rupiah' },
      { key: 'biaya_admin', caption: 'Biaya Admin', format: 'rupiah' },
      { key: 'asuransi', caption: 'Asuransi', format: 'rupiah' },
      { key: 'sewa_brankas', caption: 'Sewa Brankas', format: 'rupiah' },
      { key: 'biaya_jasa_pencarian', caption: 'Biaya Jasa Pencarian', format: 'rupiah' },
      { key: 'denda_per_hari', caption: 'Denda/Hari', format: 'rupiah' },
      { key: 'total_titip_simpan', caption: 'Total Titip Simpan', format: 'rupiah' },
      { key: 'tgl_lunas', caption: 'Tanggal Lunas', format: 'date', empty: '-' },
    ],
    paymentSign: -1,
    lines: [
      {
        source: 'detail_barang',
        title: 'Barang Titipan',
        rowKey: 'kode_barcode',
        columns: [
          ...running.PIECE_COLUMNS,
          { key: 'qty', caption: 'Qty', format: 'number', total: 'sum' },
          { key: 'berat_emas', caption: 'Berat', format: 'gram', total: 'sum' },
          { key: 'berat_bruto', caption: 'Berat + Plastik', format: 'gram', total: 'sum' },
        ],
      },
      running.pledgePayments(
        'Riwayat Pelunasan',
        { key: 'bunga_pinjam', caption: 'Bunga', format: 'rupiah' },
        { key: 'biaya', caption: 'Biaya', format: 'rupiah' },
        { key: 'denda_keterlambatan', caption: 'Denda', format: 'rupiah' },
      ),
    ],
  },
  states: TITIP_STATES,
  initial: 'AKTIF',
  transitions: [
    { action: 'titip', from: [], to: 'AKTIF', cash: 'titip' },
    { action: 'peremajaan', from: ['AKTIF'], to: 'AKTIF', cash: 'lunas' },
    { action: 'pelunasan', from: ['AKTIF'], to: 'LUNAS', cash: 'lunas' },
    {
      action: 'batal-lunas',
      // The last settlement that stands: a PELUNASAN (LUNAS) or a PEREMAJAAN (AKTIF).
      from: ['LUNAS', 'AKTIF'],
      to: 'AKTIF',
      cash: 'batal',
      otorisasi: OTORISASI.BATAL_LUNAS_TITIP_SIMPAN,
    },
    ...running.lelangAndBatal(OTORISASI.LELANG_TITIP_SIMPAN),
  ],
  cash: { ...KATEGORI_KAS_TITIP },
  reversal: {
    [KATEGORI_KAS_TITIP.titip]: KATEGORI_KAS_TITIP.batal,
    [KATEGORI_KAS_TITIP.lunas]: KATEGORI_KAS_TITIP.batal,
  },
  cancel: running.cancelRule(OTORISASI.BATAL_TITIP_SIMPAN),
  validasi: validasiOf(
    { pending: listPendingTitip, validate: validateTitip, payments: titipPayments },
    'no_titip_simpans',
    { key: 'no_faktur_titip_simpan', caption: 'No Faktur Titip Simpan', format: 'text' },
    { key: 'tgl_titip_simpan', caption: 'Tanggal Titip Simpan', format: 'date' },
    { key: 'no_hp', caption: 'No HP', format: 'text' },
    { key: 'jumlah_titip_simpan', caption: 'Jumlah Titip Simpan', format: 'rupiah' },
    { key: 'status_titip_simpan', caption: 'Status', format: 'text' },
  ),
  actions: ['detail', 'cetak'],
  links: [{ label: 'Lunas / Peremajaan', route: '/transaksi-simpan-titipan', states: ['AKTIF'] }],
  api: { list: listTitipSimpan, invoice: titipInvoice, cancel: cancelTitipSimpan, nota: titipNotaPdf },
  messages: {
    cancelled: TITIP_MSG.cancelled,
    notFound: TITIP_MSG.notFound,
    cancelNote: () => 'Uang Titip Simpan Dikembalikan Customer Dan Barang Titipan Keluar Dari Gudang TITIP',
    cancelBlocked: (doc) =>
      running.endedBlock(doc, TITIP_MSG.cannotCancel) ??
      (Number(doc.jumlah_peremajaan) > 0 ? TITIP_MSG.hasSettlement : undefined),
  },
};
