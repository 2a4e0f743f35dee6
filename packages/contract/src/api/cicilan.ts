import { z } from 'zod';
import type { Angsuran } from '../cicilan/rules.ts';
import { documentListQuery } from '../dokumen/list-query.ts';
import { documentMessages } from '../dokumen/messages.ts';
import { documentNumber } from '../dokumen/validasi.ts';
import { endpoint } from '../endpoint.ts';
import { chosenCode, integer, oneOf, optionalText } from '../validation.ts';
import type { DocumentParty, RefundSplit } from './document-row.ts';
import { type CancelBody, cancelBody, notaPdfQuery, type Payment, paymentInput } from './transaksi.ts';

/**
 * Instalment sales (cicilan, issue 16): a customer takes an item of stock on instalments. The item is
 * priced as a sale on the contract day and that price and the parameter's rate are locked in the
 * contract; the item is reserved (barang status CICILAN, not sellable) until the contract is paid off,
 * when it is delivered as a sale line with the contract's snapshot. The rules: ../cicilan/rules.ts.
 *
 * States AKTIF -> LUNAS (paid off, the item sold), AKTIF -> BATAL (the item back to stock, what was
 * paid refunded per PERSEN_REFUND_BATAL_CICILAN), AKTIF -> LELANG (defaulted: the next instalment is
 * overdue; authorised; the item back to stock, the money paid kept). The calls are named `cicilan/...`
 * (the spec gives no paths).
 */
export const STATUS_CICILAN = ['AKTIF', 'LUNAS', 'LELANG', 'BATAL'] as const;
export type StatusCicilan = (typeof STATUS_CICILAN)[number];
export const KATEGORI_KAS_CICILAN = {
  dp: 'CICILAN',
  angsuran: 'CICILAN',
  lunas: 'CICILAN',
  batal: 'BATAL CICILAN',
} as const;
export const JENIS_BAYAR_CICILAN = ['CASH', 'TRANSFER', 'DEBET', 'CREDIT'] as const;
/** The status of an item held for an instalment contract (not sellable). */
export const BARANG_CICILAN = 'CICILAN';
/** Payment kinds of a contract: one instalment, or the rest at once (pelunasan). */
export const JENIS_BAYAR_ANGSURAN = ['ANGSURAN', 'PELUNASAN'] as const;

export const CICILAN_MSG = {
  ...documentMessages('Cicilan'),
  saved: 'Transaksi Cicilan Berhasil Disimpan',
  notFound: 'No Cicilan Tidak Ditemukan',
  paid: 'Pembayaran Angsuran Berhasil Disimpan',
  paidOff: 'Cicilan Berhasil Dilunasi',
  auctioned: 'Lelang Cicilan Berhasil Disimpan',
  parameterUnknown: (kode: string) => `Parameter Cicilan ${kode} Tidak Ditemukan`,
  parameterNotForGroup: (kode: string, group: string) =>
    `Parameter Cicilan ${kode} Tidak Berlaku Untuk Group ${group}`,
  dpTooSmall: (min: string) => `DP Minimal Rp ${min}`,
  dpTooBig: 'DP Harus Lebih Kecil Dari Harga Barang',
  notActive: (no: string) => `Cicilan ${no} Tidak Dalam Status AKTIF`,
  nothingOpen: (no: string) => `Cicilan ${no} Tidak Memiliki Angsuran Terbuka`,
  instalmentPaid: (ke: number, no: string) => `Angsuran Ke-${ke} Cicilan ${no} Sudah Dibayar`,
  instalmentNotNext: (next: number) => `Angsuran Yang Harus Dibayar Adalah Angsuran Ke-${next}`,
  notDefaulted: (no: string) => `Cicilan ${no} Belum Menunggak, Tidak Bisa Dilelang`,
  empty: 'Data Tidak Tersedia',
  saleOfContract: (no: string) => `Penjualan Pelunasan Cicilan ${no} Tidak Bisa Dibatalkan`,
} as const;

const upper = (label: string, max = 100) => optionalText(label, max).transform((v) => v?.toUpperCase());
export const fakturCicilan = documentNumber('No Cicilan');
const barcode = z
  .string({ error: 'Barcode Tidak Boleh Kosong' })
  .trim()
  .min(1, { error: 'Barcode Tidak Boleh Kosong' })
  .max(30, { error: 'Barcode Maksimal 30 Karakter' })
  .transform((v) => v.padStart(8, '0'));
const payments = z
  .array(paymentInput.extend({ jenis: oneOf('Jenis Pembayaran', JENIS_BAYAR_CICILAN) }))
  .max(5)
  .default([]);

/** What a contract is priced from: the item, the parameter row (tenor, rate, minimum DP) and the DP. */
export const cicilanQuoteBody = z.object({
  kode_barcode: barcode,
  kode_cicilan: chosenCode('Kode Cicilan', 'Parameter Cicilan Harus Dipilih'),
  dp_rp: integer('DP', 0, 100_000_000_000).default(0),
});
export type CicilanQuoteBody = z.input<typeof cicilanQuoteBody>;

export const createCicilanBody = cicilanQuoteBody.extend({
  kode_sales: chosenCode('Kode Sales', 'Kode Sales Tidak Boleh Kosong'),
  kode_member: upper('Kode Member', 13),
  nama_customer: upper('Nama Customer', 100).refine((v) => !!v, {
    error: 'Nama Customer Tidak Boleh Kosong',
  }),
  alamat_customer: upper('Alamat Customer', 255),
  no_hp: optionalText('No HP', 20),
  /** The down payment and the admin fee (biaya_admin of the parameter). */
  pembayaran: payments,
});
export type CreateCicilanBody = z.input<typeof createCicilanBody>;

/** A contract's terms: the item, its sale price, the parameter snapshot and the amounts they give. */
export type CicilanTerms = {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  berat: number;
  harga_gram: number;
  harga: number;
  kode_cicilan: string;
  tenor: number;
  bunga: number;
  dp_rp: number;
  biaya_admin: number;
  denda_per_hari: number;
  pokok: number;
  bunga_rp: number;
  total_kontrak: number;
  angsuran: number;
  angsuran_akhir: number;
};

/** The contract as priced today: the item's sale price, the parameter and the schedule. */
export type CicilanQuote = CicilanTerms & {
  /** The parameter's minimum down payment (%) and in Rupiah for this price. */
  dp_minimal: number;
  dp_min: number;
  /** What the customer pays on the contract day: dp + biaya_admin. */
  bayar_awal: number;
  jadwal: Angsuran[];
};

/** One instalment of a contract's schedule with where it stands. */
export type JadwalAngsuran = Angsuran & {
  status: 'LUNAS' | 'TERBUKA';
  /** Days late and the late fee: charged (paid) or accruing on the business day (open). */
  telat_hari: number;
  denda: number;
  tgl_bayar: string | null;
  no_bayar: string | null;
};

export type Cicilan = DocumentParty &
  RefundSplit &
  CicilanTerms & {
    no_cicilan: string;
    kadar: number;
    /** Instalments paid, what is paid (dp + instalments) and what remains of the contract total. */
    angsuran_ke: number;
    jumlah_bayar: number;
    sisa_rp: number;
    /** Late fees paid so far. */
    denda_bayar: number;
    /** The next open instalment's due date ('' when none). */
    tgl_tempo: string;
    tgl_lunas: string | null;
    no_faktur_jual: string | null;
    status: StatusCicilan;
    status_valid: 'OPEN' | 'VALID';
    input_by: string;
    batal_by: string | null;
    batal_alasan: string | null;
    tgl_lelang: string | null;
  };

/** A contract on the business day: its schedule, overdue instalments, late fees and pay-off amount. */
export type CicilanDetail = Cicilan & {
  /** The business day the numbers are for. */
  hari_ini: string;
  jadwal: JadwalAngsuran[];
  telat: number;
  denda_rp: number;
  /** The next instalment with its late fee today (absent when all are paid). */
  berikut: { ke: number; tgl_tempo: string; jumlah: number; denda: number; total: number } | null;
  pelunasan: number;
};

export type BayarCicilan = {
  no_bayar: string;
  no_cicilan: string;
  tanggal: string;
  jenis: (typeof JENIS_BAYAR_ANGSURAN)[number];
  ke_dari: number;
  ke_sampai: number;
  pokok: number;
  denda: number;
  total_bayar: number;
  input_by: string;
};

export type CicilanInvoice = CicilanDetail & {
  lines: Cicilan[];
  bayar: BayarCicilan[];
  pembayaran: Payment[];
};

/** Paying off the rest (every open instalment with its late fee): the payments must cover it. */
export const lunasCicilanBody = z.object({
  no_cicilan: fakturCicilan,
  pembayaran: payments,
});
export type LunasCicilanBody = z.input<typeof lunasCicilanBody>;
/**
 * Paying the next instalment (with its late fee): the request names the instalment it pays
 * (angsuran_ke, 1 = the first), so a repeated request is refused rather than paying the one after.
 */
export const bayarCicilanBody = lunasCicilanBody.extend({
  angsuran_ke: integer('Angsuran Ke', 1, 1000),
});
export type BayarCicilanBody = z.input<typeof bayarCicilanBody>;
export type BayarCicilanResult = { detail: CicilanDetail; bayar: BayarCicilan; no_faktur_jual?: string };

export const cicilanListQuery = documentListQuery(STATUS_CICILAN);
export type CicilanListQuery = z.input<typeof cicilanListQuery>;
const fakturBody = z.object({ no_faktur: fakturCicilan });

export const cicilanQuote = endpoint<CicilanQuoteBody, undefined, undefined, CicilanQuote>({
  method: 'POST',
  path: 'cicilan/quote',
  body: cicilanQuoteBody,
});
export const createCicilan = endpoint<CreateCicilanBody, undefined, undefined, CicilanDetail>({
  method: 'POST',
  path: 'cicilan',
  body: createCicilanBody,
});
export const listCicilan = endpoint<undefined, CicilanListQuery, undefined, Cicilan[]>({
  method: 'GET',
  path: 'cicilan',
  query: cicilanListQuery,
});
export const cicilanDetail = endpoint<z.input<typeof fakturBody>, undefined, undefined, CicilanDetail>({
  method: 'POST',
  path: 'cicilan/detail',
  body: fakturBody,
});
export const cicilanInvoice = endpoint<z.input<typeof fakturBody>, undefined, undefined, CicilanInvoice>({
  method: 'POST',
  path: 'cicilan/invoice',
  body: fakturBody,
});
export const bayarCicilan = endpoint<BayarCicilanBody, undefined, undefined, BayarCicilanResult>({
  method: 'POST',
  path: 'cicilan/bayar',
  body: bayarCicilanBody,
});
export const lunasCicilan = endpoint<LunasCicilanBody, undefined, undefined, BayarCicilanResult>({
  method: 'POST',
  path: 'cicilan/lunas',
  body: lunasCicilanBody,
});
export const cancelCicilan = endpoint<CancelBody, undefined, undefined, Cicilan>({
  method: 'POST',
  path: 'cicilan/batal',
  body: cancelBody,
});
/** The schedule (jadwal angsuran) of contracts as a PDF (no_faktur: one number or several). */
export const cicilanJadwalPdf = endpoint<undefined, z.input<typeof notaPdfQuery>, undefined, never>({
  method: 'GET',
  path: 'cicilan/jadwal',
  query: notaPdfQuery,
});

/** The defaulted contracts (AKTIF, the next instalment overdue on the business day). */
export const listLelangCicilan = endpoint<undefined, undefined, undefined, CicilanDetail[]>({
  method: 'GET',
  path: 'cicilan/get/lelang-cicilan',
});
export const simpanLelangCicilanBody = z.object({
  no_cicilan: fakturCicilan,
  id_otorisasi: optionalText('Otorisasi', 60),
});
export type SimpanLelangCicilanBody = z.input<typeof simpanLelangCicilanBody>;
export const simpanLelangCicilan = endpoint<SimpanLelangCicilanBody, undefined, undefined, Cicilan>({
  method: 'PUT',
  path: 'cicilan/simpan/lelang-cicilan',
  body: simpanLelangCicilanBody,
});
