import { z } from 'zod';
import { documentListQuery, validasiSalesQuery } from '../dokumen/list-query.ts';
import { endpoint } from '../endpoint.ts';
import { chosenCode, grams, integer, isoDate, oneOf, optionalText, rupiah, userId } from '../validation.ts';
import type { CancelBody, Payment } from './transaksi.ts';
import { cancelBody, groupCode, notaPdfQuery, paymentInput } from './transaksi.ts';

/**
 * Pawn loans (hutang): the shop lends against the customer's gold, which waits in warehouse TITIP
 * until it is redeemed (lunas / penebusan) or auctioned (lelang). The interest and plafond rules are
 * in ../hutang/rules.ts.
 *
 * States (status_hutang, also `status` for the document kit):
 * - AKTIF: open (lent, the pieces in TITIP). An extension (perpanjangan) keeps it AKTIF.
 * - LUNAS: redeemed (principal + interest paid, the pieces handed back). batal-lunas returns it to AKTIF.
 * - LELANG: auctioned (authorised; the pieces go to stock). Never redeemed afterwards.
 * - BATAL: cancelled (the money returned, the pieces handed back).
 */
export const STATUS_HUTANG = ['AKTIF', 'LUNAS', 'LELANG', 'BATAL'] as const;
export type StatusHutang = (typeof STATUS_HUTANG)[number];

/** Where the pledged pieces wait. */
export const GUDANG_TITIP = 'TITIP';
/** barang.status of a pledged piece in TITIP (not READY: never sold), and after it left TITIP. */
export const BARANG_STATUS_HUTANG = {
  dijaminkan: 'HUTANG',
  ditebus: 'DITEBUS',
  batal: 'BATAL',
} as const;
/** Image store folder of the pieces' photos (gambar). */
export { HUTANG_PHOTO_FOLDER } from './katalog.ts';

/**
 * Cash categories (document 2, cash row): the loan paid out (HUTANG, money out), a redemption or an
 * extension's interest (HUTANG LUNAS, money in), a cancelled loan or redemption (HUTANG BATAL).
 */
export const KATEGORI_KAS_HUTANG = {
  pinjam: 'HUTANG',
  lunas: 'HUTANG LUNAS',
  batal: 'HUTANG BATAL',
} as const;
/** deskripsi of an extension's cash row: 'PERPANJANGAN HUTANG {no_faktur_hutang}'. */
export const deskripsiPerpanjangan = (no: string) => `PERPANJANGAN HUTANG ${no}`;

/** The loan is paid out in cash or by transfer; a redemption or an extension is paid by any non-trade-in kind. */
export const JENIS_BAYAR_PINJAM = ['CASH', 'TRANSFER'] as const;
export const JENIS_BAYAR_TEBUS = ['CASH', 'TRANSFER', 'DEBET', 'CREDIT'] as const;

/** The kinds of a loan's payment history (hutang_bayar). */
export const JENIS_BAYAR_HUTANG = ['LUNAS', 'PERPANJANGAN', 'BATAL LUNAS'] as const;
export type JenisBayarHutang = (typeof JENIS_BAYAR_HUTANG)[number];

export const HUTANG_MSG = {
  saved: 'Hutang Berhasil Disimpan',
  redeemed: 'Hutang Berhasil Dilunasi',
  extended: 'Perpanjangan Hutang Berhasil Disimpan',
  lunasCancelled: 'Batal Lunas Hutang Berhasil Disimpan',
  cancelled: 'Hutang Berhasil Dibatalkan',
  notFound: 'No Faktur Hutang Tidak Ditemukan',
  /** Named here (issue 43): the loan has no redemption or extension to print. */
  bayarNotFound: 'Pelunasan / Perpanjangan Hutang Tidak Ditemukan',
  alreadyCancelled: 'Transaksi Sudah Dibatalkan',
  noItems: 'Barang Jaminan Belum Diisi',
  salesRequired: 'Kode Sales Tidak Boleh Kosong',
  namaRequired: 'Nama Customer Tidak Boleh Kosong',
  ktpRequired: 'No KTP Harus Diisi Untuk Customer Non Member',
  memberNotFound: 'Member Tidak Ditemukan',
  kondisiRequired: 'Kondisi Pinjaman Harus Dipilih',
  kondisiUnknown: (kode: string) => `Kondisi Pinjaman ${kode} Tidak Ditemukan`,
  groupUnknown: (kode: string) => `Group ${kode} Tidak Ditemukan`,
  fotoUnknown: 'Foto Barang Jaminan Tidak Ditemukan',
  beratBruto: 'Berat Bruto Tidak Boleh Kurang Dari Berat',
  tempoNotAfter: 'Tanggal Jatuh Tempo Harus Setelah Tanggal Hutang',
  tempoTooLong: (hari: number) => `Lama Pinjam Maksimal ${hari} Hari`,
  newTempoNotAfter: 'Tanggal Jatuh Tempo Baru Harus Setelah Tanggal Jatuh Tempo Lama Dan Hari Ini',
  noBungaBand: (jumlah: string) => `Parameter Bunga Hutang Untuk Jumlah ${jumlah} Belum Diisi`,
  overPlafond: (plafond: string) => `Jumlah Hutang Melebihi Plafond ${plafond}, Butuh Otorisasi`,
  interestBelow: (computed: string) => `Bunga Di Bawah Perhitungan ${computed}, Butuh Otorisasi`,
  interestAbove: (computed: string) => `Bunga Tidak Boleh Melebihi Perhitungan ${computed}`,
  quoteBeforeLoan: 'Tanggal Pelunasan Tidak Boleh Sebelum Tanggal Hutang',
  auctioned: 'Hutang Sudah Dilelang, Tidak Bisa Dilunasi',
  notAktif: (status: string) => `Hutang Dengan Status ${status} Tidak Bisa Diproses`,
  notLunas: 'Hutang Belum Lunas',
  cannotCancel: (status: string) => `Hutang Dengan Status ${status} Tidak Bisa Dibatalkan`,
  hasPayments: 'Hutang Sudah Ada Pembayaran, Tidak Bisa Dibatalkan',
  itemMoved: (kode: string) => `Barang Jaminan ${kode} Sudah Tidak Di Gudang TITIP`,
  validated: 'Data Berhasil Divalidasi',
  validateFailed: 'Data Gagal Divalidasi',
  noData: 'Data Tidak Ada',
  noHutangChosen: 'Harap pilih salah satu transaksi',
  userUnknown: (id: string) => `User ${id} Tidak Ditemukan`,
  // Reports and auction (documents 3): for the report and lelang screens.
  reportFound: 'Data Hutang Tersedia',
  reportEmpty: 'Data Tidak Tersedia',
  lelangSaved: 'Lelang Hutang Berhasil Disimpan',
  lelangFailed: 'Lelang Hutang Gagal Disimpan',
} as const;

/** An optional text, upper-cased (shared with titip simpan). */
export const upperField = (label: string, max = 100) =>
  optionalText(label, max).transform((v) => v?.toUpperCase());
/** The shared money schema (validation.ts), under the name the loan screens use. */
export const rupiahField = rupiah;

export const fakturHutang = z
  .string({ error: 'No Faktur Hutang Tidak Boleh Kosong' })
  .trim()
  .min(1, { error: 'No Faktur Hutang Tidak Boleh Kosong' })
  .max(40, { error: 'No Faktur Hutang Maksimal 40 Karakter' })
  .transform((v) => v.toUpperCase());

const KADAR_NOT_POSITIVE = 'Kadar Harus Lebih Dari 0';
/**
 * Kadar in percent: above 0, at most 100, 2 decimals. The value kept is the rounded one and it must
 * still be at least 0.01: a kadar below the decimals' float tolerance would otherwise become 0.
 */
export const kadarField = z
  .number({
    error: (iss) => (iss.input === undefined ? 'Kadar Tidak Boleh Kosong' : 'Kadar Harus Berupa Angka'),
  })
  .refine((v) => Number.isFinite(v) && v > 0, { error: KADAR_NOT_POSITIVE })
  .refine((v) => v <= 100, { error: 'Kadar Maksimal 100' })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    error: 'Kadar Maksimal 2 Angka Di Belakang Koma',
  })
  .transform((v) => Math.round(v * 100) / 100)
  .refine((v) => v >= 0.01, { error: KADAR_NOT_POSITIVE });

/** What every pledged piece (loan, deposit) names first: its group, name and kadar. */
export const pledgePieceBase = z.object({
  kode_group: groupCode('Group'),
  nama_barang: z
    .string({ error: 'Nama Barang Tidak Boleh Kosong' })
    .trim()
    .min(1, { error: 'Nama Barang Tidak Boleh Kosong' })
    .max(100, { error: 'Nama Barang Maksimal 100 Karakter' })
    .transform((v) => v.toUpperCase()),
  kadar: kadarField,
});

/** One pledged piece (a line of detail_barang). */
export const hutangPieceInput = pledgePieceBase
  .extend({
    /** Gold weight (grams, 3 decimals). */
    berat: grams('Berat'),
    /** Gross weight with stones and plastic; not below berat. Empty: berat. */
    berat_bruto: grams('Berat Bruto').optional(),
    jumlah: integer('Jumlah', 1, 1000).default(1),
    /** kondisi-pinjaman code (may hold spaces: 'TANPA SURAT'). */
    kondisi: groupCode('Kondisi Pinjaman'),
    /** An image store key from POST hutang/foto (foto_hutang folder). */
    gambar: optionalText('Gambar', 200),
    kelompok_harga: upperField('Kelompok Harga', 30),
  })
  .refine((p) => p.berat_bruto === undefined || p.berat_bruto >= p.berat, {
    error: HUTANG_MSG.beratBruto,
    path: ['berat_bruto'],
  });
export type HutangPieceInput = z.input<typeof hutangPieceInput>;

const pieces = z
  .array(hutangPieceInput, { error: HUTANG_MSG.noItems })
  .min(1, { error: HUTANG_MSG.noItems })
  .max(50, { error: 'Barang Jaminan Maksimal 50' });

/** The money of a loan paid out (CASH or TRANSFER); empty: all in cash. */
export const payOutField = z
  .array(paymentInput.extend({ jenis: oneOf('Jenis Pembayaran', JENIS_BAYAR_PINJAM) }))
  .max(5)
  .optional();
/** The money a redemption or an extension receives; empty: all in cash. */
export const payInField = z
  .array(paymentInput.extend({ jenis: oneOf('Jenis Pembayaran', JENIS_BAYAR_TEBUS) }))
  .max(5)
  .optional();

/**
 * Transaksi Hutang. tgl_hutang is the business day (not sent); tgl_tempo must be after it, default
 * tgl_hutang + the smallest lama_pinjam of parameter-hutang-pokok of the pieces' groups (120 days
 * without a row). Member (kode_member) or walk-in (nama_customer and no_ktp required).
 */
export const createHutangBody = z.object({
  kode_sales: chosenCode('Kode Sales', HUTANG_MSG.salesRequired),
  kode_member: upperField('Kode Member', 13),
  nama_customer: upperField('Nama Customer', 100),
  alamat_customer: upperField('Alamat Customer', 255),
  no_hp: optionalText('No HP', 20),
  /** The walk-in customer's ID card number (KTP). */
  no_ktp: upperField('No KTP', 30),
  no_faktur_manual: upperField('No Faktur Manual', 40),
  jumlah_hutang: rupiahField('Jumlah Hutang', 1),
  tgl_tempo: isoDate('Tanggal Jatuh Tempo').optional(),
  keterangan: upperField('Keterangan', 255),
  detail_barang: pieces,
  pembayaran: payOutField,
  /** Authorisation HUTANG MELEBIHI PLAFOND, when jumlah_hutang is above the plafond. */
  id_otorisasi: optionalText('Otorisasi', 60),
  /** Authorisation KAS KELUAR MELEBIHI SALDO, when the cash paid out is more than the drawer holds. */
  id_otorisasi_kas: optionalText('Otorisasi Kas', 60),
});
export type CreateHutangBody = z.input<typeof createHutangBody>;

/** The plafond and rate of pieces and an amount before saving (the screen's 'Hitung Plafond'). */
export const hutangPlafondBody = z.object({
  jumlah_hutang: rupiahField('Jumlah Hutang').default(0),
  detail_barang: pieces,
});
export type HutangPlafondBody = z.input<typeof hutangPlafondBody>;

export type HutangPiecePlafond = {
  kode_group: string;
  kadar: number;
  berat: number;
  kondisi: string;
  taksiran_persen: number;
  sumber: 'GROUP' | 'KADAR' | 'NONE';
  /** plafond_per_gram of the group, or 24K price x kadar/100 x plafond_persen/100. */
  plafond_gram: number;
  plafond: number;
};
export type HutangPlafond = {
  tgl_hutang: string;
  harga_24k: number;
  pieces: HutangPiecePlafond[];
  plafond: number;
  /** Suggested principal: sum of pokok_per_gram (parameter-hutang-pokok) x berat, at most the plafond. */
  pokok_saran: number;
  /** The rate band of jumlah_hutang (null when none fits). */
  kode_bunga: string | null;
  bunga: number | null;
  bunga_bulan: number | null;
  minimal_hari: number | null;
  pembulatan: number;
  /** Default and largest term (days) and the default due date. */
  lama_pinjam: number;
  lama_pinjam_maks: number | null;
  tgl_tempo: string;
  melebihi_plafond: boolean;
};

export type HutangPiece = {
  no_faktur_hutang: string;
  urut: number;
  kode_barcode: string;
  kode_group: string;
  nama_barang: string;
  kadar: number;
  berat: number;
  berat_bruto: number;
  jumlah: number;
  kondisi: string;
  taksiran_persen: number;
  gambar: string;
  /** Where the photo is shown from ('' without one). */
  foto: string;
  kelompok_harga: string;
  plafond_sumber: string;
  plafond_gram: number;
  plafond: number;
};

/** One row of a loan's payment history. BATAL LUNAS rows reverse the LUNAS row ref_bayar. */
export type HutangBayar = {
  no_bayar: string;
  no_faktur_hutang: string;
  urut: number;
  tanggal: string;
  jam: string;
  jenis: JenisBayarHutang;
  /** The interest period paid: its first day and the day paid (both counted). */
  tgl_dari: string;
  tgl_sampai: string;
  lama_pinjam: number;
  bunga: number;
  bunga_pinjam: number;
  bunga_rp: number;
  pokok: number;
  total_bayar: number;
  tgl_tempo_lama: string;
  tgl_tempo_baru: string;
  id_otorisasi: string | null;
  ref_bayar: string;
  /** OK, or BATAL for a LUNAS row reversed by batal-lunas. */
  status: 'OK' | 'BATAL';
  keterangan: string;
  input_by: string;
};

export type Hutang = {
  no_faktur_hutang: string;
  no_faktur_manual: string;
  /** tgl_hutang, under the document kit's name. */
  tanggal: string;
  tgl_hutang: string;
  jam: string;
  tgl_tempo: string;
  /** The agreed term in days (tgl_tempo - tgl_hutang). */
  lama_pinjam: number;
  /** First day of the current interest period (tgl_hutang or the last extension's day). */
  tgl_bunga: string;
  kode_sales: string;
  kode_member: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
  no_ktp: string;
  keterangan: string;
  jumlah_hutang: number;
  /** The plafond computed at the loan, and the authorisation when jumlah_hutang was above it. */
  plafond: number;
  id_otorisasi: string | null;
  kode_bunga: string;
  /** Percent per day, its monthly equivalent (x30), minimum days and rounding unit, as snapshotted. */
  bunga: number;
  bunga_bulan: number;
  minimal_hari: number;
  pembulatan: number;
  /** Totals of the pieces. */
  berat: number;
  berat_bruto: number;
  jumlah: number;
  /** Redemption: the day, days charged, computed and charged interest, what was paid. */
  tgl_lunas: string | null;
  lama_pinjam_lunas: number | null;
  bunga_pinjam: number | null;
  bunga_rp: number | null;
  total_bayar: number | null;
  jumlah_perpanjangan: number;
  tgl_lelang: string | null;
  status_hutang: StatusHutang;
  status: StatusHutang;
  status_valid: 'OPEN' | 'VALID';
  input_by: string;
  batal_by: string | null;
  batal_alasan: string | null;
  detail_barang: HutangPiece[];
};

/** One loan with its pieces, payment history and cash rows: the invoice view and the nota. */
export type HutangInvoice = Hutang & {
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  bayar: HutangBayar[];
  pembayaran: Payment[];
};

/** The redemption (penebusan) of a loan on a day: document 2's entity with the snapshot it uses. */
export type Penebusan = {
  no_faktur_hutang: string;
  nama_customer: string;
  alamat_customer: string;
  tgl_hutang: string;
  tgl_bunga: string;
  tgl_tempo: string;
  tgl_lunas: string;
  /** Days charged. */
  lama_pinjam: number;
  /** The days stored on the loan by its redemption (POST hutang/lunas answers them); null in a quote. */
  lama_pinjam_lunas: number | null;
  kode_sales: string;
  jumlah_hutang: number;
  /** Percent per day, and x30. */
  bunga: number;
  bunga_bulan: number;
  minimal_hari: number;
  pembulatan: number;
  /** The computed interest, and the interest charged (the computed one in a quote). */
  bunga_pinjam: number;
  bunga_rp: number;
  total_bayar: number;
  status_hutang: StatusHutang;
  terlambat: boolean;
  detail_barang: { nama_barang: string; berat: number }[];
};

export const hutangListQuery = documentListQuery(STATUS_HUTANG);
export type HutangListQuery = z.input<typeof hutangListQuery>;

export const penebusanQuery = z.object({
  no_faktur_hutang: fakturHutang,
  /** The redemption date (default the business day). */
  tanggal: isoDate('Tanggal Pelunasan').optional(),
});

export const lunasHutangBody = z.object({
  no_faktur_hutang: fakturHutang,
  /** The interest charged; empty: the computed interest. Below it needs BUNGA DI BAWAH PERHITUNGAN. */
  bunga_rp: rupiahField('Bunga').optional(),
  id_otorisasi: optionalText('Otorisasi', 60),
  pembayaran: payInField,
  keterangan: upperField('Keterangan', 255),
});
export type LunasHutangBody = z.input<typeof lunasHutangBody>;

export const perpanjangHutangBody = z.object({
  no_faktur_hutang: fakturHutang,
  /** The new due date: after the old one and after the business day. */
  tgl_tempo: isoDate('Tanggal Jatuh Tempo Baru'),
  bunga_rp: rupiahField('Bunga').optional(),
  id_otorisasi: optionalText('Otorisasi', 60),
  pembayaran: payInField,
  keterangan: upperField('Keterangan', 255),
});
export type PerpanjangHutangBody = z.input<typeof perpanjangHutangBody>;

export const batalLunasHutangBody = z.object({
  no_faktur_hutang: fakturHutang,
  alasan: cancelBody.shape.alasan,
  /** Authorisation BATAL LUNAS HUTANG (always needed). */
  id_otorisasi: optionalText('Otorisasi', 60),
  /** Authorisation KAS KELUAR MELEBIHI SALDO when the cash refunded is more than the drawer holds. */
  id_otorisasi_kas: optionalText('Otorisasi Kas', 60),
});
export type BatalLunasHutangBody = z.input<typeof batalLunasHutangBody>;

const fakturBody = z.object({ no_faktur: fakturHutang });

export const createHutang = endpoint<CreateHutangBody, undefined, undefined, Hutang>({
  method: 'POST',
  path: 'hutang',
  body: createHutangBody,
});
export const hutangPlafond = endpoint<HutangPlafondBody, undefined, undefined, HutangPlafond>({
  method: 'POST',
  path: 'hutang/plafond',
  body: hutangPlafondBody,
});
export const listHutang = endpoint<undefined, HutangListQuery, undefined, Hutang[]>({
  method: 'GET',
  path: 'hutang',
  query: hutangListQuery,
});
export const getHutang = endpoint<undefined, undefined, { no_faktur_hutang: string }, Hutang>({
  method: 'GET',
  path: 'hutang/detail/:no_faktur_hutang',
  params: z.object({ no_faktur_hutang: fakturHutang }),
});
export const hutangInvoice = endpoint<z.input<typeof fakturBody>, undefined, undefined, HutangInvoice>({
  method: 'POST',
  path: 'hutang/invoice',
  body: fakturBody,
});
/** The HUTANG nota from the stored layout (twice on a page with DUPLIKAT_NOTA_HUTANG_MODULE). */
export const hutangNotaPdf = endpoint<undefined, z.input<typeof notaPdfQuery>, undefined, never>({
  method: 'GET',
  path: 'hutang/nota',
  query: notaPdfQuery,
});
/**
 * The note of a redemption (PELUNASAN HUTANG) or an extension (PERPANJANGAN HUTANG) of a loan, from
 * its stored layout: `no_bayar` names the payment (`{no_faktur}/{urut}`); without it, the loan's
 * latest redemption or extension. Issue 43: a redemption no longer reprints the loan note.
 */
export const hutangBayarNotaQuery = z.object({
  no_faktur: fakturHutang,
  no_bayar: z
    .string()
    .trim()
    .max(60, { error: 'No Bayar Maksimal 60 Karakter' })
    .transform((v) => v.toUpperCase())
    .optional(),
  reprint: z.enum(['0', '1']).default('0'),
});
export type HutangBayarNotaQuery = z.input<typeof hutangBayarNotaQuery>;
export const hutangBayarNotaPdf = endpoint<undefined, HutangBayarNotaQuery, undefined, never>({
  method: 'GET',
  path: 'hutang/nota-bayar',
  query: hutangBayarNotaQuery,
});
/** The nota type of a payment of a loan: a redemption or an extension. */
export const notaTypeOfBayar = (
  jenis: JenisBayarHutang,
): 'PELUNASAN HUTANG' | 'PERPANJANGAN HUTANG' | null =>
  jenis === 'LUNAS' ? 'PELUNASAN HUTANG' : jenis === 'PERPANJANGAN' ? 'PERPANJANGAN HUTANG' : null;
export const sendHutangWa = endpoint<z.input<typeof fakturBody>, undefined, undefined, { no_hp: string }>({
  method: 'POST',
  path: 'hutang/kirim-wa',
  body: fakturBody,
});
/** The redemption quote: the computed interest if the loan were settled on `tanggal`. */
export const hutangPenebusan = endpoint<undefined, z.input<typeof penebusanQuery>, undefined, Penebusan>({
  method: 'GET',
  path: 'hutang/penebusan',
  query: penebusanQuery,
});
export const lunasHutang = endpoint<LunasHutangBody, undefined, undefined, Penebusan>({
  method: 'POST',
  path: 'hutang/lunas',
  body: lunasHutangBody,
});
export const perpanjangHutang = endpoint<PerpanjangHutangBody, undefined, undefined, Hutang>({
  method: 'POST',
  path: 'hutang/perpanjang',
  body: perpanjangHutangBody,
});
export const batalLunasHutang = endpoint<BatalLunasHutangBody, undefined, undefined, Hutang>({
  method: 'POST',
  path: 'hutang/batal-lunas',
  body: batalLunasHutangBody,
});
/** Batal Hutang: same business day free, a later day with BATAL HUTANG HARI SEBELUMNYA. */
export const cancelHutang = endpoint<CancelBody, undefined, undefined, Hutang>({
  method: 'POST',
  path: 'hutang/batal',
  body: cancelBody,
});
/** POST hutang/foto, multipart: the field `image`; stored in foto_hutang, answers its key (gambar_path). */
export const uploadHutangFoto = endpoint<
  undefined,
  undefined,
  undefined,
  { gambar_path: string; gambar_name: string; url: string; width: number; height: number }
>({ method: 'POST', path: 'hutang/foto' });

// ---------------------------------------------------------------------------------------------
// Validasi Hutang: the unvalidated loans, validating them, their payment lines

export type PendingHutang = {
  kode_sales: string;
  no_faktur_hutang: string;
  tgl_hutang: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
  jumlah_hutang: number;
  status_hutang: StatusHutang;
};
export type HutangPaymentLine = { kategori: string; jenis: string; jumlah_in: number; jumlah_out: number };

export const pendingHutangQuery = validasiSalesQuery;
export const listPendingHutang = endpoint<
  undefined,
  z.input<typeof pendingHutangQuery>,
  undefined,
  PendingHutang[]
>({ method: 'GET', path: 'validasi/hutang/get', query: pendingHutangQuery });

export const validateHutangBody = z.object({
  no_hutangs: z
    .array(fakturHutang, { error: HUTANG_MSG.noHutangChosen })
    .min(1, { error: HUTANG_MSG.noHutangChosen })
    .max(500),
  user_id: userId('User ID'),
});
export type ValidateHutangBody = z.input<typeof validateHutangBody>;
export const validateHutang = endpoint<ValidateHutangBody, undefined, undefined, { validated: number }>({
  method: 'POST',
  path: 'validasi/hutang',
  body: validateHutangBody,
});

export const hutangPaymentQuery = z.object({ deskripsi: fakturHutang });
export const hutangPayments = endpoint<
  undefined,
  z.input<typeof hutangPaymentQuery>,
  undefined,
  HutangPaymentLine[]
>({ method: 'GET', path: 'validasi/hutang/detail', query: hutangPaymentQuery });
