import { z } from 'zod';
import { addDays } from '../dates.ts';
import { grams, isoDate, rupiah } from '../validation.ts';
import type { ReportFilter, ReportFilterOption, ReportFormat, ReportParams } from './types.ts';

/** The shared filter fields of report forms and their messages (the shared date validator). */
export const REPORT_MSG = {
  tglAwalEmpty: 'Tanggal Awal Tidak Boleh Kosong',
  tglAkhirEmpty: 'Tanggal Akhir Tidak Boleh Kosong',
  filterEmpty: 'Filter Tidak Boleh Kosong',
  sortByEmpty: 'Sort By Tidak Boleh Kosong',
  rangeReversed: 'Tanggal Akhir Tidak Boleh Sebelum Tanggal Awal',
  rangeTooLong: 'Periode Laporan Maksimal 366 Hari',
  formatInvalid: 'Format Harus Salah Satu Dari json, pdf, xlsx, csv',
  pdfTooLarge: 'Data Terlalu Banyak Untuk PDF, Silahkan Export Excel Atau CSV',
  mergeTooLarge: 'Data Terlalu Banyak Untuk Digabung, Silahkan Pilih Satu Toko',
} as const;

/** The 'every value' choice of select and master filters. */
export const REPORT_ALL = 'SEMUA';

/** Longest period a report may cover. */
export const REPORT_MAX_DAYS = 366;

export const FILTER = {
  tglAwal: { key: 'tgl_awal', label: 'Tanggal Awal', kind: 'date' } satisfies ReportFilter,
  tglAkhir: { key: 'tgl_akhir', label: 'Tanggal Akhir', kind: 'date' } satisfies ReportFilter,
  tanggal: { key: 'tanggal', label: 'Tanggal', kind: 'date' } satisfies ReportFilter,
  select: (
    key: string,
    label: string,
    options: readonly ReportFilterOption[],
    initial = options[0]?.value ?? '',
    defaultWhenEmpty?: true,
  ): ReportFilter => ({ key, label, kind: 'select', options, initial, defaultWhenEmpty }),
  sortBy: (options: readonly ReportFilterOption[], initial = options[0]?.value ?? ''): ReportFilter => ({
    key: 'sort_by',
    label: 'Sort By',
    kind: 'select',
    options,
    initial,
    message: REPORT_MSG.sortByEmpty,
  }),
  text: (key: string, label: string, max = 50, module?: string): ReportFilter =>
    module ? { key, label, kind: 'text', max, module } : { key, label, kind: 'text', max },
  /** An optional amount of money (whole Rupiah) to match. */
  rupiah: (key: string, label: string): ReportFilter => ({
    key,
    label,
    kind: 'text',
    max: 20,
    number: 'rupiah',
  }),
  /** An optional weight (grams, 3 decimals) to match. */
  gram: (key: string, label: string): ReportFilter => ({ key, label, kind: 'text', max: 20, number: 'gram' }),
  toko: (key: string, label: string): ReportFilter => ({ key, label, kind: 'toko' }),
  /** Head office's 'Pilih Toko': one shop or SEMUA (all shops merged). */
  shop: { key: 'kode_toko', label: 'Toko', kind: 'shop' } satisfies ReportFilter,
  master: (
    key: string,
    label: string,
    master: string,
    extra?: readonly ReportFilterOption[],
  ): ReportFilter => ({
    key,
    label,
    kind: 'master',
    master,
    extra,
  }),
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The documents' 'every value' (they send ALL); this engine's is SEMUA. Both mean all. */
export const DOC_ALL = 'ALL';
const isAllWord = (v: unknown) =>
  typeof v === 'string' && [REPORT_ALL, DOC_ALL].includes(v.trim().toUpperCase());

/**
 * The one normaliser of 'every value' filters: the documents send ALL and default a missing filter to
 * it, so ALL, SEMUA and nothing all read as the filter's own 'every value' (`allValue`).
 */
export const normaliseAll = (allValue: string) => (v: unknown) => {
  const given = blankToUndefined(v);
  return given === undefined || isAllWord(given) ? allValue : given;
};

/** The 'every value' option of a select filter (SEMUA or ALL), if it has one. */
const allOptionOf = (options: readonly ReportFilterOption[]) =>
  options.find((o) => isAllWord(o.value))?.value;

/** A number as text: digits with an optional sign, decimal point and exponent. */
const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * An optional number filter: its text read as a number and checked by the shared schema (money or
 * weight), kept as text like every parameter.
 */
const numberFilter = (label: string, schema: z.ZodType<number, number>): z.ZodType<string | undefined> =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} Harus Berupa Angka` })
      .trim()
      .refine((v) => NUMBER_TEXT.test(v), { error: `${label} Harus Berupa Angka` })
      .transform(Number)
      .pipe(schema)
      .transform(String)
      .optional(),
  ) as z.ZodType<string | undefined>;

function filterSchema(f: ReportFilter): z.ZodType<string | undefined> {
  switch (f.kind) {
    case 'date': {
      const message = `${f.label} Tidak Boleh Kosong`;
      return z.preprocess(
        blankToUndefined,
        z.custom<string>((v) => v !== undefined, { error: message }).pipe(isoDate(f.label)),
      ) as z.ZodType<string>;
    }
    case 'select': {
      const message = f.message ?? REPORT_MSG.filterEmpty;
      const values = new Set(f.options.map((o) => o.value));
      // A filter with a spec default (defaultWhenEmpty) takes its initial value when not sent.
      const all = allOptionOf(f.options);
      const orDefault = all
        ? normaliseAll(all)
        : (v: unknown) => blankToUndefined(v) ?? (f.defaultWhenEmpty ? f.initial : undefined);
      return z.preprocess(
        orDefault,
        z
          .string({ error: message })
          .trim()
          .refine((v) => values.has(v), { error: `${f.label} Tidak Valid` }),
      ) as z.ZodType<string>;
    }
    case 'master':
    case 'toko':
      return z.preprocess(
        normaliseAll(REPORT_ALL),
        z
          .string({ error: f.message ?? REPORT_MSG.filterEmpty })
          .trim()
          .max(30, { error: `${f.label} Tidak Valid` })
          .regex(/^[A-Za-z0-9_.\- ]+$/, { error: `${f.label} Tidak Valid` })
          .transform((v) => v.toUpperCase()),
      ) as z.ZodType<string>;
    case 'shop':
      return z.preprocess(
        blankToUndefined,
        z
          .string({ error: `${f.label} Tidak Valid` })
          .trim()
          .max(30, { error: `${f.label} Tidak Valid` })
          .regex(/^[A-Za-z0-9_.\- ]+$/, { error: `${f.label} Tidak Valid` })
          .transform((v) => v.toUpperCase())
          .optional(),
      ) as z.ZodType<string | undefined>;
    case 'text':
      if (f.number) return numberFilter(f.label, f.number === 'rupiah' ? rupiah(f.label) : grams(f.label));
      return z.preprocess(
        blankToUndefined,
        z
          .string({ error: `${f.label} Harus Berupa Teks` })
          .trim()
          .max(f.max ?? 50, { error: `${f.label} Maksimal ${f.max ?? 50} Karakter` })
          .transform((v) => v.toUpperCase())
          .optional(),
      ) as z.ZodType<string | undefined>;
  }
}

const isRealDate = (v: string) => {
  try {
    return addDays(v, 0) === v;
  } catch {
    return false;
  }
};

/** The date pairs a period may be named by (the specification uses all three). */
export const PERIOD_KEYS = [
  ['tgl_awal', 'tgl_akhir'],
  ['tgl_from', 'tgl_to'],
  ['start_date', 'end_date'],
] as const;

/** Date ranges: the end not before the start, at most REPORT_MAX_DAYS long. */
function checkRange(v: ReportParams, ctx: z.RefinementCtx): void {
  for (const [a, b] of PERIOD_KEYS) {
    const from = v[a];
    const to = v[b];
    // Only two valid dates are compared (a bad date already has its own message).
    if (!from || !to || !isRealDate(from) || !isRealDate(to)) continue;
    if (to < from) ctx.addIssue({ code: 'custom', message: REPORT_MSG.rangeReversed, path: [b] });
    else if (addDays(from, REPORT_MAX_DAYS - 1) < to)
      ctx.addIssue({ code: 'custom', message: REPORT_MSG.rangeTooLong, path: [b] });
  }
}

const shapeOf = (filters: readonly ReportFilter[]) =>
  Object.fromEntries(filters.map((f) => [f.key, filterSchema(f)])) as Record<string, z.ZodType<string>>;

/** The parameters schema of a report, built from its filter fields. */
export const reportParams = (filters: readonly ReportFilter[]): z.ZodType<ReportParams> =>
  z
    .object(shapeOf(filters), { error: 'Data Tidak Valid' })
    .superRefine(checkRange) as z.ZodType<ReportParams>;

export const REPORT_FORMATS = ['json', 'pdf', 'xlsx', 'csv'] as const satisfies readonly ReportFormat[];

/** The query of the report's GET: its parameters plus `format` (json when absent). */
export const reportQuery = (filters: readonly ReportFilter[]) =>
  z
    .object(
      {
        ...shapeOf(filters),
        format: z.enum(REPORT_FORMATS, { error: REPORT_MSG.formatInvalid }).default('json'),
      },
      { error: 'Data Tidak Valid' },
    )
    .superRefine(checkRange);

/** The form's starting values: dates at the business date, selects at their initial option. */
export function initialFilterValues(filters: readonly ReportFilter[], tglSystem: string): ReportParams {
  const out: ReportParams = {};
  for (const f of filters) {
    if (f.kind === 'date') out[f.key] = tglSystem;
    else if (f.kind === 'select') out[f.key] = f.initial;
    // A master filter without an 'all' choice (extra: []) starts empty: the user must pick one.
    else if (f.kind === 'master' && f.extra && f.extra.length === 0) continue;
    else if (f.kind === 'master' || f.kind === 'toko' || f.kind === 'shop') out[f.key] = REPORT_ALL;
  }
  return out;
}

/** The report's shop filter (head office's 'Pilih Toko'), if it has one. */
export const shopFilterOf = (filters: readonly ReportFilter[]) => filters.find((f) => f.kind === 'shop');
