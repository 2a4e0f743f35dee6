import { z } from 'zod';

/**
 * Field builders of the forms and grids that send empty cells (barang, kas, member): an absent, null or
 * blank value counts as not given, and every message names the field in Indonesian.
 */

/** Absent, null or only spaces. */
export const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Absent, null or empty: the given message; otherwise `inner` decides. */
export function required<T>(missing: string, inner: z.ZodType<T>) {
  return z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.custom<unknown>((v) => v !== undefined, { error: missing }).pipe(inner),
  );
}

/** Absent, null or empty: undefined. */
export function optional<T>(inner: z.ZodType<T>) {
  return z.preprocess((v) => (blank(v) ? undefined : v), inner.optional());
}

/** A text of at most `max` characters, trimmed and upper-cased. */
export const upperText = (label: string, max: number) =>
  z
    .string({ error: `${label} Harus Berupa Teks` })
    .trim()
    .max(max, { error: `${label} Maksimal ${max} Karakter` })
    .transform((v) => v.toUpperCase());

/** A code of at most `max` characters: letters, digits, space, dot, dash or underscore; upper-cased. */
export const codeText = (label: string, max: number) =>
  z
    .string({ error: `${label} Harus Berupa Teks` })
    .trim()
    .max(max, { error: `${label} Maksimal ${max} Karakter` })
    .regex(/^[A-Za-z0-9_.\- ]+$/, {
      error: `${label} Hanya Boleh Huruf, Angka, Spasi, Titik, Strip Atau Garis Bawah`,
    })
    .transform((v) => v.toUpperCase());
