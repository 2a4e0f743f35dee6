import { z } from 'zod';
import { DATE_RANGE, dateRangeMessage, isRealDate } from '../validation.ts';
import { masterUnknownFields } from './messages.ts';
import type { MasterDef, MasterField } from './types.ts';

const CODE_PATTERN = /^[A-Za-z0-9_.\- ]+$/;

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Indonesian messages for one field's value; `required` gives the specification's own text. */
function fieldSchema(f: MasterField): z.ZodType<unknown> {
  const missing = f.required ?? `${f.label} Tidak Boleh Kosong`;
  const max = f.max;
  let inner: z.ZodType<unknown>;
  switch (f.type) {
    case 'code':
    case 'text':
    case 'ref':
    case 'select': {
      let s = z.string({ error: `${f.label} Harus Berupa Teks` }).trim();
      s = s.max(max ?? (f.type === 'text' ? 150 : 30), {
        error: `${f.label} Maksimal ${max ?? (f.type === 'text' ? 150 : 30)} Karakter`,
      });
      let t: z.ZodType<string> = s;
      if (f.type === 'code')
        t = s.regex(CODE_PATTERN, {
          error: `${f.label} Hanya Boleh Huruf, Angka, Spasi, Titik, Strip Atau Garis Bawah`,
        });
      if (f.type === 'select' && f.options)
        t = s.refine((v) => (f.options as readonly string[]).includes(v.toUpperCase()), {
          error: `${f.label} Harus Salah Satu Dari ${f.options.join(', ')}`,
        });
      inner =
        f.type === 'code' || f.upper || f.type === 'ref' || f.type === 'select'
          ? t.transform((v) => v.toUpperCase())
          : t;
      break;
    }
    case 'integer':
    case 'money': {
      inner = z.coerce
        .number({ error: `${f.label} Harus Berupa Angka` })
        .int({ error: `${f.label} Harus Bilangan Bulat` })
        .min(f.min ?? 0, { error: `${f.label} Minimal ${f.min ?? 0}` })
        .max(f.max ?? Number.MAX_SAFE_INTEGER, {
          error: `${f.label} Maksimal ${f.max ?? Number.MAX_SAFE_INTEGER}`,
        });
      break;
    }
    case 'decimal': {
      const d = f.decimals ?? 3;
      inner = z.coerce
        .number({ error: `${f.label} Harus Berupa Angka` })
        .refine((v) => Number.isFinite(v), { error: `${f.label} Harus Berupa Angka` })
        .refine((v) => v >= (f.min ?? 0), { error: `${f.label} Minimal ${f.min ?? 0}` })
        .refine((v) => f.max === undefined || v <= f.max, {
          error: f.max === 100 ? 'Tidak Boleh Melebihi 100 !' : `${f.label} Maksimal ${f.max}`,
        })
        .transform((v) => Math.round(v * 10 ** d) / 10 ** d);
      break;
    }
    case 'boolean':
      inner = z.boolean({ error: `${f.label} Harus Berupa Ya/Tidak` });
      break;
    case 'date':
      inner = z
        .string({ error: `${f.label} Harus Berupa Tanggal` })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${f.label} Harus Berformat yyyy-MM-dd` })
        .refine(isRealDate, { error: `${f.label} Tidak Valid` })
        .refine((v) => v >= DATE_RANGE.min && v <= DATE_RANGE.max, { error: dateRangeMessage(f.label) });
      break;
  }
  // A required field must not end in an optional schema: zod drops the issues of an absent key then.
  return z.preprocess(
    (v) => (empty(v) ? undefined : v),
    f.required ? z.custom<unknown>((v) => v !== undefined, { error: missing }).pipe(inner) : inner.optional(),
  );
}

/** The add / edit payload of a master, checked field by field with the master's own messages. */
export function masterBodySchema(def: MasterDef) {
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const f of def.fields) shape[f.key] = fieldSchema(f);
  // A field the master does not have (a misspelling) is refused, not dropped and saved as empty.
  const body = z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? masterUnknownFields(issue.keys) : 'Data Tidak Valid',
  });
  const { check } = def;
  if (!check) return body;
  return body.superRefine((values, ctx) => {
    const message = check(values);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

export type MasterValues = Record<string, string | number | boolean | null | undefined>;

/** The row's key: its key fields' values joined, as stored and checked for uniqueness. */
export const masterKeyOf = (def: MasterDef, values: MasterValues): string =>
  def.keyFields.map((k) => String(values[k] ?? '')).join('|');

/** The row's display name in choices: its name field, else its key. */
export const masterNameOf = (def: MasterDef, values: MasterValues): string =>
  String((def.nameField ? values[def.nameField] : undefined) ?? masterKeyOf(def, values));
