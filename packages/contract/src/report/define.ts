import type { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { reportParams, reportQuery } from './filters.ts';
import type { ReportBookData, ReportBookDef, ReportData, ReportDef, ReportQuery } from './types.ts';

export type ReportInput = Omit<
  ReportDef,
  'params' | 'endpoint' | 'orientation' | 'fontSize' | 'formats' | 'weightDecimals'
> &
  Partial<Pick<ReportDef, 'orientation' | 'fontSize' | 'formats' | 'weightDecimals'>>;

/**
 * A report definition with its defaults (the house rules of documents 2 and 3: A4 landscape, 8 pt,
 * weights with 3 decimals; PDF + Excel + CSV), schema and endpoint. A report whose weights have 2
 * decimals shows its gram columns as 'gram2'.
 */
export function defineReport(input: ReportInput): ReportDef {
  const params = reportParams(input.filters);
  const weightDecimals = input.weightDecimals ?? 3;
  const columns =
    weightDecimals === 2
      ? input.columns.map((c) => (c.format === 'gram' ? { ...c, format: 'gram2' as const } : c))
      : input.columns;
  return {
    orientation: 'landscape',
    fontSize: 8,
    formats: ['pdf', 'xlsx', 'csv'],
    ...input,
    weightDecimals,
    columns,
    params,
    endpoint: endpoint<undefined, ReportQuery, undefined, ReportData>({
      method: 'GET',
      path: input.path,
      query: reportQuery(input.filters) as unknown as z.ZodType<ReportQuery>,
    }),
  };
}

export type ReportBookInput = Omit<
  ReportBookDef,
  'params' | 'endpoint' | 'orientation' | 'fontSize' | 'formats' | 'filters'
> &
  Partial<Pick<ReportBookDef, 'orientation' | 'fontSize' | 'formats'>>;

/**
 * A book of reports: its filters are its parts' (they must share them), its orientation and font the
 * book's own (default landscape, 8 pt, PDF and Excel).
 */
export function defineReportBook(input: ReportBookInput): ReportBookDef {
  const first = input.parts[0];
  if (!first) throw new Error(`report book ${input.key} has no parts`);
  const keys = (d: ReportDef) => d.filters.map((f) => `${f.key}:${f.kind}`).join(',');
  for (const p of input.parts)
    if (keys(p) !== keys(first)) throw new Error(`report book ${input.key}: part ${p.key} has other filters`);
  return {
    orientation: 'landscape',
    fontSize: 8,
    formats: ['pdf', 'xlsx'],
    ...input,
    filters: first.filters,
    params: first.params,
    endpoint: endpoint<undefined, ReportQuery, undefined, ReportBookData>({
      method: 'GET',
      path: input.path,
      query: reportQuery(first.filters) as unknown as z.ZodType<ReportQuery>,
    }),
  };
}
