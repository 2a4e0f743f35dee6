import { z } from 'zod';
import { isoDate, optionalText, queryInt } from '../validation.ts';

/** The list (lihat) query of a document kind: business days, a state (or ALL), a text, a page. */
export const documentListQuery = <const S extends readonly [string, ...string[]]>(states: S) =>
  z
    .object({
      tgl_awal: isoDate('Tanggal Awal'),
      tgl_akhir: isoDate('Tanggal Akhir'),
      status: z.enum(['ALL', ...states] as ['ALL', ...S]).default('ALL'),
      search: optionalText('Pencarian', 60),
      page: queryInt('Halaman', 1, 1_000_000, 1),
      limit: queryInt('Jumlah Per Halaman', 1, 500, 50),
    })
    .refine((q) => q.tgl_awal <= q.tgl_akhir, {
      error: 'Tanggal Awal Tidak Boleh Melebihi Tanggal Akhir',
    });

/** What the list query carries once parsed (status: 'ALL' or a state of the kind). */
export type DocumentListFilter = {
  tgl_awal: string;
  tgl_akhir: string;
  status: string;
  search?: string;
  page: number;
  limit: number;
};
/** The list query as sent. */
export type DocumentListQuery = {
  tgl_awal: string;
  tgl_akhir: string;
  status?: string;
  search?: string;
  page?: unknown;
  limit?: unknown;
};

/** A validasi screen's list query (document 2): one sales person's documents, or ALL. */
export const validasiSalesQuery = z.object({
  kode_sales: z
    .string()
    .trim()
    .max(30, { error: 'Kode Sales Maksimal 30 Karakter' })
    .optional()
    .transform((v) => (v ? v.toUpperCase() : 'ALL')),
});
