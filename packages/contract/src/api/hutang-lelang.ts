import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { LAPORAN_HUTANG_LELANG, LAPORAN_PINJAMAN } from '../report/definitions/hutang.ts';
import type { ReportParams } from '../report/types.ts';
import { isoDate, optionalText, queryInt } from '../validation.ts';
import { fakturHutang, type StatusHutang } from './hutang.ts';

/**
 * The auction of overdue pawn loans (Lelang Hutang, document 3) and the spec's two POST report calls.
 * Which loans may be auctioned and what their pieces cost afterwards: ../hutang/lelang.ts.
 */

export const LELANG_MSG = {
  saved: 'Lelang Hutang Berhasil Disimpan',
  failed: 'Lelang Hutang Gagal Disimpan',
  notOverdue: (tempo: string) => `Hutang Belum Jatuh Tempo (${tempo}), Tidak Bisa Dilelang`,
  lunas: 'Hutang Sudah Lunas, Tidak Bisa Dilelang',
  already: 'Hutang Sudah Dilelang',
  batal: 'Hutang Sudah Dibatalkan, Tidak Bisa Dilelang',
  found: 'Data Hutang Tersedia',
  empty: 'Data Tidak Tersedia',
  rangeReversed: 'Tanggal Akhir Tidak Boleh Sebelum Tanggal Awal',
  rangeHalf: 'Tanggal Awal Dan Tanggal Akhir Harus Diisi Keduanya',
} as const;

/**
 * Where the auctioned pieces go: warehouse BELI, READY, the stock the shop sorts into trays for sale or
 * destroys for melting (as with bought-back gold), at their share of the principal as cost.
 */
export const GUDANG_HASIL_LELANG = 'BELI';
/** Stock-ledger kinds of an auction: out of TITIP, into GUDANG_HASIL_LELANG. */
export const LEDGER_LELANG = { keluar: 'LELANG', masuk: 'LELANG_MASUK' } as const;

/** Rows per page of the lelang list (document 3, section 9). */
export const LELANG_PAGE_SIZE = 50;

/** The date the list's period filters on; tgl_hutang by default (document 3, section 9). */
export const TYPE_TGL_LELANG = ['tgl_hutang', 'tgl_tempo'] as const;

const upperText = (label: string, max = 100) =>
  optionalText(label, max).transform((v) => (v ? v.toUpperCase() : undefined));
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalDate = (label: string) => z.preprocess(blankToUndefined, isoDate(label).optional());

/**
 * hutang/get/lelang-hutang: the loans that may be auctioned (AKTIF and overdue on the business day),
 * filtered. The period (tgl_awal and tgl_akhir, both or neither) is on type_tgl. Text filters match
 * anywhere in the field, case-insensitively; detail_barang.kode_group keeps loans with a piece of that
 * group (SEMUA / ALL / empty: every group); deskripsi matches a piece's name or the loan's note.
 */
export const lelangHutangQuery = z
  .object({
    tgl_awal: optionalDate('Tanggal Awal'),
    tgl_akhir: optionalDate('Tanggal Akhir'),
    type_tgl: z.preprocess(
      blankToUndefined,
      z
        .enum(TYPE_TGL_LELANG, { error: `Type Tanggal Harus Salah Satu Dari ${TYPE_TGL_LELANG.join(', ')}` })
        .default('tgl_hutang'),
    ),
    no_faktur_manual: upperText('No Faktur Manual', 40),
    no_faktur_hutang: upperText('No Faktur Hutang', 40),
    kode_member: upperText('Kode Member', 13),
    nama_customer: upperText('Nama Customer', 100),
    alamat_customer: upperText('Alamat Customer', 255),
    'detail_barang.kode_group': upperText('Kode Group', 30),
    deskripsi: upperText('Deskripsi', 100),
    skip: queryInt('Skip', 0, 10_000_000, 0),
  })
  .superRefine((q, ctx) => {
    if (!q.tgl_awal !== !q.tgl_akhir)
      ctx.addIssue({ code: 'custom', message: LELANG_MSG.rangeHalf, path: ['tgl_akhir'] });
    else if (q.tgl_awal && q.tgl_akhir && q.tgl_akhir < q.tgl_awal)
      ctx.addIssue({ code: 'custom', message: LELANG_MSG.rangeReversed, path: ['tgl_akhir'] });
  });
export type LelangHutangQuery = z.input<typeof lelangHutangQuery>;

/** A piece of a loan on the lelang list (document 3, 'Hutang for auction'). */
export type LelangPiece = {
  kode_barcode: string;
  kode_group: string;
  nama_barang: string;
  kadar: number;
  berat: number;
  jumlah: number;
  /** Where the photo is shown from ('' without one: the screen shows its placeholder). */
  foto: string;
};

/** A loan on the lelang list. */
export type HutangLelang = {
  no_faktur_hutang: string;
  no_faktur_manual: string;
  tgl_hutang: string;
  tgl_tempo: string;
  /** Days past the due date on the business day. */
  terlambat: number;
  kode_sales: string;
  kode_member: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
  jumlah_hutang: number;
  berat: number;
  /** Percent per day (snapshot). */
  bunga: number;
  /** Principal + the interest due if redeemed on the business day. */
  sisa_rp: number;
  detail_barang: LelangPiece[];
};

/** data: one page (LELANG_PAGE_SIZE rows from `skip`); count: every matching loan. */
export const listLelangHutang = endpoint<undefined, LelangHutangQuery, undefined, HutangLelang[]>({
  method: 'GET',
  path: 'hutang/get/lelang-hutang',
  query: lelangHutangQuery,
});

/**
 * PUT hutang/simpan/lelang-hutang: auctions one loan with the authorisation the 'Otorisasi' modal got
 * (POST authorization, kategori and description 'LELANG HUTANG'), used once.
 */
export const simpanLelangBody = z.object({
  no_faktur_hutang: fakturHutang,
  id_otorisasi: optionalText('Otorisasi', 60),
});
export type SimpanLelangBody = z.input<typeof simpanLelangBody>;

export type LelangResult = {
  no_faktur_hutang: string;
  status: StatusHutang;
  tgl_lelang: string;
  lelang_by: string;
  lelang_otorisasi: string;
  jumlah_hutang: number;
  /** The pieces as stock: where they went and the cost each carries (summing to jumlah_hutang). */
  barang: {
    kode_barcode: string;
    nama_barang: string;
    berat: number;
    kode_gudang: string;
    harga_modal: number;
  }[];
};

export const simpanLelangHutang = endpoint<SimpanLelangBody, undefined, undefined, LelangResult>({
  method: 'PUT',
  path: 'hutang/simpan/lelang-hutang',
  body: simpanLelangBody,
});

// ---------------------------------------------------------------------------------------------
// The spec's POST report calls (the same data as the report engine's GET at the same path)

/** Document 3 'Loan report row', plus the loan's due date, state and total weight. */
export type HutangReportRow = {
  no_faktur_hutang: string;
  tgl_hutang: string;
  tgl_tempo: string;
  nama_customer: string;
  alamat_customer: string;
  detail_barang: { nama_barang: string; jumlah: number; berat: number; kelompok_harga: string }[];
  berat: number;
  berat_bruto: number;
  jumlah_hutang: number;
  /** Percent per day. */
  bunga: number;
  /** Days from tgl_hutang to its redemption, auction or the business day (both counted). */
  lama_pinjam: number;
  kode_sales: string;
  status_hutang: StatusHutang;
};

/** POST hutang/get/report {tgl_awal, tgl_akhir}: the loans taken in the period (cancelled ones left out). */
export const hutangReport = endpoint<ReportParams, undefined, undefined, HutangReportRow[]>({
  method: 'POST',
  path: LAPORAN_PINJAMAN.path,
  body: LAPORAN_PINJAMAN.params,
});

/** Document 3 'Lelang report row'. */
export type LelangReportRow = {
  no_hutang: string;
  tanggal: string;
  nama_kreditur: string;
  alamat: string;
  berat: number;
  lama: number;
  sisa_rp: number;
};

/** POST hutang/report-hutang-lelang {tgl_lelang}: the loans auctioned that day. */
export const hutangLelangReport = endpoint<ReportParams, undefined, undefined, LelangReportRow[]>({
  method: 'POST',
  path: LAPORAN_HUTANG_LELANG.path,
  body: LAPORAN_HUTANG_LELANG.params,
});

// ---------------------------------------------------------------------------------------------
// The dashboard's flag of overdue loans

export type HutangJatuhTempo = {
  /** The business day the loans are overdue on. */
  tanggal: string;
  /** AKTIF loans past their due date, their principal and what they owe today. */
  jumlah: number;
  jumlah_hutang: number;
  sisa_rp: number;
};

export const hutangJatuhTempo = endpoint<undefined, undefined, undefined, HutangJatuhTempo>({
  method: 'GET',
  path: 'hutang/jatuh-tempo',
});
