import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { MSG } from '../messages.ts';
import { PHONE_MIN_LENGTH } from '../phone.ts';
import { BIRTH_DATE_RANGE, isoDate, queryInt } from '../validation.ts';
import { optional, required } from './grid-fields.ts';

/**
 * Members and their points (member module): the member list with its edit and point-exchange
 * modals, the point ledger (transaksi poin), gift exchanges (tukar point) that lower the gift stock
 * of master data-hadiah, the gift stock ledger, the member settings and the point reset.
 * Points are whole numbers; every change of a member's points is one ledger row, so the balance on
 * the member always equals the sum of its ledger.
 */

/** The sales screen looks a member up only when the code has 8 to 13 characters. */
export const KODE_MEMBER_MIN = 8;
export const KODE_MEMBER_MAX = 13;
export const isKodeMemberLookup = (v: string) => {
  const n = v.trim().length;
  return n >= KODE_MEMBER_MIN && n <= KODE_MEMBER_MAX;
};

/** Kinds of point movement. TAMBAH: earned by a transaction; BATAL: that transaction cancelled;
 * TUKAR: exchanged for a gift; BAYAR: used as payment; RESET: the periodic reset; KOREKSI: by hand. */
export const JENIS_POIN = ['TAMBAH', 'BATAL', 'TUKAR', 'BAYAR', 'RESET', 'KOREKSI'] as const;
export type JenisPoin = (typeof JENIS_POIN)[number];

/** Transactions that earn points (master parameter-point `jenis_transaksi`). */
export const JENIS_TRANSAKSI_POIN = ['PENJUALAN', 'PEMBELIAN', 'PESANAN', 'SERVICE'] as const;
export type JenisTransaksiPoin = (typeof JENIS_TRANSAKSI_POIN)[number];

export const MEMBER_MSG = {
  // specification texts
  kodeMissing: 'Kode Member Tidak Tersedia',
  exportFound: 'Laporan Transaksi Member Tersedia',
  exportEmpty: 'Data Yang Di Cari Tidak Ada !!!',
  reportFound: 'Laporan Member Tersedia',
  giftFound: 'Data Tersedia',
  giftEmpty: 'Data Tidak Tersedia',
  hadiahNotChosen: 'Nama Hadiah Belum Dipilih',
  emptyList: 'Data Yang Anda Cari Tidak Ada',
  saved: MSG.saved,
  edited: MSG.edited,
  // member form
  kodeLength: `Kode Member Harus ${KODE_MEMBER_MIN} Sampai ${KODE_MEMBER_MAX} Karakter`,
  kodeChars: 'Kode Member Hanya Boleh Huruf Dan Angka',
  namaEmpty: 'Nama Customer Tidak Boleh Kosong',
  alamatEmpty: 'Alamat Customer Tidak Boleh Kosong',
  noHpEmpty: 'No HP Tidak Boleh Kosong',
  noHpShort: `No HP Minimal ${PHONE_MIN_LENGTH} Karakter`,
  noHpChars: 'No HP Hanya Boleh Angka',
  nikFormat: 'NIK Harus 16 Digit Angka',
  tglLahirFuture: 'Tanggal Lahir Tidak Boleh Melebihi Hari Ini',
  memberExists: (kode: string) => `Kode Member ${kode} Sudah Terdaftar`,
  nikExists: (kode: string) => `NIK Sudah Terdaftar Pada Member ${kode}`,
  memberInactive: (kode: string) => `Member ${kode} Tidak Aktif`,
  // points and gifts
  memberEmpty: 'Kode Member Tidak Boleh Kosong',
  hadiahEmpty: 'Hadiah Harus Dipilih',
  qtyEmpty: 'Qty Tidak Boleh Kosong',
  poinEmpty: 'Poin Tidak Boleh Kosong',
  tukarDone: 'Tukar Point Berhasil',
  stockAdded: 'Stock Hadiah Berhasil Ditambahkan',
  koreksiDone: 'Koreksi Poin Berhasil Disimpan',
  pointShort: (sisa: number, butuh: number) =>
    `Poin Member Tidak Cukup, Sisa Poin ${sisa}, Dibutuhkan ${butuh}`,
  stockShort: (nama: string, sisa: number) => `Stock Hadiah ${nama} Tidak Cukup, Sisa Stock ${sisa}`,
  hadiahMissing: (kode: string) => `Hadiah ${kode} Tidak Ditemukan`,
  alreadyEarned: (no: string) => `Poin Faktur ${no} Sudah Dihitung`,
  alreadyReversed: (no: string) => `Poin Faktur ${no} Sudah Dibatalkan`,
  koreksiZero: 'Koreksi Poin Tidak Boleh 0',
  koreksiBelowZero: (sisa: number) => `Koreksi Poin Membuat Poin Kurang Dari 0, Sisa Poin ${sisa}`,
  // setting and reset
  settingSaved: 'Setting Member Berhasil Disimpan',
  resetMissing: (kode: string) => `Parameter Reset ${kode} Tidak Ditemukan`,
  resetNotDue: (tgl: string) => `Reset Poin Belum Waktunya, Tanggal Reset ${tgl}`,
  resetDone: (n: number) => `Reset Poin Berhasil, ${n} Member Direset`,
  resetAlready: 'Reset Poin Untuk Tanggal Ini Sudah Dilakukan',
} as const;

// ---------------------------------------------------------------------------------------------
// Field builders

const numberish = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v.trim()) : v);

const upperText = (label: string, max: number) =>
  z
    .string({ error: `${label} Harus Berupa Teks` })
    .trim()
    .max(max, { error: `${label} Maksimal ${max} Karakter` })
    .transform((v) => v.replace(/\s+/g, ' ').toUpperCase());

/** A member code: 8 to 13 letters or digits, upper-cased. */
export const kodeMember = () =>
  z
    .string({ error: 'Kode Member Harus Berupa Teks' })
    .trim()
    .min(KODE_MEMBER_MIN, { error: MEMBER_MSG.kodeLength })
    .max(KODE_MEMBER_MAX, { error: MEMBER_MSG.kodeLength })
    .regex(/^[A-Za-z0-9]+$/, { error: MEMBER_MSG.kodeChars })
    .transform((v) => v.toUpperCase());

const kodeHadiah = () =>
  z
    .string({ error: 'Kode Hadiah Harus Berupa Teks' })
    .trim()
    .max(30, { error: 'Kode Hadiah Maksimal 30 Karakter' })
    .regex(/^[A-Za-z0-9_.\- ]+$/, { error: 'Kode Hadiah Tidak Valid' })
    .transform((v) => v.toUpperCase());

const phone = () =>
  z
    .string({ error: 'No HP Harus Berupa Teks' })
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\+?\d+$/, { error: MEMBER_MSG.noHpChars })
        .min(PHONE_MIN_LENGTH, { error: MEMBER_MSG.noHpShort })
        .max(20, { error: 'No HP Maksimal 20 Karakter' }),
    );

const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    numberish,
    z
      .number({ error: `${label} Harus Berupa Angka` })
      .int({ error: `${label} Harus Bilangan Bulat` })
      .min(min, { error: `${label} Minimal ${min}` })
      .max(max, { error: `${label} Maksimal ${max}` }),
  );

// ---------------------------------------------------------------------------------------------
// Members

export type MemberRow = {
  kode_member: string;
  nama_customer: string;
  alamat_customer: string;
  kelurahan: string;
  kecamatan: string;
  kota: string;
  no_hp: string;
  nik: string;
  tgl_lahir: string | null;
  tgl_daftar: string;
  kode_cabang_daftar: string;
  point: number;
  status: 'ACTIVE' | 'NONAKTIF';
  input_by: string;
  input_date: string;
  updated_by: string | null;
};

const memberFields = {
  nama_customer: required(MEMBER_MSG.namaEmpty, upperText('Nama Customer', 100)),
  alamat_customer: required(MEMBER_MSG.alamatEmpty, upperText('Alamat Customer', 255)),
  kelurahan: optional(upperText('Kelurahan', 100)),
  kecamatan: optional(upperText('Kecamatan', 100)),
  kota: optional(upperText('Kota', 100)),
  no_hp: required(MEMBER_MSG.noHpEmpty, phone()),
  nik: optional(
    z
      .string({ error: 'NIK Harus Berupa Teks' })
      .trim()
      .regex(/^\d{16}$/, { error: MEMBER_MSG.nikFormat }),
  ),
  tgl_lahir: optional(isoDate('Tanggal Lahir', BIRTH_DATE_RANGE)),
};

/** A new member; without kode_member the shop numbers it (setting-member prefix and length). */
export const createMemberBody = z.object({
  kode_member: optional(kodeMember()),
  ...memberFields,
});
export type CreateMemberInput = z.infer<typeof createMemberBody>;
export const editMemberBody = z.object({
  ...memberFields,
  status: optional(z.enum(['ACTIVE', 'NONAKTIF'], { error: 'Status Harus ACTIVE Atau NONAKTIF' })),
});
export type EditMemberInput = z.infer<typeof editMemberBody>;

const kodeMemberParam = z.object({ kode_member: kodeMember() });

export const listMemberQuery = z.object({
  page: queryInt('Halaman', 1, 1_000_000, 1),
  limit: queryInt('Jumlah Per Halaman', 1, 500, 10),
  /** Part of the code, name or phone number. */
  search: optional(upperText('Cari', 100)),
});
export type ListMemberQuery = z.infer<typeof listMemberQuery>;

export const listMember = endpoint<undefined, ListMemberQuery, undefined, MemberRow[]>({
  method: 'GET',
  path: 'member/get/all',
  query: listMemberQuery,
});
/** The sales and pre-order screens' look-up: a list (one member) or 404 'Kode Member Tidak Tersedia'. */
export const getMemberByKode = endpoint<undefined, undefined, z.infer<typeof kodeMemberParam>, MemberRow[]>({
  method: 'GET',
  path: 'member/get/by-kode-member/:kode_member',
  params: kodeMemberParam,
});
export const createMember = endpoint<CreateMemberInput, undefined, undefined, MemberRow>({
  method: 'POST',
  path: 'member',
  body: createMemberBody,
});
export const editMember = endpoint<EditMemberInput, undefined, z.infer<typeof kodeMemberParam>, MemberRow>({
  method: 'PUT',
  path: 'member/:kode_member',
  body: editMemberBody,
  params: kodeMemberParam,
});

// ---------------------------------------------------------------------------------------------
// Point ledger (transaksi poin)

export type PoinRow = {
  id: number;
  tanggal: string;
  kode_member: string;
  nama_customer: string;
  jenis: JenisPoin;
  no_ref: string;
  deskripsi: string;
  total_rp: number;
  poin_in: number;
  poin_out: number;
  saldo: number;
  input_by: string;
  created_at: string;
};

export const memberTransaksiQuery = z.object({
  page: queryInt('Halaman', 1, 1_000_000, 1),
  limit: queryInt('Jumlah Per Halaman', 1, 500, 10),
});
/** Lihat Transaksi Member: the member's point movements, newest first. */
export const memberTransaksi = endpoint<
  undefined,
  z.infer<typeof memberTransaksiQuery>,
  z.infer<typeof kodeMemberParam>,
  PoinRow[]
>({
  method: 'GET',
  path: 'member/get/transaksi/:kode_member',
  params: kodeMemberParam,
  query: memberTransaksiQuery,
});

export const transaksiPoinQuery = z
  .object({
    tgl_awal: isoDate('Tanggal Awal'),
    tgl_akhir: isoDate('Tanggal Akhir'),
    kode_member: optional(upperText('Kode Member', 13)),
    jenis: optional(z.enum(JENIS_POIN, { error: `Jenis Harus Salah Satu Dari ${JENIS_POIN.join(', ')}` })),
    page: queryInt('Halaman', 1, 1_000_000, 1),
    limit: queryInt('Jumlah Per Halaman', 1, 500, 10),
  })
  .refine((q) => q.tgl_akhir >= q.tgl_awal, {
    error: 'Tanggal Akhir Tidak Boleh Sebelum Tanggal Awal',
    path: ['tgl_akhir'],
  });
export type TransaksiPoinQuery = z.infer<typeof transaksiPoinQuery>;
export const listTransaksiPoin = endpoint<undefined, TransaksiPoinQuery, undefined, PoinRow[]>({
  method: 'GET',
  path: 'trxmember/transaksi-poin',
  query: transaksiPoinQuery,
});

/** A correction by hand (SPV and above): points added (positive) or taken (negative). */
export const koreksiPoinBody = z.object({
  kode_member: required(MEMBER_MSG.memberEmpty, kodeMember()),
  poin: required(MEMBER_MSG.poinEmpty, wholeNumber('Poin', -1_000_000, 1_000_000)).refine((v) => v !== 0, {
    error: MEMBER_MSG.koreksiZero,
  }),
  keterangan: required('Keterangan Tidak Boleh Kosong', upperText('Keterangan', 200)),
});
export const koreksiPoin = endpoint<z.infer<typeof koreksiPoinBody>, undefined, undefined, PoinRow>({
  method: 'POST',
  path: 'trxmember/koreksi-poin',
  body: koreksiPoinBody,
});

// ---------------------------------------------------------------------------------------------
// Gifts: exchange and stock

export type TukarPointRow = {
  no_tukar: string;
  tanggal: string;
  kode_member: string;
  nama_customer: string;
  alamat_customer: string;
  kode_hadiah: string;
  nama_hadiah: string;
  qty: number;
  poin: number;
  total_poin: number;
  sisa_poin: number;
  keterangan: string;
  input_by: string;
  created_at: string;
};

export const tukarPointBody = z.object({
  kode_member: required(MEMBER_MSG.memberEmpty, kodeMember()),
  kode_hadiah: required(MEMBER_MSG.hadiahEmpty, kodeHadiah()),
  qty: required(MEMBER_MSG.qtyEmpty, wholeNumber('Qty', 1, 1000)),
  keterangan: optional(upperText('Keterangan', 200)),
});
export type TukarPointInput = z.infer<typeof tukarPointBody>;
export const tukarPoint = endpoint<TukarPointInput, undefined, undefined, TukarPointRow>({
  method: 'POST',
  path: 'trxmember/tukar-point',
  body: tukarPointBody,
});

export const listTukarPointQuery = z
  .object({
    tgl_awal: isoDate('Tanggal Awal'),
    tgl_akhir: isoDate('Tanggal Akhir'),
    page: queryInt('Halaman', 1, 1_000_000, 1),
    limit: queryInt('Jumlah Per Halaman', 1, 500, 10),
  })
  .refine((q) => q.tgl_akhir >= q.tgl_awal, {
    error: 'Tanggal Akhir Tidak Boleh Sebelum Tanggal Awal',
    path: ['tgl_akhir'],
  });
export const listTukarPoint = endpoint<
  undefined,
  z.infer<typeof listTukarPointQuery>,
  undefined,
  TukarPointRow[]
>({ method: 'GET', path: 'trxmember/tukar-point', query: listTukarPointQuery });

/** A gift of master data-hadiah with its stock (the sum of its stock ledger). */
export type HadiahStockRow = {
  kode_hadiah: string;
  nama_hadiah: string;
  poin: number;
  harga_hadiah: number;
  stock: number;
};
export const listHadiahStock = endpoint<undefined, undefined, undefined, HadiahStockRow[]>({
  method: 'GET',
  path: 'hadiah/stock',
});

export const hadiahStockInBody = z.object({
  kode_hadiah: required(MEMBER_MSG.hadiahEmpty, kodeHadiah()),
  qty: required(MEMBER_MSG.qtyEmpty, wholeNumber('Qty', 1, 100_000)),
  keterangan: optional(upperText('Keterangan', 200)),
});
export const hadiahStockIn = endpoint<
  z.infer<typeof hadiahStockInBody>,
  undefined,
  undefined,
  HadiahStockRow
>({
  method: 'POST',
  path: 'hadiah/stock-in',
  body: hadiahStockInBody,
});

// ---------------------------------------------------------------------------------------------
// Setting member and point reset

export type MemberSetting = {
  /** Start of a numbered member code (letters and digits). */
  prefix_kode: string;
  /** Length of a numbered code, 8 to 13. */
  panjang_kode: number;
  /** Rupiah value of one point paid (bayar point). */
  nilai_point: number;
  /** Fewest points a member must keep after exchanging (0: none). */
  minimal_sisa_poin: number;
};
export const MEMBER_SETTING_DEFAULT: MemberSetting = {
  prefix_kode: 'MBR',
  panjang_kode: 10,
  nilai_point: 1000,
  minimal_sisa_poin: 0,
};
export const memberSettingBody = z
  .object({
    prefix_kode: required(
      'Prefix Kode Member Tidak Boleh Kosong',
      z
        .string({ error: 'Prefix Kode Member Harus Berupa Teks' })
        .trim()
        .max(6, { error: 'Prefix Kode Member Maksimal 6 Karakter' })
        .regex(/^[A-Za-z0-9]+$/, { error: 'Prefix Kode Member Hanya Boleh Huruf Dan Angka' })
        .transform((v) => v.toUpperCase()),
    ),
    panjang_kode: required(
      'Panjang Kode Member Tidak Boleh Kosong',
      wholeNumber('Panjang Kode Member', KODE_MEMBER_MIN, KODE_MEMBER_MAX),
    ),
    nilai_point: required('Nilai Point Tidak Boleh Kosong', wholeNumber('Nilai Point', 0, 100_000_000)),
    minimal_sisa_poin: required(
      'Minimal Sisa Poin Tidak Boleh Kosong',
      wholeNumber('Minimal Sisa Poin', 0, 1_000_000),
    ),
  })
  .refine((s) => s.panjang_kode - s.prefix_kode.length >= 4, {
    error: 'Panjang Kode Member Harus Minimal 4 Karakter Lebih Dari Prefix',
    path: ['panjang_kode'],
  });
export const getMemberSetting = endpoint<undefined, undefined, undefined, MemberSetting>({
  method: 'GET',
  path: 'member/setting',
});
export const setMemberSetting = endpoint<
  z.infer<typeof memberSettingBody>,
  undefined,
  undefined,
  MemberSetting
>({
  method: 'PUT',
  path: 'member/setting',
  body: memberSettingBody,
});

export const resetPoinBody = z.object({
  kode_reset: required(
    'Kode Reset Tidak Boleh Kosong',
    z
      .string({ error: 'Kode Reset Harus Berupa Teks' })
      .trim()
      .max(30, { error: 'Kode Reset Maksimal 30 Karakter' })
      .regex(/^[A-Za-z0-9_.-]+$/, { error: 'Kode Reset Tidak Valid' })
      .transform((v) => v.toUpperCase()),
  ),
});
/** Runs a due reset now (the store closing runs it by itself on the reset day). */
export const resetPoin = endpoint<
  z.infer<typeof resetPoinBody>,
  undefined,
  undefined,
  { members: number; poin: number; tanggal: string }
>({ method: 'POST', path: 'member/reset-poin', body: resetPoinBody });
