/**
 * The 10,000-row PDF, 100,000-row xlsx and 100,000-row CSV rows of the bench table (exports.ts
 * measures them against raw pdfkit, raw exceljs streaming and a plain scan + CSV writer).
 */
import { benchExports } from './exports.ts';
import { benchDatabaseUrl } from './pg-url.ts';
import type { BenchRow, Engine } from './table.ts';

export async function exportRows(): Promise<BenchRow[]> {
  const measured = await benchExports({ url: await benchDatabaseUrl() });
  return measured.map((r) => ({
    measure: r.measure,
    engine: r.engine as Engine,
    project: String(r.project),
    anchor: String(r.anchor),
    ratio: Number.isFinite(r.ratio) ? r.ratio : null,
    goal: r.goal,
    met: r.met,
  }));
}
