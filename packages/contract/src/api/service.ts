import { z } from 'zod';
import { documentListQuery } from '../dokumen/list-query.ts';
import { documentMessages } from '../dokumen/messages.ts';
import {
  documentNumber,
  pendingDocumentsEndpoint,
  validateDocumentsBody,
  validateDocumentsEndpoint,
} from '../dokumen/validasi.ts';
import { endpoint } from '../endpoint.ts';
import { chosenCode, grams, isoDate, oneOf, optionalText, rupiah } from '../validation.ts';
import type { DocumentParty } from './document-row.ts';
import { type CancelBody, cancelBody, notaPdfQuery, type Payment, paymentInput } from './transaksi.ts';

/**
 * Repairs (service): the customer's item is taken in (held in warehouse REPARASI), the goldsmith
 * (tukang) works on it, and the customer picks it up and pays the rest, or the job is cancelled and
 * the down payment refunded. States PROSES -> SELESAI -> DIAMBIL, and PROSES/SELESAI -> BATAL.
 */

export const STATUS_SERVICE = ['PROSES', 'SELESAI', 'DIAMBIL', 'BATAL'] as const;
export type StatusService = (typeof STATUS_SERVICE)[number];

/** Where the customer's item waits while it is repaired. */
export const GUDANG_REPARASI = 'REPARASI';

/** The cash categories of a service's money movements (document 2, cash row). */
export const KATEGORI_KAS_SERVICE = {
  dp: 'SERVICE',
  ambil: 'SERVICE AMBIL',
  batal: 'BATAL SERVICE',
} as const;

/** A service's down payment and pick-up are paid in cash or non-cash (no trade-in). */
export const JENIS_BAYAR_SERVICE = ['CASH', 'TRANSFER', 'DEBET', 'CREDIT'] as const;

export const SERVICE_MSG = {
  ...documentMessages('Service'),
  completed: 'Service Berhasil Diselesaikan',
  notFound: 'No Faktur Service Tidak Ditemukan',
  tukangRequired: 'Tukang Harus Dipilih',
  tukangUnknown: (kode: string) => `Tukang ${kode} Tidak Ditemukan`,
  deskripsiRequired: 'Deskripsi Service Harus Dipilih',
  deskripsiUnknown: (kode: string) => `Deskripsi Service ${kode} Tidak Ditemukan`,
  dpTooBig: 'DP Tidak Boleh Melebihi Total Service',
  totalBelowDp: 'Total Service Tidak Boleh Kurang Dari DP',
  janjiBeforeToday: 'Tanggal Janji Tidak Boleh Sebelum Tanggal Hari Ini',
  notProses: 'Service Tidak Dalam Status PROSES',
  notSelesai: 'Service Belum Selesai',
  itemMoved: (kode: string) => `Barang Service ${kode} Sudah Tidak Di Gudang REPARASI`,
} as const;

const upper = (label: string, max = 100) => optionalText(label, max).transform((v) => v?.toUpperCase());
const required = (label: string, max = 100) =>
  z
    .string({ error: `${label} Tidak Boleh Kosong` })
    .trim()
    .min(1, { error: `${label} Tidak Boleh Kosong` })
    .max(max, { error: `${label} Maksimal ${max} Karakter` })
    .transform((v) => v.toUpperCase());

export const servicePaymentInput = paymentInput.extend({
  jenis: oneOf('Jenis Pembayaran', JENIS_BAYAR_SERVICE),
});
export type ServicePaymentInput = z.infer<typeof servicePaymentInput>;

const faktur = documentNumber('No Faktur Service');

export const createServiceBody = z.object({
  kode_sales: chosenCode('Kode Sales', 'Kode Sales Tidak Boleh Kosong'),
  kode_member: upper('Kode Member', 13),
  nama_customer: upper('Nama Customer', 100),
  alamat_customer: upper('Alamat Customer', 255),
  no_hp: optionalText('No HP', 20),
  nama_barang: required('Nama Barang'),
  berat: grams('Berat'),
  kode_deskripsi: z
    .array(chosenCode('Deskripsi Service', SERVICE_MSG.deskripsiRequired), {
      error: SERVICE_MSG.deskripsiRequired,
    })
    .min(1, { error: SERVICE_MSG.deskripsiRequired })
    .max(20),
  keterangan: upper('Keterangan', 255),
  kode_tukang: chosenCode('Tukang', SERVICE_MSG.tukangRequired),
  /** The estimated cost; the final cost is set when the work is done. */
  total: rupiah('Estimasi Biaya'),
  dp_rp: rupiah('DP').default(0),
  tgl_janji: isoDate('Tanggal Janji'),
  /** How the down payment is paid; empty when there is none. */
  pembayaran: z.array(servicePaymentInput).max(5).default([]),
});
export type CreateServiceBody = z.input<typeof createServiceBody>;

export const completeServiceBody = z.object({
  no_faktur_service: faktur,
  /** The final cost (may differ from the estimate). */
  total: rupiah('Total Service'),
  berat_selesai: grams('Berat Setelah Service'),
});
export type CompleteServiceBody = z.input<typeof completeServiceBody>;

export const pickUpServiceBody = z.object({
  no_faktur_service: faktur,
  /** The rest (total - dp); empty when nothing is left to pay. */
  pembayaran: z.array(servicePaymentInput).max(5).default([]),
});
export type PickUpServiceBody = z.input<typeof pickUpServiceBody>;

export type Service = DocumentParty & {
  no_faktur_service: string;
  no_faktur_group: string;
  kode_barcode: string;
  nama_barang: string;
  berat: number;
  berat_selesai: number | null;
  kode_deskripsi: string[];
  deskripsi: string;
  keterangan: string;
  kode_tukang: string;
  total_estimasi: number;
  total: number;
  dp_rp: number;
  /** What is left to pay at pick-up: total - dp_rp. */
  sisa_rp: number;
  bayar_ambil: number;
  tgl_janji: string;
  tgl_selesai: string | null;
  tgl_ambil: string | null;
  status_proses: StatusService;
  /** The same as status_proses (the document kit's state field). */
  status: StatusService;
  status_valid: 'OPEN' | 'VALID';
  input_by: string;
  batal_by: string | null;
  batal_alasan: string | null;
};

/** Lihat Service: business days, a state (or ALL), a text (number, customer, item, goldsmith). */
export const serviceListQuery = documentListQuery(STATUS_SERVICE);
export type ServiceListQuery = z.input<typeof serviceListQuery>;

/** One service with its payment lines (down payment, pick-up, refund): the invoice view. */
export type ServiceInvoice = Service & {
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  pembayaran: Payment[];
};

const fakturBody = z.object({ no_faktur: faktur });

export const createService = endpoint<CreateServiceBody, undefined, undefined, Service>({
  method: 'POST',
  path: 'service',
  body: createServiceBody,
});
export const listServices = endpoint<undefined, ServiceListQuery, undefined, Service[]>({
  method: 'GET',
  path: 'service',
  query: serviceListQuery,
});
export const getService = endpoint<undefined, undefined, { no_faktur_service: string }, Service>({
  method: 'GET',
  path: 'service/detail/:no_faktur_service',
  params: z.object({ no_faktur_service: faktur }),
});
export const serviceInvoice = endpoint<z.input<typeof fakturBody>, undefined, undefined, ServiceInvoice>({
  method: 'POST',
  path: 'service/invoice',
  body: fakturBody,
});
/** The SERVICE invoice from the stored layout (three times on a page with NOTA_SERVICE_RANGKAP). */
export const serviceNotaPdf = endpoint<undefined, z.input<typeof notaPdfQuery>, undefined, never>({
  method: 'GET',
  path: 'service/nota',
  query: notaPdfQuery,
});
export const sendServiceWa = endpoint<z.input<typeof fakturBody>, undefined, undefined, { no_hp: string }>({
  method: 'POST',
  path: 'service/kirim-wa',
  body: fakturBody,
});
export const completeService = endpoint<CompleteServiceBody, undefined, undefined, Service>({
  method: 'POST',
  path: 'service/selesai',
  body: completeServiceBody,
});
export const pickUpService = endpoint<PickUpServiceBody, undefined, undefined, Service>({
  method: 'POST',
  path: 'service/ambil',
  body: pickUpServiceBody,
});
export const cancelService = endpoint<CancelBody, undefined, undefined, Service>({
  method: 'POST',
  path: 'service/batal',
  body: cancelBody,
});

// ---------------------------------------------------------------------------------------------
// Validasi Service (document 2): the unvalidated services, validating them, their payment lines

/** A service waiting for validation (document 2, pending service row). */
export type PendingService = {
  kode_sales: string;
  no_faktur_service: string;
  nama_customer: string;
  no_hp: string;
  dp_rp: number;
  total: number;
  no_faktur_group: string;
};
export type ServicePaymentLine = { jenis: string; jumlah_in: number; jumlah_out: number };

export const listPendingServices = pendingDocumentsEndpoint<PendingService>('validasi/service/get');
export const validateServiceBody = validateDocumentsBody('no_services', faktur, SERVICE_MSG.noneChosen);
export type ValidateServiceBody = z.input<typeof validateServiceBody>;
export const validateServices = validateDocumentsEndpoint<ValidateServiceBody>(
  'validasi/service',
  validateServiceBody,
);

export const servicePaymentQuery = z.object({ deskripsi: faktur });
export const servicePayments = endpoint<
  undefined,
  z.input<typeof servicePaymentQuery>,
  undefined,
  ServicePaymentLine[]
>({ method: 'GET', path: 'validasi/detail/', query: servicePaymentQuery });
