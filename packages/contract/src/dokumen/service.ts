import { OTORISASI } from '../api/otorisasi.ts';
import {
  cancelService,
  KATEGORI_KAS_SERVICE,
  listServices,
  SERVICE_MSG,
  STATUS_SERVICE,
  sendServiceWa,
  serviceInvoice,
  serviceNotaPdf,
} from '../api/service.ts';
import { DOC_PREFIX } from '../document-number.ts';
import { dayRangeFilters } from './common.ts';
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
  routes: { lihat: '/lihat-service', batal: '/batal-service', transaksi: '/transaksi-service' },
  columns: [
    { key: 'no_faktur_service', caption: 'No Faktur', format: 'text', strong: true, sub: ['kode_barcode'] },
    { key: 'tanggal', caption: 'Tanggal', format: 'date', withTime: true },
    { key: 'nama_barang', caption: 'Barang', format: 'text', sub: ['deskripsi'] },
    { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
    { key: 'kode_tukang', caption: 'Tukang', format: 'text' },
    { key: 'tgl_janji', caption: 'Tanggal Janji', format: 'date' },
    { key: 'total', caption: 'Total', format: 'rupiah', total: 'sum' },
    { key: 'dp_rp', caption: 'DP', format: 'rupiah', total: 'sum' },
    { key: 'nama_customer', caption: 'Customer', format: 'text' },
    { key: 'kode_sales', caption: 'Sales / Kasir', format: 'text', join: 'input_by' },
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
  states: SERVICE_STATES,
  initial: 'PROSES',
  transitions: [
    { action: 'terima', from: [], to: 'PROSES', cash: 'dp' },
    { action: 'selesai', from: ['PROSES'], to: 'SELESAI' },
    { action: 'ambil', from: ['SELESAI'], to: 'DIAMBIL', cash: 'ambil' },
    { action: 'batal', from: ['PROSES', 'SELESAI'], to: 'BATAL', cash: 'batal' },
  ],
  cash: { ...KATEGORI_KAS_SERVICE },
  reversal: { [KATEGORI_KAS_SERVICE.dp]: KATEGORI_KAS_SERVICE.batal },
  cancel: { from: ['PROSES', 'SELESAI'], to: 'BATAL', laterDay: { otorisasi: OTORISASI.BATAL_SERVICE } },
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
