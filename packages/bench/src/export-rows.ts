/**
 * Placeholder: the 10,000-row PDF, 100,000-row xlsx, 100,000-row CSV rows of the bench table. Measured by another part of
 * issue 21 (perfexport); until it lands, the table shows the rows as not measured.
 */
import { type BenchRow, notMeasured } from './table.ts';

export async function exportRows(): Promise<BenchRow[]> {
  return ['10,000-row PDF', '100,000-row xlsx', '100,000-row CSV'].flatMap((measure) =>
    (['PGlite', 'PostgreSQL'] as const).map((engine) => notMeasured(measure, engine, 'not measured yet')),
  );
}
