/**
 * Sales committed per second over HTTP with 1, 4 and 16 cashiers selling at once (each its own items,
 * each sale one POST penjualan through the shop's real server), on PGlite and PostgreSQL, beside the
 * engines' own limits measured in the same run: pgbench -N TPS at the same client counts, and raw
 * PGlite running a 20-statement sale-like transaction (sale-anchor.ts). Also the statements (round
 * trips) one sale sends. Run alone: `npm run bench -- penjualan`.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { todayJakarta } from '@emas/contract';
import { type Database, openDatabase, statementProbe } from '@emas/server/db/database';
import { migrateSchema } from '@emas/server/db/migrate';
import { buildShopServer, type ShopServer } from '@emas/server/main/shop-server';
import { createShopContext } from '@emas/server/platform/context';
import { DEMO_PARA_SYSTEM, DEMO_PASSWORD } from '@emas/server/seed/demo-data';
import { seedHargaEmas } from '@emas/server/seed/harga-emas-seed';
import { seedMasters } from '@emas/server/seed/master-seed';
import { insertParaSystem, insertUsers } from '@emas/server/seed/seed.queries';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { benchLogin, insertBenchItems } from './bench-shop.ts';
import { inClientThread } from './client-thread.ts';
import { countPostgresCpu } from './pg-cpu.ts';
import { benchDatabaseUrl } from './pg-url.ts';
import { type PgbenchRun, pgbenchTps, rawPgliteTps } from './sale-anchor.ts';
import { atLeast, atMost, type BenchRow, type Engine, measured, notMeasured } from './table.ts';

const CASHIERS = [1, 4, 16] as const;
const SALES_PER_LEVEL = Number(process.env.BENCH_SALES ?? 300);

type Shop = { server: ShopServer; api: string; tokens: string[]; price: number; drop(): Promise<void> };

async function prepare(database: Database, items: number): Promise<Shop> {
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

/** `n` sales by `c` cashiers at once (sale-client.mjs), each selling the next free item; answers sales per second. */
async function run(shop: Shop, c: number, firstItem: number, n: number): Promise<number> {
  const data = { api: shop.api, tokens: shop.tokens.slice(0, c), price: shop.price, first: firstItem, n, c };
  return (await inClientThread<{ perSecond: number }>('./sale-client.mjs', data)).perSecond;
}

/**
 * Sales per second at each cashier count, the statements of one sale (warm reference cache), and on
 * PostgreSQL the CPU per sale at the last (largest) count: the database's (its processes' CPU time
 * over the run) and this process's (the server and the cashiers' thread). Only that run is sampled:
 * the sampler reads /proc on the server's thread, and the other runs' figures are not used.
 */
async function salesOn(database: Database, levels: readonly number[]) {
  const shop = await prepare(database, SALES_PER_LEVEL * levels.length + 10);
  try {
    await run(shop, 1, 1, 1);
    const before = statementProbe.count;
    await run(shop, 1, 2, 1);
    const statements = statementProbe.count - before;
    const perSecond = new Map<number, number>();
    let cpuPerSale: { db: number; server: number } | null = null;
    for (const [i, c] of levels.entries()) {
      const sampled = database.kind === 'postgres' && i === levels.length - 1;
      const db = sampled ? countPostgresCpu() : () => null;
      const server = process.cpuUsage();
      perSecond.set(c, await run(shop, c, 11 + i * SALES_PER_LEVEL, SALES_PER_LEVEL));
      const used = db();
      const { user, system } = process.cpuUsage(server);
      if (used !== null)
        cpuPerSale = { db: used / SALES_PER_LEVEL, server: (user + system) / 1000 / SALES_PER_LEVEL };
    }
    return { perSecond, statements, cpuPerSale };
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
  cpu: { db: number; server: number } | null,
  pgbench: PgbenchRun | undefined,
  salesPerSecondAt1: number,
): BenchRow[] {
  const perTx = pgbench?.cpuMsPerTx ?? null;
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
    const pg = await openDatabase({ url });
    try {
      const { perSecond, statements, cpuPerSale } = await salesOn(pg, CASHIERS);
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
      rows.push(statementsRow('PostgreSQL', statements));
      rows.push(...ceilingRows(cpuPerSale, runs.get(16), perSecond.get(1) ?? 0));
    } finally {
      await pg.close();
    }
  } else rows.push(notMeasured('sales/s over HTTP (pgbench -N)', 'PostgreSQL', 'no PostgreSQL'));
  const lite = await openDatabase({});
  try {
    const { perSecond, statements } = await salesOn(lite, [16]);
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
    rows.push(statementsRow('PGlite', statements));
  } finally {
    await lite.close();
  }
  return rows;
}
