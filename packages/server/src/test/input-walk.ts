import { z } from 'zod';

/**
 * What the bad-input walk needs to know about a contract schema: a plausible value for every field
 * (so that one field at a time can be spoilt while the rest would pass) and the kind of each field.
 */
export type FieldKind = 'string' | 'date' | 'number' | 'boolean' | 'other';
export type Field = { path: (string | number)[]; kind: FieldKind };

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional/default/pipes/lazy that decides what a field holds. */
export function baseOf(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const d = defOf(s);
    if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(d.type))
      s = d.innerType as z.ZodType;
    else if (d.type === 'pipe') {
      const input = d.in as z.ZodType;
      s = defOf(input).type === 'transform' ? (d.out as z.ZodType) : input;
    } else if (d.type === 'lazy') s = (d.getter as () => z.ZodType)();
    else return s;
  }
  return s;
}

const SAMPLE_DATE = '2026-01-15';

function kindOf(schema: z.ZodType): FieldKind {
  const b = baseOf(schema);
  const t = defOf(b).type;
  if (t === 'string') {
    // A date field takes a real date and refuses text and an impossible date.
    const date =
      schema.safeParse(SAMPLE_DATE).success &&
      !schema.safeParse('A1').success &&
      !schema.safeParse('2026-13-45').success;
    return date ? 'date' : 'string';
  }
  if (t === 'number' || t === 'int' || t === 'bigint') return 'number';
  if (t === 'boolean') return 'boolean';
  if (t === 'enum' || t === 'literal') return 'other';
  if (t === 'union') {
    const options = defOf(b).options as z.ZodType[];
    return options.some((o) => kindOf(o) === 'number') ? 'number' : kindOf(options[0] as z.ZodType);
  }
  return 'other';
}

/** A value the field would probably accept. */
export function sampleOf(schema: z.ZodType, depth = 0): unknown {
  const b = baseOf(schema);
  const d = defOf(b);
  switch (d.type) {
    case 'object': {
      const shape = (b as z.ZodObject).shape as Record<string, z.ZodType>;
      return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, sampleOf(v, depth + 1)]));
    }
    case 'array':
      return depth > 4 ? [] : [sampleOf(d.element as z.ZodType, depth + 1)];
    case 'string':
      return kindOf(schema) === 'date'
        ? SAMPLE_DATE
        : (['A1', '1', 'A', '08123456789'].find((v) => schema.safeParse(v).success) ?? 'A1');
    case 'number':
      return [1, 1000, 0].find((v) => schema.safeParse(v).success) ?? 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(d.entries as Record<string, unknown>)[0];
    case 'literal':
      return (d.values as unknown[])[0];
    case 'union':
      return sampleOf((d.options as z.ZodType[])[0] as z.ZodType, depth + 1);
    case 'record':
      return {};
    default:
      return undefined;
  }
}

/** Every leaf field of an object schema (into nested objects and the first element of arrays). */
export function fieldsOf(schema: z.ZodType, path: (string | number)[] = [], depth = 0): Field[] {
  const b = baseOf(schema);
  const d = defOf(b);
  if (depth > 4) return [];
  if (d.type === 'object') {
    const shape = (b as z.ZodObject).shape as Record<string, z.ZodType>;
    return Object.entries(shape).flatMap(([k, v]) => fieldsOf(v, [...path, k], depth + 1));
  }
  if (d.type === 'array') return fieldsOf(d.element as z.ZodType, [...path, 0], depth + 1);
  return path.length ? [{ path, kind: kindOf(schema) }] : [];
}

/** A copy of `value` with the field at `path` replaced. */
export function withField(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const base = (value && typeof value === 'object' ? value : typeof head === 'number' ? [] : {}) as Record<
    string | number,
    unknown
  >;
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string | number, unknown>;
  copy[head] = withField(base[head], rest, replacement);
  return copy;
}

/** The spoilt values each kind of field must refuse with a 400. */
export const SPOILT: Record<FieldKind, [string, unknown][]> = {
  string: [
    ['NUL byte', 'A\u0000B'],
    ['lone surrogate', 'A\ud800'],
  ],
  date: [
    ['far future date', '9999-12-31'],
    ['year zero', '0000-01-01'],
    ['NUL byte', '2026-01-15\u0000'],
  ],
  number: [
    ['tiny', 0.0004],
    ['negative', -1],
    ['huge', 1e20],
    ['NaN-like string', 'NaN'],
  ],
  boolean: [],
  other: [
    ['NUL byte', 'A\u0000B'],
    ['lone surrogate', '\ud800'],
  ],
};

/** The same for a query or path value, which always travels as text. */
export const SPOILT_TEXT: Record<FieldKind, [string, string][]> = {
  // A lone surrogate cannot travel in a query (%ED%A0%80 stays that text); in a path it is tried apart.
  string: [['NUL byte', 'A%00B']],
  date: [
    ['far future date', '9999-12-31'],
    ['year zero', '0000-01-01'],
  ],
  number: [
    ['tiny', '0.0004'],
    ['negative', '-1'],
    ['huge', '1e20'],
    ['NaN-like', 'NaN'],
  ],
  boolean: [],
  other: [['NUL byte', 'A%00B']],
};

export const isZodObject = (s: unknown): s is z.ZodObject => baseOf(s as z.ZodType) instanceof z.ZodObject;

/**
 * Numbers a free query field may be given (a money or weight filter typed as text): each is a 400
 * with a message or an answer, never a 500 (a fraction once reached a bigint comparison).
 */
export const ODD_NUMBERS_TEXT: [string, string][] = [
  ['fraction', '0.5'],
  ['negative fraction', '-0.5'],
  ['huge', '99999999999999999999'],
  ['exponent', '1e300'],
  ['NUL byte', '1%000'],
];
