import { z } from 'zod';

/**
 * The stones of a diamond item (data_berlian of the bulk-create payload, reports document section 3):
 * each entry is one kind of stone set in the piece, graded with the diamond masters' codes, its
 * weight per stone in carat and how many of them. Codes are upper-cased; the server checks them
 * against the active master rows.
 */

export const BERLIAN_MSG = {
  stonesRequired: 'Data Berlian Tidak Boleh Kosong',
  stonesTooMany: 'Data Berlian Maksimal 100 Batu',
  onlyDiamondGroup: 'Data Berlian Hanya Untuk Group Berlian',
  moduleOff: 'Modul Berlian Tidak Aktif',
  kursRequired: 'Kurs Harus Diisi Untuk Harga USD',
  usdRequired: 'Total USD Harus Diisi Untuk Harga USD',
  hargaRequired: 'Total Harga Harus Diisi Untuk Harga Rupiah',
  unknownCode: (label: string, kode: string) => `${label} ${kode} Tidak Ditemukan`,
  hargaRange: 'Harga Sampai Tidak Boleh Lebih Kecil Dari Harga Dari',
  hargaNumber: (label: string) => `${label} Harus Berupa Angka`,
  found: 'Laporan Penjualan Tersedia',
  empty: 'Laporan Penjualan Tidak Tersedia',
  sendFailed: 'Terjadi Kesalahan Saat Mengririm Data',
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const numberish = (v: unknown) =>
  typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v.trim()) : v;

const code = (label: string) =>
  z
    .string({ error: `${label} Harus Dipilih` })
    .trim()
    .min(1, { error: `${label} Harus Dipilih` })
    .max(30, { error: `${label} Maksimal 30 Karakter` })
    .regex(/^[A-Za-z0-9_.\- ]+$/, { error: `${label} Tidak Valid` })
    .transform((v) => v.toUpperCase());
const optionalCode = (label: string) =>
  z.preprocess((v) => (blank(v) ? undefined : v), code(label).optional());

/** The masters a stone's codes refer to (master key per field). */
export const STONE_REFS = [
  { field: 'kode_batu', master: 'master-batu-berlian', label: 'Batu' },
  { field: 'kode_jenis_batu', master: 'jenis-batu', label: 'Jenis Batu' },
  { field: 'kode_shape', master: 'master-batu-shape', label: 'Shape' },
  { field: 'kode_color', master: 'master-batu-color', label: 'Color' },
  { field: 'kode_clarity', master: 'master-batu-clarity', label: 'Clarity' },
] as const;

export const batuBerlian = z.object({
  /** The stone of master-batu-berlian it was taken from, when known. */
  kode_batu: optionalCode('Batu'),
  kode_jenis_batu: code('Jenis Batu'),
  kode_shape: code('Shape'),
  kode_color: optionalCode('Color'),
  kode_clarity: optionalCode('Clarity'),
  /** Carat of one stone, 3 decimals. */
  berat_carat: z.preprocess(
    numberish,
    z
      .number({ error: 'Berat Carat Harus Berupa Angka' })
      .refine((v) => Number.isFinite(v) && v > 0, { error: 'Berat Carat Harus Lebih Dari 0' })
      .refine((v) => v <= 100, { error: 'Berat Carat Maksimal 100' })
      .transform((v) => Math.round(v * 1000) / 1000)
      // A carat below the last decimal (1e-10) would otherwise be kept as 0.
      .refine((v) => v >= 0.001, { error: 'Berat Carat Harus Lebih Dari 0' }),
  ),
  qty: z.preprocess(
    numberish,
    z
      .number({ error: 'Qty Batu Harus Berupa Angka' })
      .int({ error: 'Qty Batu Harus Bilangan Bulat' })
      .min(1, { error: 'Qty Batu Minimal 1' })
      .max(1000, { error: 'Qty Batu Maksimal 1000' }),
  ),
  keterangan: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z
      .string({ error: 'Keterangan Batu Harus Berupa Teks' })
      .trim()
      .max(100, { error: 'Keterangan Batu Maksimal 100 Karakter' })
      .transform((v) => v.toUpperCase())
      .optional(),
  ),
});
export type BatuBerlian = z.infer<typeof batuBerlian>;

/** data_berlian: one to 100 stones; absent or an empty list means 'not a diamond item'. */
export const dataBerlian = z.preprocess(
  (v) => (blank(v) || (Array.isArray(v) && v.length === 0) ? undefined : v),
  z
    .array(batuBerlian, { error: BERLIAN_MSG.stonesRequired })
    .min(1, { error: BERLIAN_MSG.stonesRequired })
    .max(100, { error: BERLIAN_MSG.stonesTooMany })
    .optional(),
);

/** Stones and total carat of an item: 'qty' pieces, 'carat' the sum of qty x carat. */
export function stoneTotals(stones: readonly BatuBerlian[]): { qty: number; carat: number } {
  let qty = 0;
  let milli = 0;
  for (const s of stones) {
    qty += s.qty;
    milli += s.qty * Math.round(s.berat_carat * 1000);
  }
  return { qty, carat: milli / 1000 };
}

/** The note's 'Keterangan Berlian': '1 BTR 0.300 CT RD F VVS2 + 12 BTR 0.020 CT RD G VS1'. */
export function describeStones(stones: readonly BatuBerlian[]): string {
  return stones
    .map((s) =>
      [`${s.qty} BTR`, `${s.berat_carat.toFixed(3)} CT`, s.kode_shape, s.kode_color, s.kode_clarity]
        .filter(Boolean)
        .join(' '),
    )
    .join(' + ');
}
