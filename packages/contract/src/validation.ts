import { z } from 'zod';

/**
 * Field builders whose errors are Indonesian and name the field, so that a 400 always tells the
 * user what is wrong (DESIGN.md section 4). Every payload schema is built from these.
 */
const missingOr = (label: string, wrong: string) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? `${label} Tidak Boleh Kosong` : `${label} ${wrong}`;

export const text = (label: string, max = 100) =>
  z
    .string({ error: missingOr(label, 'Harus Berupa Teks') })
    .trim()
    .min(1, { error: `${label} Tidak Boleh Kosong` })
    .max(max, { error: `${label} Maksimal ${max} Karakter` });

export const optionalText = (label: string, max = 255) =>
  z
    .string({ error: `${label} Harus Berupa Teks` })
    .trim()
    .max(max, { error: `${label} Maksimal ${max} Karakter` })
    .optional();

/** Codes (kode_*) are upper-cased and trimmed, as the shops type them. */
export const code = (label: string, max = 30) =>
  text(label, max)
    .regex(/^[A-Za-z0-9_.-]+$/, { error: `${label} Hanya Boleh Huruf, Angka, Titik, Strip Atau Garis Bawah` })
    .transform((v) => v.toUpperCase());

/** User ids keep the case they were given ('kasir1', 'PUSAT'); letters, digits, dot, dash, underscore. */
export const userId = (label = 'User ID', max = 50) =>
  text(label, max).regex(/^[A-Za-z0-9_.-]+$/, {
    error: `${label} Hanya Boleh Huruf, Angka, Titik, Strip Atau Garis Bawah`,
  });

export const bool = (label: string) => z.boolean({ error: missingOr(label, 'Harus Berupa Ya/Tidak') });

export const integer = (label: string, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .number({ error: missingOr(label, 'Harus Berupa Angka') })
    .int({ error: `${label} Harus Bilangan Bulat` })
    .min(min, { error: `${label} Minimal ${min}` })
    .max(max, { error: `${label} Maksimal ${max}` });

/** A number given as a query-string value. */
export const queryInt = (label: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${label} Harus Berupa Angka` })
    .int({ error: `${label} Harus Bilangan Bulat` })
    .min(min, { error: `${label} Minimal ${min}` })
    .max(max, { error: `${label} Maksimal ${max}` })
    .default(fallback);

export const isoDate = (label: string) =>
  z
    .string({ error: missingOr(label, 'Harus Berupa Tanggal') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} Harus Berformat yyyy-MM-dd` })
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        error: `${label} Tidak Valid`,
      },
    );

export const oneOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: missingOr(label, `Harus Salah Satu Dari ${values.join(', ')}`) });

/** zod's own English defaults: only shapes we did not describe produce them. */
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required|Input not instance)/;

/** The message of the first problem, for the `{ status: 'error', message }` answer. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Data Tidak Valid';
  // Our builders always give Indonesian text (the specification's, whatever its capitals).
  if (issue.message && !ZOD_DEFAULT.test(issue.message)) return issue.message;
  const field = issue.path.length ? issue.path.join('.') : 'Data';
  return `${field} Tidak Valid`;
}

export const paging = z.object({
  page: queryInt('Halaman', 1, 1_000_000, 1),
  limit: queryInt('Jumlah Per Halaman', 1, 500, 10),
  search: z.string().trim().max(100, { error: 'Pencarian Maksimal 100 Karakter' }).optional(),
});
export type Paging = z.infer<typeof paging>;

/** Grams with 3 decimals (rounded half up), above 0 and at most `max`. */
export const grams = (label: string, max = 100_000) =>
  z
    .number({ error: missingOr(label, 'Harus Berupa Angka') })
    .refine((v) => Number.isFinite(v), { error: `${label} Harus Berupa Angka` })
    .refine((v) => v > 0, { error: `${label} Harus Lebih Dari 0` })
    .refine((v) => v <= max, { error: `${label} Maksimal ${max}` })
    .transform((v) => Math.round(v * 1000) / 1000)
    // A tiny weight (0.0004) rounds to 0 grams: still not above 0.
    .refine((v) => v > 0, { error: `${label} Harus Lebih Dari 0` });

/** A code that must be chosen, with the screen's own message when it is absent or empty. */
export const chosenCode = (label: string, missing: string, max = 30) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: `${label} Harus Berupa Teks` })
      .trim()
      .min(1, { error: missing })
      .max(max, { error: `${label} Maksimal ${max} Karakter` })
      .regex(/^[A-Za-z0-9_.-]+$/, {
        error: `${label} Hanya Boleh Huruf, Angka, Titik, Strip Atau Garis Bawah`,
      })
      .transform((v) => v.toUpperCase()),
  );
