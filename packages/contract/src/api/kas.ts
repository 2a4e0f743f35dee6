import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import type { ShopResult } from '../envelope.ts';
import { isoDate, optionalText } from '../validation.ts';
import { blank, codeText as gridCode, optional, required, upperText } from './grid-fields.ts';

/**
 * Money and cash (operations document, Money and cash): uang kas and uang bank, each cashier's
 * balance per day, Pengalihan Saldo Uang (streamed cash report, then the balance move), Validasi Non
 * Cash, Gesek Tunai (card cash-out), Kirim / Terima Uang Pusat, and the cash part of the store closing.
 * Money is whole Rupiah. Imported as `@emas/contract/api/kas`.
 */

export const KAS_MSG = {
  // Money out of a cashier's CASH drawer
  saldoKurang: (saldo: string) => `Saldo Kas Tidak Cukup, Saldo Kas Anda ${saldo}`,
  // Pengalihan Saldo Uang
  tujuanEmpty: 'Tujuan Belum Dipilih',
  pickSaldo: 'Pilih salah satu saldo yang akan di pindahkan',
  moved: 'Saldo Berhasil Dipindahkan',
  moveFailed: 'Saldo Gagal Dipindahkan',
  tujuanNotKasir: 'Tujuan Harus User Dengan Level KASIR',
  tujuanSameAsAsal: (user: string) => `Saldo ${user} Tidak Bisa Dipindahkan Ke User Yang Sama`,
  alreadyMoved: 'Sebagian Saldo Sudah Dipindahkan Sebelumnya, Silahkan Cari Data Ulang',
  saldoAwalNotMovable: 'Saldo Awal Tidak Bisa Dipindahkan',
  nothingToMove: 'Tidak Ada Saldo Cash Yang Bisa Dipindahkan',
  // Streaming cash report
  searchEmpty: 'Data Yang Di Cari Tidak Ada !!!',
  reportAvailable: 'Laporan Tersedia',
  // Validasi Non Cash
  pickTransaksi: 'Harap pilih salah satu transaksi',
  validated: 'Data Berhasil Divalidasi',
  validateFailed: 'Data Gagal Divalidasi',
  alreadyValid: (list: string) => `Data Sudah Divalidasi Sebelumnya: ${list}`,
  notNonCash: (list: string) => `Bukan Transaksi Non Cash: ${list}`,
  noRekeningEmpty: 'No Rekening Tidak Boleh Kosong',
  kodeBankEmpty: 'Kode Bank Tidak Boleh Kosong',
  dataTidakAda: 'Data Tidak Ada',
  // Gesek Tunai
  gesekSaved: 'Data Berhasil Disimpan',
  cardEmpty: 'Data Kartu Kredit Harus Diisi',
  unknownBank: (kode: string) => `Bank ${kode} Tidak Ditemukan`,
  // Uang kas / bank
  saved: 'Data Berhasil Disimpan',
  unknownRekening: (no: string) => `Rekening ${no} Tidak Ditemukan`,
  // Kirim / Terima Uang Pusat
  pilihToko: 'Mohon Pilih Toko',
  dataNotFound: 'Data Tidak Ditemukan',
  reportError: 'Terjadi Kesalahan Saat Mengirim Data Silahkan Coba Lagi',
  kirimFailed: 'Kirim Uang Gagal, Silahkan Coba Beberapa Saat Lagi',
  kirimSaved: 'Kirim Uang Berhasil',
  kirimOnlyBranch: 'Kirim Uang Pusat Hanya Dari Toko Cabang',
  terimaOnlyPusat: 'Terima Uang Pusat Hanya Di Kantor Pusat',
  noReffEmpty: 'Mohon Masukkan Nomor Referensi',
  noReffNotFound: 'No Terima Tidak Ditemukan',
  terimaOk: 'Terima Uang Berhasil',
  terimaFailed: 'Terima Uang Pusat Gagal',
  alreadyReceived: (noReff: string) => `Uang ${noReff} Sudah Diterima`,
  // Store closing
  closingNonCashOpen: (n: number) =>
    `Toko Tidak Bisa Ditutup, Masih Ada ${n} Transaksi Non Cash Hari Ini Yang Belum Divalidasi`,
  settingSaved: 'Data Berhasil Disimpan',
} as const;

// ---------------------------------------------------------------------------------------------
// Kinds and categories of cash rows

export const KAS_KATEGORI = {
  SALDO_AWAL: 'SALDO AWAL',
  KAS_MASUK: 'KAS MASUK',
  KAS_KELUAR: 'KAS KELUAR',
  BANK_MASUK: 'BANK MASUK',
  BANK_KELUAR: 'BANK KELUAR',
  PENGALIHAN: 'PENGALIHAN SALDO',
  GESEK_TUNAI: 'GESEK TUNAI',
  KIRIM_UANG: 'KIRIM UANG PUSAT',
  TERIMA_UANG: 'TERIMA UANG CABANG',
} as const;

/** The cash categories of the cash-row entity (section 3, Cash row), SEMUA first. */
export const KATEGORI_KAS_ENTITAS = [
  'SEMUA',
  'PENJUALAN',
  'BATAL PENJUALAN',
  'SERVICE',
  'BATAL SERVICE',
  'SERVICE AMBIL',
  'PESANAN',
  'BATAL PESANAN',
  'PEMBELIAN',
  'BATAL BELI',
  'HUTANG',
  'HUTANG LUNAS',
  'HUTANG BATAL',
] as const;

/** The category filter of the cash reports: the cash-row entity's list plus the cash screens' own. */
export const KAS_KATEGORI_FILTER = [
  ...KATEGORI_KAS_ENTITAS,
  KAS_KATEGORI.KAS_MASUK,
  KAS_KATEGORI.KAS_KELUAR,
  KAS_KATEGORI.PENGALIHAN,
  KAS_KATEGORI.GESEK_TUNAI,
  KAS_KATEGORI.KIRIM_UANG,
  KAS_KATEGORI.TERIMA_UANG,
] as const;

/** Kinds of cash rows (the sale's payment kinds): only CASH counts in a cashier's drawer. */
export const JENIS_KAS = ['CASH', 'TRANSFER', 'DEBET', 'CREDIT', 'QRIS', 'E-WALLET', 'TUKAR'] as const;
export type JenisKas = (typeof JENIS_KAS)[number];

/** Uang kas and uang bank: the direction is part of the category. */
export const UANG_KAS_KATEGORI = [KAS_KATEGORI.KAS_MASUK, KAS_KATEGORI.KAS_KELUAR] as const;
export const UANG_BANK_KATEGORI = [KAS_KATEGORI.BANK_MASUK, KAS_KATEGORI.BANK_KELUAR] as const;

/** The para-system key of the closing guard: 'YA' refuses to close while a non-cash row is OPEN. */
export const PARA_WAJIB_VALIDASI_NON_CASH = 'TUTUP_TOKO_WAJIB_VALIDASI_NON_CASH';

/**
 * The para-system key of money out of a cashier's CASH drawer beyond what it holds today:
 * 'TOLAK' (the default, also when missing) refuses; 'OTORISASI' lets it pass with an SPV/OWN
 * authorisation of the kind OTORISASI.KAS_MELEBIHI_SALDO.
 */
export const PARA_KAS_KELUAR_MELEBIHI_SALDO = 'KAS_KELUAR_MELEBIHI_SALDO';
export const KAS_KELUAR_MELEBIHI_SALDO = ['TOLAK', 'OTORISASI'] as const;
export type KasKeluarMelebihiSaldo = (typeof KAS_KELUAR_MELEBIHI_SALDO)[number];

/** The authorisation an over-drawing money-out carries (when the shop's setting allows it). */
export const idOtorisasi = optionalText('Otorisasi', 60);

// ---------------------------------------------------------------------------------------------
// Gesek Tunai arithmetic (operations document sections 5 and 9)

export const GESEK_FEE_DEFAULT = 2.5;

/**
 * fee amount = fee/100 x gesek, rounded half up to a whole rupiah; cash = gesek - fee amount.
 * Exact (decimal.js), so the screen and the server always show the same numbers.
 */
export function gesekTunai(gesek: number, feePercent: number): { fee_rp: number; cash: number } {
  const fee = new Decimal(feePercent).div(100).times(gesek).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  const feeRp = fee.toNumber();
  return { fee_rp: feeRp === 0 ? 0 : feeRp, cash: new Decimal(gesek).minus(fee).toNumber() };
}

// ---------------------------------------------------------------------------------------------
// Field builders

const numberish = (v: unknown) =>
  typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v.replace(/,/g, ''))
    ? Number(v.replace(/,/g, ''))
    : v;

const codeText = (label: string, max = 40) => gridCode(label, max);

const userText = (label: string) =>
  z
    .string({ error: `${label} Harus Berupa Teks` })
    .trim()
    .max(50, { error: `${label} Maksimal 50 Karakter` })
    .regex(/^[A-Za-z0-9_.-]+$/, {
      error: `${label} Hanya Boleh Huruf, Angka, Titik, Strip Atau Garis Bawah`,
    });

/** Whole rupiah above 0. */
const jumlah = (label: string, missing = `${label} Harus Diisi`) =>
  required(
    missing,
    z.preprocess(
      numberish,
      z
        .number({ error: `${label} Harus Berupa Angka` })
        .int({ error: `${label} Harus Bilangan Bulat` })
        .min(1, { error: `${label} Harus Lebih Dari 0` })
        .max(100_000_000_000, { error: `${label} Terlalu Besar` }),
    ),
  );

const dateRange = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({
      tgl_from: required('Tanggal Awal Tidak Boleh Kosong', isoDate('Tanggal Awal')),
      tgl_to: required('Tanggal Akhir Tidak Boleh Kosong', isoDate('Tanggal Akhir')),
      ...shape,
    })
    .refine((q) => range(q).tgl_from <= range(q).tgl_to, {
      error: 'Tanggal Akhir Tidak Boleh Sebelum Tanggal Awal',
    })
    .refine((q) => Date.parse(range(q).tgl_to) - Date.parse(range(q).tgl_from) <= 366 * 86_400_000, {
      error: 'Periode Maksimal 366 Hari',
    });
const range = (q: unknown) => q as { tgl_from: string; tgl_to: string };

const tanggalQuery = z.object({ tanggal: optional(isoDate('Tanggal')) });

// ---------------------------------------------------------------------------------------------
// Rows

/** A cash row as the screens see it (the cash-row entity). */
export type CashRow = {
  _id: number;
  tanggal: string;
  kategori: string;
  deskripsi: string;
  jenis: string;
  jumlah_in: number;
  jumlah_out: number;
  kode_bank: string;
  no_rekening: string;
  keterangan: string;
  input_by: string;
  id_trx: string;
  status_validasi: string;
  validated_by: string | null;
  created_at: string;
};

/** One cashier's drawer on one day (CASH rows only). */
export type SaldoKasir = {
  input_by: string;
  saldo_awal: number;
  masuk: number;
  keluar: number;
  saldo_akhir: number;
};
export type SaldoHarian = { tanggal: string; rows: SaldoKasir[]; total: SaldoKasir };

/** One bank account on one day (uang bank rows). */
export type SaldoRekening = {
  kode_bank: string;
  no_rekening: string;
  masuk: number;
  keluar: number;
  saldo: number;
};

export type KasUser = { user_id: string; user_name: string; level: string };

// ---------------------------------------------------------------------------------------------
// Uang kas, uang bank, balances

export const uangKasBody = z.object({
  kategori: required(
    'Kategori Harus Dipilih',
    z.enum(UANG_KAS_KATEGORI, { error: `Kategori Harus ${UANG_KAS_KATEGORI.join(' Atau ')}` }),
  ),
  deskripsi: required('Deskripsi Harus Diisi', upperText('Deskripsi', 150)),
  jumlah: jumlah('Jumlah'),
  keterangan: optional(upperText('Keterangan', 255)),
  id_otorisasi: idOtorisasi,
});
export type UangKasBody = z.infer<typeof uangKasBody>;

export const createUangKas = endpoint<UangKasBody, undefined, undefined, CashRow>({
  method: 'POST',
  path: 'uang-kas',
  body: uangKasBody,
});
export type TanggalQuery = z.infer<typeof tanggalQuery>;
/** The day's KAS MASUK / KAS KELUAR rows (default the business day). */
export const listUangKas = endpoint<undefined, TanggalQuery, undefined, CashRow[]>({
  method: 'GET',
  path: 'uang-kas',
  query: tanggalQuery,
});

export const uangBankBody = z.object({
  kategori: required(
    'Kategori Harus Dipilih',
    z.enum(UANG_BANK_KATEGORI, { error: `Kategori Harus ${UANG_BANK_KATEGORI.join(' Atau ')}` }),
  ),
  no_rekening: required(KAS_MSG.noRekeningEmpty, codeText('No Rekening')),
  deskripsi: required('Deskripsi Harus Diisi', upperText('Deskripsi', 150)),
  jumlah: jumlah('Jumlah'),
  keterangan: optional(upperText('Keterangan', 255)),
});
export type UangBankBody = z.infer<typeof uangBankBody>;
export const createUangBank = endpoint<UangBankBody, undefined, undefined, CashRow>({
  method: 'POST',
  path: 'uang-bank',
  body: uangBankBody,
});
export type UangBankList = { rows: CashRow[]; saldo: SaldoRekening[] };
export const listUangBank = endpoint<undefined, TanggalQuery, undefined, UangBankList>({
  method: 'GET',
  path: 'uang-bank',
  query: tanggalQuery,
});

/** Each cashier's drawer on a day (default the business day). */
export const getSaldoKasir = endpoint<undefined, TanggalQuery, undefined, SaldoHarian>({
  method: 'GET',
  path: 'kas/saldo',
  query: tanggalQuery,
});

const usersQuery = z.object({ level: optional(z.enum(['KASIR'], { error: 'Level Harus KASIR' })) });
/** Active users for the cash screens' pickers (Pengalihan tujuan: level KASIR). */
export const listKasUsers = endpoint<undefined, z.infer<typeof usersQuery>, undefined, KasUser[]>({
  method: 'GET',
  path: 'kas/users',
  query: usersQuery,
});

// ---------------------------------------------------------------------------------------------
// Pengalihan Saldo Uang

export const CASH_REPORT_DETAIL_EVENT = 'cash-report-detail';

export const reportCashDetailBody = dateRange({
  kategori: optional(
    z
      .string({ error: 'Kategori Harus Berupa Teks' })
      .trim()
      .max(40, { error: 'Kategori Maksimal 40 Karakter' })
      .transform((v) => v.toUpperCase()),
  ),
  input_by: optional(userText('Input By')),
  user_id: optional(userText('User ID')),
  uid: optional(
    z.string({ error: 'UID Harus Berupa Teks' }).trim().max(100, { error: 'UID Maksimal 100 Karakter' }),
  ),
});
export type ReportCashDetailBody = z.infer<typeof reportCashDetailBody>;
/** Answers at once with the job's uid; the rows follow on `cash-report-detail` (and job-progress). */
export const reportCashDetail = endpoint<
  ReportCashDetailBody,
  undefined,
  undefined,
  { uid: string; total: number }
>({
  method: 'POST',
  path: 'reportcash/detail',
  body: reportCashDetailBody,
});

const transaksiItem = z.object({
  input_by: required('Input By Harus Diisi', userText('Input By')),
  kategori: required('Kategori Harus Diisi', upperText('Kategori', 40)),
  id_trx: required(
    'ID Transaksi Harus Diisi',
    z.string({ error: 'ID Transaksi Harus Berupa Teks' }).trim().max(80),
  ),
});
export const transferBalanceBody = z.object({
  user_tujuan: required(KAS_MSG.tujuanEmpty, userText('Tujuan')),
  transactions: z
    .array(transaksiItem, { error: KAS_MSG.pickSaldo })
    .min(1, { error: KAS_MSG.pickSaldo })
    .max(2000, { error: 'Maksimal 2000 Transaksi Per Proses' }),
});
export type TransferBalanceBody = z.infer<typeof transferBalanceBody>;
export type TransferBalanceResult = {
  no_ref: string;
  user_tujuan: string;
  /** One move per source cashier. */
  moves: { input_by: string; jumlah: number; rows: number }[];
};
export const transferBalance = endpoint<TransferBalanceBody, undefined, undefined, TransferBalanceResult>({
  method: 'POST',
  path: 'cash/transfer-balance',
  body: transferBalanceBody,
});

// ---------------------------------------------------------------------------------------------
// Validasi Non Cash

export const nonCashQuery = z.object({
  no_rekening: required(KAS_MSG.noRekeningEmpty, codeText('No Rekening')),
  usere_name: optional(userText('User')),
});
export type NonCashQuery = z.infer<typeof nonCashQuery>;
/** The OPEN non-cash rows, of one account or ALL, optionally of one user (finance module only). */
export const listNonCash = endpoint<undefined, NonCashQuery, undefined, CashRow[]>({
  method: 'GET',
  path: 'validasi/get/non-cash',
  query: nonCashQuery,
});

const idCash = z.preprocess(
  numberish,
  z
    .number({ error: 'ID Transaksi Harus Berupa Angka' })
    .int({ error: 'ID Transaksi Harus Berupa Angka' })
    .positive({ error: 'ID Transaksi Harus Berupa Angka' }),
);
export const validateNonCashBody = z.object({
  id_cashes: z
    .array(idCash, { error: KAS_MSG.pickTransaksi })
    .min(1, { error: KAS_MSG.pickTransaksi })
    .max(2000, { error: 'Maksimal 2000 Transaksi Per Proses' })
    .refine((l) => new Set(l).size === l.length, { error: 'Transaksi Tidak Boleh Ganda' }),
});
export const validateNonCash = endpoint<
  z.infer<typeof validateNonCashBody>,
  undefined,
  undefined,
  { validated: number }
>({ method: 'POST', path: 'validasi/simpan/non-cash', body: validateNonCashBody });

export const byDeskripsiBody = z.object({
  deskripsi: required(
    'Deskripsi Harus Diisi',
    z.string({ error: 'Deskripsi Harus Berupa Teks' }).trim().max(150),
  ),
});
export type ByDeskripsi = {
  deskripsi: string;
  tanggal: string;
  kategori: string;
  input_by: string;
  rows: CashRow[];
};
export const cashByDeskripsi = endpoint<z.infer<typeof byDeskripsiBody>, undefined, undefined, ByDeskripsi>({
  method: 'POST',
  path: 'reportcash/detail/by-deskripsi',
  body: byDeskripsiBody,
});

export type KasSetting = {
  wajib_validasi_non_cash: boolean;
  kas_keluar_melebihi_saldo: KasKeluarMelebihiSaldo;
};
export const getKasSetting = endpoint<undefined, undefined, undefined, KasSetting>({
  method: 'GET',
  path: 'kas/setting',
});
export const kasSettingBody = z.object({
  wajib_validasi_non_cash: z.boolean({ error: 'Wajib Validasi Non Cash Harus Ya/Tidak' }),
  /** Left out: unchanged. */
  kas_keluar_melebihi_saldo: z
    .enum(KAS_KELUAR_MELEBIHI_SALDO, { error: 'Kas Keluar Melebihi Saldo Harus TOLAK Atau OTORISASI' })
    .optional(),
});
export const setKasSetting = endpoint<z.infer<typeof kasSettingBody>, undefined, undefined, KasSetting>({
  method: 'PUT',
  path: 'kas/setting',
  body: kasSettingBody,
});

// ---------------------------------------------------------------------------------------------
// Gesek Tunai

const cardNumber = z
  .string({ error: 'No Kartu Kredit Harus Berupa Teks' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12,19}$/, { error: 'No Kartu Kredit Harus 12 Sampai 19 Angka' }));

const creditCard = z.object({
  no_credit_card: required('No Kartu Kredit Harus Diisi', cardNumber),
  valid_until: required(
    'Valid Until Harus Diisi',
    z
      .string({ error: 'Valid Until Harus Berupa Teks' })
      .trim()
      .regex(/^\d{2}\/(0[1-9]|1[0-2])$/, { error: 'Valid Until Harus Berformat YY/MM' }),
  ),
  nama_customer: required('Nama Customer Harus Diisi', upperText('Nama Customer', 100)),
  no_ktp: required(
    'No KTP Harus Diisi',
    z
      .string({ error: 'No KTP Harus Berupa Teks' })
      .trim()
      .regex(/^\d{16}$/, { error: 'No KTP Harus 16 Angka' }),
  ),
  alamat_customer: required('Alamat Customer Harus Diisi', upperText('Alamat Customer', 255)),
  no_hp: required(
    'No HP Harus Diisi',
    z
      .string({ error: 'No HP Harus Berupa Teks' })
      .trim()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\+?\d{10,15}$/, { error: 'No HP Harus 10 Sampai 15 Angka' })),
  ),
});
export type CreditCardInput = z.infer<typeof creditCard>;

export const gesekBody = z.object({
  kode_bank: required(KAS_MSG.kodeBankEmpty, codeText('Kode Bank')),
  gesek: jumlah('Gesek', 'Nominal Gesek Harus Diisi'),
  fee: z.preprocess(
    (v) => (blank(v) ? GESEK_FEE_DEFAULT : numberish(v)),
    z
      .number({ error: 'Fee Harus Berupa Angka' })
      .min(0, { error: 'Fee Tidak Boleh Kurang Dari 0' })
      .max(100, { error: 'Tidak Boleh Melebihi 100 !' })
      .transform((v) => Math.round(v * 100) / 100),
  ),
  /** Read-only on the screen: the server computes it again and ignores what was sent. */
  cash: z.unknown().optional(),
  credit_card: z
    .array(creditCard, { error: KAS_MSG.cardEmpty })
    .min(1, { error: KAS_MSG.cardEmpty })
    .max(1, { error: 'Satu Gesek Untuk Satu Kartu' }),
  id_otorisasi: idOtorisasi,
});
export type GesekBody = z.infer<typeof gesekBody>;
export type GesekResult = {
  no_gesek: string;
  tanggal: string;
  kode_bank: string;
  no_credit_card: string;
  nama_customer: string;
  gesek: number;
  fee: number;
  fee_rp: number;
  cash: number;
  input_by: string;
};
export const createGesek = endpoint<GesekBody, undefined, undefined, GesekResult>({
  method: 'POST',
  path: 'non-cash/gesek',
  body: gesekBody,
});

export const gesekHistoriesQuery = dateRange({});
export type GesekHistoryRow = {
  _id: number;
  tanggal: string;
  kategori: string;
  deskripsi: string;
  keterangan: string;
  jenis: string;
  jumlah_in: number;
  jumlah_out: number;
  input_by: string;
};
export const gesekHistories = endpoint<
  undefined,
  z.infer<typeof gesekHistoriesQuery>,
  undefined,
  GesekHistoryRow[]
>({ method: 'GET', path: 'non-cash/gesek-histories', query: gesekHistoriesQuery });

export const cardQuery = z.object({ no_credit_card: required('No Kartu Kredit Harus Diisi', cardNumber) });
export type CardCustomer = {
  valid_until: string;
  nama_customer: string;
  no_ktp: string;
  no_hp: string;
  alamat_customer: string;
};
export const creditCardCustomer = endpoint<undefined, z.infer<typeof cardQuery>, undefined, CardCustomer>({
  method: 'GET',
  path: 'credit-card-customer',
  query: cardQuery,
});

// ---------------------------------------------------------------------------------------------
// Kirim / Terima Uang Pusat

export const KIRIM_STATUS = ['PENDING', 'DONE'] as const;
export type KirimStatus = (typeof KIRIM_STATUS)[number];

/** The money-transfer-to-head-office entity. */
export type KirimUang = {
  no_reff: string;
  ip_cabang: string;
  tgl_system: string;
  input_by: string;
  jumlah_rp: number;
  tujuan: string;
  keterangan: string;
  status: KirimStatus;
  received_by: string | null;
  received_at: string | null;
  created_at: string;
};
/** POST kirim-uang answers the transfer and its nota as a PDF (base64). */
export type KirimUangCreated = KirimUang & { nota_kirim: string };

export const kirimUangBody = z.object({
  jumlah_rp: jumlah('Jumlah', 'Jumlah Harus Diisi'),
  tujuan: z.preprocess((v) => (blank(v) ? 'PUSAT' : v), upperText('Tujuan', 100)),
  keterangan: required('Keterangan Harus Diisi', upperText('Keterangan', 255)),
  id_otorisasi: idOtorisasi,
});
export const createKirimUang = endpoint<
  z.infer<typeof kirimUangBody>,
  undefined,
  undefined,
  KirimUangCreated
>({
  method: 'POST',
  path: 'kirim-uang',
  body: kirimUangBody,
});

const ipCabang = required(KAS_MSG.pilihToko, codeText('Toko', 30));
export const kirimUangQuery = z.object({
  status: z.preprocess(
    (v) => (blank(v) ? 'ALL' : v),
    z.enum(['ALL', 'DONE'], { error: 'Status Harus ALL Atau DONE' }),
  ),
  ip_cabang: ipCabang,
});
export type KirimUangQuery = z.infer<typeof kirimUangQuery>;
/** Per shop: head office asks the chosen shop (or ALL); a branch answers for itself. */
export const listKirimUang = endpoint<undefined, KirimUangQuery, undefined, ShopResult<KirimUang[]>[]>({
  method: 'GET',
  path: 'kirim-uang',
  query: kirimUangQuery,
});
export const kirimUangHistoryQuery = dateRange({ ip_cabang: ipCabang });
export type KirimUangHistoryQuery = z.infer<typeof kirimUangHistoryQuery>;
export const listKirimUangHistory = endpoint<
  undefined,
  KirimUangHistoryQuery,
  undefined,
  ShopResult<KirimUang[]>[]
>({ method: 'GET', path: 'kirim-uang-history', query: kirimUangHistoryQuery });

export const noReffParams = z.object({
  no_reff: required(
    KAS_MSG.noReffEmpty,
    z
      .string({ error: 'No Referensi Harus Berupa Teks' })
      .trim()
      .max(60, { error: 'No Referensi Maksimal 60 Karakter' })
      .transform((v) => v.toUpperCase()),
  ),
});
export const getKirimUang = endpoint<undefined, undefined, z.infer<typeof noReffParams>, KirimUang>({
  method: 'GET',
  path: 'kirim-uang/:no_reff',
  params: noReffParams,
});
/** The transfer's nota again, as a PDF file. */
export const kirimUangNota = endpoint<undefined, undefined, z.infer<typeof noReffParams>, never>({
  method: 'GET',
  path: 'kirim-uang/:no_reff/nota',
  params: noReffParams,
});
export const receiveKirimUang = endpoint<undefined, undefined, z.infer<typeof noReffParams>, KirimUang>({
  method: 'PUT',
  path: 'kirim-uang/:no_reff/reception',
  params: noReffParams,
});
/** Document 2 leaves the method open ('PUT or POST'): POST marks it received too. */
export const receiveKirimUangPost = endpoint<undefined, undefined, z.infer<typeof noReffParams>, KirimUang>({
  ...receiveKirimUang,
  method: 'POST',
});

/** The shop code inside a transfer reference (KU-{kode_toko}-{yymmdd}-{nnnn}). */
export function kodeTokoOfNoReff(noReff: string): string | null {
  const m = /^KU-(.+)-\d{6}-\d{4,}$/.exec(noReff.trim().toUpperCase());
  return m?.[1] ?? null;
}
