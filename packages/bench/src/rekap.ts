/**
 * The year-long sales recap (Laporan Rekap Sales over a shop-year of 1,000,000 sale lines, laporan.ts's
 * generated year) and the end-of-day recap of one day, through the report service, on PostgreSQL and
 * PGlite. Anchor: the engine's plain grouped scan of the same lines (the least the recap can cost).
 * Run alone: `npm run bench -- rekap` (BENCH_SALE_LINES for fewer lines).
 */
import { addDays, LAPORAN_REKAP_SALES } from '@emas/contract';
import { type Database, openDatabase } from '@emas/server/db/database';
import '@emas/server/domains/laporan/transaksi-report.sources';
import { reportJson } from '@emas/server/domains/laporan/laporan.service';
import { sql } from 'drizzle-orm';
import { shopYear, USER } from './laporan.ts';
import { benchDatabaseUrl } from './pg-url.ts';
import { summarise } from './stats.ts';
import { atMost, type BenchRow, type Engine, measured } from './table.ts';

const YEAR_GOAL_MS = 2_000;
const DAY_P95_GOAL_MS = 50;

const timed = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

async function rekapOn(database: Database, engine: Engine, lines: number): Promise<BenchRow[]> {
  const { schema, shop, first, last } = await shopYear(database, 'bench_rekap', lines, 1_000);
  try {
    const recap = (from: string, to: string) =>
      reportJson({
        def: LAPORAN_REKAP_SALES,
        shop,
        user: USER,
        params: { tgl_from: from, tgl_to: to, kode_sales: 'SEMUA', kode_jenis: 'SEMUA' },
      });
    const plain = () =>
      database.db.execute(
        sql.raw(`select kode_sales, kode_group, count(*), sum(berat), sum(ongkos), sum(harga_total)
          from "${schema}".penjualan where tanggal between '${first}' and '${last}' and status = 'OPEN' group by 1, 2`),
      );
    await recap(first, last);
    await plain();
    const yearMs = Math.min(await timed(() => recap(first, last)), await timed(() => recap(first, last)));
    const plainMs = Math.min(await timed(plain), await timed(plain));
    const day = addDays(first, 180);
    await recap(day, day);
    const daySamples: number[] = [];
    for (let i = 0; i < 40; i++) daySamples.push(await timed(() => recap(day, day)));
    const dayP95 = summarise(daySamples).p95;
    return [
      measured({
        measure: `year-long sales recap, ${lines.toLocaleString('en-US')} lines (anchor: plain grouped scan)`,
        engine,
        project: yearMs,
        anchor: plainMs,
        unit: 'ms',
        ratio: engine === 'PostgreSQL' ? yearMs / YEAR_GOAL_MS : undefined,
        goal:
          engine === 'PostgreSQL'
            ? { text: `project <= ${YEAR_GOAL_MS} ms (ratio to it <= 1)`, ok: (r) => r <= 1 }
            : { text: '-', ok: () => true },
      }),
      measured({
        measure: 'end-of-day sales recap p95 (anchor: the 50 ms goal)',
        engine,
        project: dayP95,
        anchor: DAY_P95_GOAL_MS,
        unit: 'ms',
        goal: atMost(1),
      }),
    ];
  } finally {
    if (database.kind === 'postgres')
      await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
  }
}

export async function rekapRows(): Promise<BenchRow[]> {
  const lines = Number(process.env.BENCH_SALE_LINES ?? 1_000_000);
  const rows: BenchRow[] = [];
  const url = await benchDatabaseUrl();
  if (url) {
    const pg = await openDatabase({ url });
    try {
      rows.push(...(await rekapOn(pg, 'PostgreSQL', lines)));
    } finally {
      await pg.close();
    }
  }
  const lite = await openDatabase({});
  try {
    rows.push(...(await rekapOn(lite, 'PGlite', lines)));
  } finally {
    await lite.close();
  }
  return rows;
}
