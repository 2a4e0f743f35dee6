/**
 * The bench's one table (issue 21): every measure as project / anchor / ratio / goal / met, the
 * project's number beside its anchor taken in the same run on the same machine.
 */
import { loadavg } from 'node:os';

export type Engine = 'PGlite' | 'PostgreSQL' | '-';

export type BenchRow = {
  measure: string;
  engine: Engine;
  /** The project's number, with its unit. */
  project: string;
  /** The anchor it is compared with, measured in the same run. */
  anchor: string;
  /** project / anchor (or as the goal defines it); null when not measured. */
  ratio: number | null;
  /** The goal on the ratio, in words (">= 0.33", "<= 2"). */
  goal: string;
  /** Whether the ratio meets the goal; null when not measured. */
  met: boolean | null;
};

/** A goal on a ratio: its words and its test. */
export type Goal = { text: string; ok: (ratio: number) => boolean };
export const atLeast = (min: number): Goal => ({ text: `>= ${min}`, ok: (r) => r >= min });
export const atMost = (max: number): Goal => ({ text: `<= ${max}`, ok: (r) => r <= max });

const round = (v: number) => (Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 1000) / 1000);

/** A measured row: the ratio is project / anchor unless given. */
export function measured(r: {
  measure: string;
  engine: Engine;
  project: number;
  anchor: number;
  unit: string;
  anchorText?: string;
  ratio?: number;
  goal: Goal;
}): BenchRow {
  const ratio = round(r.ratio ?? (r.anchor ? r.project / r.anchor : Number.NaN));
  return {
    measure: r.measure,
    engine: r.engine,
    project: `${round(r.project)} ${r.unit}`,
    anchor: r.anchorText ?? `${round(r.anchor)} ${r.unit}`,
    ratio: Number.isFinite(ratio) ? ratio : null,
    goal: r.goal.text,
    met: Number.isFinite(ratio) ? r.goal.ok(ratio) : null,
  };
}

/** A row that could not be measured in this run (no PostgreSQL, not built yet...). */
export const notMeasured = (measure: string, engine: Engine, why: string, goal = ''): BenchRow => ({
  measure,
  engine,
  project: why,
  anchor: '-',
  ratio: null,
  goal,
  met: null,
});

export const loadAverage = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');

/** The table as text, with the load average before and after the run. */
export function formatTable(rows: readonly BenchRow[], load: { before: string; after: string }): string {
  const head = ['measure', 'engine', 'project', 'anchor', 'ratio', 'goal', 'met'];
  const cells = rows.map((r) => [
    r.measure,
    r.engine,
    r.project,
    r.anchor,
    r.ratio === null ? '-' : String(r.ratio),
    r.goal,
    r.met === null ? '-' : r.met ? 'yes' : 'NO',
  ]);
  const width = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(width[i] ?? 0)).join(' | ')} |`;
  return [
    `load average (1 / 5 / 15 min): before ${load.before}, after ${load.after}`,
    line(head),
    line(width.map((w) => '-'.repeat(w))),
    ...cells.map(line),
  ].join('\n');
}
