import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { integer, isoDate, optionalText, text, userId } from '../validation.ts';

/**
 * Authorisation by an SPV or OWN user (cash document section 7): a sale below cost, cancelling a past
 * day's sale or purchase. The answer's id is given with the protected call, which uses it once.
 */
export const OTORISASI = {
  JUAL_DI_BAWAH_MODAL: { kategori: 'PENJUALAN', description: 'PENJUALAN DI BAWAH MODAL' },
  BATAL_PENJUALAN: { kategori: 'PENJUALAN', description: 'BATAL PENJUALAN HARI SEBELUMNYA' },
  BATAL_PEMBELIAN: { kategori: 'PEMBELIAN', description: 'BATAL PEMBELIAN HARI SEBELUMNYA' },
  BELI_DI_ATAS_MAKSIMUM: { kategori: 'PEMBELIAN', description: 'PEMBELIAN DI ATAS MAKSIMUM' },
  KAS_MELEBIHI_SALDO: { kategori: 'KAS', description: 'KAS KELUAR MELEBIHI SALDO' },
  BATAL_SERVICE: { kategori: 'SERVICE', description: 'BATAL SERVICE HARI SEBELUMNYA' },
  BATAL_PESANAN: { kategori: 'PESANAN', description: 'BATAL PESANAN HARI SEBELUMNYA' },
  HUTANG_MELEBIHI_PLAFOND: { kategori: 'HUTANG', description: 'HUTANG MELEBIHI PLAFOND' },
  BUNGA_DI_BAWAH_PERHITUNGAN: { kategori: 'HUTANG', description: 'BUNGA DI BAWAH PERHITUNGAN' },
  BATAL_LUNAS_HUTANG: { kategori: 'HUTANG', description: 'BATAL LUNAS HUTANG' },
  BATAL_HUTANG: { kategori: 'HUTANG', description: 'BATAL HUTANG HARI SEBELUMNYA' },
  /** Document 3: the lelang screen sends kategori and description both 'LELANG HUTANG'. */
  LELANG_HUTANG: { kategori: 'LELANG HUTANG', description: 'LELANG HUTANG' },
  BATAL_TITIP_SIMPAN: { kategori: 'TITIP SIMPAN', description: 'BATAL TITIP SIMPAN HARI SEBELUMNYA' },
  TITIP_MELEBIHI_PLAFOND: { kategori: 'TITIP SIMPAN', description: 'TITIP SIMPAN MELEBIHI PLAFOND' },
  BATAL_LUNAS_TITIP_SIMPAN: { kategori: 'TITIP SIMPAN', description: 'BATAL TITIPAN LUNAS' },
  LELANG_TITIP_SIMPAN: { kategori: 'LELANG TITIP SIMPAN', description: 'LELANG TITIP SIMPAN' },
  BATAL_CICILAN: { kategori: 'CICILAN', description: 'BATAL CICILAN HARI SEBELUMNYA' },
  LELANG_CICILAN: { kategori: 'LELANG CICILAN', description: 'LELANG CICILAN' },
} as const;

type OtorisasiKey = keyof typeof OTORISASI;
/**
 * The kinds that allow an amount, and which way: the protected call's amount may be at most the
 * authorised one (MAKS: above a limit) or at least it (MIN: below a computed price or interest).
 * The other kinds allow no amount (a cancel, an auction).
 */
export const OTORISASI_JUMLAH: Partial<Record<OtorisasiKey, 'MAKS' | 'MIN'>> = {
  JUAL_DI_BAWAH_MODAL: 'MIN',
  BELI_DI_ATAS_MAKSIMUM: 'MAKS',
  KAS_MELEBIHI_SALDO: 'MAKS',
  HUTANG_MELEBIHI_PLAFOND: 'MAKS',
  BUNGA_DI_BAWAH_PERHITUNGAN: 'MIN',
  TITIP_MELEBIHI_PLAFOND: 'MAKS',
};

export const OTORISASI_MSG = {
  ok: 'Otorisasi Berhasil',
  /** Document 2 (a sale below cost, and every authorisation it does not name otherwise). */
  failed: 'Otorisasi Gagal..',
  /** Document 3, the Lelang Hutang screen's authorisation. */
  lelangFailed: 'Otorisasi Gagal',
  required: 'Transaksi Ini Membutuhkan Otorisasi',
  invalid: 'Otorisasi Tidak Valid Atau Sudah Digunakan',
  otherUser: 'Otorisasi Ini Diminta Oleh User Lain',
  otherDocument: 'Otorisasi Ini Bukan Untuk Dokumen Ini',
  otherAmount: 'Jumlah Tidak Sesuai Dengan Yang Diotorisasi',
} as const;

/** keterangan is sent upper-cased, or '-' when empty. */
export const normaliseKeterangan = (v: string | undefined | null): string => v?.trim().toUpperCase() || '-';

/**
 * The authoriser's password, or with the fingerprint module the id of that user's successful scan
 * (`POST authorization/fingerprint`) instead.
 */
export const authorizationBody = z
  .object({
    user_id: userId('User ID'),
    password: optionalText('Password', 200),
    fingerprint_id: optionalText('Fingerprint', 40),
    kategori: text('Kategori', 50),
    description: text('Description', 100),
    keterangan: optionalText('Keterangan', 255),
    /**
     * What it authorises: the document (its number, or the barcode of a sale line; absent for a
     * document not numbered yet) and the amount it allows (OTORISASI_JUMLAH). The protected call
     * checks both, and that it is made by the user who asked.
     */
    no_faktur: optionalText('No Faktur', 60),
    jumlah: integer('Jumlah').optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.password && !v.fingerprint_id)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password Tidak Boleh Kosong' });
  });
export type AuthorizationBody = z.infer<typeof authorizationBody>;

/** The refusal of an authorisation, in the words of the document of the screen that asks for it. */
export const otorisasiFailedMessage = (kategori: string): string =>
  kategori.trim().toUpperCase() === OTORISASI.LELANG_HUTANG.kategori
    ? OTORISASI_MSG.lelangFailed
    : OTORISASI_MSG.failed;

export type AuthorizationResult = { id_otorisasi: string; authorised_by: string };

export const authorize = endpoint<AuthorizationBody, undefined, undefined, AuthorizationResult>({
  method: 'POST',
  path: 'authorization',
  body: authorizationBody,
});

export type AuthorizationReportRow = {
  id_otorisasi: string;
  tanggal: string;
  jam: string;
  kategori: string;
  description: string;
  keterangan: string;
  authorised_by: string;
  requested_by: string;
  used_for: string | null;
};

export const authorizationReportQuery = z.object({
  tgl_from: isoDate('Tanggal Awal'),
  tgl_to: isoDate('Tanggal Akhir'),
});
export const authorizationReports = endpoint<
  undefined,
  z.infer<typeof authorizationReportQuery>,
  undefined,
  AuthorizationReportRow[]
>({ method: 'GET', path: 'authorization/reports', query: authorizationReportQuery });
