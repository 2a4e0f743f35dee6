import { z } from 'zod';
import { MSG } from './messages.ts';

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

/** The largest amount of money any field takes (100 billion Rupiah): beyond it is a typing slip. */
export const MAX_RUPIAH = 100_000_000_000;

/**
 * The shared money schema: whole Rupiah, `min` to MAX_RUPIAH. A fraction is '{label} Harus Bilangan
 * Bulat' (never a value that reaches a bigint column).
 */
export const rupiah = (label: string, min = 0) => integer(label, min, MAX_RUPIAH);

/** A number given as a query-string value. */
export const queryInt = (label: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${label} Harus Berupa Angka` })
    .int({ error: `${label} Harus Bilangan Bulat` })
    .min(min, { error: `${label} Minimal ${min}` })
    .max(max, { error: `${label} Maksimal ${max}` })
    .default(fallback);

/** The business dates the shops work with; anything outside is a typing slip, not a date to store. */
export const DATE_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;
/** Dates of people (a member's birth date) reach further back. */
export const BIRTH_DATE_RANGE = { min: '1900-01-01', max: '2099-12-31' } as const;
export type DateRange = { min: string; max: string };

const ddMMyyyy = (iso: string) => iso.split('-').reverse().join('-');
export const dateRangeMessage = (label: string, range: DateRange = DATE_RANGE) =>
  `${label} Harus Antara ${ddMMyyyy(range.min)} Dan ${ddMMyyyy(range.max)}`;

/** A 'yyyy-MM-dd' text that names a day of the calendar (not 2026-02-31). */
export function isRealDate(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}

export const isoDate = (label: string, range: DateRange = DATE_RANGE) =>
  z
    .string({ error: missingOr(label, 'Harus Berupa Tanggal') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} Harus Berformat yyyy-MM-dd` })
    .refine(isRealDate, { error: `${label} Tidak Valid` })
    .refine((v) => v >= range.min && v <= range.max, { error: dateRangeMessage(label, range) });

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

/** At most 3 decimals, allowing the float noise of sums such as 0.1 + 0.2. */
export const hasAtMost3Decimals = (v: number) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6;

/** A weight as recorded: rounded to 3 decimals (0.001 g). */
const roundGrams = (v: number) => Math.round(v * 1000) / 1000;

/**
 * Grams with at most 3 decimals, above 0 and at most `max`. The value kept is the rounded one and it
 * must still be at least 0.001: a weight below the decimals' float tolerance (0 < v < 0.0000005) would
 * otherwise pass and become 0. `invalid`, when given, replaces the messages of a missing, non-numeric
 * or non-positive weight (a screen with its own text).
 */
export const grams = (label: string, max = 100_000, invalid?: string) => {
  const notPositive = invalid ?? `${label} Harus Lebih Dari 0`;
  return z
    .number({ error: invalid ?? missingOr(label, 'Harus Berupa Angka') })
    .refine((v) => Number.isFinite(v), { error: invalid ?? `${label} Harus Berupa Angka` })
    .refine((v) => v > 0, { error: notPositive })
    .refine((v) => v <= max, { error: `${label} Maksimal ${max}` })
    .refine(hasAtMost3Decimals, { error: `${label} Maksimal 3 Angka Di Belakang Koma` })
    .transform(roundGrams)
    .refine((v) => v >= 0.001, { error: notPositive });
};

/** How deep a payload may nest (the access tree is the deepest legitimate one, a few levels). */
export const MAX_INPUT_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnsafeText = (v: string) => v.includes('\u0000') || LONE_SURROGATE.test(v);

/**
 * The check every request passes before its schema: no text (value or key) holds a NUL byte or a lone
 * surrogate (the database cannot store either), and nothing nests deeper than MAX_INPUT_DEPTH.
 * Walks without recursion, so a hostile depth cannot overflow the stack. Answers the Indonesian message,
 * naming the field, or undefined when the input is safe.
 */
export function unsafeInputMessage(input: unknown, maxDepth = MAX_INPUT_DEPTH): string | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof value === 'string') {
      if (isUnsafeText(value)) return `${path || 'Data'} ${MSG.badCharacter}`;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) return MSG.tooDeep;
    for (const [k, v] of Object.entries(value)) {
      const at = path ? `${path}.${k}` : k;
      if (isUnsafeText(k)) return `${path || 'Data'} ${MSG.badCharacter}`;
      stack.push({ value: v, path: at, depth: depth + 1 });
    }
  }
  return undefined;
}

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
