import { OTORISASI } from '../api/otorisasi.ts';
import {
  cancelService,
  KATEGORI_KAS_SERVICE,
  listPendingServices,
  listServices,
  SERVICE_MSG,
  STATUS_SERVICE,
  sendServiceWa,
  serviceInvoice,
  serviceNotaPdf,
  servicePayments,
  validateServices,
} from '../api/service.ts';
import { DOC_PREFIX } from '../document-number.ts';
import { dayRangeFilters, numberColumns, validasiOf } from './common.ts';
import type { DocumentKind, DocumentState } from './types.ts';

const SERVICE_STATES: readonly DocumentState[] = [
  { key: STATUS_SERVICE[0], label: 'PROSES', color: 'blue' },
  { key: STATUS_SERVICE[1], label: 'SELESAI', color: 'gold' },
  { key: STATUS_SERVICE[2], label: 'DIAMBIL', color: 'green' },
  { key: STATUS_SERVICE[3], label: 'BATAL', color: 'red' },
];

/**
 * A repair (Transaksi Service): one row per job SV; the item waits in warehouse REPARASI. PROSES ->
 * SELESAI (the goldsmith's work done) -> DIAMBIL (the rest paid); PROSES or SELESAI -> BATAL (the
 * down payment refunded; an SPV/OWN authorisation after the day it was taken).
 */
export const SERVICE: DocumentKind = {
  key: 'service',
  title: 'Service',
  short: 'service',
  prefix: { document: DOC_PREFIX.SERVICE },
  numberField: 'no_faktur_service',
  lineNumberField: 'no_faktur_service',
  nota: 'SERVICE',
  routes: {
    lihat: '/lihat-service',
    batal: '/batal-service',
    transaksi: '/transaksi-service',
    validasi: '/validasi-service',
  },
  // Details stand as sub-lines under the column they belong to (hidden columns, kept in the CSV), so
  // the list fits a 1366 px screen.
  columns: [
    ...numberColumns('no_faktur_service', 'No Faktur'),
    { key: 'nama_barang', caption: 'Barang', format: 'text', sub: ['deskripsi'] },
    { key: 'deskripsi', caption: 'Deskripsi', format: 'text', hidden: true },
    { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
    { key: 'kode_tukang', caption: 'Tukang / Janji', format: 'text', sub: ['tgl_janji'], width: 116 },
    { key: 'tgl_janji', caption: 'Tanggal Janji', format: 'date', hidden: true },
    { key: 'total', caption: 'Total', format: 'rupiah', total: 'sum', sub: ['dp_rp'] },
    { key: 'dp_rp', caption: 'DP', format: 'rupiah', total: 'sum', hidden: true },
    { key: 'nama_customer', caption: 'Customer', format: 'text', sub: ['kode_sales'] },
    { key: 'kode_sales', caption: 'Sales / Kasir', format: 'text', join: 'input_by', hidden: true },
    { key: 'status', caption: 'Status', format: 'text', state: true },
  ],
  amountField: 'total',
  weightField: 'berat',
  filters: dayRangeFilters(SERVICE_STATES),
  searchPlaceholder: 'Cari No Faktur / Customer / Barang / Tukang',
  invoice: {
    head: [
      { key: 'no_faktur_service', caption: 'No Faktur', format: 'text' },
      { key: 'status', caption: 'Status', format: 'text', state: true },
      { key: 'tanggal', caption: 'Tanggal', format: 'date', withTime: true },
      { key: 'kode_sales', caption: 'Sales', format: 'text' },
      { key: 'nama_customer', caption: 'Customer', format: 'text', join: 'kode_member' },
      { key: 'no_hp', caption: 'No HP', format: 'text', empty: '-' },
      { key: 'kode_tukang', caption: 'Tukang', format: 'text' },
      { key: 'tgl_janji', caption: 'Tanggal Janji', format: 'date' },
      { key: 'tgl_ambil', caption: 'Tanggal Ambil', format: 'date', empty: '-' },
    ],
    paymentSign: 1,
    lines: [
      {
        source: 'barang',
        title: '',
        rowKey: 'kode_barcode',
        columns: [
          { key: 'kode_barcode', caption: 'Barcode', format: 'text' },
          { key: 'nama_barang', caption: 'Nama Barang', format: 'text' },
          { key: 'deskripsi', caption: 'Deskripsi', format: 'text' },
          { key: 'berat', caption: 'Berat', format: 'gram' },
          { key: 'berat_selesai', caption: 'Berat Selesai', format: 'gram', empty: '-' },
          { key: 'total', caption: 'Total', format: 'rupiah' },
          { key: 'dp_rp', caption: 'DP', format: 'rupiah' },
          { key: 'sisa_rp', caption: 'Sisa', format: 'rupiah' },
        ],
        total: { caption: 'Total Service', field: 'total', as: 'summary' },
      },
    ],
  },
  summary: ['nama_customer', 'nama_barang', 'deskripsi', 'total', 'dp_rp'],
  states: SERVICE_STATES,
  initial: 'PROSES',
  transitions: [
    { action: 'terima', from: [], to: 'PROSES', cash: 'dp' },
    { action: 'selesai', label: 'Selesai', from: ['PROSES'], to: 'SELESAI' },
    { action: 'ambil', label: 'Ambil', from: ['SELESAI'], to: 'DIAMBIL', cash: 'ambil' },
    { action: 'batal', from: ['PROSES', 'SELESAI'], to: 'BATAL', cash: 'batal' },
  ],
  cash: { ...KATEGORI_KAS_SERVICE },
  reversal: { [KATEGORI_KAS_SERVICE.dp]: KATEGORI_KAS_SERVICE.batal },
  cancel: { from: ['PROSES', 'SELESAI'], to: 'BATAL', laterDay: { otorisasi: OTORISASI.BATAL_SERVICE } },
  validasi: validasiOf(
    { pending: listPendingServices, validate: validateServices, payments: servicePayments },
    'no_services',
    { key: 'no_faktur_service', caption: 'No Service', format: 'text' },
    { key: 'no_hp', caption: 'No HP', format: 'text' },
    { key: 'dp_rp', caption: 'DP', format: 'rupiah' },
    { key: 'total', caption: 'Total', format: 'rupiah' },
  ),
  actions: ['detail', 'cetak', 'wa'],
  api: {
    list: listServices,
    invoice: serviceInvoice,
    cancel: cancelService,
    nota: serviceNotaPdf,
    wa: sendServiceWa,
  },
  messages: {
    cancelled: SERVICE_MSG.cancelled,
    notFound: SERVICE_MSG.notFound,
    alreadyCancelled: SERVICE_MSG.alreadyCancelled,
    cancelNote: (doc) =>
      Number(doc.dp_rp) > 0 ? 'DP Dikembalikan Dan Barang Service Keluar Dari Gudang REPARASI' : undefined,
    cancelBlocked: (doc) => (doc.status === 'DIAMBIL' ? SERVICE_MSG.cannotCancel('DIAMBIL') : undefined),
  },
};
