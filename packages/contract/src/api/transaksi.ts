import { z } from 'zod';
import { documentListQuery } from '../dokumen/list-query.ts';
import { endpoint } from '../endpoint.ts';
import { NOTA_PAPERS } from '../nota-receipt.ts';
import { chosenCode, code, grams, integer, oneOf, optionalText } from '../validation.ts';
import type { ItemPlace } from './barang.ts';
import type { DocumentParty } from './document-row.ts';
import { kuponCode } from './kupon.ts';

/**
 * The counter: sales (penjualan) with their payments and trade-ins (tukar), purchases (pembelian,
 * buy-back), their invoices and their cancellations. A sale and its trade-ins share one invoice group
 * (no_faktur_group). Money is whole Rupiah, weights grams with 3 decimals.
 */

/**
 * Payment kinds of a sale. QRIS and E-WALLET are paid into an account of the rekening master (like a
 * transfer) and wait for Validasi Non Cash like every non-cash kind. KUPON is the discount of the
 * sale's coupon (kode_kupon), checked by the server like the trade-in (TUKAR).
 */
export const JENIS_BAYAR = [
  'CASH',
  'TRANSFER',
  'DEBET',
  'CREDIT',
  'QRIS',
  'E-WALLET',
  'TUKAR',
  'KUPON',
] as const;
export type JenisBayar = (typeof JENIS_BAYAR)[number];
/** A purchase pays the customer in cash or by transfer. */
export const JENIS_BAYAR_BELI = ['CASH', 'TRANSFER'] as const;

export const TRANSAKSI_MSG = {
  saleSaved: 'Penjualan Berhasil Disimpan',
  purchaseSaved: 'Pembelian Berhasil Disimpan',
  saleCancelled: 'Penjualan Berhasil Dibatalkan',
  purchaseCancelled: 'Pembelian Berhasil Dibatalkan',
  salesRequired: 'Kode Sales Tidak Boleh Kosong',
  salesUnknown: (kode: string) => `Kode Sales ${kode} Tidak Ditemukan`,
  noItems: 'Barang Belum Dipilih',
  duplicateItem: (kode: string) => `Barcode ${kode} Sudah Ada Di Tabel`,
  barcodeTooShort: 'Barcode Minimal 8 Karakter',
  noPrice: (group: string) => `Harga Emas Group ${group} Belum Diisi`,
  paymentsMismatch: (total: string, paid: string) =>
    `Total Pembayaran ${paid} Tidak Sama Dengan Total ${total}`,
  paymentRequired: 'Pembayaran Belum Diisi',
  nonCashTooBig: (total: string, nonCash: string) =>
    `Pembayaran Non Tunai ${nonCash} Melebihi Total ${total}, Kembalian Hanya Dari Tunai`,
  rekeningUnknown: (no: string) => `Rekening ${no} Tidak Ditemukan`,
  rekeningWrongKind: (no: string, jenis: string) => `Rekening ${no} Bukan Rekening ${jenis}`,
  accountRequired: (jenis: string) => `No Rekening Untuk Pembayaran ${jenis} Tidak Boleh Kosong`,
  tukarMismatch: 'Jumlah Tukar Tidak Sama Dengan Total Barang Tukar',
  tukarTooBig: 'Nilai Tukar Melebihi Total Penjualan',
  belowCost: (kode: string) => `Harga Barang ${kode} Di Bawah Modal, Butuh Otorisasi`,
  fakturNotFound: 'No Faktur Tidak Ditemukan',
  alreadyCancelled: 'Transaksi Sudah Dibatalkan',
  reasonRequired: 'Alasan Batal Tidak Boleh Kosong',
  kondisiRequired: 'Kondisi Harus Dipilih',
  kondisiUnknown: (kode: string) => `Kondisi ${kode} Tidak Ditemukan`,
  groupUnknown: (kode: string) => `Group ${kode} Tidak Ditemukan`,
  alreadyBoughtBack: (kode: string) => `Barang ${kode} Sudah Dibeli Kembali`,
  aboveMaximum: (group: string, kondisi: string) =>
    `Harga Beli ${group} ${kondisi} Di Atas Maksimum Per Gram, Butuh Otorisasi`,
  saleBoughtBack: (kode: string) => `Barang ${kode} Sudah Dibeli Kembali, Penjualan Tidak Bisa Dibatalkan`,
  tukarItemMoved: (kode: string) => `Barang Tukar ${kode} Sudah Dipindahkan, Penjualan Tidak Bisa Dibatalkan`,
  boughtItemMoved: (kode: string) => `Barang ${kode} Sudah Dipindahkan Dari Gudang BELI`,
  cancelTukarWithSale: 'Pembelian Tukar Dibatalkan Melalui Batal Penjualan',
  memberNotFound: 'Member Tidak Ditemukan',
  waSent: 'Invoice Berhasil Dikirim',
  waUnknown: 'No Wa Tidak Terdaftar',
} as const;

/** Group codes may hold spaces ('EMAS MUDA'), as the goods screens allow. */
export const groupCode = (label: string) =>
  z
    .string({ error: `${label} Harus Dipilih` })
    .trim()
    .min(1, { error: `${label} Harus Dipilih` })
    .max(30, { error: `${label} Maksimal 30 Karakter` })
    .regex(/^[A-Za-z0-9_.\- ]+$/, {
      error: `${label} Hanya Boleh Huruf, Angka, Spasi, Titik, Strip Atau Garis Bawah`,
    })
    .transform((v) => v.toUpperCase());

const upper = (label: string, max = 100) => optionalText(label, max).transform((v) => v?.toUpperCase());
const barcode = z
  .string({ error: 'Barcode Tidak Boleh Kosong' })
  .trim()
  .min(8, { error: TRANSAKSI_MSG.barcodeTooShort })
  .max(30, { error: 'Barcode Maksimal 30 Karakter' });

/** The sales code and customer of a counter document's body, upper-cased by the document's `upper`. */
export const customerFields = <T extends z.ZodType>(upper: (label: string, max: number) => T) => ({
  kode_sales: chosenCode('Kode Sales', TRANSAKSI_MSG.salesRequired),
  kode_member: upper('Kode Member', 13),
  nama_customer: upper('Nama Customer', 100),
  alamat_customer: upper('Alamat Customer', 255),
  no_hp: optionalText('No HP', 20),
});
const customer = customerFields(upper);

export const paymentInput = z.object({
  jenis: oneOf('Jenis Pembayaran', JENIS_BAYAR),
  jumlah: integer('Jumlah Pembayaran', 1, 100_000_000_000),
  kode_bank: upper('Kode Bank', 30),
  no_rekening: optionalText('No Rekening', 50),
  no_kartu: optionalText('No Kartu', 30),
});
export type PaymentInput = z.infer<typeof paymentInput>;

/** A line of gold the customer sells back: an item this shop sold (by invoice or barcode) or outside gold. */
export const purchaseLineInput = z.object({
  /** The sale line it comes from, when the shop sold it. */
  no_faktur_jual: optionalText('No Faktur Jual', 40),
  nama_barang: upper('Nama Barang', 100).refine((v) => !!v, { error: 'Nama Barang Tidak Boleh Kosong' }),
  kode_group: groupCode('Group'),
  kode_dept: upper('Jenis', 30),
  berat: grams('Berat'),
  kode_kondisi: chosenCode('Kondisi', TRANSAKSI_MSG.kondisiRequired),
  /** A price the cashier agreed instead of the computed one (both are kept). */
  harga: integer('Harga', 0, 100_000_000_000).optional(),
  /** The authorisation of a price above the shop's maximum per gram (PEMBELIAN DI ATAS MAKSIMUM). */
  id_otorisasi: optionalText('Otorisasi', 60),
});
export type PurchaseLineInput = z.infer<typeof purchaseLineInput>;

export const saleLineInput = z.object({
  kode_barcode: barcode,
  /** A price the cashier charges instead of the computed one (both are kept). */
  harga_total: integer('Harga Jual', 0, 100_000_000_000).optional(),
  /** The authorisation of a line below cost. */
  id_otorisasi: optionalText('Otorisasi', 60),
});

export const createSaleBody = z.object({
  ...customer,
  detail_barang: z
    .array(saleLineInput, { error: TRANSAKSI_MSG.noItems })
    .min(1, { error: TRANSAKSI_MSG.noItems })
    .max(50),
  tukar: z.array(purchaseLineInput).max(50).default([]),
  pembayaran: z
    .array(paymentInput, { error: TRANSAKSI_MSG.paymentRequired })
    .min(1, { error: TRANSAKSI_MSG.paymentRequired })
    .max(10),
  /** The coupon redeemed on this sale (module KUPON): its discount is the KUPON payment. */
  kode_kupon: z.preprocess((v) => (v === '' || v === null ? undefined : v), kuponCode().optional()),
});
export type CreateSaleBody = z.input<typeof createSaleBody>;

export const createPurchaseBody = z.object({
  ...customer,
  /** The seller's ID card number: required of a walk-in (UMUM) seller (umumSellerMissing). */
  no_ktp: upper('No KTP Penjual', 30),
  detail_barang: z
    .array(purchaseLineInput, { error: TRANSAKSI_MSG.noItems })
    .min(1, { error: TRANSAKSI_MSG.noItems })
    .max(50),
  pembayaran: z
    .array(paymentInput.extend({ jenis: oneOf('Jenis Pembayaran', JENIS_BAYAR_BELI) }), {
      error: TRANSAKSI_MSG.paymentRequired,
    })
    .min(1, { error: TRANSAKSI_MSG.paymentRequired })
    .max(5),
  /** The authorisation of a CASH payment beyond the cashier's drawer (KAS KELUAR MELEBIHI SALDO). */
  id_otorisasi: optionalText('Otorisasi', 60),
});
export type CreatePurchaseBody = z.input<typeof createPurchaseBody>;

/** An item as the counter sells it: where it lies, the printed kadar, the weight and its attribute. */
export type CounterItem = ItemPlace & {
  kadar_cetak: string;
  berat: number;
  nama_atribut: string;
  berat_atribut: number;
};

/** An item priced for the counter. */
export type SaleQuote = CounterItem & {
  harga_atribut: number;
  ongkos: number;
  harga_gram: number;
  harga_total: number;
  /** The cost below which a line needs an authorisation. */
  harga_modal: number;
  pembulatan: number;
  arah: 'up' | 'down';
  /** A diamond item: priced by its tag (contract berlian/pricing.ts), not by its gold weight. */
  berlian?: SaleQuoteBerlian;
};

export type SaleQuoteBerlian = {
  curr: 'USD' | 'IDR';
  total_usd: number;
  kurs: number;
  ongkos_berlian: number;
  total_berlian_rp: number;
  /** The stones in words, e.g. '1 BTR 0.300 CT RD F VVS2'. */
  keterangan: string;
};

/** The purchase price rule of a group and condition on the business day. */
export type PurchaseQuote = {
  kode_group: string;
  kode_kondisi: string;
  tipe_kondisi: string;
  harga_gram: number;
  potongan_persen: number;
  potongan_per_gram: number;
  /**
   * The shop's maximum per gram for the group and condition (master-potongan-pembelian, else the day's
   * purchase price): a line above berat x this (rounded up) needs PEMBELIAN DI ATAS MAKSIMUM.
   */
  harga_maks_gram: number;
  pembulatan: number;
  arah: 'up' | 'down';
};

export type SaleLine = DocumentParty &
  CounterItem & {
    no_faktur_group: string;
    no_faktur_jual: string;
    harga_gram: number;
    ongkos: number;
    harga_atribut: number;
    harga_hitung: number;
    harga_total: number;
    harga_modal: number;
    pembulatan: number;
    id_otorisasi: string | null;
    status: 'OPEN' | 'BATAL';
    input_by: string;
    batal_by: string | null;
    batal_alasan: string | null;
  };

export type PurchaseLine = DocumentParty & {
  no_faktur_group: string;
  no_faktur_beli: string;
  jenis_pembelian: 'BELI' | 'TUKAR';
  /** The seller's ID card number ('' when not asked: a member, or a shop that relaxes it). */
  no_ktp: string;
  no_faktur_jual: string;
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kadar: number;
  berat: number;
  berat_nota: number;
  harga_nota: number;
  harga_gram: number;
  potongan_persen: number;
  potongan_per_gram: number;
  harga_hitung: number;
  harga: number;
  /** The most it could be bought for without an authorisation, and that authorisation. */
  harga_maks: number;
  id_otorisasi: string | null;
  kode_kondisi: string;
  tipe_kondisi: string;
  status: 'OPEN' | 'BATAL';
  input_by: string;
  batal_by: string | null;
  batal_alasan: string | null;
};

export type Payment = {
  kategori: string;
  jenis: string;
  jumlah_in: number;
  jumlah_out: number;
  kode_bank: string;
  no_rekening: string;
  /** A sale's CASH row: the cash handed over and the change given back (jumlah_in is the difference). */
  tunai_diterima?: number;
  kembalian?: number;
};

/** One invoice group: its sale lines, trade-in/purchase lines and payments. */
export type Invoice = DocumentParty & {
  no_faktur_group: string;
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  penjualan: SaleLine[];
  pembelian: PurchaseLine[];
  pembayaran: Payment[];
  total_jual: number;
  total_beli: number;
  status: 'OPEN' | 'BATAL';
};

export type SaleSaved = {
  no_faktur_group: string;
  no_faktur_jual: string[];
  no_faktur_beli: string[];
  total_jual: number;
  total_tukar: number;
  /** Cash handed over, and the change given back from it (only the difference enters the drawer). */
  tunai_diterima: number;
  kembalian: number;
};
export type PurchaseSaved = { no_faktur_group: string; no_faktur_beli: string[]; total_beli: number };

export const getSaleQuote = endpoint<undefined, undefined, { kode_barcode: string }, SaleQuote>({
  method: 'GET',
  path: 'penjualan/barang/:kode_barcode',
  params: z.object({ kode_barcode: barcode }),
});

export const createSale = endpoint<CreateSaleBody, undefined, undefined, SaleSaved>({
  method: 'POST',
  path: 'penjualan',
  body: createSaleBody,
});

export const purchaseQuoteQuery = z.object({ kode_group: groupCode('Group'), kode_kondisi: code('Kondisi') });
export const getPurchaseQuote = endpoint<
  undefined,
  z.infer<typeof purchaseQuoteQuery>,
  undefined,
  PurchaseQuote
>({
  method: 'GET',
  path: 'pembelian/harga',
  query: purchaseQuoteQuery,
});

/** Sold lines to buy back, by sale invoice (line or group) or barcode. */
export const soldLinesQuery = z.object({
  kode: z
    .string({ error: 'No Faktur / Barcode Tidak Boleh Kosong' })
    .trim()
    .min(8, { error: 'No Faktur / Barcode Minimal 8 Karakter' })
    .max(40, { error: 'No Faktur / Barcode Maksimal 40 Karakter' })
    .transform((v) => v.toUpperCase()),
});
export const findSoldLines = endpoint<undefined, z.infer<typeof soldLinesQuery>, undefined, SaleLine[]>({
  method: 'GET',
  path: 'pembelian/asal',
  query: soldLinesQuery,
});

export const createPurchase = endpoint<CreatePurchaseBody, undefined, undefined, PurchaseSaved>({
  method: 'POST',
  path: 'pembelian',
  body: createPurchaseBody,
});

/** The lihat lists of sales and purchases: the document kit's list query with their two states. */
export const transaksiListQuery = documentListQuery(['OPEN', 'BATAL']);
export type TransaksiListQuery = z.input<typeof transaksiListQuery>;

export const listSales = endpoint<undefined, TransaksiListQuery, undefined, SaleLine[]>({
  method: 'GET',
  path: 'penjualan',
  query: transaksiListQuery,
});
export const listPurchases = endpoint<undefined, TransaksiListQuery, undefined, PurchaseLine[]>({
  method: 'GET',
  path: 'pembelian',
  query: transaksiListQuery,
});

const fakturBody = z.object({
  no_faktur: z
    .string({ error: 'No Faktur Tidak Boleh Kosong' })
    .trim()
    .min(1, { error: 'No Faktur Tidak Boleh Kosong' })
    .max(40, { error: 'No Faktur Maksimal 40 Karakter' })
    .transform((v) => v.toUpperCase()),
});
const fakturListBody = z.object({
  no_faktur: z
    .array(fakturBody.shape.no_faktur, { error: 'No Faktur Tidak Boleh Kosong' })
    .min(1, { error: 'No Faktur Tidak Boleh Kosong' })
    .max(500),
});

/** Invoice data for printing: one invoice (by any of its numbers) or several. */
export const saleInvoiceSingle = endpoint<z.infer<typeof fakturBody>, undefined, undefined, Invoice>({
  method: 'POST',
  path: 'penjualan/get/bynota/single',
  body: fakturBody,
});
export const saleInvoices = endpoint<z.infer<typeof fakturListBody>, undefined, undefined, Invoice[]>({
  method: 'POST',
  path: 'penjualan/get/bynota',
  body: fakturListBody,
});
export const purchaseInvoiceSingle = endpoint<z.infer<typeof fakturBody>, undefined, undefined, Invoice>({
  method: 'POST',
  path: 'pembelian/get/bynota/single',
  body: fakturBody,
});
export const purchaseInvoices = endpoint<z.infer<typeof fakturListBody>, undefined, undefined, Invoice[]>({
  method: 'POST',
  path: 'pembelian/get/bynota',
  body: fakturListBody,
});

/**
 * The invoice PDF (the stored nota layout). `reprint` marks a copy printed again. Issue 43: `kertas`
 * THERMAL_58 / THERMAL_80 gives the receipt of the note instead (a PDF of the paper's width, or with
 * `format=escpos` the printer's bytes), where the kind's printer supports it (RECEIPT_NOTA_PATHS).
 */
export const notaPdfQuery = z.object({
  no_faktur: z
    .string({ error: 'No Faktur Tidak Boleh Kosong' })
    .trim()
    .min(1, { error: 'No Faktur Tidak Boleh Kosong' })
    .max(2000, { error: 'No Faktur Terlalu Panjang' })
    .transform((v) => v.toUpperCase()),
  reprint: z.enum(['0', '1']).default('0'),
  kertas: z.enum(NOTA_PAPERS).default('A4'),
  format: z.enum(['pdf', 'escpos']).default('pdf'),
});
export const saleNotaPdf = endpoint<undefined, z.input<typeof notaPdfQuery>, undefined, never>({
  method: 'GET',
  path: 'penjualan/nota',
  query: notaPdfQuery,
});
export const purchaseNotaPdf = endpoint<undefined, z.input<typeof notaPdfQuery>, undefined, never>({
  method: 'GET',
  path: 'pembelian/nota',
  query: notaPdfQuery,
});

export const cancelBody = z.object({
  no_faktur: fakturBody.shape.no_faktur,
  alasan: z
    .string({ error: TRANSAKSI_MSG.reasonRequired })
    .trim()
    .min(1, { error: TRANSAKSI_MSG.reasonRequired })
    .max(255, { error: 'Alasan Maksimal 255 Karakter' })
    .transform((v) => v.toUpperCase()),
  id_otorisasi: optionalText('Otorisasi', 60),
});
export type CancelBody = z.input<typeof cancelBody>;

export const cancelSale = endpoint<CancelBody, undefined, undefined, { no_faktur_group: string }>({
  method: 'POST',
  path: 'penjualan/batal',
  body: cancelBody,
});
export const cancelPurchase = endpoint<CancelBody, undefined, undefined, { no_faktur_group: string }>({
  method: 'POST',
  path: 'pembelian/batal',
  body: cancelBody,
});

export const sendInvoiceWa = endpoint<z.infer<typeof fakturBody>, undefined, undefined, { no_hp: string }>({
  method: 'POST',
  path: 'penjualan/kirim-wa',
  body: fakturBody,
});
