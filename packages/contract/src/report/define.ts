import type { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { reportParams, reportQuery } from './filters.ts';
import type { ReportData, ReportDef, ReportQuery } from './types.ts';

export type ReportInput = Omit<ReportDef, 'params' | 'endpoint' | 'orientation' | 'fontSize' | 'formats'> &
  Partial<Pick<ReportDef, 'orientation' | 'fontSize' | 'formats'>>;

/** A report definition with its defaults (A4 landscape, 8 pt, PDF + Excel + CSV), schema and endpoint. */
export function defineReport(input: ReportInput): ReportDef {
  const params = reportParams(input.filters);
  return {
    orientation: 'landscape',
    fontSize: 8,
    formats: ['pdf', 'xlsx', 'csv'],
    ...input,
    params,
    endpoint: endpoint<undefined, ReportQuery, undefined, ReportData>({
      method: 'GET',
      path: input.path,
      query: reportQuery(input.filters) as unknown as z.ZodType<ReportQuery>,
    }),
  };
}
