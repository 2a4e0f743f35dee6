import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { type BarangRow, barcode, cetakBarcodeBody } from './barang.ts';

/**
 * Cetak Barcode: the items whose labels are printed (by barcode range or by tray) and the labels
 * themselves as a PDF. Printing a label records it in the barcode print history, as
 * `barang/cetak-barcode-histories` does. Imported as `@emas/contract/api/cetak-barcode`.
 */

export const CETAK_BARCODE_MSG = {
  found: 'Data Tersedia',
  empty: 'Data Tidak Ada',
  pickOne: 'Harap pilih salah satu data ',
  pickWay: 'Isi Rentang Barcode Atau Pilih Baki',
  printFailed: 'Barcode Gagal Dicetak',
} as const;

/** The most labels in one PDF (the same limit as every barcode list). */
export const LABELS_MAX = 2000;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const optional = <T>(inner: z.ZodType<T>) =>
  z.preprocess((v) => (blank(v) ? undefined : v), inner.optional());

/**
 * Either a barcode range (kode_awal and kode_akhir) or a tray (kode_baki); the ready items found,
 * in barcode order.
 */
export const cariBarangCetakQuery = z
  .object({
    kode_awal: optional(barcode('Kode Awal')),
    kode_akhir: optional(barcode('Kode Akhir')),
    kode_baki: optional(
      z
        .string({ error: 'Kode Baki Harus Berupa Teks' })
        .trim()
        .max(30, { error: 'Kode Baki Maksimal 30 Karakter' })
        .regex(/^[A-Za-z0-9_.\- ]+$/, {
          error: 'Kode Baki Hanya Boleh Huruf, Angka, Spasi, Titik, Strip Atau Garis Bawah',
        })
        .transform((v) => v.toUpperCase()),
    ),
  })
  .refine((q) => Boolean(q.kode_baki) || Boolean(q.kode_awal && q.kode_akhir), {
    error: CETAK_BARCODE_MSG.pickWay,
  });
export type CariBarangCetakQuery = z.infer<typeof cariBarangCetakQuery>;

export const cariBarangCetak = endpoint<undefined, CariBarangCetakQuery, undefined, BarangRow[]>({
  method: 'GET',
  path: 'barang/cetak-barcode/barang',
  query: cariBarangCetakQuery,
});

/** Answers application/pdf (not the JSON envelope); an error answers the usual `{ status, message }`. */
export const cetakBarcodePdf = endpoint<z.infer<typeof cetakBarcodeBody>, undefined, undefined, Blob>({
  method: 'POST',
  path: 'barang/cetak-barcode/pdf',
  body: cetakBarcodeBody,
});

/** The PDF's file name. */
export const LABEL_PDF_NAME = 'LABEL BARCODE.pdf';
