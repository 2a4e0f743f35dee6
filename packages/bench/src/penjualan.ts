/**
 * Sales committed per second with 1, 4 and 16 cashiers selling at once, through the sale service
 * (lock the item, price it, number the invoice, write lines, ledger and cash in one transaction), on
 * PGlite and on PostgreSQL, and PostgreSQL's own pgbench TPS on this machine as the limit to compare
 * with. Run alone: `npx tsx packages/bench/src/penjualan.ts` (PostgreSQL with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { todayJakarta } from '@emas/contract';
import { type Database, openDatabase } from '@emas/server/db/database';
import { migrateSchema } from '@emas/server/db/migrate';
import { createSale, saleQuote } from '@emas/server/domains/penjualan/penjualan.service';
import { createShopContext, type ShopContext } from '@emas/server/platform/context';
import type { SessionUser } from '@emas/server/platform/session';
import { DEMO_PARA_SYSTEM } from '@emas/server/seed/demo-data';
import { seedHargaEmas } from '@emas/server/seed/harga-emas-seed';
import { seedMasters } from '@emas/server/seed/master-seed';
import { insertParaSystem } from '@emas/server/seed/seed.queries';
import { sql } from 'drizzle-orm';

const CASHIERS = [1, 4, 16];
const SALES_PER_LEVEL = Number(process.env.BENCH_SALES ?? 400);

const cashier = (i: number): SessionUser => ({
  user_id: `kasir${i}`,
  user_name: `KASIR ${i}`,
  level: 'KASIR',
  akses: [],
  kind: 'USER',
  tokenHash: '',
});

async function prepare(database: Database, items: number): Promise<ShopContext> {
  const schema = `bench_jual_${randomBytes(4).toString('hex')}`;
  const shop = createShopContext({ kode_toko: 'BNC', appType: 'TOKO', database, schema });
  await migrateSchema(database.db, schema);
  const tanggal = todayJakarta();
  await shop.db.insert(shop.t.toko).values({ kode_toko: 'BNC', nama_toko: 'BENCH', tgl_system: tanggal });
  await insertParaSystem(shop, DEMO_PARA_SYSTEM);
  await seedMasters(shop, 'admin');
  await seedHargaEmas(shop, tanggal);
  await database.db.execute(
    sql.raw(`insert into "${schema}".barang (kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki,
      kadar, kadar_cetak, kadar_modal, berat, berat_asli, ongkos, status, tgl_input, no_tambah, created_by)
      select lpad(g::text, 8, '0'), 'CINCIN BENCH ' || g, 'EMAS MUDA', 'CC', 'TOKO', 'A01', 70, '70%', 70,
        round((1 + (g % 50) / 10.0)::numeric, 3), round((1 + (g % 50) / 10.0)::numeric, 3), 50000, 'READY',
        '${tanggal}', 'BENCH', 'bench'
      from generate_series(1, ${items}) g`),
  );
  return shop;
}

/** `n` sales by `c` cashiers at once, each selling its own items; answers sales per second. */
async function run(shop: ShopContext, c: number, firstItem: number, n: number) {
  let next = firstItem;
  const t = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: c }, async (_, k) => {
      while (next < firstItem + n) {
        const kode = String(next++).padStart(8, '0');
        const q = await saleQuote(shop, kode);
        await createSale(shop, cashier(k + 1), {
          kode_sales: 'S01',
          detail_barang: [{ kode_barcode: kode }],
          pembayaran: [{ jenis: 'CASH', jumlah: q.harga_total }],
        });
        done++;
      }
    }),
  );
  const s = (performance.now() - t) / 1000;
  return {
    cashiers: c,
    sales: done,
    seconds: Math.round(s * 100) / 100,
    salesPerSecond: Math.round(done / s),
  };
}

async function benchOn(database: Database) {
  const shop = await prepare(database, SALES_PER_LEVEL * CASHIERS.length);
  const out = [];
  for (const [i, c] of CASHIERS.entries())
    out.push(await run(shop, c, 1 + i * SALES_PER_LEVEL, SALES_PER_LEVEL));
  return out;
}

/** pgbench's TPCB-like TPS with 1, 4 and 16 clients on a scratch database (the machine's limit). */
function pgbench(url: string) {
  const u = new URL(url);
  const db = `bench_pgbench_${process.pid}`;
  const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  try {
    execFileSync('createdb', [...conn, db], { stdio: 'ignore' });
    execFileSync('pgbench', [...conn, '-i', '-s', '1', '-q', db], { stdio: 'ignore' });
    return CASHIERS.map((c) => {
      const outText = execFileSync('pgbench', [...conn, '-c', String(c), '-j', '2', '-T', '10', db], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return { clients: c, tps: Math.round(Number(/tps = ([\d.]+)/.exec(outText)?.[1] ?? 0)) };
    });
  } catch (e) {
    return `skipped: ${(e as Error).message.split('\n')[0]}`;
  } finally {
    try {
      execFileSync('dropdb', [...conn, '--if-exists', db], { stdio: 'ignore' });
    } catch {
      // nothing to drop
    }
  }
}

export async function benchPenjualan(opts: { url?: string } = {}): Promise<Record<string, unknown>> {
  const url = opts.url ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const out: Record<string, unknown> = {};
  const pglite = await openDatabase({});
  try {
    out.pglite = await benchOn(pglite);
  } finally {
    await pglite.close();
  }
  if (url) {
    const pg = await openDatabase({ url });
    try {
      out.postgres = await benchOn(pg);
    } finally {
      await pg.close();
    }
    out.pgbench = pgbench(url);
  } else out.postgres = 'skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL';
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchPenjualan(), null, 2));
  process.exit(0);
}
