import type { NestedReportRow, ReportNesting, ReportRow, ReportValue } from './types.ts';

const blank = (v: ReportValue | undefined) => v === null || v === undefined || v === '';

/**
 * A nesting report's JSON rows (types.ts ReportNesting). The flat rows follow the engine's
 * convention for a record of several lines: its own fields stand on its first line (so the totals
 * count it once) and its later lines leave `by` blank. Each record becomes one row holding its
 * fields and its lines' `fields` in the list `key`; a line with none of them set adds no entry.
 */
export function nestRows(nest: ReportNesting, rows: readonly ReportRow[]): NestedReportRow[] {
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

/** The flat rows again (the screen's table, a head office merge): the record's fields on its first line. */
export function unnestRows(nest: ReportNesting, rows: readonly NestedReportRow[]): ReportRow[] {
  const out: ReportRow[] = [];
  for (const record of rows) {
    const head: ReportRow = {};
    for (const [k, v] of Object.entries(record)) if (!Array.isArray(v)) head[k] = v;
    const lines = Array.isArray(record[nest.key]) ? (record[nest.key] as ReportRow[]) : [];
    const empty = Object.fromEntries(Object.keys(head).map((k) => [k, null]));
    if (!lines.length) out.push({ ...head, ...Object.fromEntries(nest.fields.map((f) => [f, null])) });
    lines.forEach((line, i) => {
      out.push({ ...(i === 0 ? head : empty), ...line });
    });
  }
  return out;
}
