/**
 * The sales rows of issue 46: the product's sales per second over HTTP beside its own SQL replayed by
 * pgbench (own-sql.ts), their growth, the server's Node CPU per sale, the bench client's own CPU per
 * sale, and the quotes' and sales' 95th percentiles while 16 cashiers sell.
 */
import type { ReplayRun } from './own-sql.ts';
import { percentile } from './stats.ts';
import { atLeast, atMost, type BenchRow, type Engine, measured, notMeasured } from './table.ts';

const info = { text: '-', ok: () => true };
const cashiers = (c: number) => `${c} cashier${c > 1 ? 's' : ''}`;

/** HTTP vs own SQL at each count (goal >= 0.6), the growth from the first to the last count, CPU beside. */
export function ownSqlRows(
  perSecond: Map<number, number>,
  ownSql: Map<number, ReplayRun>,
  dbCpuPerSale: number | null,
): BenchRow[] {
  const levels = [...perSecond.keys()];
  if (!ownSql.size)
    return [notMeasured('sales/s over HTTP (anchor own SQL by pgbench)', 'PostgreSQL', 'no pgbench')];
  const rows = levels.map((c) =>
    measured({
      measure: `sales/s over HTTP, ${cashiers(c)} (anchor: the sale's own SQL by pgbench, same data)`,
      engine: 'PostgreSQL',
      project: perSecond.get(c) ?? 0,
      anchor: ownSql.get(c)?.tps ?? 0,
      unit: '/s',
      goal: atLeast(0.6),
    }),
  );
  const [first, last] = [levels[0] ?? 1, levels.at(-1) ?? 1];
  const growth = (perSecond.get(last) ?? 0) / (perSecond.get(first) ?? 1);
  const replayGrowth = (ownSql.get(last)?.tps ?? 0) / (ownSql.get(first)?.tps ?? 1);
  rows.push(
    measured({
      measure: `sales/s growth, ${last} vs ${first} cashier (anchor: own SQL's growth)`,
      engine: 'PostgreSQL',
      project: growth,
      anchor: replayGrowth,
      unit: 'x',
      goal: info,
    }),
  );
  const replayCpu = ownSql.get(last)?.cpuMsPerTx ?? null;
  rows.push(
    dbCpuPerSale === null || replayCpu === null
      ? notMeasured(
          'database backends CPU per sale',
          'PostgreSQL',
          'backends not visible (remote PostgreSQL?)',
        )
      : measured({
          measure: `database backends' CPU per sale, ${cashiers(last)} (anchor: own SQL's per transaction)`,
          engine: 'PostgreSQL',
          project: dbCpuPerSale,
          anchor: replayCpu,
          unit: 'ms',
          goal: info,
        }),
  );
  return rows;
}

/**
 * The server process's CPU per sale (PostgreSQL only: on PGlite the database runs in that process),
 * the lean client's, and the 95th percentiles of the quotes and sales while the last count sold.
 */
export function latencyRows(
  engine: Engine,
  c: number,
  run: { saleMs: number[]; quoteMs: number[]; clientCpuMsPerSale: number },
  serverCpuMsPerSale: number | null,
): BenchRow[] {
  const rows: BenchRow[] = [];
  const against = (measure: string, project: number, goal: number, unit: string) =>
    measured({ measure, engine, project, anchor: goal, unit, ratio: project, goal: atMost(goal) });
  if (serverCpuMsPerSale !== null)
    rows.push(
      against(
        `Node CPU per sale, server process, ${cashiers(c)} (anchor: the goal)`,
        serverCpuMsPerSale,
        1.5,
        'ms',
      ),
    );
  rows.push(
    against(
      `bench client CPU per sale (lean client, own process; anchor: its limit)`,
      run.clientCpuMsPerSale,
      0.5,
      'ms',
    ),
    against(
      `quote p95 (GET penjualan/barang, ${run.quoteMs.length} quotes), ${cashiers(c)} selling (anchor: the goal)`,
      percentile(run.quoteMs, 95),
      50,
      'ms',
    ),
    against(`sale p95, ${cashiers(c)} selling (anchor: the goal)`, percentile(run.saleMs, 95), 150, 'ms'),
  );
  return rows;
}
