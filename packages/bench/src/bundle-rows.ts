/**
 * Placeholder: the login page first-load JS row of the bench table. Measured by another part of
 * issue 21 (perfexport); until it lands, the table shows the row as not measured.
 */
import { type BenchRow, notMeasured } from './table.ts';

export async function bundleRows(): Promise<BenchRow[]> {
  return ['login page first-load JS'].flatMap((measure) => [notMeasured(measure, '-', 'not measured yet')]);
}
