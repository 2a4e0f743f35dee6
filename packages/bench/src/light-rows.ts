/**
 * Placeholder: the users/me p99 while a year recap runs, users/me at 16 connections rows of the bench table. Measured by another part of
 * issue 21 (perfexport); until it lands, the table shows the rows as not measured.
 */
import { type BenchRow, notMeasured } from './table.ts';

export async function lightRows(): Promise<BenchRow[]> {
  return ['users/me p99 while a year recap runs', 'users/me at 16 connections'].flatMap((measure) =>
    (['PGlite', 'PostgreSQL'] as const).map((engine) => notMeasured(measure, engine, 'not measured yet')),
  );
}
