/**
 * Sales committed per second over HTTP with 1, 4 and 16 cashiers selling at once (each its own items,
 * each sale one POST penjualan through the shop's real server), on PGlite and PostgreSQL, beside the
 * engines' own limits measured in the same run: pgbench -N TPS at the same client counts, and raw
 * PGlite running a 20-statement sale-like transaction (sale-anchor.ts). On PostgreSQL also the
 * "own SQL" anchor (own-sql.ts, issue 46): the statements of one of these sales, captured at bench
 * time, replayed by pgbench at the same client counts on the same shop's data; the server's Node CPU
 * per sale, and the quotes' and sales' 95th percentiles while 16 cashiers sell. The cashiers are a
 * lean client in a process of its own (lean-sale-client.mjs), its CPU per sale printed too. Also the
 * statements (round trips) one sale sends. Run alone: `npm run bench -- penjualan`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { todayJakarta } from '@emas/contract';
import { type Database, openDatabase, rowsOf } from '@emas/server/db/database';
import { migrateSchema } from '@emas/server/db/migrate';
import { buildShopServer, type ShopServer } from '@emas/server/main/shop-server';
import { createShopContext, type ShopContext } from '@emas/server/platform/context';
import { DEMO_PARA_SYSTEM, DEMO_PASSWORD } from '@emas/server/seed/demo-data';
import { seedHargaEmas } from '@emas/server/seed/harga-emas-seed';
import { seedMasters } from '@emas/server/seed/master-seed';
import { insertParaSystem, insertUsers } from '@emas/server/seed/seed.queries';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { benchLogin, insertBenchItems } from './bench-shop.ts';
import { inClientProcess } from './client-process.ts';
import { captureStatements, type ReplayRun, replayScript, replayTps } from './own-sql.ts';
import { countBackendCpu } from './pg-cpu.ts';
import { benchDatabaseUrl } from './pg-url.ts';
import { type PgbenchRun, pgbenchTps, rawPgliteTps } from './sale-anchor.ts';
import { latencyRows, ownSqlRows } from './sale-rows.ts';
import { atLeast, atMost, type BenchRow, type Engine, measured, notMeasured } from './table.ts';

const CASHIERS = [1, 4, 16] as const;
const SALES_PER_LEVEL = Number(process.env.BENCH_SALES ?? 300);

export type Shop = {
  context: ShopContext;
  server: ShopServer;
  api: string;
  tokens: string[];
  price: number;
  drop(): Promise<void>;
};

export async function prepare(database: Database, items: number): Promise<Shop> {
  const schema = `bench_jual_${randomBytes(4).toString('hex')}`;
  const shop = createShopContext({ kode_toko: 'BNC', appType: 'TOKO', database, schema });
  await migrateSchema(database.db, schema);
  const tanggal = todayJakarta();
  await shop.db.insert(shop.t.toko).values({ kode_toko: 'BNC', nama_toko: 'BENCH', tgl_system: tanggal });
  await insertParaSystem(shop, DEMO_PARA_SYSTEM);
  await seedMasters(shop, 'admin');
  await seedHargaEmas(shop, tanggal);
  const password_hash = await argon2.hash(DEMO_PASSWORD);
  const users = CASHIERS.at(-1) ?? 1;
  await insertUsers(
    shop,
    Array.from({ length: users }, (_, i) => ({
      user_id: `kasir${i + 1}`,
      user_name: `KASIR ${i + 1}`,
      level: 'KASIR',
      no_hp: '',
      password_hash,
    })),
  );
  await insertBenchItems(shop, items, tanggal);
  const server = await buildShopServer(shop, { logLevel: 'silent' });
  await server.listen(0, '127.0.0.1');
  const api = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/v1`;
  const tokens: string[] = [];
  for (let i = 1; i <= users; i++) tokens.push(await benchLogin(api, `kasir${i}`));
  const quote = await fetch(`${api}/penjualan/barang/00000001`, { headers: { token: tokens[0] as string } });
  const price = ((await quote.json()) as { data: { harga_total: number } }).data.harga_total;
  return {
    context: shop,
    server,
    api,
    tokens,
    price,
    async drop() {
      await server.close();
      if (database.kind === 'postgres') await database.db.execute(sql.raw(`drop schema "${schema}" cascade`));
    },
  };
}

/** What one run of the lean client measured. */
type SalesRun = { perSecond: number; saleMs: number[]; quoteMs: number[]; clientCpuMsPerSale: number };

/**
 * `n` sales by `c` cashiers at once (lean-sale-client.mjs), each selling the next free item; with
 * `quotes`, 4 more counters look those (ready) items' prices up meanwhile, each every 100 ms.
 */
function run(shop: Shop, c: number, firstItem: number, n: number, quotes?: number[]): Promise<SalesRun> {
  const data = {
    api: shop.api,
    tokens: shop.tokens.slice(0, c),
    price: shop.price,
    first: firstItem,
    n,
    c,
    quotes,
  };
  return inClientProcess<SalesRun>('./lean-sale-client.mjs', data);
}

/** One sale of item number `item` from this process, its answer's document numbers. */
async function sellOne(shop: Shop, item: number): Promise<string[]> {
  const res = await fetch(`${shop.api}/penjualan`, {
    method: 'POST',
    headers: { token: shop.tokens[0] as string, 'content-type': 'application/json' },
    body: JSON.stringify({
      kode_sales: 'S01',
      detail_barang: [{ kode_barcode: String(item).padStart(8, '0') }],
      pembayaran: [{ jenis: 'CASH', jumlah: shop.price }],
    }),
  });
  const body = (await res.json()) as {
    message?: string;
    data: { no_faktur_group: string; no_faktur_jual: string[] };
  };
  if (res.status !== 201) throw new Error(`sale ${item}: HTTP ${res.status} ${body.message ?? ''}`);
  return [body.data.no_faktur_group, ...body.data.no_faktur_jual];
}

/** Items 5..10 are never sold (1 warms up, 2..4 are captured sales): the quotes look them up. */
const QUOTED_ITEMS = [5, 6, 7, 8, 9, 10];
/** Transactions of the own-SQL replay per client count (more than the HTTP runs: pgbench is brief). */
const REPLAY_SALES = Number(process.env.BENCH_REPLAY_SALES ?? 1000);

type LevelsResult = {
  perSecond: Map<number, number>;
  statements: number;
  /** At the last (largest) count: the database backends' and the server process's CPU per sale. */
  cpuPerSale: { db: number | null; server: number } | null;
  /** At the last count: each sale's and quote's time, and the client's CPU per sale. */
  last: SalesRun | null;
  /** PostgreSQL only: the sale's own statements replayed by pgbench, by client count. */
  ownSql: Map<number, ReplayRun>;
};

/**
 * Sales per second at each cashier count, the statements of one sale (warm reference cache, captured
 * for the own-SQL replay), and at the last (largest) count the CPU per sale: the shop's database
 * backends' (PostgreSQL: its pool's connections, by application_name) and this process's (the server
 * alone: the cashiers are another process), with a counter quoting meanwhile. Then, on PostgreSQL,
 * the captured sale replayed by pgbench at each count on the same shop.
 */
async function salesOn(
  database: Database,
  levels: readonly number[],
  pg?: { url: string; applicationName: string },
): Promise<LevelsResult> {
  const shop = await prepare(database, SALES_PER_LEVEL * levels.length + 10);
  try {
    await sellOne(shop, 1);
    // A sale's statements twice alike (a timer of the server, its outbox, may send one meanwhile).
    const capture = async (item: number) => ({
      item,
      ...(await captureStatements(() => sellOne(shop, item))),
    });
    const texts = (c: { statements: { text: string }[] }) => c.statements.map((x) => x.text).join('\n');
    let captured = await capture(2);
    for (const item of [3, 4]) {
      const again = await capture(item);
      const alike = texts(again) === texts(captured);
      captured = again;
      if (alike) break;
      if (item === 4) throw new Error("a sale's statements differ from one sale to the next");
    }
    const { statements, answer: numbers } = captured;
    const perSecond = new Map<number, number>();
    let cpuPerSale: LevelsResult['cpuPerSale'] = null;
    let last: SalesRun | null = null;
    for (const [i, c] of levels.entries()) {
      const sampled = i === levels.length - 1;
      const db = sampled && pg ? await countBackendCpu(pg.url, pg.applicationName) : async () => null;
      const server = process.cpuUsage();
      const r = await run(
        shop,
        c,
        11 + i * SALES_PER_LEVEL,
        SALES_PER_LEVEL,
        sampled ? QUOTED_ITEMS : undefined,
      );
      const { user, system } = process.cpuUsage(server);
      const used = await db();
      perSecond.set(c, r.perSecond);
      if (sampled) {
        last = r;
        cpuPerSale = {
          db: used === null ? null : used / SALES_PER_LEVEL,
          server: (user + system) / 1000 / SALES_PER_LEVEL,
        };
      }
    }
    const ownSql = new Map<number, ReplayRun>();
    if (pg) {
      const dir = mkdtempSync(join(tmpdir(), 'bench-own-sql-'));
      try {
        const script = join(dir, 'sale.sql');
        writeFileSync(script, replayScript(statements, String(captured.item).padStart(8, '0'), numbers));
        for (const [i, c] of levels.entries()) {
          const quota = Math.ceil(REPLAY_SALES / c);
          const base = 1_000_000 + i * 100_000;
          await insertBenchItems(shop.context, c * quota, todayJakarta(), base + 1);
          ownSql.set(c, await replayTps(pg.url, script, { c, quota, base }));
          // Each transaction sold its item: a replay that matched no item would cost less than a sale.
          const sold = await shop.context.db.execute(
            sql.raw(`select count(*)::int as n from "${shop.context.schema}".barang
              where kode_barcode between '${String(base + 1).padStart(8, '0')}' and '${String(base + c * quota).padStart(8, '0')}'
              and status = 'SOLD'`),
          );
          const n = rowsOf<{ n: number }>(sold)[0]?.n;
          if (n !== c * quota) throw new Error(`own SQL replay sold ${n} of ${c * quota} items`);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    return { perSecond, statements: statements.length, cpuPerSale, last, ownSql };
  } finally {
    await shop.drop();
  }
}

const statementsRow = (engine: Engine, statements: number) =>
  measured({
    measure: 'statements (round trips) per sale over HTTP (anchor: the goal)',
    engine,
    project: statements,
    anchor: 8,
    unit: '',
    ratio: statements,
    goal: atMost(8),
  });

/**
 * What this machine allows, beside the two sales goals it is measured against. Informational: they
 * say whether a goal is within reach of any server on these cores, not how the project does.
 * - The database's CPU per sale beside its CPU per pgbench -N transaction, and the sales per second
 *   the cores would allow at that cost if the server, its driver and the cashiers cost nothing,
 *   beside the goal (1/3 of pgbench -N TPS at 16 clients).
 * - The growth from 1 to 16 cashiers the cores allow: 16 cashiers sell at most cores / (CPU per sale,
 *   every process), one cashier sells 1 / (time per sale), so the growth is at most cores x time per
 *   sale at 1 / CPU per sale at 16; beside the goal (4x). It reaches 4 only when a lone sale leaves the
 *   cores idle most of its time (pgbench's commits wait on the disk; a sale's time is mostly CPU).
 */
function ceilingRows(
  measuredCpu: { db: number | null; server: number } | null,
  pgbench: PgbenchRun | undefined,
  salesPerSecondAt1: number,
): BenchRow[] {
  const perTx = pgbench?.cpuMsPerTx ?? null;
  const cpu = measuredCpu?.db != null ? { db: measuredCpu.db, server: measuredCpu.server } : null;
  if (!cpu || perTx === null || !pgbench)
    return [notMeasured('CPU per sale', 'PostgreSQL', 'no local PostgreSQL processes or pgbench')];
  const cores = availableParallelism();
  const info = { text: '-', ok: () => true };
  const growth = (cores * (1000 / salesPerSecondAt1)) / (cpu.db + cpu.server);
  return [
    measured({
      measure: 'PostgreSQL CPU per sale, 16 cashiers (anchor: per pgbench -N transaction, 16 clients)',
      engine: 'PostgreSQL',
      project: cpu.db,
      anchor: perTx,
      unit: 'ms',
      goal: info,
    }),
    measured({
      measure: `sales/s ${cores} cores allow at that database CPU, server free (anchor: 1/3 of pgbench -N TPS)`,
      engine: 'PostgreSQL',
      project: (cores * 1000) / cpu.db,
      anchor: pgbench.tps / 3,
      unit: '/s',
      goal: info,
    }),
    measured({
      measure: `sales/s growth ${cores} cores allow: ${cores} x ms per sale at 1 / CPU ms per sale at 16 (anchor: the goal)`,
      engine: 'PostgreSQL',
      project: growth,
      anchor: 4,
      unit: 'x',
      goal: info,
    }),
  ];
}

export async function penjualanRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const url = await benchDatabaseUrl();
  if (url) {
    const applicationName = `bench-shop-${process.pid}`;
    const pg = await openDatabase({ url, applicationName });
    try {
      const { perSecond, statements, cpuPerSale, last, ownSql } = await salesOn(pg, CASHIERS, {
        url,
        applicationName,
      });
      const runs = await pgbenchTps(url, CASHIERS);
      const tps = new Map([...runs].map(([c, r]) => [c, r.tps]));
      for (const c of CASHIERS)
        rows.push(
          measured({
            measure: `sales/s over HTTP, ${c} cashier${c > 1 ? 's' : ''} (anchor pgbench -N TPS)`,
            engine: 'PostgreSQL',
            project: perSecond.get(c) ?? 0,
            anchor: tps.get(c) ?? 0,
            unit: '/s',
            goal: c === 16 ? atLeast(0.333) : { text: '-', ok: () => true },
          }),
        );
      rows.push(
        measured({
          measure: 'sales/s growth, 16 vs 1 cashier (anchor pgbench -N growth)',
          engine: 'PostgreSQL',
          project: (perSecond.get(16) ?? 0) / (perSecond.get(1) ?? 1),
          anchor: (tps.get(16) ?? 0) / (tps.get(1) ?? 1),
          unit: 'x',
          ratio: (perSecond.get(16) ?? 0) / (perSecond.get(1) ?? 1),
          goal: atLeast(4),
        }),
      );
      rows.push(...ownSqlRows(perSecond, ownSql, cpuPerSale?.db ?? null));
      if (last) rows.push(...latencyRows('PostgreSQL', 16, last, cpuPerSale?.server ?? null));
      rows.push(statementsRow('PostgreSQL', statements));
      rows.push(...ceilingRows(cpuPerSale, runs.get(16), perSecond.get(1) ?? 0));
    } finally {
      await pg.close();
    }
  } else rows.push(notMeasured('sales/s over HTTP (pgbench -N)', 'PostgreSQL', 'no PostgreSQL'));
  const lite = await openDatabase({});
  try {
    const { perSecond, statements, last } = await salesOn(lite, [16]);
    const raw = await rawPgliteTps(16, SALES_PER_LEVEL);
    rows.push(
      measured({
        measure: 'sales/s over HTTP, 16 cashiers (anchor raw PGlite, 20-statement sale)',
        engine: 'PGlite',
        project: perSecond.get(16) ?? 0,
        anchor: raw,
        unit: '/s',
        goal: atLeast(0.5),
      }),
    );
    if (last) rows.push(...latencyRows('PGlite', 16, last, null));
    rows.push(statementsRow('PGlite', statements));
  } finally {
    await lite.close();
  }
  return rows;
}
