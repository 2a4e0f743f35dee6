/**
 * Goods list at shop scale: generates 200,000 items with their ledger rows in a fresh database
 * (PGlite in memory; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), then measures
 * `GET barang` through the service: barcode prefix, name, group + warehouse, page 1 and deep pages,
 * the tray count and the store closing's stock step. Run alone: `npx tsx packages/bench/src/barang.ts`.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { api, todayJakarta } from '@emas/contract';
import { type Database, openDatabase, rowsOf } from '@emas/server/db/database';
import { migrateSchema } from '@emas/server/db/migrate';
import { countBaki, listBarang } from '@emas/server/domains/barang/barang.service';
import { storeBalances } from '@emas/server/domains/barang/stock.queries';
import { createShopContext, type ShopContext } from '@emas/server/platform/context';
import { sql } from 'drizzle-orm';
import { summarise } from './stats.ts';

const NAMES = ['CINCIN', 'KALUNG', 'GELANG', 'ANTING', 'LIONTIN', 'GIWANG', 'BROS', 'CINCIN KAWIN'];
const MOTIF = ['PITA', 'POLOS', 'UKIR', 'BATU', 'RANTAI', 'BOLA', 'DAUN', 'HATI', 'BINTANG', 'SISIK'];
const GROUPS = [
  { kode_group: 'EMAS MUDA', depts: ['MCC', 'MKL', 'MGL', 'MAT', 'MLT'], kadar: 75 },
  { kode_group: 'EMAS TUA', depts: ['TCC', 'TKL', 'TGL', 'TAT'], kadar: 95 },
  { kode_group: 'LM', depts: ['LM1', 'LM5', 'LM10'], kadar: 99.99 },
  { kode_group: 'ACC', depts: ['AKT', 'ATL'], kadar: 0 },
];
/** Warehouse with its trays; weights: the shop floor holds most goods. */
const PLACES: { kode_gudang: string; baki: string[]; share: number }[] = [
  {
    kode_gudang: 'TOKO',
    baki: Array.from({ length: 40 }, (_, i) => `A${String(i + 1).padStart(2, '0')}`),
    share: 70,
  },
  { kode_gudang: 'BELI', baki: ['BL1', 'BL2'], share: 15 },
  { kode_gudang: 'CUCI', baki: ['CC1'], share: 10 },
  { kode_gudang: 'DBM', baki: ['DB1'], share: 5 },
];

/** A small deterministic generator, so every run measures the same data. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Gen = {
  kode_barcode: string[];
  nama_barang: string[];
  kode_group: string[];
  kode_dept: string[];
  kode_gudang: string[];
  kode_baki: string[];
  kadar: number[];
  berat: string[];
  status: string[];
};

function generate(from: number, n: number, rand: () => number): Gen {
  const g: Gen = {
    kode_barcode: [],
    nama_barang: [],
    kode_group: [],
    kode_dept: [],
    kode_gudang: [],
    kode_baki: [],
    kadar: [],
    berat: [],
    status: [],
  };
  const pick = <T>(l: readonly T[]) => l[Math.floor(rand() * l.length)] as T;
  for (let i = from; i < from + n; i++) {
    const group = pick(GROUPS);
    const roll = rand() * 100;
    let upTo = 0;
    const place =
      PLACES.find((p) => {
        upTo += p.share;
        return roll < upTo;
      }) ?? (PLACES[0] as (typeof PLACES)[number]);
    const r = rand();
    g.kode_barcode.push(api.padBarcode(i + 1));
    g.nama_barang.push(`${pick(NAMES)} ${pick(MOTIF)} ${Math.floor(rand() * 100)}`);
    g.kode_group.push(group.kode_group);
    g.kode_dept.push(pick(group.depts));
    g.kode_gudang.push(place.kode_gudang);
    g.kode_baki.push(pick(place.baki));
    g.kadar.push(group.kadar);
    g.berat.push((0.5 + rand() * 25).toFixed(3));
    // Most of a year's goods are sold; some destroyed.
    g.status.push(r < 0.55 ? 'READY' : r < 0.9 ? 'SOLD' : 'HANCUR');
  }
  return g;
}

const CSV_COLUMNS =
  'kode_barcode, nama_barang, kode_group, kode_dept, kode_gudang, kode_baki, kadar, kadar_cetak, kadar_modal, berat, berat_asli, status, tgl_input, no_tambah, created_by';

/** Loads one batch: COPY on PGlite, unnest on PostgreSQL (DESIGN.md section 2). */
async function loadBatch(database: Database, schema: string, g: Gen, tanggal: string) {
  const table = `"${schema}".barang`;
  if (database.kind === 'pglite') {
    const lines = g.kode_barcode.map((k, i) =>
      [
        k,
        g.nama_barang[i],
        g.kode_group[i],
        g.kode_dept[i],
        g.kode_gudang[i],
        g.status[i] === 'HANCUR' ? '""' : g.kode_baki[i], // quoted: an unquoted empty field is NULL
        g.kadar[i],
        `${g.kadar[i]}%`,
        g.kadar[i],
        g.berat[i],
        g.berat[i],
        g.status[i],
        tanggal,
        'BENCH',
        'bench',
      ].join(','),
    );
    // biome-ignore lint/suspicious/noExplicitAny: PGlite's own client, for COPY from a blob.
    const client = (database.db as any).$client;
    await client.query(`copy ${table} (${CSV_COLUMNS}) from '/dev/blob' with (format csv)`, [], {
      blob: new Blob([`${lines.join('\n')}\n`]),
    });
  } else {
    await database.db.execute(sql`
      insert into ${sql.raw(table)} (${sql.raw(CSV_COLUMNS)})
      select k, n, g, d, gd, case when st = 'HANCUR' then '' else bk end, kd, kd || '%', kd, b, b, st, ${tanggal}::date,
        'BENCH', 'bench'
      from unnest(${sql.param(g.kode_barcode)}::text[], ${sql.param(g.nama_barang)}::text[],
        ${sql.param(g.kode_group)}::text[], ${sql.param(g.kode_dept)}::text[], ${sql.param(g.kode_gudang)}::text[],
        ${sql.param(g.kode_baki)}::text[], ${sql.param(g.kadar)}::numeric[], ${sql.param(g.berat)}::numeric[],
        ${sql.param(g.status)}::text[]) as u(k, n, g, d, gd, bk, kd, b, st)`);
  }
}

/** The ledger of the generated goods: TAMBAH for all, JUAL for the sold, HANCUR out/in for the destroyed. */
async function writeLedger(database: Database, schema: string, tanggal: string) {
  const q = (s: string) => database.db.execute(sql.raw(s));
  const cols =
    'tanggal, kode_barcode, jenis, kode_gudang, kode_baki, kode_group, kode_dept, qty, berat, no_ref, input_by';
  await q(`insert into "${schema}".stock_ledger (${cols})
    select '${tanggal}', kode_barcode, 'TAMBAH', case when status = 'HANCUR' then 'TOKO' else kode_gudang end,
      case when status = 'HANCUR' then 'A01' else kode_baki end, kode_group, kode_dept, 1, berat, 'BENCH', 'bench'
    from "${schema}".barang`);
  await q(`insert into "${schema}".stock_ledger (${cols})
    select '${tanggal}', kode_barcode, 'JUAL', kode_gudang, kode_baki, kode_group, kode_dept, -1, -berat, 'BENCH', 'bench'
    from "${schema}".barang where status = 'SOLD'`);
  await q(`insert into "${schema}".stock_ledger (${cols})
    select '${tanggal}', kode_barcode, 'HANCUR', 'TOKO', 'A01', kode_group, kode_dept, -1, -berat, 'BENCH', 'bench'
    from "${schema}".barang where status = 'HANCUR'`);
  await q(`update "${schema}".barang set kode_gudang = 'HANCUR' where status = 'HANCUR'`);
  await q(`insert into "${schema}".stock_ledger (${cols})
    select '${tanggal}', kode_barcode, 'HANCUR_MASUK', 'HANCUR', '', kode_group, kode_dept, 1, berat, 'BENCH', 'bench'
    from "${schema}".barang where status = 'HANCUR'`);
  await q(`analyze "${schema}".barang`);
  await q(`analyze "${schema}".stock_ledger`);
}

async function measure(n: number, fn: (i: number) => Promise<unknown>) {
  await fn(-1); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    samples.push(performance.now() - t);
  }
  return summarise(samples);
}

const query = (q: Partial<api.ListBarangQuery>): api.ListBarangQuery => ({ page: 1, limit: 10, ...q });

async function benchOn(database: Database, items: number) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const shop: ShopContext = createShopContext({ kode_toko: 'BNC', appType: 'TOKO', database, schema });
  try {
    await migrateSchema(database.db, schema);
    const tanggal = todayJakarta();
    await shop.db.insert(shop.t.toko).values({ kode_toko: 'BNC', nama_toko: 'BENCH', tgl_system: tanggal });
    const rand = rng(20_260_101);
    let t = performance.now();
    const BATCH = 20_000;
    for (let from = 0; from < items; from += BATCH)
      await loadBatch(database, schema, generate(from, Math.min(BATCH, items - from), rand), tanggal);
    const loadItemsMs = Math.round(performance.now() - t);
    t = performance.now();
    await writeLedger(database, schema, tanggal);
    const ledgerMs = Math.round(performance.now() - t);
    const ledgerRows = rowsOf<{ n: number }>(
      await database.db.execute(sql.raw(`select count(*)::int as n from "${schema}".stock_ledger`)),
    )[0]?.n;

    const r = rng(7);
    const N = 60;
    const prefix = () => api.padBarcode(Math.floor(r() * items) + 1).slice(0, 5);
    const rarePrefix = () => api.padBarcode(Math.floor(r() * items) + 1).slice(0, 7);
    const common = () => NAMES[Math.floor(r() * NAMES.length)] as string;
    // About 1 % of the items: a page fills quickly but the (capped) count reads the whole table.
    const narrow = () =>
      `${NAMES[Math.floor(r() * NAMES.length)]} ${MOTIF[Math.floor(r() * MOTIF.length)]} 4`;
    const groupGudang = () => ({
      kode_group: (GROUPS[Math.floor(r() * GROUPS.length)] as (typeof GROUPS)[number]).kode_group,
      kode_gudang: (PLACES[Math.floor(r() * PLACES.length)] as (typeof PLACES)[number]).kode_gudang,
    });
    const list = (q: Partial<api.ListBarangQuery>) => listBarang(shop, query(q));
    // The last barcode of page 1000 of the ready list, for the keyset page.
    const deepKey = (await list({ page: 1000, limit: 10 })).rows.at(-1)?.kode_barcode;

    const latencyMs = {
      page1Ready: await measure(N, () => list({})),
      barcodePrefix5: await measure(N, () => list({ kode_barcode: prefix() })),
      barcodePrefix7: await measure(N, () => list({ kode_barcode: rarePrefix() })),
      barcodeExact: await measure(N, () =>
        list({ kode_barcode: api.padBarcode(Math.floor(r() * items) + 1) }),
      ),
      nameCommon: await measure(N, () => list({ nama_barang: common() })),
      nameNarrow: await measure(N, () => list({ nama_barang: narrow() })),
      // A name no item has: one scan, the short page gives the count.
      nameAbsent: await measure(N, () => list({ nama_barang: `${narrow()}X` })),
      groupGudangPage1: await measure(N, () => list(groupGudang())),
      groupGudangPage50: await measure(N, () => list({ ...groupGudang(), page: 50 })),
      deepPage1000Offset: await measure(N, () => list({ page: 1000 })),
      deepPage10000Offset: await measure(20, () => list({ page: 10_000 })),
      deepPageKeyset: await measure(N, () => list({ after: deepKey })),
      allStatusPage1: await measure(N, () => list({ status: 'ALL' })),
      countBaki: await measure(N, () =>
        countBaki(shop, `A${String(Math.floor(r() * 40) + 1).padStart(2, '0')}`),
      ),
    };
    // The closing step: the first day reads the whole ledger, the next one only its own day.
    t = performance.now();
    const dailyRows = await storeBalances(shop, shop.db, tanggal, 'bench');
    const closingFirstDayMs = Math.round(performance.now() - t);
    t = performance.now();
    const next = new Date(`${tanggal}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    await storeBalances(shop, shop.db, next.toISOString().slice(0, 10), 'bench');
    const closingNextDayMs = Math.round(performance.now() - t);
    return {
      items,
      ledgerRows,
      loadItemsMs,
      ledgerMs,
      latencyMs,
      closing: { dailyRows, firstDayMs: closingFirstDayMs, nextDayMs: closingNextDayMs },
    };
  } finally {
    if (database.kind === 'postgres')
      await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
  }
}

/** The goods benchmark on PGlite, and on PostgreSQL when a URL is given. */
export async function benchBarang(
  opts: { items?: number; url?: string } = {},
): Promise<Record<string, unknown>> {
  const items = opts.items ?? Number(process.env.BENCH_BARANG_ITEMS ?? 200_000);
  const url = opts.url ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const out: Record<string, unknown> = {};
  const pglite = await openDatabase({});
  try {
    out.pglite = await benchOn(pglite, items);
  } finally {
    await pglite.close();
  }
  if (url) {
    const pg = await openDatabase({ url });
    try {
      out.postgres = await benchOn(pg, items);
    } finally {
      await pg.close();
    }
  } else out.postgres = 'skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL';
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchBarang(), null, 2));
  process.exit(0);
}
