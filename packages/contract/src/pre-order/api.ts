import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { chosenCode, grams, isoDate, optionalText, queryInt } from '../validation.ts';
import {
  duplicateBarcode,
  PO_CLOSING_MSG,
  PO_FINISH_LIMIT,
  PO_PAGE,
  type PoPage,
  STATUS_KIRIM,
  type StatusKirim,
  type StatusPo,
} from './rules.ts';

/** The texts of the pre-order calls (document 2 sections 5 and 8), verbatim. */
export const PO_MSG = {
  ...PO_CLOSING_MSG,
  closingSaved: PO_CLOSING_MSG.saved,
  saved: 'Po Berhasil Disimpan',
  cancelled: 'No Po Berhasil Dibatal',
  validated: 'Data Berhasil Di Validasi',
  validateFailed: 'Data Gagal Divalidasi',
  empty: 'Data Tidak Tersedia',
  confirmCancel: (no_po: string) => `Apakah Anda Yakin Ingin Membatalkan No Po Ini ${no_po} ???`,
  duplicateLine: 'Data Sudah Ada Di Tabel',
  barcodeNotFound: 'Barcode Tidak Ditemukan',
  barcodeNotInStock: 'Barcode Tidak Tersedia Di Data Barang',
  memberNotFound: 'Kode Member Tidak Tersedia',
  // Chosen texts (the specification names no message for these refusals).
  notFound: 'No Po Tidak Ditemukan',
  noGoods: 'Data Barang Harus Diisi',
  alreadyCancelled: 'No Po Sudah Dibatalkan',
  shipped: (no_po: string) => `No Po ${no_po} Sudah Ada Barang Yang Dikirim, Tidak Bisa Dibatalkan`,
  notValid: (no_po: string) => `No Po ${no_po} Belum Di Validasi`,
  notOpen: (no_po: string) => `No Po ${no_po} Sudah Di Validasi`,
  orderExists: (kode_marketplace: string, no_order: string) =>
    `No Order ${no_order} (${kode_marketplace}) Sudah Ada`,
} as const;

/** A number the form requires: missing or not a number gives '{label} Harus Diisi'. */
const required = (label: string, min: number, message = `${label} Harus Diisi`) =>
  z
    .number({ error: message })
    .int({ error: `${label} Harus Bilangan Bulat` })
    .min(min, { error: message })
    .max(100_000_000_000, { error: `${label} Maksimal 100000000000` });
/** Grams the form requires: missing, not a number or not above 0 (after rounding) gives `message`. */
const gramsRequired = (label: string, message = `${label} Harus Diisi`) => grams(label, 100_000, message);
const textRequired = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: message.replace('Harus Diisi', `Maksimal ${max} Karakter`) })
    .transform((v) => v.toUpperCase());
const upper = (label: string, max: number) => optionalText(label, max).transform((v) => v?.toUpperCase());
/** Empty fields the screen sends as '-' (document 2 section 5). */
const dash = (label: string, max: number) => upper(label, max).transform((v) => v || '-');

export const poNumber = z
  .string({ error: PO_CLOSING_MSG.poRequired })
  .trim()
  .min(1, { error: PO_CLOSING_MSG.poRequired })
  .max(40, { error: 'No Po Maksimal 40 Karakter' })
  .transform((v) => v.toUpperCase());

/** A goods line of a PO (the add-goods modal). */
export const poLineInput = z.object({
  kode_barcode: dash('Kode Barcode', 30),
  deskripsi: textRequired('Deskripsi Harus Diisi', 255),
  // The specification's add-goods form answers a missing weight with the sales message (verbatim).
  berat: gramsRequired('Berat Estimasi', 'Kode Sales Harus Pilih'),
  harga_estimasi: required('Harga Estimasi', 0).default(0),
  harga_gram: required('Harga Gram', 0).default(0),
});

export const createPreOrderBody = z
  .object({
    kode_member: textRequired('Kode Member Harus Diisi', 13),
    nama_customer: upper('Nama Customer', 100).transform((v) => v ?? ''),
    alamat_customer: upper('Alamat Customer', 255).transform((v) => v ?? ''),
    no_hp: optionalText('No HP', 20).transform((v) => v ?? ''),
    kode_sales: chosenCode('Kode Sales', 'Kode Sales Harus Pilih'),
    no_order: dash('No Order', 60),
    kode_marketplace: dash('Kode Marketplace', 30),
    kode_intern: dash('Kode Intern', 30),
    no_rekening: textRequired('No Rekening Harus Dipilih', 50),
    no_rekening_customer: dash('No Rekening Customer', 50),
    qty_estimasi: required('Qty Estimasi', 1),
    berat_estimasi: gramsRequired('Berat Estimasi'),
    harga_estimasi: required('Harga Estimasi', 1),
    harga_gram: required('Harga Gram', 1),
    detail_barang: z
      .array(poLineInput, { error: PO_MSG.noGoods })
      .min(1, { error: PO_MSG.noGoods })
      .max(100, { error: 'Detail Barang Maksimal 100' }),
  })
  .superRefine((v, ctx) => {
    if (v.kode_marketplace !== '-' && v.no_order === '-')
      ctx.addIssue({ code: 'custom', message: 'No Order Harus Disi', path: ['no_order'] });
    if (duplicateBarcode(v.detail_barang))
      ctx.addIssue({ code: 'custom', message: PO_MSG.duplicateLine, path: ['detail_barang'] });
  });
export type CreatePreOrderBody = z.input<typeof createPreOrderBody>;
export type CreatePreOrderInput = z.output<typeof createPreOrderBody>;

export type PreOrderLine = {
  kode_barcode: string;
  berat: number;
  deskripsi: string;
  harga_estimasi: number;
  harga_gram: number;
};

/** A pre order as the calls answer it (document 2 section 3). */
export type PreOrder = {
  no_po: string;
  tgl_po: string;
  tgl_system: string;
  no_order: string;
  kode_marketplace: string;
  kode_intern: string;
  kode_member: string;
  nama_customer: string;
  no_hp: string;
  alamat_customer: string;
  kode_sales: string;
  no_rekening: string;
  no_rekening_customer: string;
  qty_estimasi: number;
  berat_estimasi: number;
  harga_estimasi: number;
  harga_gram: number;
  harga_total: number;
  /** The last payment recorded by validation. */
  nominal_bayar: number;
  dibayar_rp: number;
  sisa_bayar: number;
  sisa_rp: number;
  qty_kirim: number;
  qty_input: number;
  berat_input: number;
  /** The sale's price once the PO is finished (its payments counted), else 0. */
  harga_penjualan: number;
  status: StatusPo;
  /** 'BELUM DI VALDIASI' / 'SUDAH DI VALIDASI' / 'BATAL'. */
  status_label: string;
  /** Finished: every estimated piece sent or picked up. */
  selesai: boolean;
  input_by: string;
  detail_barang: PreOrderLine[];
};

const optionalDate = (label: string) => isoDate(label).optional();

/** GET pre-order: a date range (default the business day), paging, and status=finish for the closing list. */
export const preOrderListQuery = z.object({
  tgl_from: optionalDate('Tanggal Awal'),
  tgl_to: optionalDate('Tanggal Akhir'),
  skip: queryInt('Skip', 0, 10_000_000, 0),
  limit: queryInt('Limit', 1, PO_FINISH_LIMIT, PO_PAGE.limit),
  page: queryInt('Halaman', 1, 1_000_000, PO_PAGE.page),
  status: z.enum(['ALL', 'OPEN', 'VALID', 'finish'], { error: 'Status Tidak Dikenal' }).default('ALL'),
  search: optionalText('Pencarian', 60),
});
export type PreOrderListQuery = z.input<typeof preOrderListQuery>;

export const preOrderValidationBody = z.object({
  data_transaksi: z
    .array(
      z.object({
        no_po: poNumber,
        nominal_bayar: z
          .number({ error: 'Nominal Bayar Harus Diisi' })
          .int({ error: 'Nominal Bayar Harus Bilangan Bulat' })
          .min(0, { error: 'Nominal Bayar Minimal 0' })
          .max(100_000_000_000, { error: 'Nominal Bayar Maksimal 100000000000' }),
      }),
      { error: 'Harap pilih salah satu transaksi' },
    )
    .min(1, { error: 'Harap pilih salah satu transaksi' })
    .max(2000),
});
export type PreOrderValidationBody = z.input<typeof preOrderValidationBody>;

export const transactionByPaymentBody = z.object({
  data_transaksi: z
    .array(
      z.object({
        nominal: z
          .number({ error: 'Nominal Harus Diisi' })
          .int({ error: 'Nominal Harus Bilangan Bulat' })
          .min(1, { error: 'Nominal Harus Diisi' })
          .max(100_000_000_000, { error: 'Nominal Maksimal 100000000000' }),
        no_rekening: dash('No Rekening', 50),
        no_order: dash('No Order', 60),
        kode_marketplace: dash('Kode Marketplace', 30),
      }),
      { error: 'Harap pilih salah satu transaksi' },
    )
    .min(1, { error: 'Harap pilih salah satu transaksi' })
    .max(2000),
});
export type TransactionByPaymentBody = z.input<typeof transactionByPaymentBody>;
/** A payment matched to its PO (or not: no_po '' and the reason). */
export type PaymentMatch = {
  nominal: number;
  no_rekening: string;
  no_order: string;
  kode_marketplace: string;
  no_po: string;
  nama_customer: string;
  harga_total: number;
  sisa_bayar: number;
  status: StatusPo | '';
  keterangan: string;
};

export const closingLineInput = z
  .object({
    no_po: poNumber,
    status_kirim: z.enum(STATUS_KIRIM, { error: PO_CLOSING_MSG.statusRequired }),
    no_resi: optionalText('No Resi', 60),
    qty: z
      .number({ error: PO_CLOSING_MSG.qtyRequired })
      .int({ error: PO_CLOSING_MSG.notEnough })
      .min(1, { error: PO_CLOSING_MSG.qtyRequired })
      .max(100_000, { error: PO_CLOSING_MSG.tooMany }),
  })
  .superRefine((v, ctx) => {
    if (v.status_kirim === 'KIRIM' && !v.no_resi)
      ctx.addIssue({ code: 'custom', message: PO_CLOSING_MSG.resiRequired, path: ['no_resi'] });
  });
export const preOrderClosingBody = z.object({
  detail_po: z
    .array(closingLineInput, { error: PO_CLOSING_MSG.poRequired })
    .min(1, { error: PO_CLOSING_MSG.poRequired })
    .max(500),
});
export type PreOrderClosingBody = z.input<typeof preOrderClosingBody>;
export type ClosingLine = { no_po: string; status_kirim: StatusKirim; no_resi: string; qty: number };
/** A PO as the closing form lists it. */
export type PoForClosing = { no_po: string; qty_estimasi: number; qty_kirim: number };

const noPoParams = z.object({ no_po: poNumber });
const barcodeParams = z.object({
  barcode: z.string().trim().min(1).max(30, { error: 'Kode Barcode Maksimal 30 Karakter' }),
});

export const latestPoNumber = endpoint<undefined, undefined, undefined, { no_po: string }>({
  method: 'GET',
  path: 'pre-order/latest-number',
});
export const createPreOrder = endpoint<CreatePreOrderBody, undefined, undefined, PreOrder>({
  method: 'POST',
  path: 'pre-order',
  body: createPreOrderBody,
});
export const listPreOrder = endpoint<undefined, PreOrderListQuery, undefined, PoPage<PreOrder>>({
  method: 'GET',
  path: 'pre-order',
  query: preOrderListQuery,
});
export const cancelPreOrder = endpoint<undefined, undefined, { no_po: string }, PreOrder>({
  method: 'POST',
  path: 'pre-order/cancel/:no_po',
  params: noPoParams,
});
export const validatePreOrder = endpoint<PreOrderValidationBody, undefined, undefined, { validated: number }>(
  {
    method: 'POST',
    path: 'pre-order/validation',
    body: preOrderValidationBody,
  },
);
export const transactionByPayment = endpoint<TransactionByPaymentBody, undefined, undefined, PaymentMatch[]>({
  method: 'POST',
  path: 'pre-order/transaction-by-payment',
  body: transactionByPaymentBody,
});
export const closePreOrder = endpoint<PreOrderClosingBody, undefined, undefined, ClosingLine[]>({
  method: 'POST',
  path: 'pre-order/closing',
  body: preOrderClosingBody,
});
/** Existence check of a stock item a PO line may name (status READY). */
export const readyPoBarcode = endpoint<
  undefined,
  undefined,
  { barcode: string },
  { kode_barcode: string; nama_barang: string; berat: number }[]
>({
  method: 'GET',
  path: 'barang/ready-po/kode-barcode/:barcode',
  params: barcodeParams,
});
/** The same look-up at document 2's other path (the PO form reads data[0].nama_barang). */
export const readyBarcode: typeof readyPoBarcode = {
  ...readyPoBarcode,
  path: 'barang/ready/kode-barcode/:barcode',
};
