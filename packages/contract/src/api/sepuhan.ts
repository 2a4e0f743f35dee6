import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { grams, hasAtMost3Decimals, isoDate } from '../validation.ts';
import { barcode, type ItemPlace } from './barang.ts';

/**
 * Refining (sepuhan): sorting bought-back gold out of warehouse BELI (back to sale, washing, re-plating
 * or melting), sending pieces to be washed or re-plated, receiving them back lighter (the wasting), and
 * the manual wash stock. Imported as `@emas/contract/api/sepuhan`.
 */

export const GUDANG_BELI = 'BELI';
export const GUDANG_CUCI = 'CUCI';

/** Where a sorted piece goes. */
export const TUJUAN_SORTIR = ['JUAL', 'CUCI', 'SEPUH', 'HANCUR'] as const;
export type TujuanSortir = (typeof TUJUAN_SORTIR)[number];
/** A wash job is a wash (cuci) or a re-plating (sepuh). */
export const JENIS_CUCI = ['CUCI', 'SEPUH'] as const;
export type JenisCuci = (typeof JENIS_CUCI)[number];
/** The item status while a piece is away being washed or re-plated. */
export const STATUS_DICUCI = 'DICUCI';
/** The condition a received piece gets (it waits in CUCI for its next sort). */
export const kondisiSelesai = (jenis: JenisCuci) => (jenis === 'CUCI' ? 'SUDAH CUCI' : 'SUDAH SEPUH');

export const SEPUHAN_MSG = {
  sorted: 'Sortir Pembelian Berhasil',
  moved: 'Pindah Sortir Berhasil',
  sent: 'Kirim Barang Cuci Berhasil',
  received: 'Terima Barang Cuci Berhasil',
  receivedSepuh: 'Terima Sepuhan Berhasil',
  manualSaved: 'Data Berhasil Disimpan',
  pickTujuan: 'Tujuan Sortir Harus Dipilih',
  pickBaki: 'Baki Tujuan Harus Dipilih',
  pickGudang: 'Gudang Tujuan Harus Dipilih',
  pickBarang: 'Barang Harus Dipilih',
  duplicate: 'Kode Barcode Tidak Boleh Ganda',
  notInBeli: (kode: string) => `Barang ${kode} Tidak Ada Di Gudang BELI`,
  notSorted: (kode: string) => `Barang ${kode} Belum Disortir Atau Tidak Ada Di Gudang CUCI`,
  notToSend: (kode: string) => `Barang ${kode} Tidak Siap Dikirim Cuci`,
  notAway: (kode: string) => `Barang ${kode} Tidak Sedang Dicuci`,
  alreadyReceived: (kode: string) => `Barang ${kode} Sudah Diterima`,
  wrongJenis: (kode: string, jenis: string) => `Barang ${kode} Dikirim Untuk ${jenis}`,
  heavier: (kode: string) => `Berat Terima Barang ${kode} Tidak Boleh Lebih Dari Berat Kirim`,
  beratEmpty: (kode: string) => `Berat Terima Barang ${kode} Harus Lebih Dari 0`,
  notFound: (kode: string) => `Barang ${kode} Tidak Ditemukan`,
  bakiNotInGudang: 'Baki Tujuan Tidak Ada Di Gudang Tujuan',
  // Stock Cuci Manual (document 2, section 5).
  kategoriEmpty: 'Kategori Harus Dipilih',
  jenisEmpty: 'Kode Jenis Harus Dipilih',
  jenisSame: 'Kode Jenis Tidak Boleh Sama',
  dataFound: 'Data Tersedia',
  empty: 'Data Tidak Ada',
  rangeReversed: 'Tanggal Akhir Tidak Boleh Lebih Kecil Dari Tanggal Awal',
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const numberish = (v: unknown) =>
  typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v.trim()) : v;

const barcodes = z
  .array(barcode(), { error: SEPUHAN_MSG.pickBarang })
  .min(1, { error: SEPUHAN_MSG.pickBarang })
  .max(2000, { error: 'Barang Maksimal 2000 Per Proses' })
  .refine((l) => new Set(l).size === l.length, { error: SEPUHAN_MSG.duplicate });

/** A chosen master code: group codes hold spaces ('EMAS MUDA'). */
const pickedCode = (label: string, missing: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: `${label} Harus Berupa Teks` })
      .trim()
      .min(1, { error: missing })
      .max(30, { error: `${label} Maksimal 30 Karakter` })
      .regex(/^[A-Za-z0-9_.\- ]+$/, {
        error: `${label} Hanya Boleh Huruf, Angka, Spasi, Titik, Strip Atau Garis Bawah`,
      })
      .transform((v) => v.toUpperCase()),
  );

const optionalCode = (label: string) =>
  z.preprocess((v) => (blank(v) ? undefined : v), pickedCode(label, `${label} Harus Dipilih`).optional());

const keterangan = z
  .string({ error: 'Keterangan Harus Berupa Teks' })
  .trim()
  .max(200, { error: 'Keterangan Maksimal 200 Karakter' })
  .optional();
const LINE_ERROR = { error: 'Data Barang Harus Berupa Daftar Barang' };

/**
 * Sortir Pembelian / Pindah Sortir: the chosen pieces go to one destination. JUAL needs a warehouse
 * and tray to sell from; CUCI and SEPUH go to warehouse CUCI; HANCUR melts them (warehouse HANCUR).
 */
export const sortirBody = z
  .object({
    tujuan: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.enum(TUJUAN_SORTIR, { error: SEPUHAN_MSG.pickTujuan }),
    ),
    kode_gudang_tujuan: optionalCode('Gudang Tujuan'),
    kode_baki_tujuan: optionalCode('Baki Tujuan'),
    kode_barcodes: barcodes,
    keterangan,
  })
  .superRefine((b, ctx) => {
    if (b.tujuan !== 'JUAL') return;
    if (!b.kode_gudang_tujuan)
      ctx.addIssue({ code: 'custom', path: ['kode_gudang_tujuan'], message: SEPUHAN_MSG.pickGudang });
    else if (!b.kode_baki_tujuan)
      ctx.addIssue({ code: 'custom', path: ['kode_baki_tujuan'], message: SEPUHAN_MSG.pickBaki });
  });
export type SortirBody = z.infer<typeof sortirBody>;

export const kirimCuciBody = z.object({
  kode_barcodes: barcodes,
  keterangan,
});
export type KirimCuciBody = z.infer<typeof kirimCuciBody>;

/** Terima Barang Cuci / Terima Sepuhan: each piece with the weight it came back with. */
export const terimaCuciBody = z.object({
  detail_barang: z
    .array(
      z.object(
        {
          kode_barcode: barcode(),
          berat: z.preprocess(numberish, grams('Berat Terima')),
        },
        LINE_ERROR,
      ),
      { error: SEPUHAN_MSG.pickBarang },
    )
    .min(1, { error: SEPUHAN_MSG.pickBarang })
    .max(2000, { error: 'Barang Maksimal 2000 Per Proses' })
    .refine((l) => new Set(l.map((d) => d.kode_barcode)).size === l.length, {
      error: SEPUHAN_MSG.duplicate,
    }),
});
export type TerimaCuciBody = z.infer<typeof terimaCuciBody>;

/** The pieces a refining screen works on. */
export const refiningStockQuery = z.object({
  posisi: z.enum(['BELI', 'SORTIR', 'KIRIM', 'DICUCI'], { error: 'Posisi Tidak Valid' }),
  jenis: z.enum(JENIS_CUCI, { error: 'Jenis Tidak Valid' }).optional(),
});
export type RefiningStockQuery = z.infer<typeof refiningStockQuery>;

/** Stock Cuci Manual: missing counts and weights become 0 (document 2, section 5). */
const zeroWhenBlank = (v: unknown) => (blank(v) ? 0 : numberish(v));
export const stockSepuhManualBody = z.object({
  detail_barang: z
    .array(
      z.object(
        {
          kode_group: pickedCode('Kategori', SEPUHAN_MSG.kategoriEmpty),
          kode_dept: pickedCode('Kode Jenis', SEPUHAN_MSG.jenisEmpty),
          qty: z.preprocess(
            zeroWhenBlank,
            z
              .number({ error: 'Qty Harus Berupa Angka' })
              .int({ error: 'Qty Harus Bilangan Bulat' })
              .min(0, { error: 'Qty Tidak Boleh Kurang Dari 0' })
              .max(100_000, { error: 'Qty Maksimal 100000' }),
          ),
          berat: z.preprocess(
            zeroWhenBlank,
            z
              .number({ error: 'Berat Harus Berupa Angka' })
              .refine((v) => Number.isFinite(v) && v >= 0, { error: 'Berat Tidak Boleh Kurang Dari 0' })
              .refine((v) => v <= 100_000, { error: 'Berat Maksimal 100000' })
              .refine(hasAtMost3Decimals, { error: 'Berat Maksimal 3 Angka Di Belakang Koma' })
              .transform((v) => Math.round(v * 1000) / 1000),
          ),
        },
        LINE_ERROR,
      ),
      { error: 'Data Barang Tidak Boleh Kosong' },
    )
    .min(1, { error: 'Data Barang Tidak Boleh Kosong' })
    .max(500, { error: 'Data Barang Maksimal 500 Baris' })
    .refine((l) => new Set(l.map((d) => `${d.kode_group}|${d.kode_dept}`)).size === l.length, {
      error: SEPUHAN_MSG.jenisSame,
    }),
});
export type StockSepuhManualBody = z.infer<typeof stockSepuhManualBody>;

export const stockSepuhManualReportQuery = z
  .object({ tgl_from: isoDate('Tanggal Awal'), tgl_to: isoDate('Tanggal Akhir') })
  .refine((q) => q.tgl_from <= q.tgl_to, { error: SEPUHAN_MSG.rangeReversed });
export type StockSepuhManualReportQuery = z.infer<typeof stockSepuhManualReportQuery>;

// ---------------------------------------------------------------------------------------------
// Rows

/** A piece on a refining screen. */
export type RefiningItem = ItemPlace & {
  berat: number;
  kondisi: string | null;
  status: string;
  tgl_input: string;
  /** Away pieces: the wash job's number, kind and date sent. */
  no_kirim?: string;
  jenis?: JenisCuci;
  tgl_kirim?: string;
};

export type SortirResult = { no_sortir: string; tujuan: TujuanSortir; qty: number; berat: number };
export type KirimCuciResult = {
  no_kirim: string;
  /** LOKAL, or PUSAT when refining is centralised (SEPUHAN_PUSAT_MODULE). */
  tujuan: 'LOKAL' | 'PUSAT';
  qty: number;
  berat: number;
  rows: { kode_barcode: string; jenis: JenisCuci; berat: number }[];
};
export type TerimaCuciRow = {
  kode_barcode: string;
  no_kirim: string;
  jenis: JenisCuci;
  berat_kirim: number;
  berat_terima: number;
  susut: number;
  persen: number;
};
export type TerimaCuciResult = { no_terima: string; qty: number; susut: number; rows: TerimaCuciRow[] };

/** A saved line of the manual wash stock (document 2's datasortirbeli). */
/** Document 2's manual washing stock report row: no_tambah_stock, tgl_system, jam, group, type, qty, weight. */
export type StockSepuhManualRow = {
  no_tambah_stock: string;
  tgl_system: string;
  /** HH:mm:ss, Jakarta time. */
  jam: string;
  kode_group: string;
  kode_dept: string;
  qty: number;
  berat: number;
  input_by: string;
};

export const listRefiningStock = endpoint<undefined, RefiningStockQuery, undefined, RefiningItem[]>({
  method: 'GET',
  path: 'sepuhan/barang',
  query: refiningStockQuery,
});
export const sortirPembelian = endpoint<SortirBody, undefined, undefined, SortirResult>({
  method: 'POST',
  path: 'sortir-pembelian',
  body: sortirBody,
});
export const pindahSortir = endpoint<SortirBody, undefined, undefined, SortirResult>({
  method: 'POST',
  path: 'pindah-sortir',
  body: sortirBody,
});
export const kirimBarangCuci = endpoint<KirimCuciBody, undefined, undefined, KirimCuciResult>({
  method: 'POST',
  path: 'kirim-barang-cuci',
  body: kirimCuciBody,
});
export const terimaBarangCuci = endpoint<TerimaCuciBody, undefined, undefined, TerimaCuciResult>({
  method: 'POST',
  path: 'terima-barang-cuci',
  body: terimaCuciBody,
});
export const terimaSepuhan = endpoint<TerimaCuciBody, undefined, undefined, TerimaCuciResult>({
  method: 'POST',
  path: 'terima-sepuhan',
  body: terimaCuciBody,
});
export const createStockSepuhManual = endpoint<
  StockSepuhManualBody,
  undefined,
  undefined,
  { datasortirbeli: StockSepuhManualRow[] }
>({ method: 'POST', path: 'stock-sepuh-manual', body: stockSepuhManualBody });
export const stockSepuhManualReports = endpoint<
  undefined,
  StockSepuhManualReportQuery,
  undefined,
  StockSepuhManualRow[]
>({ method: 'GET', path: 'stock-sepuh-manual/reports', query: stockSepuhManualReportQuery });

/** The text slip printed after Simpan Barang (auto-print). */
export function stockSepuhManualSlip(rows: readonly StockSepuhManualRow[], toko: string): string {
  const line = '-'.repeat(40);
  const first = rows[0];
  const out = [
    'STOCK CUCI MANUAL',
    toko,
    first ? `NO      : ${first.no_tambah_stock}` : '',
    first ? `TANGGAL : ${first.tgl_system.split('-').reverse().join('-')} ${first.jam}` : '',
    line,
    `${'GROUP'.padEnd(10)}${'JENIS'.padEnd(10)}${'QTY'.padStart(8)}${'BERAT'.padStart(12)}`,
    line,
  ];
  let qty = 0;
  let mg = 0;
  for (const r of rows) {
    qty += r.qty;
    mg += Math.round(r.berat * 1000);
    out.push(
      `${r.kode_group.padEnd(10)}${r.kode_dept.padEnd(10)}${String(r.qty).padStart(8)}${r.berat.toFixed(3).padStart(12)}`,
    );
  }
  out.push(line, `${'TOTAL'.padEnd(20)}${String(qty).padStart(8)}${(mg / 1000).toFixed(3).padStart(12)}`);
  if (first) out.push(line, `INPUT BY: ${first.input_by}`);
  return `${out.filter((l) => l !== '').join('\n')}\n`;
}
