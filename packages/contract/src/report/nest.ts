import type { NestedReportRow, ReportNesting, ReportRow, ReportValue } from './types.ts';

const blank = (v: ReportValue | undefined) => v === null || v === undefined || v === '';

type ByLines = Extract<ReportNesting, { by: string }>;
type Indexed = Extract<ReportNesting, { indexed: readonly string[] }>;
type FromColumns = Extract<ReportNesting, { from: unknown }>;

/** The field names of the list's entries (what the document names inside the list). */
export function nestEntryFields(nest: ReportNesting): readonly string[] {
  if ('by' in nest) return nest.fields;
  if ('indexed' in nest) return nest.indexed;
  return [nest.from.name, nest.from.value];
}

/** The hidden key of an indexed list's entry field on its flat line. */
export const indexedKey = (key: string, i: number, field: string) => `${key}.${i}.${field}`;

/**
 * A nesting report's JSON rows (types.ts ReportNesting). By lines: the flat rows follow the engine's
 * convention for a record of several lines: its own fields stand on its first line (so the totals
 * count it once) and its later lines leave `by` blank. Each record becomes one row holding its
 * fields and its lines' `fields` in the list `key`; a line with none of them set adds no entry.
 * Indexed and from columns: each line is one record with its list.
 */
export function nestRows(nest: ReportNesting, rows: readonly ReportRow[]): NestedReportRow[] {
  if ('indexed' in nest) return rows.map((row) => nestIndexed(nest, row));
  if ('from' in nest) return rows.map((row) => nestColumns(nest, row));
  return nestLines(nest, rows);
}

function nestLines(nest: ByLines, rows: readonly ReportRow[]): NestedReportRow[] {
  const out: NestedReportRow[] = [];
  let current: NestedReportRow | undefined;
  for (const row of rows) {
    if (!current || !blank(row[nest.by])) {
      current = {};
      for (const [k, v] of Object.entries(row)) if (!nest.fields.includes(k)) current[k] = v;
      current[nest.key] = [];
      out.push(current);
    }
    if (nest.fields.some((f) => !blank(row[f])))
      (current[nest.key] as ReportRow[]).push(
        Object.fromEntries(nest.fields.map((f) => [f, row[f] ?? null])),
      );
  }
  return out;
}

function nestIndexed(nest: Indexed, row: ReportRow): NestedReportRow {
  const prefix = `${nest.key}.`;
  const record: NestedReportRow = {};
  const entries: ReportRow[] = [];
  for (const [k, v] of Object.entries(row)) {
    if (!k.startsWith(prefix)) {
      record[k] = v;
      continue;
    }
    const [i, field] = [k.slice(prefix.length, k.lastIndexOf('.')), k.slice(k.lastIndexOf('.') + 1)];
    const at = Number(i);
    if (!Number.isInteger(at) || at < 0 || !nest.indexed.includes(field)) {
      record[k] = v;
      continue;
    }
    const entry = entries[at] ?? Object.fromEntries(nest.indexed.map((f) => [f, null]));
    entry[field] = v;
    entries[at] = entry;
  }
  record[nest.key] = entries.filter((e) => e !== undefined);
  return record;
}

function nestColumns(nest: FromColumns, row: ReportRow): NestedReportRow {
  const { columns, name, value } = nest.from;
  const record: NestedReportRow = {};
  for (const [k, v] of Object.entries(row)) if (!(k in columns)) record[k] = v;
  record[nest.key] = Object.entries(columns)
    .filter(([col]) => !blank(row[col]) && Number(row[col]) !== 0)
    .map(([col, label]) => ({ [name]: label, [value]: row[col] ?? null }));
  return record;
}

/** The flat rows again (the screen's table, a head office merge): the record's fields on its first line. */
export function unnestRows(nest: ReportNesting, rows: readonly NestedReportRow[]): ReportRow[] {
  if ('indexed' in nest) return rows.map((record) => unnestIndexed(nest, record));
  if ('from' in nest) return rows.map((record) => unnestColumns(nest, record));
  return unnestLines(nest, rows);
}

const headOf = (record: NestedReportRow) => {
  const head: ReportRow = {};
  for (const [k, v] of Object.entries(record)) if (!Array.isArray(v)) head[k] = v;
  return head;
};
const listOf = (record: NestedReportRow, key: string) =>
  Array.isArray(record[key]) ? (record[key] as ReportRow[]) : [];

function unnestLines(nest: ByLines, rows: readonly NestedReportRow[]): ReportRow[] {
  const out: ReportRow[] = [];
  for (const record of rows) {
    const head = headOf(record);
    const lines = listOf(record, nest.key);
    const empty = Object.fromEntries(Object.keys(head).map((k) => [k, null]));
    if (!lines.length) out.push({ ...head, ...Object.fromEntries(nest.fields.map((f) => [f, null])) });
    lines.forEach((line, i) => {
      out.push({ ...(i === 0 ? head : empty), ...line });
    });
  }
  return out;
}

function unnestIndexed(nest: Indexed, record: NestedReportRow): ReportRow {
  const row = headOf(record);
  listOf(record, nest.key).forEach((entry, i) => {
    for (const f of nest.indexed) row[indexedKey(nest.key, i, f)] = entry[f] ?? null;
  });
  return row;
}

function unnestColumns(nest: FromColumns, record: NestedReportRow): ReportRow {
  const { columns, name, value } = nest.from;
  const row = headOf(record);
  const entries = listOf(record, nest.key);
  for (const [col, label] of Object.entries(columns)) {
    const entry = entries.find((e) => e[name] === label);
    row[col] = entry ? (entry[value] ?? 0) : 0;
  }
  return row;
}
