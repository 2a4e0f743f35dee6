/**
 * Sales committed per second over HTTP with 1, 4 and 16 cashiers selling at once (each its own items,
 * each sale one POST penjualan through the shop's real server), on PGlite and PostgreSQL, beside the
 * engines' own limits measured in the same run: pgbench -N TPS at the same client counts, and raw
 * PGlite running a 20-statement sale-like transaction (sale-anchor.ts). Also the statements (round
 * trips) one sale sends. Run alone: `npm run bench -- penjualan`.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { todayJakarta } from '@emas/contract';
import { type Database, openDatabase, statementProbe } from '@emas/server/db/database';
import { migrateSchema } from '@emas/server/db/migrate';
import { buildShopServer, type ShopServer } from '@emas/server/platform/app';
import { createShopContext } from '@emas/server/platform/context';
import { DEMO_PARA_SYSTEM, DEMO_PASSWORD } from '@emas/server/seed/demo-data';
import { seedHargaEmas } from '@emas/server/seed/harga-emas-seed';
import { seedMasters } from '@emas/server/seed/master-seed';
import { insertParaSystem, insertUsers } from '@emas/server/seed/seed.queries';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { inClientThread } from './client-thread.ts';
import { benchDatabaseUrl } from './pg-url.ts';
import { pgbenchTps, rawPgliteTps } from './sale-anchor.ts';
import { atLeast, atMost, type BenchRow, type Engine, measured, notMeasured } from './table.ts';

const CASHIERS = [1, 4, 16] as const;
const SALES_PER_LEVEL = Number(process.env.BENCH_SALES ?? 300);
/** Every bench item weighs 2.5 g with 50,000 ongkos: one price for all. */
const ITEM = { berat: 2.5, ongkos: 50_000 };

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
  await database.db.execute(
    sql.raw(`insert into "${schema}".barang (kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki,
      kadar, kadar_cetak, kadar_modal, berat, berat_asli, ongkos, status, tgl_input, no_tambah, created_by)
      select lpad(g::text, 8, '0'), 'CINCIN BENCH ' || g, 'EMAS MUDA', 'CC', 'TOKO', 'A01', 70, '70%', 70,
        ${ITEM.berat}, ${ITEM.berat}, ${ITEM.ongkos}, 'READY', '${tanggal}', 'BENCH', 'bench'
      from generate_series(1, ${items}) g`),
  );
  const server = await buildShopServer(shop, { logLevel: 'silent' });
  await server.listen(0, '127.0.0.1');
  const api = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/v1`;
  const tokens: string[] = [];
  for (let i = 1; i <= users; i++) {
    const res = await fetch(`${api}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: `kasir${i}`, password: DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`login kasir${i}: HTTP ${res.status}`);
    tokens.push(((await res.json()) as { data: { token: string } }).data.token);
  }
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

/** Sales per second at each cashier count, and the statements of one sale (warm reference cache). */
async function salesOn(database: Database, levels: readonly number[]) {
  const shop = await prepare(database, SALES_PER_LEVEL * levels.length + 10);
  try {
    await run(shop, 1, 1, 1);
    const before = statementProbe.count;
    await run(shop, 1, 2, 1);
    const statements = statementProbe.count - before;
    const perSecond = new Map<number, number>();
    for (const [i, c] of levels.entries())
      perSecond.set(c, await run(shop, c, 11 + i * SALES_PER_LEVEL, SALES_PER_LEVEL));
    return { perSecond, statements };
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

export async function penjualanRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const url = await benchDatabaseUrl();
  if (url) {
    const pg = await openDatabase({ url });
    try {
      const { perSecond, statements } = await salesOn(pg, CASHIERS);
      const tps = pgbenchTps(url, CASHIERS);
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
