import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { isoDate } from '../validation.ts';
import { barcode } from './barang.ts';

/**
 * Stock Opname Global: a count of the READY goods of one warehouse (optionally one tray) on the
 * business date. Starting lists the items expected there; each scan answers FOUND, NOT_EXPECTED (the
 * item lies elsewhere or is not READY) or ALREADY; finishing closes the count. Imported as
 * `@emas/contract/api/stock-opname`.
 */

export const STOCK_OPNAME_MSG = {
  started: 'Stock Opname Dimulai',
  finished: 'Stock Opname Selesai',
  found: 'Barang Ditemukan',
  notExpected: (kode: string) => `Barang ${kode} Tidak Seharusnya Berada Di Lokasi Ini`,
  already: (kode: string) => `Barang ${kode} Sudah Discan`,
  alreadyOpen: (lokasi: string) => `Stock Opname ${lokasi} Masih Berjalan, Selesaikan Terlebih Dahulu`,
  notFound: 'Stock Opname Tidak Ditemukan',
  closed: 'Stock Opname Sudah Selesai',
  pickGudang: 'Mohon Untuk Pilih Kode Gudang',
  rangeReversed: 'Tanggal Akhir Tidak Boleh Lebih Kecil Dari Tanggal Awal',
  rangeTooWide: 'Rentang Tanggal Maksimal 366 Hari',
  dataFound: 'Data Tersedia',
  empty: 'Data Tidak Ada',
} as const;

export const SCAN_RESULT = ['FOUND', 'NOT_EXPECTED', 'ALREADY'] as const;
export type ScanResult = (typeof SCAN_RESULT)[number];
export type OpnameStatus = 'OPEN' | 'DONE';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const codeText = (label: string) =>
  z
    .string({ error: `${label} Harus Berupa Teks` })
    .trim()
    .max(30, { error: `${label} Maksimal 30 Karakter` })
    .regex(/^[A-Za-z0-9_.\- ]+$/, {
      error: `${label} Hanya Boleh Huruf, Angka, Spasi, Titik, Strip Atau Garis Bawah`,
    })
    .transform((v) => v.toUpperCase());

export const startOpnameBody = z.object({
  kode_gudang: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z
      .custom<unknown>((v) => v !== undefined, { error: STOCK_OPNAME_MSG.pickGudang })
      .pipe(codeText('Kode Gudang')),
  ),
  kode_baki: z.preprocess((v) => (blank(v) ? undefined : v), codeText('Kode Baki').optional()),
});
export type StartOpnameBody = z.infer<typeof startOpnameBody>;

export const opnameParams = z.object({
  id: z.coerce
    .number({ error: 'ID Stock Opname Harus Berupa Angka' })
    .int({ error: 'ID Stock Opname Harus Berupa Angka' })
    .positive({ error: 'ID Stock Opname Harus Berupa Angka' }),
});
export type OpnameParams = z.infer<typeof opnameParams>;

export const scanOpnameBody = z.object({
  kode_barcode: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blank(v) ? undefined : v),
    z.custom<unknown>((v) => v !== undefined, { error: 'Kode Barcode Harus Diisi' }).pipe(barcode()),
  ),
});

export const opnameReportQuery = z
  .object({ tgl_awal: isoDate('Tanggal Awal'), tgl_akhir: isoDate('Tanggal Akhir') })
  .refine((q) => q.tgl_awal <= q.tgl_akhir, { error: STOCK_OPNAME_MSG.rangeReversed })
  .refine((q) => Date.parse(q.tgl_akhir) - Date.parse(q.tgl_awal) <= 366 * 86_400_000, {
    error: STOCK_OPNAME_MSG.rangeTooWide,
  });
export type OpnameReportQuery = z.infer<typeof opnameReportQuery>;

/** A quantity and its weight in grams. */
export type QtyBerat = { qty: number; berat: number };

export type OpnameSession = {
  id: number;
  tanggal: string;
  kode_gudang: string;
  /** '' = the whole warehouse. */
  kode_baki: string;
  status: OpnameStatus;
  created_by: string;
  created_at: string;
  finished_by: string | null;
  finished_at: string | null;
};

/** expected = READY there at start; scanned = every scan; found = expected and scanned. */
export type OpnameCounts = {
  expected: QtyBerat;
  scanned: QtyBerat;
  found: QtyBerat;
  missing: QtyBerat;
  extra: QtyBerat;
};

export type OpnameItem = {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_gudang: string;
  kode_baki: string;
  status: string;
  berat: number;
};

export type OpnameDetail = OpnameSession &
  OpnameCounts & { missing_items: OpnameItem[]; extra_items: OpnameItem[] };
export type OpnameScan = { hasil: ScanResult; barang: OpnameItem; counts: OpnameCounts };
export type OpnameReportRow = OpnameSession & OpnameCounts;

export const startOpname = endpoint<StartOpnameBody, undefined, undefined, OpnameDetail>({
  method: 'POST',
  path: 'stock-opname/start',
  body: startOpnameBody,
});

export const scanOpname = endpoint<z.infer<typeof scanOpnameBody>, undefined, OpnameParams, OpnameScan>({
  method: 'POST',
  path: 'stock-opname/:id/scan',
  body: scanOpnameBody,
  params: opnameParams,
});

export const finishOpname = endpoint<undefined, undefined, OpnameParams, OpnameDetail>({
  method: 'POST',
  path: 'stock-opname/:id/finish',
  params: opnameParams,
});

export const opnameReport = endpoint<undefined, OpnameReportQuery, undefined, OpnameReportRow[]>({
  method: 'GET',
  path: 'stock-opname/report',
  query: opnameReportQuery,
});

export const getOpname = endpoint<undefined, undefined, OpnameParams, OpnameDetail>({
  method: 'GET',
  path: 'stock-opname/:id',
  params: opnameParams,
});
