/**
 * The chain of issue 40's bench: head office and N branch servers (default 30) on two throw-away
 * PostgreSQL clusters with wal_level=logical (the server's test/temp-cluster.ts): every branch in its
 * own schema of one branch cluster, with its own HTTP server, users, goods and a day of sales; head
 * office in the other cluster, knowing every branch's portal and service credential (the fan-out), and
 * able to subscribe to each (src/replica).
 */
import type { AddressInfo } from 'node:net';
import { todayJakarta } from '@emas/contract';
import { type Database, openDatabase } from '@emas/server/db/database';
import { migrateSchema } from '@emas/server/db/migrate';
import { sealCredential } from '@emas/server/domains/toko/service-credential';
import { insertServiceCredential, insertShop } from '@emas/server/domains/toko/toko.queries';
import { buildShopServer, type ShopServer } from '@emas/server/main/shop-server';
import { createShopContext, type ShopContext } from '@emas/server/platform/context';
import { SERVICE_TOKEN_PREFIX } from '@emas/server/platform/session';
import { hashToken, newToken } from '@emas/server/platform/tokens';
import { DEMO_PARA_SYSTEM, DEMO_PASSWORD } from '@emas/server/seed/demo-data';
import { seedHargaEmas } from '@emas/server/seed/harga-emas-seed';
import { seedMasters } from '@emas/server/seed/master-seed';
import { insertParaSystem, insertUsers } from '@emas/server/seed/seed.queries';
import { startTempCluster, type TempCluster } from '@emas/server/test/temp-cluster';
import argon2 from 'argon2';
import { benchLogin, insertBenchItems } from './bench-shop.ts';

export const CASHIERS = 16;

export type Branch = {
  kode: string;
  shop: ShopContext;
  server: ShopServer;
  api: string;
  tokens: string[];
  price: number;
  /** The next item no sale has taken yet (items are numbered 1..). */
  nextItem: number;
};

export type ReplicaChain = {
  branchCluster: TempCluster;
  headCluster: TempCluster;
  branchDb: Database;
  headDb: Database;
  branches: Branch[];
  head: { shop: ShopContext; server: ShopServer; api: string; token: string };
  close(): Promise<void>;
};

const kodeOf = (i: number) => `B${String(i + 1).padStart(2, '0')}`;

async function listen(shop: ShopContext): Promise<{ server: ShopServer; api: string; portal: string }> {
  const server = await buildShopServer(shop, { logLevel: 'silent' });
  await server.listen(0, '127.0.0.1');
  const portal = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  return { server, api: `${portal}/api/v1`, portal };
}

/** A shop's rows every server needs: its toko row, parameters, masters, today's price and users. */
async function prepareShop(shop: ShopContext, nama: string, users: string[], passwordHash: string) {
  await migrateSchema(shop.db, shop.schema);
  const tanggal = todayJakarta();
  await shop.db
    .insert(shop.t.toko)
    .values({ kode_toko: shop.kode_toko, nama_toko: nama, tgl_system: tanggal });
  await insertParaSystem(shop, DEMO_PARA_SYSTEM);
  await seedMasters(shop, 'admin');
  await seedHargaEmas(shop, tanggal);
  await insertUsers(
    shop,
    users.map((user_id) => ({
      user_id,
      user_name: user_id.toUpperCase(),
      level: user_id.startsWith('kasir') ? ('KASIR' as const) : ('OWN' as const),
      no_hp: '',
      password_hash: passwordHash,
    })),
  );
}

/** One sale of the branch's next free item by cashier `c`; answers the item's barcode. */
export async function sell(b: Branch, c: number): Promise<string> {
  const kode = String(b.nextItem++).padStart(8, '0');
  const res = await fetch(`${b.api}/penjualan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: b.tokens[c % b.tokens.length] as string },
    body: JSON.stringify({
      kode_sales: 'S01',
      detail_barang: [{ kode_barcode: kode }],
      pembayaran: [{ jenis: 'CASH', jumlah: b.price }],
    }),
  });
  const body = (await res.json()) as { message?: string };
  if (res.status !== 201) throw new Error(`sale at ${b.kode}: HTTP ${res.status} ${body.message ?? ''}`);
  return kode;
}

/**
 * `count` branches, each with `items(i)` goods and `daySales` sales already made (spread over its
 * cashiers), and head office knowing them all. The clusters are sized for one subscription per branch.
 */
export async function startReplicaChain(opts: {
  count: number;
  items: (i: number) => number;
  daySales: number;
}): Promise<ReplicaChain> {
  // A subscription's first copy takes a slot per table being copied besides its own: room for many.
  const slots = opts.count * 10 + 20;
  const [branchCluster, headCluster] = await Promise.all([
    startTempCluster({
      walLevel: 'logical',
      settings: { max_replication_slots: slots, max_wal_senders: slots, max_connections: 300 },
    }),
    startTempCluster({
      walLevel: 'logical',
      settings: {
        // A subscriber's replication origins (one per subscription and per table being copied) count
        // against its max_replication_slots too.
        max_replication_slots: slots,
        max_logical_replication_workers: opts.count + 6,
        max_worker_processes: opts.count + 16,
        max_sync_workers_per_subscription: 2,
        max_connections: 300,
      },
    }),
  ]);
  const branchDb = await openDatabase({ url: branchCluster.url, applicationName: 'bench-branch' });
  const headDb = await openDatabase({ url: headCluster.url, applicationName: 'bench-head' });
  const passwordHash = await argon2.hash(DEMO_PASSWORD);
  const cashiers = Array.from({ length: CASHIERS }, (_, i) => `kasir${i + 1}`);

  const pst = createShopContext({ kode_toko: 'PST', appType: 'PUSAT', database: headDb });
  await prepareShop(pst, 'KANTOR PUSAT BENCH', ['owner1'], passwordHash);
  const head = await listen(pst);

  const branches: Branch[] = [];
  for (let i = 0; i < opts.count; i++) {
    const kode = kodeOf(i);
    if (i % 10 === 0) console.error(`bench replica: preparing branches ${i + 1}..`);
    const shop = createShopContext({ kode_toko: kode, appType: 'TOKO', database: branchDb });
    await prepareShop(shop, `TOKO BENCH ${kode}`, ['owner1', ...cashiers], passwordHash);
    await insertBenchItems(shop, opts.items(i), todayJakarta());
    const { server, api, portal } = await listen(shop);
    const token = newToken(SERVICE_TOKEN_PREFIX);
    await insertServiceCredential(shop, { name: 'PUSAT', token_hash: hashToken(token), created_by: 'BENCH' });
    await insertShop(pst, {
      kode_toko: kode,
      nama_toko: `TOKO BENCH ${kode}`,
      portal,
      service_token: sealCredential(pst, kode, portal, token),
    });
    const tokens: string[] = [];
    for (const c of cashiers) tokens.push(await benchLogin(api, c));
    const quote = await fetch(`${api}/penjualan/barang/00000001`, {
      headers: { token: tokens[0] as string },
    });
    const price = ((await quote.json()) as { data: { harga_total: number } }).data.harga_total;
    const branch: Branch = { kode, shop, server, api, tokens, price, nextItem: 1 };
    for (let s = 0; s < opts.daySales; s++) await sell(branch, s);
    branches.push(branch);
  }
  const token = await benchLogin(head.api, 'owner1');

  return {
    branchCluster,
    headCluster,
    branchDb,
    headDb,
    branches,
    head: { shop: pst, server: head.server, api: head.api, token },
    async close() {
      for (const b of branches) await b.server.close().catch(() => undefined);
      await head.server.close().catch(() => undefined);
      await headDb.close().catch(() => undefined);
      await branchDb.close().catch(() => undefined);
      // Head office's subscriptions first: a cluster stopping under a live subscription waits for it.
      await headCluster.dispose();
      await branchCluster.dispose();
    },
  };
}
