import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase, rowsOf } from '../db/database.ts';
import { migrateSchema } from '../db/migrate.ts';
import { buildShopServer, type ShopServer } from '../main/shop-server.ts';
import { createShopContext, type ShopConfig } from '../platform/context.ts';
import { DEMO_PASSWORD, DEMO_SHOPS } from '../seed/demo-data.ts';
import { seedDemo } from '../seed/seed.ts';

/**
 * The store closing refuses to move the business date past the day after today. Tests close many days
 * in a row from today, so the chain's clock stands far ahead unless a test gives its own (the closing
 * rule's own tests do).
 */
export const LATE_CLOCK = () => new Date('2099-06-30T12:00:00+07:00');

/**
 * A demo chain for one test file: head office PST and branches TK1, TK2 on a real database — PGlite in
 * memory, or PostgreSQL when TEST_DATABASE_URL is set (each file in schemas of its own, dropped after).
 * With `listen`, the servers take free ports and head office reaches the branches over real HTTP.
 * `demo`: the branches' goods, documents and members as `npm start` seeds them (default: none).
 */
export async function startChain(
  opts: {
    listen?: boolean;
    config?: Partial<ShopConfig>;
    demo?: { goods?: boolean; members?: boolean };
    /** Another PostgreSQL than TEST_DATABASE_URL (a throw-away cluster, test/temp-cluster.ts). */
    url?: string;
    /** The pool's application_name, so a test can find (and end) this chain's connections only. */
    applicationName?: string;
  } = {},
) {
  const database: Database = await openDatabase({
    url: opts.url ?? process.env.TEST_DATABASE_URL,
    applicationName: opts.applicationName,
  });
  const prefix = `t${randomBytes(4).toString('hex')}`;
  const servers: ShopServer[] = [];
  for (const def of DEMO_SHOPS) {
    const shop = createShopContext({
      kode_toko: def.kode_toko,
      appType: def.app_type,
      database,
      schema: `${prefix}_${def.kode_toko.toLowerCase()}`,
      config: { loginMaxFailures: 1000, clock: LATE_CLOCK, ...opts.config },
    });
    await migrateSchema(database.db, shop.schema);
    const server = await buildShopServer(shop, { logLevel: 'silent' });
    if (opts.listen) await server.listen(0, '127.0.0.1');
    servers.push(server);
  }
  const portalOf = (s: ShopServer) =>
    opts.listen
      ? `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`
      : `http://unused.invalid`;
  const [pst, tk1, tk2] = servers as [ShopServer, ShopServer, ShopServer];
  await seedDemo(
    { shop: pst.shop, portal: portalOf(pst) },
    [tk1, tk2].map((s) => ({ shop: s.shop, portal: portalOf(s) })),
    opts.demo,
  );

  return {
    database,
    pst,
    tk1,
    tk2,
    portalOf,
    async close() {
      for (const s of servers) await s.close();
      if (database.kind === 'postgres') {
        for (const s of servers)
          await database.db.execute(sql.raw(`drop schema if exists "${s.shop.schema}" cascade`));
      }
      await database.close();
    },
  };
}
export type Chain = Awaited<ReturnType<typeof startChain>>;

/** The file's chain: started before its tests, closed after them; call the answer to reach it. */
export function useChain(opts: Parameters<typeof startChain>[0] = {}): () => Chain {
  let chain: Chain | undefined;
  beforeAll(async () => {
    chain = await startChain(opts);
  }, 300_000);
  afterAll(() => chain?.close());
  return () => {
    if (!chain) throw new Error('chain not started');
    return chain;
  };
}

/** A call's answer, or null when it threw (model tests compare which moves the rules allow). */
export const settle = <T>(p: Promise<T>): Promise<T | null> =>
  p.then(
    (v) => v,
    () => null,
  );

type Json = Record<string, unknown>;
export type ApiAnswer = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the answer's fields as the API documents them.
  body: { status: string; message?: string; data?: any; count?: number };
};

/** One call through the HTTP layer (Fastify inject). */
export async function call(
  server: ShopServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const res = await server.app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: { ...(opts.token ? { token: opts.token } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as Json } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Raw SQL on a shop's schema (written `$s`), for tests that look at the stored rows. */
export const sqlOf =
  (server: ShopServer) =>
  async <T>(text: string): Promise<T[]> =>
    rowsOf<T>(await server.shop.db.execute(sql.raw(text.replaceAll('$s', server.shop.schema))));

/**
 * The shop's business day (toko.tgl_system), set to Jakarta's date when the chain was seeded: what its
 * documents, prices and reports are dated by. A test takes its day from here, never from the clock,
 * which may pass midnight in Jakarta between the test's import and its chain's start.
 */
export async function businessDay(server: ShopServer): Promise<string> {
  const [row] = await sqlOf(server)<{ day: string }>(`select tgl_system::text as day from "$s".toko`);
  if (!row) throw new Error(`${server.shop.kode_toko} has no toko row`);
  return row.day;
}

export async function login(server: ShopServer, userId: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(server, 'POST', 'users/login', { body: { user_id: userId, password } });
  if (res.status !== 200) throw new Error(`login ${userId} failed: ${res.status} ${res.body.message}`);
  return res.body.data.token as string;
}

/** A digest of every table of the shop's schema, to prove a refused call wrote nothing. */
export async function fingerprint(server: ShopServer): Promise<Record<string, string>> {
  const { db, schema } = server.shop;
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = ${schema} order by 1`,
    ),
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    const r = rowsOf<{ d: string | null }>(
      await db.execute(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${schema}"."${table_name}" t`,
        ),
      ),
    );
    out[table_name] = r[0]?.d ?? '';
  }
  return out;
}
