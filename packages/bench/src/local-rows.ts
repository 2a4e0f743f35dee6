import { loadavg } from 'node:os';

/**
 * One line of the bench table (project beside its anchor in the same run): the shape of perfsale's
 * rows.ts, so the integrator can hand these rows to its printer. `ratio` is project / anchor; a
 * `goal` of g means met when ratio <= g (or >= g for `atLeast` measures, like throughput).
 */
export type BenchRow = {
  measure: string;
  engine: string;
  project: number;
  anchor: number;
  ratio: number;
  goal: string;
  met: boolean;
};

const round = (v: number) => (Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 100) / 100);

/**
 * A row from raw numbers. Times in milliseconds are shown in seconds when the measure says '(s)';
 * `absolute` rows compare the project with a fixed limit (the anchor) rather than a writer.
 */
export function row(
  measure: string,
  engine: string,
  project: number,
  anchor: number,
  goal: number,
  anchorName: string,
  absolute = false,
  atLeast = false,
): BenchRow {
  const secs = measure.endsWith('(s)');
  const p = secs ? project / 1000 : project;
  const a = secs ? anchor / 1000 : anchor;
  const ratio = a > 0 ? p / a : Number.POSITIVE_INFINITY;
  return {
    measure,
    engine,
    project: round(p),
    anchor: round(a),
    ratio: round(ratio),
    goal: `${anchorName}; ${atLeast ? '>=' : '<='} ${absolute ? 'the limit' : `${goal}x`}`,
    met: atLeast ? ratio >= goal : ratio <= goal,
  };
}

/** A plain table of the rows, with the load average it was taken under. */
export function printRows(rows: BenchRow[]): void {
  const [l1, l5, l15] = loadavg().map((v) => v.toFixed(2));
  console.log(`load average ${l1} ${l5} ${l15}`);
  console.log('| measure | engine | project | anchor | ratio | goal | met |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.measure} | ${r.engine} | ${r.project} | ${r.anchor} | ${r.ratio} | ${r.goal} | ${r.met ? 'yes' : 'NO'} |`,
    );
}
