import { z } from 'zod';
import { BARCODE_INPUT, BARCODE_PREFIX_INPUT, barcodeInvalid, normalizeBarcode } from '../barcode.ts';
import type { DiamondFields } from '../berlian/item.ts';
import { CURR, type Curr } from '../berlian/pricing.ts';
import { dataBerlian } from '../berlian/stones.ts';
import { endpoint } from '../endpoint.ts';
import { MSG } from '../messages.ts';
import { isoDate, queryInt } from '../validation.ts';
import { codeText as gridCode, optional, required, upperText } from './grid-fields.ts';

/**
 * Goods (barang) and stock: adding one or many items, the goods list, moves, destroying (hancur),
 * tray count and weighing, profit update, barcode print history and the daily stock balances.
 * Weights are grams with 3 decimals, kadar a percentage with 2, money whole Rupiah.
 */

/**
 * Named by a goods line of an open pre-order, reserved for it: not sellable nor shippable, still the
 * shop's stock; the PO's closing sells it (SOLD), its cancellation frees it (READY).
 */
export const BARANG_PRE_ORDER = 'PRE ORDER';

/**
 * PESANAN: delivered for a customer order, reserved for it (only its pick-up sells it). PRE ORDER:
 * reserved for a pre-order (BARANG_PRE_ORDER). KIRIM: on the road to another shop (kirim-barang);
 * TERKIRIM: accepted there, gone from this shop's stock.
 */
export const BARANG_STATUS = [
  'READY',
  'SOLD',
  'HANCUR',
  'BATAL',
  'PESANAN',
  BARANG_PRE_ORDER,
  'KIRIM',
  'TERKIRIM',
] as const;
export type BarangStatus = (typeof BARANG_STATUS)[number];
export const MARKIS = ['YA', 'TIDAK'] as const;

/** Where destroyed goods go unless another destination is chosen. */
export const GUDANG_HANCUR = 'HANCUR';
/** Hancur Barang: source warehouses that may not be destroyed from (reports document section 5). */
export const HANCUR_SOURCE_EXCLUDED: readonly string[] = ['DBM', 'RETUR'];
/** Hancur Barang: warehouses that are never a destination (HANCUR always is). */
export const HANCUR_DESTINATION_EXCLUDED: readonly string[] = [
  'TOKO',
  'RUSAK',
  'TITIP',
  'REPARASI',
  'PSU',
  'LABEL',
  'BELI',
  'CUCI',
  'STOCK',
];
export const isHancurSource = (kodeGudang: string): boolean => !HANCUR_SOURCE_EXCLUDED.includes(kodeGudang);
export const isHancurDestination = (kodeGudang: string): boolean =>
  kodeGudang === GUDANG_HANCUR || !HANCUR_DESTINATION_EXCLUDED.includes(kodeGudang);

/**
 * A barcode as stored: a legacy one is 8 digits, zero-padded; a chain one (`TK1-000042`) is kept as it
 * is, upper-cased (barcode.ts).
 */
export const padBarcode = (v: string | number): string => normalizeBarcode(v);

export const BARANG_MSG = {
  saved: 'Barang Berhasil Disimpan',
  saveFailed: 'Barang Gagal Disimpan',
  moved: 'Barang Berhasil Dipindahkan',
  destroyed: 'Hancur Barang Berhasil',
  destroyedPerBaki: 'Hancur Barang Perbaki Berhasil',
  perBakiDone: 'berhasil',
  profitRequired: 'Profit Harus Diisi',
  pickOne: 'Harap pilih salah satu data ',
  profitUpdated: 'Data Berhasi diupdate',
  profitFailed: 'Data Gagal diupdate',
  found: 'Data Tersedia',
  empty: 'Data Tidak Ada',
  printSaved: 'Data Berhasil Disimpan',
  pickGudang: 'Mohon Untuk Pilih Kode Gudang',
  pickBaki: 'Mohon Untuk Pilih Kode Baki',
  timbangReset: 'Timbang Baki Berhasil Direset',
  barcodeNotFound: 'Barcode Tidak Ditemukan',
  barcodeMissing: (kode: string) => `Barcode ${kode} Tidak Ditemukan`,
  notReady: (kode: string) => `Barang ${kode} Sudah Tidak Tersedia`,
  unknownGudang: (kode: string) => `Gudang ${kode} Tidak Ditemukan`,
  unknownBaki: (kode: string) => `Baki ${kode} Tidak Ditemukan`,
  bakiNotInGudang: (baki: string, gudang: string) => `Baki ${baki} Bukan Baki Gudang ${gudang}`,
  bakiRequired: (gudang: string) => `Kode Baki Harus Dipilih Untuk Gudang ${gudang}`,
  unknownGroup: (kode: string) => `Group ${kode} Tidak Ditemukan`,
  unknownJenis: (kode: string) => `Jenis ${kode} Tidak Ditemukan`,
  jenisNotInGroup: (jenis: string, group: string) => `Jenis ${jenis} Bukan Jenis Group ${group}`,
  kadarRequired: 'Kadar Jual tidak boleh kosong',
  alreadyThere: (kode: string) => `Barang ${kode} Sudah Berada Di Lokasi Tujuan`,
  sameBaki: 'Baki Tujuan Tidak Boleh Sama Dengan Baki Asal',
  bakiEmpty: (kode: string) => `Tidak Ada Barang Di Baki ${kode}`,
  noMoveToHancur: 'Barang Ke Gudang HANCUR Melalui Menu Hancur Barang',
  hancurSourceRefused: (kode: string) => `Barang Di Gudang ${kode} Tidak Bisa Dihancurkan`,
  hancurDestinationRefused: (kode: string) => `Gudang ${kode} Tidak Bisa Menjadi Tujuan Hancur Barang`,
  hancurSameGudang: 'Gudang Tujuan Tidak Boleh Sama Dengan Gudang Asal',
  rangeReversed: 'Kode Akhir Tidak Boleh Lebih Kecil Dari Kode Awal',
  rangeTooWide: 'Rentang Barcode Terlalu Besar, Maksimal 2000 Barang',
  sendFailed: MSG.sendFailed,
} as const;

// ---------------------------------------------------------------------------------------------
// Field builders (Indonesian messages naming the field)

/** Grids send numbers as text sometimes ('12.5'): read those as numbers, leave anything else. */
const numberish = (v: unknown) =>
  typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v.trim()) : v;

const codeText = (label: string, max = 30) => gridCode(label, max);

/** A required code with the screen's own message when empty. */
const kode = (label: string, missing = `${label} Harus Dipilih`) => required(missing, codeText(label));
const optionalKode = (label: string) => optional(codeText(label));

const grams = (label: string, max = 100_000) =>
  z.preprocess(
    numberish,
    z
      .number({ error: `${label} Harus Berupa Angka` })
      .refine((v) => Number.isFinite(v), { error: `${label} Harus Berupa Angka` })
      .refine((v) => v >= 0, { error: `${label} Tidak Boleh Kurang Dari 0` })
      .refine((v) => v <= max, { error: `${label} Maksimal ${max}` })
      .transform((v) => Math.round(v * 1000) / 1000),
  );

const percent = (label: string) =>
  z.preprocess(
    numberish,
    z
      .number({ error: `${label} Harus Berupa Angka` })
      .refine((v) => Number.isFinite(v), { error: `${label} Harus Berupa Angka` })
      .refine((v) => v >= 0, { error: `${label} Tidak Boleh Kurang Dari 0` })
      .refine((v) => v <= 100, { error: MSG.percentOver })
      .transform((v) => Math.round(v * 100) / 100),
  );

const rupiah = (label: string) =>
  z.preprocess(
    numberish,
    z
      .number({ error: `${label} Harus Berupa Angka` })
      .int({ error: `${label} Harus Bilangan Bulat` })
      .min(0, { error: `${label} Tidak Boleh Kurang Dari 0` })
      .max(1_000_000_000_000, { error: `${label} Terlalu Besar` }),
  );

/** 1 to 8 digits, answered zero-padded to 8. */
export const barcode = (label = 'Kode Barcode') =>
  z
    .string({ error: `${label} Harus Berupa Teks` })
    .trim()
    .regex(BARCODE_INPUT, { error: barcodeInvalid(label) })
    .transform(padBarcode);

export const TAG_MSG = {
  tagInvalid: 'Tag ID Hanya Boleh Huruf, Angka, Titik, Titik Dua, Strip Atau Garis Bawah (Maksimal 64)',
  tagTaken: (tag: string, kode: string) => `Tag ID ${tag} Sudah Dipakai Barang ${kode}`,
  tagTwice: (tag: string) => `Tag ID ${tag} Ganda`,
} as const;

/**
 * An RFID tag id (the EPC a reader sends): 1 to 64 letters, digits, '.', ':', '-' or '_', upper-cased
 * so that a reader sending lower-case hex matches the stored tag.
 */
export const tagId = () =>
  z
    .string({ error: TAG_MSG.tagInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { error: TAG_MSG.tagInvalid })
    .transform((v) => v.toUpperCase());

export const barcodeList = z
  .array(barcode(), { error: 'Barang Harus Dipilih' })
  .min(1, { error: 'Barang Harus Dipilih' })
  .max(2000, { error: 'Barang Maksimal 2000 Per Proses' })
  .refine((l) => new Set(l).size === l.length, { error: 'Kode Barcode Tidak Boleh Ganda' });

// ---------------------------------------------------------------------------------------------
// Rows

/** An item and where it lies: barcode, name, group, type (dept), warehouse, tray and kadar. */
export type ItemPlace = {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_gudang: string;
  kode_baki: string;
  kadar: number;
};

/** One item as stored, weights as numbers of grams. */
export type BarangRow = ItemPlace & {
  kode_intern: string;
  kadar_cetak: string;
  kadar_modal: number;
  berat: number;
  berat_asli: number;
  berat_plastik: number;
  nama_atribut: string;
  berat_atribut: number;
  harga_atribut: number;
  ongkos: number;
  profit: number;
  harga_modal: number | null;
  markis: 'YA' | 'TIDAK';
  size: string;
  keterangan: string;
  supplier_barang: string;
  /** The RFID tag on the item (unique in the shop), if it has one. */
  tag_id: string | null;
  foto: string | null;
  status: BarangStatus;
  kondisi: string | null;
  tgl_input: string;
  no_tambah: string;
  created_by: string;
  created_at: string;
  /** A diamond item's stones (null for gold), the setting's work, and its tag price (USD or Rupiah). */
} & DiamondFields;

/**
 * One item to add (Tambah Data Barang, and each row of Tambah Barang Banyak). The tray is `kode_baki`,
 * or `kode_toko` as the bulk grid names it. Kadar jual may be empty only for an ACC group (then 0);
 * kadar modal defaults to kadar, berat asli to berat. Codes, names, atribut and size are upper-cased.
 */
export const barangInput = z
  .object({
    id: z.union([z.string().max(100), z.number()], { error: 'ID Tidak Valid' }).optional(),
    id_foto: z.union([z.string().max(100), z.number()], { error: 'ID Foto Tidak Valid' }).optional(),
    kode_intern: optional(upperText('Kode Intern', 50)),
    nama_barang: required('Nama Barang tidak boleh kosong', upperText('Nama Barang', 150)),
    kode_gudang: kode('Kode Gudang'),
    kode_baki: optionalKode('Kode Baki'),
    kode_toko: optionalKode('Kode Toko'),
    kode_group: kode('Kode Group'),
    kode_dept: kode('Kode Jenis'),
    markis: optional(
      z
        .string({ error: 'Markis Harus YA Atau TIDAK' })
        .trim()
        .transform((v) => v.toUpperCase())
        .refine((v): v is 'YA' | 'TIDAK' => (MARKIS as readonly string[]).includes(v), {
          error: 'Markis Harus YA Atau TIDAK',
        }),
    ),
    berat_asli: optional(grams('Berat Asli')),
    berat: required(
      'Berat Tidak Boleh Kosong',
      grams('Berat').refine((v) => v > 0, { error: 'Berat Harus Lebih Dari 0' }),
    ),
    kadar: optional(percent('Kadar Jual')),
    kadar_cetak: required('Kadar Cetak tidak boleh kosong', upperText('Kadar Cetak', 20)),
    kadar_modal: optional(percent('Kadar Modal')),
    nama_atribut: optional(upperText('Nama Atribut', 100)),
    berat_atribut: optional(grams('Berat Atribut')),
    harga_atribut: optional(rupiah('Harga Atribut')),
    berat_plastik: optional(grams('Berat Plastik')),
    size: optional(upperText('Size', 20)),
    ongkos: optional(rupiah('Ongkos')),
    profit: optional(rupiah('Profit')),
    harga_modal: optional(rupiah('Harga Modal')),
    keterangan: optional(upperText('Keterangan', 255)),
    supplier_barang: optional(upperText('Supplier Barang', 100)),
    /** The RFID tag stuck on the item (the bulk-create payload's tag_id). */
    tag_id: optional(tagId()),
    /**
     * A delivery for a customer order (the bulk-create payload's no_pesanan and id_barang_pesanan):
     * the item is tied to the order and reserved for it, as Terima Pesanan does.
     */
    no_pesanan: optional(upperText('No Pesanan', 40)),
    /** A diamond item (BERLIAN_MODULE): its stones, ongkos, and tag price in USD at a kurs or in Rupiah. */
    data_berlian: dataBerlian,
    ongkos_berlian: optional(rupiah('Ongkos Berlian')),
    total_usd: optional(
      z.preprocess(
        numberish,
        z
          .number({ error: 'Total USD Harus Berupa Angka' })
          .refine((v) => Number.isFinite(v) && v >= 0, { error: 'Total USD Tidak Boleh Kurang Dari 0' })
          .refine((v) => v <= 100_000_000, { error: 'Total USD Terlalu Besar' })
          .transform((v) => Math.round(v * 100) / 100),
      ),
    ),
    curr: optional(
      z
        .string({ error: 'Curr Harus USD Atau IDR' })
        .trim()
        .transform((v) => v.toUpperCase())
        .refine((v): v is Curr => (CURR as readonly string[]).includes(v), {
          error: 'Curr Harus USD Atau IDR',
        }),
    ),
    kurs: optional(rupiah('Kurs')),
    total_harga: optional(rupiah('Total Harga')),
    id_barang_pesanan: optional(
      z.preprocess(
        numberish,
        z
          .number({ error: 'ID Barang Pesanan Harus Berupa Angka' })
          .int({ error: 'ID Barang Pesanan Harus Berupa Angka' })
          .min(1, { error: 'ID Barang Pesanan Harus Berupa Angka' }),
      ),
    ),
  })
  .refine((r) => r.id_barang_pesanan === undefined || r.no_pesanan !== undefined, {
    error: 'No Pesanan Tidak Boleh Kosong',
    path: ['no_pesanan'],
  })
  .refine((r) => Boolean(r.kode_baki ?? r.kode_toko), {
    error: 'Kode Toko Harus Dipilih',
    path: ['kode_baki'],
  });
export type BarangInput = z.infer<typeof barangInput>;

export const createBarang = endpoint<BarangInput, undefined, undefined, BarangRow>({
  method: 'POST',
  path: 'barang',
  body: barangInput,
});

export const createBarangBulkBody = z.object({
  detail_barang: z
    .array(barangInput, { error: 'Barang Tidak Boleh Kosong' })
    .min(1, { error: 'Barang Tidak Boleh Kosong' })
    .max(1000, { error: 'Barang Maksimal 1000 Per Simpan' }),
});
export type CreatedBarcode = { id_foto: string | number | null; kode_barcode: string };
/** Answer: data.data is the list of id_foto and kode_barcode (reports document section 7). */
export const createBarangBulk = endpoint<
  z.infer<typeof createBarangBulkBody>,
  undefined,
  undefined,
  { no_tambah: string; data: CreatedBarcode[] }
>({ method: 'POST', path: 'barang/create/bulk', body: createBarangBulkBody });

// ---------------------------------------------------------------------------------------------
// Lists and look-ups

export const listBarangQuery = z.object({
  page: queryInt('Halaman', 1, 1_000_000, 1),
  limit: queryInt('Jumlah Per Halaman', 1, 500, 10),
  /** Barcode prefix (a full barcode finds that item): leading digits, or the start of a chain code. */
  kode_barcode: optional(
    z
      .string({ error: 'Kode Barcode Harus Berupa Teks' })
      .trim()
      .regex(BARCODE_PREFIX_INPUT, { error: barcodeInvalid() })
      .transform((v) => v.toUpperCase()),
  ),
  /** Part of the name. */
  nama_barang: optional(upperText('Nama Barang', 100)),
  kode_group: optionalKode('Kode Group'),
  kode_dept: optionalKode('Kode Jenis'),
  kode_gudang: optionalKode('Kode Gudang'),
  kode_baki: optionalKode('Kode Baki'),
  status: optional(
    z.enum([...BARANG_STATUS, 'ALL'], {
      error: `Status Harus Salah Satu Dari ${BARANG_STATUS.join(', ')}, ALL`,
    }),
  ),
  /** Keyset paging: the last barcode of the page before (then `page` is ignored). */
  after: optional(barcode('Kode Barcode Terakhir')),
});
export type ListBarangQuery = z.infer<typeof listBarangQuery>;
/** `count` is exact up to COUNT_LIMIT; `count_lebih` says there are more. */
export const BARANG_COUNT_LIMIT = 10_000;
export const listBarang = endpoint<undefined, ListBarangQuery, undefined, BarangRow[]>({
  method: 'GET',
  path: 'barang',
  query: listBarangQuery,
});

const barcodeParam = z.object({ kode_barcode: barcode() });
export const getBarangByBarcode = endpoint<undefined, undefined, z.infer<typeof barcodeParam>, BarangRow>({
  method: 'GET',
  path: 'barang/by-barcode/:kode_barcode',
  params: barcodeParam,
});

// ---------------------------------------------------------------------------------------------
// Moves and destroying

/** What a move or destroy changed. */
export type StockChange = { no_ref: string; qty: number; berat: number; kode_barcodes: string[] };

export const pindahBarangBody = z.object({
  kode_barcodes: barcodeList,
  kode_gudang_tujuan: kode('Gudang Tujuan'),
  kode_baki_tujuan: optionalKode('Baki Tujuan'),
});
export const pindahBarang = endpoint<z.infer<typeof pindahBarangBody>, undefined, undefined, StockChange>({
  method: 'PUT',
  path: 'barang/pindah',
  body: pindahBarangBody,
});

export const pindahBakiBody = z.object({
  kode_baki_asal: kode('Baki Asal'),
  kode_gudang_tujuan: kode('Gudang Tujuan'),
  kode_baki_tujuan: kode('Baki Tujuan'),
});
export const pindahBaki = endpoint<z.infer<typeof pindahBakiBody>, undefined, undefined, StockChange>({
  method: 'PUT',
  path: 'barang/pindah-baki',
  body: pindahBakiBody,
});

export const hancurBarangBody = z.object({
  kode_barcodes: barcodeList,
  kondisi: required('Kondisi Barang Harus Dipilih', upperText('Kondisi Barang', 50)),
  /** HANCUR unless another allowed destination is chosen. */
  kode_gudang_tujuan: optionalKode('Gudang Tujuan'),
});
export const hancurBarang = endpoint<z.infer<typeof hancurBarangBody>, undefined, undefined, StockChange>({
  method: 'PUT',
  path: 'barang/hancur',
  body: hancurBarangBody,
});

export const countBakiQuery = z.object({ kode_toko: kode('Kode Baki', 'Mohon Untuk Pilih Kode Baki') });
export type CountBaki = { qty: number; berat: number };
export const countBaki = endpoint<undefined, z.infer<typeof countBakiQuery>, undefined, CountBaki>({
  method: 'GET',
  path: 'barang/count-baki',
  query: countBakiQuery,
});

/** Hancur Barang Perbaki: a progress job (live `job-progress` and `hancur-barang-progress` with `uid`). */
export const hancurPerBakiBody = z.object({
  kode_toko: kode('Kode Baki', 'Mohon Untuk Pilih Kode Baki'),
  kondisi: required('Kondisi Barang Harus Dipilih', upperText('Kondisi Barang', 50)),
  gudang_tujuan: kode('Gudang Tujuan'),
  uid: optional(
    z.string({ error: 'UID Harus Berupa Teks' }).trim().max(100, { error: 'UID Maksimal 100 Karakter' }),
  ),
});
export const HANCUR_PER_BAKI_EVENT = 'hancur-barang-progress';
export const hancurPerBaki = endpoint<z.infer<typeof hancurPerBakiBody>, undefined, undefined, 'berhasil'>({
  method: 'POST',
  path: 'hancurbarang/per-baki',
  body: hancurPerBakiBody,
});

// ---------------------------------------------------------------------------------------------
// Tray weighing (operations document section 7)

export type TimbangBakiRow = {
  id: number;
  tanggal: string;
  kode_gudang: string;
  kode_toko: string;
  qty: number;
  berat: number;
  berat_baki: number;
  berat_total: number;
  input_by: string;
  created_at: string;
};
export type TimbangActivity = { input_by: string; datetime: string; message: string };

export const timbangBakiStartBody = z.object({
  kode_gudang: kode('Kode Gudang', BARANG_MSG.pickGudang),
  kode_toko: kode('Kode Baki', BARANG_MSG.pickBaki),
});
export const timbangBakiStart = endpoint<
  z.infer<typeof timbangBakiStartBody>,
  undefined,
  undefined,
  { data_timbang: TimbangBakiRow[] }
>({ method: 'POST', path: 'timbang-baki/start', body: timbangBakiStartBody });

export const timbangBakiReset = endpoint<undefined, undefined, undefined, { reset: number }>({
  method: 'POST',
  path: 'timbang-baki/reset',
});

export const timbangBakiList = endpoint<undefined, undefined, undefined, TimbangBakiRow[]>({
  method: 'GET',
  path: 'timbang-baki',
});

// ---------------------------------------------------------------------------------------------
// Profit and barcode printing

export const readyEditProfitQuery = z.object({
  kode_awal: required('Kode Awal Tidak Boleh Kosong', barcode('Kode Awal')),
  kode_akhir: required('Kode Akhir Tidak Boleh Kosong', barcode('Kode Akhir')),
});
export const readyEditProfit = endpoint<
  undefined,
  z.infer<typeof readyEditProfitQuery>,
  undefined,
  BarangRow[]
>({ method: 'GET', path: 'barang/get/ready-edit-profit', query: readyEditProfitQuery });

export const editProfitBody = z.object({
  data: z
    .array(
      z.object({
        kode_barcode: barcode(),
        profit: required(BARANG_MSG.profitRequired, rupiah('Profit')),
      }),
      { error: BARANG_MSG.pickOne },
    )
    .min(1, { error: BARANG_MSG.pickOne })
    .max(2000, { error: 'Barang Maksimal 2000 Per Proses' })
    .refine((l) => new Set(l.map((r) => r.kode_barcode)).size === l.length, {
      error: 'Kode Barcode Tidak Boleh Ganda',
    }),
});
export const editProfit = endpoint<z.infer<typeof editProfitBody>, undefined, undefined, { updated: number }>(
  {
    method: 'POST',
    path: 'barang/update/edit-profit',
    body: editProfitBody,
  },
);

export const cetakBarcodeBody = z.object({ kode_barcodes: barcodeList });
export const cetakBarcodeHistories = endpoint<
  z.infer<typeof cetakBarcodeBody>,
  undefined,
  undefined,
  { printed: number }
>({ method: 'POST', path: 'barang/cetak-barcode-histories', body: cetakBarcodeBody });

// ---------------------------------------------------------------------------------------------
// Stock balances

/** One daily balance per warehouse, tray, group and jenis. */
export type StockDailyRow = {
  tanggal: string;
  kode_gudang: string;
  kode_baki: string;
  kode_group: string;
  kode_dept: string;
  stock_awal: number;
  berat_awal: number;
  qty_in: number;
  berat_in: number;
  qty_out: number;
  berat_out: number;
  qty_jual: number;
  berat_jual: number;
  stock_akhir: number;
  berat_akhir: number;
};

export const stockSaldoQuery = z.object({
  tanggal: optional(isoDate('Tanggal')),
  kode_gudang: optionalKode('Kode Gudang'),
});
/** `sumber`: TUTUP_TOKO = stored by the closing of that day; DIHITUNG = a day not closed yet, computed now. */
export type StockSaldo = { tanggal: string; sumber: 'TUTUP_TOKO' | 'DIHITUNG'; rows: StockDailyRow[] };
export const stockSaldo = endpoint<undefined, z.infer<typeof stockSaldoQuery>, undefined, StockSaldo>({
  method: 'GET',
  path: 'stock/saldo',
  query: stockSaldoQuery,
});

export const stockCheckQuery = z.object({ tanggal: isoDate('Tanggal') });
export type StockSelisih = {
  kode_gudang: string;
  kode_baki: string;
  kode_group: string;
  kode_dept: string;
  kolom: string;
  tersimpan: number;
  dihitung: number;
};
export type StockCheck = { tanggal: string; tersimpan: boolean; cocok: boolean; selisih: StockSelisih[] };
export const stockCheck = endpoint<undefined, z.infer<typeof stockCheckQuery>, undefined, StockCheck>({
  method: 'GET',
  path: 'stock/check',
  query: stockCheckQuery,
});

// ---------------------------------------------------------------------------------------------
// Document 2's tray look-ups (section 7, Tray): the trays and a tray's ready goods

/** A tray as the master Baki holds it. */
export type BakiRow = { kode_baki: string; nama_baki: string; kode_gudang: string; berat_baki: number };

/** GET baki/ready: the active trays. */
export const bakiReady = endpoint<undefined, undefined, undefined, BakiRow[]>({
  method: 'GET',
  path: 'baki/ready',
});

const gudangParam = z.object({ code: kode('Kode Gudang', 'Mohon Untuk Pilih Kode Gudang') });
/** GET baki/get/by-kode-gudang/{code}: the active trays of one warehouse. */
export const bakiByGudang = endpoint<undefined, undefined, z.infer<typeof gudangParam>, BakiRow[]>({
  method: 'GET',
  path: 'baki/get/by-kode-gudang/:code',
  params: gudangParam,
});

export const tambahBarangQuery = z.object({
  kode_gudang: kode('Kode Gudang', 'Mohon Untuk Pilih Kode Gudang'),
  /** The tray (the documents name it kode_toko here). */
  kode_toko: kode('Kode Baki', 'Mohon Untuk Pilih Kode Baki'),
});
/** GET tambah-barang?kode_gudang&kode_toko: the ready goods lying in one tray of a warehouse. */
export const tambahBarangBaki = endpoint<
  undefined,
  z.infer<typeof tambahBarangQuery>,
  undefined,
  BarangRow[]
>({
  method: 'GET',
  path: 'tambah-barang',
  query: tambahBarangQuery,
});
