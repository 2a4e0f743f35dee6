/**
 * Light requests (users/me) on a shop holding a year of sales: their throughput at 16 connections
 * beside a bare node:http server answering one query on the same engine, and their p99 while a
 * year-long sales recap runs beside their p99 without it. `npm run bench -- users-me`
 * (BENCH_LIGHT_LINES sale lines, 200,000 unless set).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Database, openDatabase } from '@emas/server/db/database';
import { buildShopServer } from '@emas/server/main/shop-server';
import { DEMO_PASSWORD } from '@emas/server/seed/demo-data';
import { insertUsers } from '@emas/server/seed/seed.queries';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { inClientThread } from './client-thread.ts';
import { shopYear } from './laporan.ts';
import { benchDatabaseUrl } from './pg-url.ts';
import { percentile } from './stats.ts';
import { atLeast, atMost, type BenchRow, type Engine, measured, notMeasured } from './table.ts';

const LINES = Number(process.env.BENCH_LIGHT_LINES ?? 200_000);
const CONNECTIONS = 16;
const WINDOW_MS = 5_000;

/**
 * `c` connections asking `url` in a loop for `ms` (while `whileUrl` is asked again and again, one at a
 * time), from a client thread (light-client.mjs): requests per second and the 99th percentile latency.
 */
async function load(url: string, headers: Record<string, string>, c: number, ms: number, whileUrl?: string) {
  const r = await inClientThread<{ seconds: number; latencies: number[] }>('./light-client.mjs', {
    url,
    headers,
    c,
    ms,
    whileUrl,
  });
  return { rps: r.latencies.length / r.seconds, p99: percentile(r.latencies, 99), n: r.latencies.length };
}

async function bareServer(database: Database) {
  const server = createServer(async (_req, res) => {
    await database.db.execute(sql`select 1 as one`);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ data: [{ one: 1 }] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

async function on(database: Database, engine: Engine): Promise<BenchRow[]> {
  const { schema, shop, first, last } = await shopYear(database, 'bench_light', LINES, Math.ceil(LINES / 5));
  await insertUsers(shop, [
    {
      user_id: 'owner1',
      user_name: 'OWNER',
      level: 'OWN',
      no_hp: '',
      password_hash: await argon2.hash(DEMO_PASSWORD),
    },
  ]);
  const server = await buildShopServer(shop, { logLevel: 'silent' });
  await server.listen(0, '127.0.0.1');
  const api = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/v1`;
  const bare = await bareServer(database);
  try {
    const login = await fetch(`${api}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: 'owner1', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const me = `${api}/users/me`;
    const many = await load(me, { token }, CONNECTIONS, WINDOW_MS);
    const bareMany = await load(bare.url, {}, CONNECTIONS, WINDOW_MS);
    const alone = await load(me, { token }, 1, WINDOW_MS);
    const recap = `${api}/report/laporan-rekap-sales?tgl_from=${first}&tgl_to=${last}&kode_sales=ALL&kode_jenis=ALL`;
    const during = await load(me, { token }, 1, WINDOW_MS, recap);
    return [
      measured({
        measure: `users/me p99 while year recaps run (${during.n} requests)`,
        engine,
        project: during.p99,
        anchor: alone.p99,
        unit: 'ms',
        anchorText: `${Math.round(alone.p99)} ms without it`,
        goal: atMost(2),
      }),
      measured({
        measure: `users/me at ${CONNECTIONS} connections`,
        engine,
        project: many.rps,
        anchor: bareMany.rps,
        unit: 'req/s',
        anchorText: `${Math.round(bareMany.rps)} req/s bare node:http`,
        goal: atLeast(0.33),
      }),
    ];
  } finally {
    bare.close();
    await server.close();
    if (database.kind === 'postgres') await database.db.execute(sql.raw(`drop schema "${schema}" cascade`));
  }
}

export async function lightRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const pglite = await openDatabase({});
  try {
    rows.push(...(await on(pglite, 'PGlite')));
  } finally {
    await pglite.close();
  }
  const url = await benchDatabaseUrl();
  if (!url) return [...rows, notMeasured('users/me', 'PostgreSQL', 'no PostgreSQL')];
  const pg = await openDatabase({ url });
  try {
    rows.push(...(await on(pg, 'PostgreSQL')));
  } finally {
    await pg.close();
  }
  return rows;
}
