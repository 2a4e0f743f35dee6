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
import { chosenCode, grams, integer, oneOf, optionalText } from '../validation.ts';
import type { DocumentParty, RefundSplit } from './document-row.ts';
import {
  type CancelBody,
  cancelBody,
  groupCode,
  notaPdfQuery,
  type Payment,
  paymentInput,
} from './transaksi.ts';

/**
 * Customer orders (pesanan): a model ordered from the goldsmith, its estimated weight and kadar, the
 * gold price per gram locked at the order (PESAN) or at pick-up (AMBIL), ongkos and a down payment
 * (category PESANAN). States PESAN -> SIAP (delivered, the item reserved in stock) -> DIAMBIL (sold
 * to the customer), and PESAN/SIAP -> BATAL (the down payment refunded, category BATAL PESANAN).
 */
export const STATUS_PESANAN = ['PESAN', 'SIAP', 'DIAMBIL', 'BATAL'] as const;
export type StatusPesanan = (typeof STATUS_PESANAN)[number];
/** When the price per gram is fixed: at the order, or on the day of pick-up. */
export const HARGA_KUNCI = ['PESAN', 'AMBIL'] as const;
export const KATEGORI_KAS_PESANAN = { dp: 'PESANAN', batal: 'BATAL PESANAN' } as const;
export const JENIS_BAYAR_PESANAN = ['CASH', 'TRANSFER', 'DEBET', 'CREDIT'] as const;

export const PESANAN_MSG = {
  ...documentMessages('Pesanan'),
  notFound: 'No Pesanan Tidak Ditemukan',
  dpTooBig: 'DP Tidak Boleh Melebihi Total Harga',
  noPrice: (group: string) => `Harga Emas Group ${group} Belum Diisi`,
  groupUnknown: (kode: string) => `Group ${kode} Tidak Ditemukan`,
  delivered: 'Barang Pesanan Berhasil Diterima',
  notOrdered: (no: string) => `Pesanan ${no} Tidak Dalam Status PESAN`,
  notReady: (no: string) => `Pesanan ${no} Belum Siap Diambil`,
  orderUnknown: (no: string) => `No Pesanan ${no} Tidak Ditemukan`,
  deliveredTwice: (no: string) => `Barang Untuk Pesanan ${no} Tidak Boleh Lebih Dari Satu`,
  itemNotOfOrder: (no: string) => `ID Barang Pesanan Tidak Sesuai Dengan Pesanan ${no}`,
  groupNotOfOrder: (no: string, group: string) => `Group Barang Pesanan ${no} Harus ${group}`,
  pickUpNotOpen: (no: string) => `Pesanan ${no} Tidak Dalam Status DIAMBIL`,
} as const;

const upper = (label: string, max = 100) => optionalText(label, max).transform((v) => v?.toUpperCase());
const faktur = documentNumber('No Pesanan');

export const createPesananBody = z.object({
  kode_sales: chosenCode('Kode Sales', 'Kode Sales Tidak Boleh Kosong'),
  kode_member: upper('Kode Member', 13),
  nama_customer: upper('Nama Customer', 100),
  alamat_customer: upper('Alamat Customer', 255),
  no_hp: optionalText('No HP', 20),
  nama_barang: z
    .string({ error: 'Model Pesanan Tidak Boleh Kosong' })
    .trim()
    .min(1, { error: 'Model Pesanan Tidak Boleh Kosong' })
    .max(255, { error: 'Model Pesanan Maksimal 255 Karakter' })
    .transform((v) => v.toUpperCase()),
  kode_group: groupCode('Group'),
  berat: grams('Berat Estimasi'),
  harga_kunci: oneOf('Kunci Harga', HARGA_KUNCI).default('PESAN'),
  ongkos: integer('Ongkos', 0, 100_000_000_000).default(0),
  dp_rp: integer('DP', 0, 100_000_000_000).default(0),
  pembayaran: z
    .array(paymentInput.extend({ jenis: oneOf('Jenis Pembayaran', JENIS_BAYAR_PESANAN) }))
    .max(5)
    .default([]),
});
export type CreatePesananBody = z.input<typeof createPesananBody>;

export type Pesanan = DocumentParty &
  RefundSplit & {
    no_pesanan: string;
    nama_barang: string;
    kode_group: string;
    kadar: number;
    berat: number;
    harga_kunci: 'PESAN' | 'AMBIL';
    /** The order's item line (one per order): id_barang_pesanan of the bulk-add payload. */
    id_barang_pesanan: number;
    /** The delivered item reserved for the order (SIAP, DIAMBIL), else ''. */
    kode_barcode: string;
    /** The locked price per gram (0 while it is fixed at pick-up). */
    harga_gram: number;
    ongkos: number;
    /** The estimate (berat x harga_gram + ongkos, rounded as a sale line); once picked up, the sale's total. */
    total_harga: number;
    /** The estimate at the order (total_harga goes back to it when the pick-up sale is cancelled). */
    total_estimasi: number;
    dp_rp: number;
    /** What the customer has paid so far. */
    jumlah_bayar: number;
    sisa_rp: number;
    status: StatusPesanan;
    status_valid: 'OPEN' | 'VALID';
    input_by: string;
    batal_by: string | null;
    batal_alasan: string | null;
  };
/** The goldsmith delivers: the item becomes stock reserved for the order (status PESANAN). */
export const terimaPesananBody = z.object({
  no_pesanan: faktur,
  kode_dept: chosenCode('Kode Jenis', 'Kode Jenis Tidak Boleh Kosong'),
  kode_gudang: chosenCode('Kode Gudang', 'Kode Gudang Tidak Boleh Kosong'),
  kode_baki: chosenCode('Kode Baki', 'Kode Baki Tidak Boleh Kosong'),
  berat: grams('Berat'),
  kadar_cetak: upper('Kadar Cetak', 20),
});
export type TerimaPesananBody = z.input<typeof terimaPesananBody>;

/** Pick-up: a sale of the reserved item; the payments cover what the down payment has not. */
export const ambilPesananBody = z.object({
  no_pesanan: faktur,
  pembayaran: z
    .array(paymentInput.extend({ jenis: oneOf('Jenis Pembayaran', JENIS_BAYAR_PESANAN) }))
    .max(5)
    .default([]),
});
export type AmbilPesananBody = z.input<typeof ambilPesananBody>;
export type PesananDiambil = Pesanan & { no_faktur_group: string; total_jual: number };

export type PesananInvoice = Pesanan & { lines: Pesanan[]; pembayaran: Payment[] };

export const pesananListQuery = documentListQuery(STATUS_PESANAN);
export type PesananListQuery = z.input<typeof pesananListQuery>;
const fakturBody = z.object({ no_faktur: faktur });

export const createPesanan = endpoint<CreatePesananBody, undefined, undefined, Pesanan>({
  method: 'POST',
  path: 'pesanan',
  body: createPesananBody,
});
export const listPesanan = endpoint<undefined, PesananListQuery, undefined, Pesanan[]>({
  method: 'GET',
  path: 'pesanan',
  query: pesananListQuery,
});
export const pesananInvoice = endpoint<z.input<typeof fakturBody>, undefined, undefined, PesananInvoice>({
  method: 'POST',
  path: 'pesanan/invoice',
  body: fakturBody,
});
export const cancelPesanan = endpoint<CancelBody, undefined, undefined, Pesanan>({
  method: 'POST',
  path: 'pesanan/batal',
  body: cancelBody,
});

export const terimaPesanan = endpoint<TerimaPesananBody, undefined, undefined, Pesanan>({
  method: 'POST',
  path: 'pesanan/terima',
  body: terimaPesananBody,
});
export const ambilPesanan = endpoint<AmbilPesananBody, undefined, undefined, PesananDiambil>({
  method: 'POST',
  path: 'pesanan/ambil',
  body: ambilPesananBody,
});

/** What the pick-up will charge today: the sale price of the delivered item, the paid and the rest. */
export type PesananAmbilHarga = { total_harga: number; jumlah_bayar: number; sisa_rp: number };
export const pesananAmbilHarga = endpoint<
  z.input<typeof fakturBody>,
  undefined,
  undefined,
  PesananAmbilHarga
>({
  method: 'POST',
  path: 'pesanan/ambil/harga',
  body: fakturBody,
});

/** The PESANAN invoice from the stored layout (no_faktur: one number or several, comma-separated). */
export const pesananNotaPdf = endpoint<undefined, z.input<typeof notaPdfQuery>, undefined, never>({
  method: 'GET',
  path: 'pesanan/nota',
  query: notaPdfQuery,
});

/** An order waiting for validation (document 2, pending order row). */
export type PendingPesanan = {
  kode_sales: string;
  no_pesanan: string;
  nama_customer: string;
  alamat: string;
  no_hp: string;
  total_harga: number;
  jumlah_bayar: number;
};
export const listPendingPesanan = pendingDocumentsEndpoint<PendingPesanan>('validasi/pesanan/get');
export const validatePesananBody = validateDocumentsBody('no_pesanans', faktur, PESANAN_MSG.noneChosen);
export type ValidatePesananBody = z.input<typeof validatePesananBody>;
export const validatePesanan = validateDocumentsEndpoint<ValidatePesananBody>(
  'validasi/pesanan',
  validatePesananBody,
);
