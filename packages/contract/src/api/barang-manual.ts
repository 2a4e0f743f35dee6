import { z } from 'zod';
import { documentListQuery } from '../dokumen/list-query.ts';
import { documentNumber } from '../dokumen/validasi.ts';
import { endpoint } from '../endpoint.ts';
import { chosenCode, grams, integer, oneOf, optionalText, rupiah } from '../validation.ts';
import type { DocumentParty } from './document-row.ts';
import {
  type CancelBody,
  cancelBody,
  customerFields,
  groupCode,
  notaPdfQuery,
  TRANSAKSI_MSG,
} from './transaksi.ts';

/**
 * Manual items (issue 19, module MANUAL_ITEMS_TRANSACTION_MODULE or app mode STOCK_JUAL_MANUAL): goods
 * counted by group (kode_group) and type (kode_dept) with a qty and a weight per tray, without a
 * barcode per piece (small items, gold bars). The tray is `kode_toko` in the calls, as the spec's
 * `GET barang-manual {kode_group, kode_dept, kode_toko, kode_gudang}` names it. Stock is added, moved
 * between trays and destroyed (hancur); it is sold by the manual sale (PENJUALAN MANUAL, note type
 * PENJUALAN_MANUAL) and bought in by the manual purchase (PEMBELIAN MANUAL). A tray's qty and weight
 * never go below zero, also under concurrent sales.
 */
export const BARANG_MANUAL_MSG = {
  saved: 'Barang Manual Berhasil Disimpan',
  moved: 'Barang Manual Berhasil Dipindahkan',
  destroyed: 'Hancur Barang Manual Berhasil',
  saleSaved: 'Penjualan Manual Berhasil Disimpan',
  purchaseSaved: 'Pembelian Manual Berhasil Disimpan',
  saleCancelled: 'Penjualan Manual Berhasil Di Batal',
  /** The spec's message of POST batal-pembelian-manual. */
  purchaseCancelled: 'Pembelian Manual Berhasil Di Batal',
  notFound: 'No Faktur Tidak Ditemukan',
  stockKurang: (group: string, dept: string, baki: string, stock: number, berat: string) =>
    `Stock ${group} ${dept} Di Baki ${baki} Tidak Cukup (Sisa ${stock} Pcs / ${berat} Gr)`,
  noStock: (group: string, dept: string, baki: string) =>
    `Barang Manual ${group} ${dept} Di Baki ${baki} Tidak Tersedia`,
  bakiUnknown: (baki: string, gudang: string) => `Baki ${baki} Tidak Ada Di Gudang ${gudang}`,
  groupUnknown: (kode: string) => `Group ${kode} Tidak Ditemukan`,
  deptUnknown: (kode: string) => `Jenis ${kode} Tidak Ditemukan`,
  sameBaki: 'Baki Tujuan Tidak Boleh Sama Dengan Baki Asal',
  noItems: 'Barang Tidak Boleh Kosong',
  categoryRequired: 'Kategori Harus Dipilih',
  deptRequired: 'Kode Jenis Harus Dipilih',
  deptTwice: 'Kode Jenis Tidak Boleh Sama',
  fakturEmpty: 'No Faktur Tidak Boleh Kosong',
  fakturTwice: 'No Faktru Sudah Ada Di Tabel',
  notOpen: (no: string) => `Pembelian Manual ${no} Sudah Dibatalkan`,
  reportFound: 'Laporan Tersedia',
  reportEmpty: 'Laporan Tidak Tersedia',
} as const;

/** The shops that choose the summary's layout (per tray or by type); every other shop gets per_baki. */
export const SUMMARY_LAYOUT_SHOPS = ['MLT', 'NQC'] as const;
export const CETAK_REPORT_SUMMARY = ['per_baki', 'jenis'] as const;
export type CetakReportSummary = (typeof CETAK_REPORT_SUMMARY)[number];
/** The layout a shop's summary is printed in: its choice only for MLT and NQC. */
export const summaryLayoutOf = (kodeToko: string, wanted: string | undefined): CetakReportSummary =>
  (SUMMARY_LAYOUT_SHOPS as readonly string[]).includes(kodeToko) && wanted === 'jenis' ? 'jenis' : 'per_baki';

/** Ledger kinds of a manual good (barang_manual_mutasi.jenis). */
export const JENIS_MUTASI_MANUAL = {
  tambah: 'TAMBAH',
  pindah: 'PINDAH',
  hancur: 'HANCUR',
  jual: 'JUAL',
  batalJual: 'BATAL JUAL',
  beli: 'BELI',
  batalBeli: 'BATAL BELI',
} as const;

/** Payment kinds of the manual documents (the spec's pembayaran of a manual purchase row). */
export const JENIS_BAYAR_MANUAL = ['CASH', 'TRANSFER', 'DEBET', 'CREDIT'] as const;
/** The minimum typed length before Batal Pembelian Manual looks an invoice up. */
export const FAKTUR_BELI_MANUAL_MIN = 15;

const kodeBaki = chosenCode('Kode Baki', 'Mohon Untuk Pilih Kode Baki');
const kodeGudang = chosenCode('Kode Gudang', 'Mohon Untuk Pilih Kode Gudang');
const kodeGroup = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string().trim().min(1, { error: BARANG_MANUAL_MSG.categoryRequired }).pipe(groupCode('Kategori')),
);
const kodeDept = chosenCode('Kode Jenis', BARANG_MANUAL_MSG.deptRequired);
const qty = integer('Qty', 1, 1_000_000);
const upper = (label: string, max = 100) => optionalText(label, max).transform((v) => v?.toUpperCase() ?? '');

/** A place of manual stock: warehouse, tray (kode_toko), group and type. */
const placeShape = {
  kode_gudang: kodeGudang,
  kode_toko: kodeBaki,
  kode_group: kodeGroup,
  kode_dept: kodeDept,
};

/** GET barang-manual: the stock rows, filtered by any of the four (group and tray upper-cased). */
export const barangManualQuery = z.object({
  kode_group: upper('Kode Group', 30),
  kode_dept: upper('Kode Jenis', 30),
  kode_toko: upper('Kode Baki', 30),
  kode_gudang: upper('Kode Gudang', 30),
});
export type BarangManualQuery = z.input<typeof barangManualQuery>;

export type BarangManual = {
  _id: string;
  kode_gudang: string;
  kode_toko: string;
  kode_group: string;
  kode_dept: string;
  stock: number;
  berat: number;
  harga_modal: number;
};

const lineOf = <T extends z.ZodRawShape>(shape: T) =>
  z
    .array(z.object(shape), { error: BARANG_MANUAL_MSG.noItems })
    .min(1, { error: BARANG_MANUAL_MSG.noItems })
    .max(50);

/** Tambah barang manual: lines into one tray, one per type (kode_dept may not repeat). */
export const tambahBarangManualBody = z.object({
  kode_gudang: kodeGudang,
  kode_toko: kodeBaki,
  detail_barang: lineOf({
    kode_group: kodeGroup,
    kode_dept: kodeDept,
    qty,
    berat: grams('Berat'),
    harga_modal: rupiah('Harga Modal').default(0),
  }).refine((l) => new Set(l.map((x) => `${x.kode_group}|${x.kode_dept}`)).size === l.length, {
    error: BARANG_MANUAL_MSG.deptTwice,
  }),
});
export type TambahBarangManualBody = z.input<typeof tambahBarangManualBody>;

/** Pindah barang manual: a qty and weight of one group and type from one tray to another. */
export const pindahBarangManualBody = z.object({
  ...placeShape,
  kode_gudang_tujuan: kodeGudang,
  kode_toko_tujuan: kodeBaki,
  qty,
  berat: grams('Berat'),
});
export type PindahBarangManualBody = z.input<typeof pindahBarangManualBody>;

/** Hancur barang manual: a qty and weight of one group and type out of a tray. */
export const hancurBarangManualBody = z.object({
  ...placeShape,
  qty,
  berat: grams('Berat'),
  keterangan: upper('Keterangan', 100),
});
export type HancurBarangManualBody = z.input<typeof hancurBarangManualBody>;

export type MutasiManualSaved = { no_ref: string; rows: BarangManual[] };

const customer = customerFields(upper);
const pembayaran = z
  .array(
    z.object({
      jenis: oneOf('Jenis Pembayaran', JENIS_BAYAR_MANUAL),
      jumlah: integer('Jumlah Pembayaran', 1, 100_000_000_000),
      kode_bank: upper('Kode Bank', 30),
      no_rekening: optionalText('No Rekening', 50),
    }),
    { error: TRANSAKSI_MSG.paymentRequired },
  )
  .min(1, { error: TRANSAKSI_MSG.paymentRequired })
  .max(5);

/** A manual sale: lines taken out of trays by group, type, qty and weight at the agreed price. */
export const createPenjualanManualBody = z.object({
  ...customer,
  detail_barang: lineOf({
    ...placeShape,
    deskripsi: upper('Deskripsi', 100),
    qty,
    berat: grams('Berat'),
    harga: rupiah('Harga'),
  }),
  pembayaran,
});
export type CreatePenjualanManualBody = z.input<typeof createPenjualanManualBody>;

/** A manual purchase: lines bought into a tray (the spec's manual purchase row). */
export const createPembelianManualBody = z.object({
  ...customer,
  detail_barang: lineOf({
    ...placeShape,
    deskripsi_beli: upper('Deskripsi', 100),
    stock: qty,
    berat: grams('Berat'),
    konversi_berat: z.number().min(0).max(100_000).default(0),
    berat_atribut: z.number().min(0).max(100_000).default(0),
    harga_beli: rupiah('Harga Beli'),
  }),
  pembayaran,
  id_otorisasi: optionalText('Otorisasi', 60),
});
export type CreatePembelianManualBody = z.input<typeof createPembelianManualBody>;

export type PenjualanManual = DocumentParty & {
  no_faktur_group: string;
  no_faktur_jual: string;
  kode_gudang: string;
  kode_toko: string;
  kode_group: string;
  kode_dept: string;
  deskripsi: string;
  qty: number;
  berat: number;
  harga_gram: number;
  harga: number;
  status: 'OPEN' | 'BATAL';
  input_by: string;
  batal_by: string | null;
  batal_alasan: string | null;
};

export type PembelianManual = Omit<PenjualanManual, 'no_faktur_jual' | 'deskripsi' | 'qty' | 'harga'> & {
  no_faktur_beli: string;
  deskripsi_beli: string;
  stock: number;
  konversi_berat: number;
  berat_atribut: number;
  harga_beli: number;
};

export type ManualPayment = { jenis: string; jumlah_in: number; jumlah_out: number };
export type PenjualanManualInvoice = PenjualanManual & {
  penjualan: PenjualanManual[];
  total_jual: number;
  pembayaran: ManualPayment[];
};
export type PembelianManualInvoice = PembelianManual & {
  pembelian: PembelianManual[];
  total_beli: number;
  pembayaran: ManualPayment[];
};
export type ManualSaved = { no_faktur_group: string; lines: string[]; total: number };

const fakturBody = z.object({ no_faktur: documentNumber('No Faktur') });
const manualListQuery = documentListQuery(['OPEN', 'BATAL']);

export const listBarangManual = endpoint<undefined, BarangManualQuery, undefined, BarangManual[]>({
  method: 'GET',
  path: 'barang-manual',
  query: barangManualQuery,
});
export const tambahBarangManual = endpoint<TambahBarangManualBody, undefined, undefined, MutasiManualSaved>({
  method: 'POST',
  path: 'barang-manual',
  body: tambahBarangManualBody,
});
export const pindahBarangManual = endpoint<PindahBarangManualBody, undefined, undefined, MutasiManualSaved>({
  method: 'POST',
  path: 'barang-manual/pindah',
  body: pindahBarangManualBody,
});
export const hancurBarangManual = endpoint<HancurBarangManualBody, undefined, undefined, MutasiManualSaved>({
  method: 'POST',
  path: 'barang-manual/hancur',
  body: hancurBarangManualBody,
});

export const createPenjualanManual = endpoint<CreatePenjualanManualBody, undefined, undefined, ManualSaved>({
  method: 'POST',
  path: 'penjualan-manual',
  body: createPenjualanManualBody,
});
export const listPenjualanManual = endpoint<
  undefined,
  z.input<typeof manualListQuery>,
  undefined,
  PenjualanManual[]
>({ method: 'GET', path: 'penjualan-manual', query: manualListQuery });
export const penjualanManualInvoice = endpoint<
  z.input<typeof fakturBody>,
  undefined,
  undefined,
  PenjualanManualInvoice
>({ method: 'POST', path: 'penjualan-manual/invoice', body: fakturBody });
export const cancelPenjualanManual = endpoint<CancelBody, undefined, undefined, PenjualanManualInvoice>({
  method: 'POST',
  path: 'batal-penjualan-manual',
  body: cancelBody,
});
export const penjualanManualNota = endpoint<undefined, z.input<typeof notaPdfQuery>, undefined, never>({
  method: 'GET',
  path: 'penjualan-manual/nota',
  query: notaPdfQuery,
});

export const createPembelianManual = endpoint<CreatePembelianManualBody, undefined, undefined, ManualSaved>({
  method: 'POST',
  path: 'pembelian-manual',
  body: createPembelianManualBody,
});
export const listPembelianManual = endpoint<
  undefined,
  z.input<typeof manualListQuery>,
  undefined,
  PembelianManual[]
>({ method: 'GET', path: 'pembelian-manual', query: manualListQuery });
export const pembelianManualInvoice = endpoint<
  z.input<typeof fakturBody>,
  undefined,
  undefined,
  PembelianManualInvoice
>({ method: 'POST', path: 'pembelian-manual/invoice', body: fakturBody });
/** The kit's one-invoice cancel (with a reason and, a later day, an authorisation). */
export const cancelPembelianManualOne = endpoint<CancelBody, undefined, undefined, PembelianManualInvoice>({
  method: 'POST',
  path: 'pembelian-manual/batal',
  body: cancelBody,
});
export const pembelianManualNota = endpoint<undefined, z.input<typeof notaPdfQuery>, undefined, never>({
  method: 'GET',
  path: 'pembelian-manual/nota',
  query: notaPdfQuery,
});

export const fakturBeliManualQuery = z.object({ no_faktur_beli: documentNumber('No Faktur') });
/** The purchase line for Batal Pembelian Manual (the screen asks from 15 typed characters). */
export type PembelianManualValid = {
  no_faktur_beli: string;
  kode_dept: string;
  deskripsi_beli: string;
  stock: number;
  berat: number;
  kode_sales: string;
  harga_beli: number;
  no_faktur_group: string;
};
export const validPembelianManual = endpoint<
  undefined,
  z.input<typeof fakturBeliManualQuery>,
  undefined,
  PembelianManualValid
>({ method: 'GET', path: 'pembelian-manual/valid', query: fakturBeliManualQuery });
export type PembelianManualReprint = {
  notamanual: PembelianManualInvoice;
  templatemanual: string;
  nota_pdf: {
    Faktur: { no_faktur_beli: string; deskripsi_beli: string; berat: number; harga_beli: number }[];
  };
};
export const reprintPembelianManual = endpoint<
  undefined,
  z.input<typeof fakturBeliManualQuery>,
  undefined,
  PembelianManualReprint
>({ method: 'GET', path: 'pembelian-manual/reprint', query: fakturBeliManualQuery });

export const batalPembelianManualBody = z.object({
  no_faktur_belis: z
    .array(documentNumber('No Faktur'), { error: BARANG_MANUAL_MSG.fakturEmpty })
    .min(1, { error: BARANG_MANUAL_MSG.fakturEmpty })
    .max(50),
});
export type BatalPembelianManualBody = z.input<typeof batalPembelianManualBody>;
/** POST batal-pembelian-manual {no_faktur_belis[]}: the invoices' groups cancelled in one call. */
export const batalPembelianManual = endpoint<
  BatalPembelianManualBody,
  undefined,
  undefined,
  { no_faktur_group: string[] }
>({ method: 'POST', path: 'batal-pembelian-manual', body: batalPembelianManualBody });
