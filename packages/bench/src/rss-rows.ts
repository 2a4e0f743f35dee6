/**
 * Placeholder: the demo RSS, 3 shops idle row of the bench table. Measured by another part of
 * issue 21 (perfexport); until it lands, the table shows the row as not measured.
 */
import { type BenchRow, notMeasured } from './table.ts';

export async function rssRows(): Promise<BenchRow[]> {
  return ['demo RSS, 3 shops idle'].flatMap((measure) => [notMeasured(measure, '-', 'not measured yet')]);
}
