import { z } from 'zod';
import { documentListQuery, validasiSalesQuery } from '../dokumen/list-query.ts';
import { endpoint } from '../endpoint.ts';
import { chosenCode, grams, integer, isoDate, optionalText, userId } from '../validation.ts';
import { payInField, payOutField, pledgePieceBase, rupiahField, upperField } from './hutang.ts';
import { type CancelBody, cancelBody, notaPdfQuery, type Payment } from './transaksi.ts';

/**
 * Deposits (titip simpan): the customer leaves gold in the shop's safe (warehouse TITIP) against a sum
 * the shop pays out (jumlah_titip_simpan), with fees, interest and a late fee (../titip-simpan/rules.ts).
 *
 * States (status_titip_simpan, also `status` for the document kit):
 * - AKTIF: open. A PEREMAJAAN (renewal: fees, interest and late fee paid, a new term) keeps it AKTIF.
 * - LUNAS: paid off (PELUNASAN), the pieces handed back. /batal-titipan-lunas (authorised) returns it
 *   to AKTIF.
 * - LELANG: auctioned (authorised) once overdue; the pieces go to stock.
 * - BATAL: cancelled (the money returned, the pieces handed back): the same business day freely, a
 *   later day with BATAL TITIP SIMPAN HARI SEBELUMNYA; not once it has a settlement.
 */
export const STATUS_TITIP_SIMPAN = ['AKTIF', 'LUNAS', 'LELANG', 'BATAL'] as const;
export type StatusTitipSimpan = (typeof STATUS_TITIP_SIMPAN)[number];

/** The kinds of a settlement (Jenis Pelunasan). */
export const JENIS_PELUNASAN = ['PELUNASAN', 'PEREMAJAAN'] as const;
export type JenisPelunasan = (typeof JENIS_PELUNASAN)[number];

/** barang.status of a deposited piece in TITIP, after it was handed back, after it was auctioned. */
export const BARANG_STATUS_TITIP = { disimpan: 'TITIP SIMPAN', kembali: 'DIAMBIL', batal: 'BATAL' } as const;

/**
 * Cash categories: the sum paid out (TITIP SIMPAN, money out), a settlement's money in (TITIP SIMPAN
 * LUNAS; deskripsi 'PEREMAJAAN TITIP SIMPAN {no}' for a renewal), a settlement reversed (TITIP SIMPAN
 * BATAL, money out).
 */
export const KATEGORI_KAS_TITIP = {
  titip: 'TITIP SIMPAN',
  lunas: 'TITIP SIMPAN LUNAS',
  batal: 'TITIP SIMPAN BATAL',
} as const;
export const deskripsiPeremajaan = (no: string) => `PEREMAJAAN TITIP SIMPAN ${no}`;

/** Default term of a deposit when no tgl_tempo is sent (days after tgl_titip_simpan). */
export const LAMA_TITIP_DEFAULT = 30;

export const TITIP_MSG = {
  saved: 'Titip Simpan Berhasil Disimpan',
  lunas: 'Pelunasan Titip Simpan Berhasil Disimpan',
  peremajaan: 'Peremajaan Titip Simpan Berhasil Disimpan',
  lunasCancelled: 'Batal Titipan Lunas Berhasil Disimpan',
  cancelled: 'Titip Simpan Berhasil Dibatalkan',
  cannotCancel: (status: string) => `Titip Simpan Dengan Status ${status} Tidak Bisa Dibatalkan`,
  hasSettlement: 'Titip Simpan Sudah Ada Peremajaan, Tidak Bisa Dibatalkan',
  noSettlement: 'Titip Simpan Belum Ada Pelunasan Atau Peremajaan',
  notFound: 'No Faktur Titip Simpan Tidak Ditemukan',
  noItems: 'Barang Titipan Belum Diisi',
  overPlafond: (plafond: string) => `Jumlah Titip Simpan Melebihi Plafond ${plafond}, Butuh Otorisasi`,
  salesRequired: 'Kode Sales Tidak Boleh Kosong',
  namaRequired: 'Nama Customer Tidak Boleh Kosong',
  memberNotFound: 'Member Tidak Ditemukan',
  groupUnknown: (kode: string) => `Group ${kode} Tidak Ditemukan`,
  beratBruto: 'Berat + Plastik Tidak Boleh Kurang Dari Berat Emas',
  tempoNotAfter: 'Tanggal Jatuh Tempo Harus Setelah Tanggal Titip Simpan',
  newTempoRequired: 'Tanggal Jatuh Tempo Baru Harus Diisi Untuk Peremajaan',
  newTempoNotAfter: 'Tanggal Jatuh Tempo Baru Harus Setelah Hari Ini',
  notAktif: (status: string) => `Titip Simpan Dengan Status ${status} Tidak Bisa Diproses`,
  notLunas: 'Titip Simpan Belum Lunas',
  itemMoved: (kode: string) => `Barang Titipan ${kode} Sudah Tidak Di Gudang TITIP`,
  validated: 'Data Berhasil Divalidasi',
  noneChosen: 'Harap pilih salah satu transaksi',
  lelangSaved: 'Lelang Titip Simpan Berhasil Disimpan',
  notOverdue: (tempo: string) => `Titip Simpan Belum Jatuh Tempo (${tempo}), Tidak Bisa Dilelang`,
  // Reports (document 3 section 8).
  stockFound: 'Laporan Stock Titipan Simpan Tersedia',
  stockEmpty: 'Laporan Stock Titipan Simpan Kosong',
  transaksiFound: 'Laporan Transaksi Hutang Tersedia',
  transaksiEmpty: 'Data Yang Anda Cari Tidak Ada',
  reportFound: 'Data Tersedia',
  reportEmpty: 'Data Yang Anda Cari Tidak Ada',
} as const;

export const fakturTitip = z
  .string({ error: 'No Faktur Titip Simpan Tidak Boleh Kosong' })
  .trim()
  .min(1, { error: 'No Faktur Titip Simpan Tidak Boleh Kosong' })
  .max(40, { error: 'No Faktur Titip Simpan Maksimal 40 Karakter' })
  .transform((v) => v.toUpperCase());

/** One deposited piece: kadar, gold weight, weight with its plastic, quantity. */
export const titipPieceInput = pledgePieceBase
  .extend({
    berat_emas: grams('Berat Emas'),
    /** With plastic; not below berat_emas. Empty: berat_emas. */
    berat_bruto: grams('Berat + Plastik').optional(),
    qty: integer('Qty', 1, 1000).default(1),
  })
  .refine((p) => p.berat_bruto === undefined || p.berat_bruto >= p.berat_emas, {
    error: TITIP_MSG.beratBruto,
    path: ['berat_bruto'],
  });
export type TitipPieceInput = z.input<typeof titipPieceInput>;

const fee = (label: string) => rupiahField(label).default(0);

/**
 * Transaksi Titip Simpan. tgl_titip_simpan is the business day (not sent); tgl_tempo after it
 * (default + LAMA_TITIP_DEFAULT days). bunga: percent per day (at most 4 decimals).
 */
export const createTitipBody = z.object({
  kode_sales: chosenCode('Kode Sales', TITIP_MSG.salesRequired),
  kode_member: upperField('Kode Member', 13),
  nama_customer: upperField('Nama Customer', 100),
  alamat_customer: upperField('Alamat Customer', 255),
  no_hp: optionalText('No HP', 20),
  jumlah_titip_simpan: rupiahField('Jumlah Titip Simpan', 1),
  bunga: z
    .number({ error: 'Bunga Harus Berupa Angka' })
    .min(0, { error: 'Bunga Tidak Boleh Kurang Dari 0' })
    .max(10, { error: 'Bunga Maksimal 10 Persen Per Hari' })
    .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, {
      error: 'Bunga Maksimal 4 Angka Di Belakang Koma',
    })
    .default(0),
  surat_pantes: fee('Surat Pantes'),
  biaya_admin: fee('Biaya Admin'),
  asuransi: fee('Asuransi'),
  sewa_brankas: fee('Sewa Brankas'),
  biaya_jasa_pencarian: fee('Biaya Jasa Pencarian'),
  /** Denda keterlambatan per day past tgl_tempo. */
  denda_per_hari: fee('Denda Keterlambatan Per Hari'),
  tgl_tempo: isoDate('Tanggal Jatuh Tempo').optional(),
  keterangan: upperField('Keterangan', 255),
  detail_barang: z
    .array(titipPieceInput, { error: TITIP_MSG.noItems })
    .min(1, { error: TITIP_MSG.noItems })
    .max(50, { error: 'Barang Titipan Maksimal 50' }),
  pembayaran: payOutField,
  /** TITIP SIMPAN MELEBIHI PLAFOND, when jumlah_titip_simpan is above the pieces' plafond. */
  id_otorisasi: optionalText('Otorisasi', 60),
  /** KAS KELUAR MELEBIHI SALDO when the cash paid out is more than the drawer holds. */
  id_otorisasi_kas: optionalText('Otorisasi Kas', 60),
});
export type CreateTitipBody = z.input<typeof createTitipBody>;

/**
 * The plafond of the pieces before saving: the pawn loan's rule (hutang/rules.ts), each piece at
 * taksiran 100 % (a deposit has no condition).
 */
export const titipPlafondBody = z.object({
  jumlah_titip_simpan: rupiahField('Jumlah Titip Simpan').default(0),
  detail_barang: createTitipBody.shape.detail_barang,
});
export type TitipPlafondBody = z.input<typeof titipPlafondBody>;
export type TitipPlafond = {
  harga_24k: number;
  pieces: { kode_group: string; kadar: number; berat_emas: number; plafond_gram: number; plafond: number }[];
  plafond: number;
  melebihi_plafond: boolean;
};

export type TitipPiece = {
  no_faktur_titip_simpan: string;
  urut: number;
  kode_barcode: string;
  kode_group: string;
  nama_barang: string;
  kadar: number;
  berat_emas: number;
  berat_bruto: number;
  qty: number;
};

/** One settlement (PELUNASAN or PEREMAJAAN); status BATAL once /batal-titipan-lunas reversed it. */
export type TitipBayar = {
  no_bayar: string;
  no_faktur_titip_simpan: string;
  urut: number;
  tanggal: string;
  jenis: JenisPelunasan;
  tgl_dari: string;
  lama_pinjam: number;
  bunga_pinjam: number;
  hari_terlambat: number;
  denda_keterlambatan: number;
  biaya: number;
  pokok: number;
  total_bayar: number;
  tgl_tempo_lama: string;
  tgl_tempo_baru: string;
  status: 'OK' | 'BATAL';
  kode_sales: string;
  input_by: string;
  batal_by: string | null;
  batal_alasan: string | null;
};

export type TitipSimpan = {
  no_faktur_titip_simpan: string;
  /** tgl_titip_simpan, under the document kit's name. */
  tanggal: string;
  tgl_titip_simpan: string;
  jam: string;
  tgl_tempo: string;
  tgl_bunga: string;
  /** The agreed term in days (tgl_tempo - tgl_titip_simpan). */
  lama_pinjam: number;
  kode_sales: string;
  kode_member: string;
  nama_customer: string;
  alamat_customer: string;
  no_hp: string;
  keterangan: string;
  jumlah_titip_simpan: number;
  /** Percent per day and x30. */
  bunga: number;
  bunga_bulan: number;
  pembulatan: number;
  surat_pantes: number;
  biaya_admin: number;
  asuransi: number;
  sewa_brankas: number;
  biaya_jasa_pencarian: number;
  denda_per_hari: number;
  /** Principal + the fees of a term. */
  total_titip_simpan: number;
  berat_emas: number;
  berat_bruto: number;
  qty: number;
  jumlah_peremajaan: number;
  tgl_lunas: string | null;
  total_bayar: number | null;
  tgl_lelang: string | null;
  status_titip_simpan: StatusTitipSimpan;
  status: StatusTitipSimpan;
  status_valid: 'OPEN' | 'VALID';
  input_by: string;
  detail_barang: TitipPiece[];
};

export type TitipInvoice = TitipSimpan & {
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  bayar: TitipBayar[];
  pembayaran: Payment[];
};

/** What settling on a day costs (the lunas screen's figures before saving). */
export type TitipPelunasan = {
  no_faktur_titip_simpan: string;
  nama_customer: string;
  tanggal: string;
  tgl_bunga: string;
  tgl_tempo: string;
  jumlah_titip_simpan: number;
  lama_pinjam: number;
  bunga: number;
  bunga_pinjam: number;
  hari_terlambat: number;
  denda_keterlambatan: number;
  surat_pantes: number;
  biaya_admin: number;
  asuransi: number;
  sewa_brankas: number;
  biaya_jasa_pencarian: number;
  biaya: number;
  total_peremajaan: number;
  total_pelunasan: number;
  status_titip_simpan: StatusTitipSimpan;
};

export const titipListQuery = documentListQuery(STATUS_TITIP_SIMPAN);
export const pelunasanQuery = z.object({ no_faktur_titip_simpan: fakturTitip });

/** PELUNASAN or PEREMAJAAN of an AKTIF deposit on the business day (a new tgl_tempo for PEREMAJAAN). */
export const lunasTitipBody = z
  .object({
    no_faktur_titip_simpan: fakturTitip,
    jenis_pelunasan: z.enum(JENIS_PELUNASAN, { error: 'Jenis Pelunasan Harus PELUNASAN Atau PEREMAJAAN' }),
    tgl_tempo: isoDate('Tanggal Jatuh Tempo Baru').optional(),
    kode_sales: upperField('Kode Sales', 30),
    pembayaran: payInField,
    keterangan: upperField('Keterangan', 255),
  })
  .refine((b) => b.jenis_pelunasan !== 'PEREMAJAAN' || !!b.tgl_tempo, {
    error: TITIP_MSG.newTempoRequired,
    path: ['tgl_tempo'],
  });
export type LunasTitipBody = z.input<typeof lunasTitipBody>;

/**
 * /batal-titipan-lunas: reverses the last settlement that stands (BATAL TITIPAN LUNAS, always): a
 * PELUNASAN makes the deposit AKTIF again with its pieces back in TITIP; a PEREMAJAAN restores the
 * term it replaced. Its money goes back out as TITIP SIMPAN BATAL.
 */
export const batalLunasTitipBody = z.object({
  no_faktur_titip_simpan: fakturTitip,
  alasan: cancelBody.shape.alasan,
  id_otorisasi: optionalText('Otorisasi', 60),
  id_otorisasi_kas: optionalText('Otorisasi Kas', 60),
});
export type BatalLunasTitipBody = z.input<typeof batalLunasTitipBody>;

const fakturBody = z.object({ no_faktur: fakturTitip });

export const createTitipSimpan = endpoint<CreateTitipBody, undefined, undefined, TitipSimpan>({
  method: 'POST',
  path: 'titip-simpan',
  body: createTitipBody,
});
export const titipPlafond = endpoint<TitipPlafondBody, undefined, undefined, TitipPlafond>({
  method: 'POST',
  path: 'titip-simpan/plafond',
  body: titipPlafondBody,
});
export const listTitipSimpan = endpoint<undefined, z.input<typeof titipListQuery>, undefined, TitipSimpan[]>({
  method: 'GET',
  path: 'titip-simpan',
  query: titipListQuery,
});
export const titipInvoice = endpoint<z.input<typeof fakturBody>, undefined, undefined, TitipInvoice>({
  method: 'POST',
  path: 'titip-simpan/invoice',
  body: fakturBody,
});
/** The TITIPAN nota from the stored layout. */
export const titipNotaPdf = endpoint<undefined, z.input<typeof notaPdfQuery>, undefined, never>({
  method: 'GET',
  path: 'titip-simpan/nota',
  query: notaPdfQuery,
});
export const titipPelunasan = endpoint<undefined, z.input<typeof pelunasanQuery>, undefined, TitipPelunasan>({
  method: 'GET',
  path: 'titip-simpan/pelunasan',
  query: pelunasanQuery,
});
export const lunasTitipSimpan = endpoint<LunasTitipBody, undefined, undefined, TitipSimpan>({
  method: 'POST',
  path: 'titip-simpan/lunas',
  body: lunasTitipBody,
});
export const batalLunasTitipSimpan = endpoint<BatalLunasTitipBody, undefined, undefined, TitipSimpan>({
  method: 'POST',
  path: 'titip-simpan/batal-lunas',
  body: batalLunasTitipBody,
});

/** Batal Titip Simpan (the deposit itself): same business day free, a later day authorised. */
export const cancelTitipSimpan = endpoint<CancelBody, undefined, undefined, TitipSimpan>({
  method: 'POST',
  path: 'titip-simpan/batal',
  body: cancelBody,
});

// ---------------------------------------------------------------------------------------------
// Validasi Titip Simpan

export type PendingTitip = {
  kode_sales: string;
  no_faktur_titip_simpan: string;
  tgl_titip_simpan: string;
  nama_customer: string;
  no_hp: string;
  jumlah_titip_simpan: number;
  status_titip_simpan: StatusTitipSimpan;
};
export type TitipPaymentLine = { kategori: string; jenis: string; jumlah_in: number; jumlah_out: number };

export const listPendingTitip = endpoint<
  undefined,
  z.input<typeof validasiSalesQuery>,
  undefined,
  PendingTitip[]
>({ method: 'GET', path: 'validasi/titip-simpan/get', query: validasiSalesQuery });

export const validateTitipBody = z.object({
  no_titip_simpans: z
    .array(fakturTitip, { error: TITIP_MSG.noneChosen })
    .min(1, { error: TITIP_MSG.noneChosen })
    .max(500),
  user_id: userId('User ID'),
});
export const validateTitip = endpoint<
  z.input<typeof validateTitipBody>,
  undefined,
  undefined,
  { validated: number }
>({ method: 'POST', path: 'validasi/titip-simpan', body: validateTitipBody });

export const titipPaymentQuery = z.object({ deskripsi: fakturTitip });
export const titipPayments = endpoint<
  undefined,
  z.input<typeof titipPaymentQuery>,
  undefined,
  TitipPaymentLine[]
>({ method: 'GET', path: 'validasi/titip-simpan/detail', query: titipPaymentQuery });

// ---------------------------------------------------------------------------------------------
// Lelang Titip Simpan (as Lelang Hutang)

export type TitipLelang = {
  no_faktur_titip_simpan: string;
  tgl_titip_simpan: string;
  tgl_tempo: string;
  kode_sales: string;
  kode_member: string;
  nama_customer: string;
  alamat_customer: string;
  jumlah_titip_simpan: number;
  berat_emas: number;
  /** What paying off on the business day would cost. */
  sisa_rp: number;
  detail_barang: TitipPiece[];
};

export const listLelangTitip = endpoint<undefined, undefined, undefined, TitipLelang[]>({
  method: 'GET',
  path: 'titip-simpan/get/lelang',
});
export const simpanLelangTitipBody = z.object({
  no_faktur_titip_simpan: fakturTitip,
  id_otorisasi: optionalText('Otorisasi', 60),
});
export const simpanLelangTitip = endpoint<
  z.input<typeof simpanLelangTitipBody>,
  undefined,
  undefined,
  TitipSimpan
>({ method: 'PUT', path: 'titip-simpan/simpan/lelang', body: simpanLelangTitipBody });
