/**
 * Issue 40's rows: head office over N branches (BENCH_BRANCHES, default 30) on two throw-away
 * PostgreSQL clusters with wal_level=logical (replica-chain.ts). The all-shop end-of-day book
 * (Laporan Akhir Hari, SEMUA TOKO) over the fan-out and from head office's replica, each beside the
 * same book over one branch; the book with one branch down; the lag of a sale into the replica while
 * 16 cashiers sell; a branch cut off (its subscription disabled) for BENCH_CUTOFF_MS (default 10
 * minutes) with sales going on, its catch-up time after reconnecting and a row-by-row comparison of
 * every table. Run alone: `npm run bench -- replica`.
 */
import { todayJakarta } from '@emas/contract';
import { addReplica, replicaRole, replicaStatus } from '@emas/server/replica/replica';
import { tempClusterUnavailable } from '@emas/server/test/temp-cluster';
import pg from 'pg';
import { type Branch, CASHIERS, type ReplicaChain, sell, startReplicaChain } from './replica-chain.ts';
import { percentile } from './stats.ts';
import { atLeast, atMost, type BenchRow, measured, notMeasured } from './table.ts';

const BRANCHES = Number(process.env.BENCH_BRANCHES ?? 30);
const CUTOFF_MS = Number(process.env.BENCH_CUTOFF_MS ?? 600_000);
const LAG_MS = Number(process.env.BENCH_LAG_MS ?? 30_000);
const ROUNDS = 5;
const ENGINE = 'PostgreSQL' as const;

type Book = {
  data: {
    parts: {
      key: string;
      data: {
        rows: Record<string, unknown>[];
        failed?: unknown[];
        replica?: { kode_toko: string; label: string }[];
      };
    }[];
  };
};

async function book(chain: ReplicaChain, kode_toko: string): Promise<{ ms: number; body: Book }> {
  const url = `${chain.head.api}/report/subur/akhir-hari?tanggal=${todayJakarta()}&kode_toko=${kode_toko}&format=json`;
  const t0 = performance.now();
  const res = await fetch(url, { headers: { token: chain.head.token } });
  const body = (await res.json()) as Book & { message?: string };
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`book ${kode_toko}: HTTP ${res.status} ${body.message ?? ''}`);
  return { ms, body };
}

/** The median of ROUNDS runs of the book (after one warm-up run). */
async function bookMs(chain: ReplicaChain, kode_toko: string): Promise<number> {
  await book(chain, kode_toko);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) times.push((await book(chain, kode_toko)).ms);
  return percentile(times, 50);
}

async function q<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    if (await check().catch(() => false)) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

/** Cashiers selling at the branch until `stop()`; each sale's barcode and the time it was answered. */
function selling(b: Branch, cashiers: number, pauseMs = 0) {
  const sold: { kode: string; at: number }[] = [];
  let running = true;
  const loops = Array.from({ length: cashiers }, async (_, c) => {
    while (running) {
      sold.push({ kode: await sell(b, c), at: performance.now() });
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
    }
  });
  return {
    sold,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * The branch cut off from head office as a network cut would: its replication role may no longer log
 * in and its running sender ends, so head office's subscription (still enabled) retries in vain.
 */
async function cutOff(chain: ReplicaChain, kode: string) {
  await q(chain.branchCluster.url, `alter role ${replicaRole(kode)} nologin`);
  await q(
    chain.branchCluster.url,
    `select pg_terminate_backend(pid) from pg_stat_replication where usename = $1`,
    [replicaRole(kode)],
  );
}
const reconnect = (chain: ReplicaChain, kode: string) =>
  q(chain.branchCluster.url, `alter role ${replicaRole(kode)} login`);

/** Every table of the schema, each as one digest of its rows in order: equal digests, equal rows. */
async function tableDigests(url: string, schema: string): Promise<Map<string, string>> {
  const tables = await q<{ name: string }>(
    url,
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind = 'r' order by 1`,
    [schema],
  );
  const out = new Map<string, string>();
  for (const { name } of tables) {
    const [row] = await q<{ d: string | null; n: number }>(
      url,
      `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as d, count(*)::int as n
         from "${schema}"."${name}" t`,
    );
    out.set(name, `${row?.n}:${row?.d}`);
  }
  return out;
}

export async function replicaRows(): Promise<BenchRow[]> {
  const why = tempClusterUnavailable();
  if (why) return [notMeasured('head office replica (issue 40)', ENGINE, why)];
  // B01 sells for the lag, B02 is cut off, B03 goes down: three roles, three branches at least.
  if (BRANCHES < 3) return [notMeasured('head office replica (issue 40)', ENGINE, 'BENCH_BRANCHES < 3')];
  const chain = await startReplicaChain({
    count: BRANCHES,
    // B01 sells for the lag, B02 through its cut-off; the others hold a day's few sales.
    items: (i) => (i === 0 ? 20_000 : i === 1 ? 20_000 : 40),
    daySales: 8,
  });
  const rows: BenchRow[] = [];
  const [, b02, other] = chain.branches as [Branch, Branch, Branch];
  try {
    // The fan-out: every shop over HTTP, eleven rounds (one per section).
    const fanAll = await bookMs(chain, 'SEMUA');
    const fanOne = await bookMs(chain, other.kode);
    rows.push(
      measured({
        measure: `Akhir Hari book, SEMUA TOKO over ${BRANCHES} branches, fan-out (anchor: one branch)`,
        engine: ENGINE,
        project: fanAll,
        anchor: fanOne,
        unit: 'ms',
        goal: { text: '- (before the replica)', ok: () => true },
      }),
    );

    const added = performance.now();
    const ready = async (n: number) =>
      (await replicaStatus(chain.headCluster.url)).filter((s) => s.ready).length >= n;
    let copied: number | null = 0;
    // Five at a time: each first copy holds a replication slot per table it copies.
    for (const [i, b] of chain.branches.entries()) {
      await addReplica({
        headUrl: chain.headCluster.url,
        branchUrl: chain.branchCluster.url,
        kode: b.kode,
        schema: b.shop.schema,
      });
      if (i % 5 === 4 || i === chain.branches.length - 1) copied = await until(() => ready(i + 1), 600_000);
    }
    console.error(
      `bench replica: ${BRANCHES} subscriptions ready ${copied === null ? 'NEVER' : `in ${Math.round((performance.now() - added) / 1000)} s`}`,
    );
    const repAll = await bookMs(chain, 'SEMUA');
    const repOne = await bookMs(chain, other.kode);
    const { body } = await book(chain, 'SEMUA');
    const fromReplica = body.data.parts[0]?.data.replica?.length ?? 0;
    rows.push(
      measured({
        measure: `Akhir Hari book, SEMUA TOKO over ${BRANCHES} branches from the replica (${fromReplica} answered by it; anchor: one branch)`,
        engine: ENGINE,
        project: repAll,
        anchor: repOne,
        unit: 'ms',
        goal: atMost(1.5),
      }),
      measured({
        measure: `the same, replica (anchor: the fan-out over ${BRANCHES} branches)`,
        engine: ENGINE,
        project: repAll,
        anchor: fanAll,
        unit: 'ms',
        goal: { text: '- (informational)', ok: () => true },
      }),
    );

    // One branch down: its server stopped and head office cut off from its database.
    await other.server.close();
    await cutOff(chain, other.kode);
    const down = (await book(chain, 'SEMUA')).body;
    const answered = new Set<string>();
    let failedShops = 0;
    let downLabel = '';
    for (const part of down.data.parts) {
      failedShops = Math.max(failedShops, part.data.failed?.length ?? 0);
      for (const r of part.data.replica ?? []) {
        answered.add(r.kode_toko);
        if (r.kode_toko === other.kode) downLabel = r.label;
      }
    }
    const sales = down.data.parts.find((p) => p.key === 'akhir-hari-penjualan');
    const downRows = sales?.data.rows.filter((r) => r.kode_toko === other.kode).length ?? 0;
    rows.push(
      measured({
        measure: `Akhir Hari book with ${other.kode} down: shops answered (its sales rows: ${downRows}, "${downLabel}", failed: ${failedShops})`,
        engine: ENGINE,
        project: answered.size,
        anchor: BRANCHES,
        unit: 'shops',
        goal: atLeast(1),
      }),
    );

    // The lag of a sale into head office's replica while 16 cashiers sell at B01.
    const b01 = chain.branches[0] as Branch;
    const run = selling(b01, CASHIERS);
    const seen = new Map<string, number>();
    /** Notes the time each sold piece is first seen at head office; true once all are. */
    const look = async () => {
      const found = await q<{ kode_barcode: string }>(
        chain.headCluster.url,
        `select kode_barcode from "${b01.shop.schema}".penjualan where kode_barcode = any($1)`,
        [run.sold.filter((s) => !seen.has(s.kode)).map((s) => s.kode)],
      );
      const now = performance.now();
      for (const f of found) if (!seen.has(f.kode_barcode)) seen.set(f.kode_barcode, now);
      return run.sold.every((s) => seen.has(s.kode));
    };
    const end = performance.now() + LAG_MS;
    while (performance.now() < end) {
      await look();
      await new Promise((r) => setTimeout(r, 50));
    }
    await run.stop();
    // The last sales: seen within the same 50 ms polling.
    await until(look, 30_000);
    const lags = run.sold.map((s) => (seen.get(s.kode) ?? Number.POSITIVE_INFINITY) - s.at);
    rows.push(
      measured({
        measure: `a sale in head office's replica, p95 while ${CASHIERS} cashiers sell (${run.sold.length} sales; anchor: the goal)`,
        engine: ENGINE,
        project: percentile(lags, 95),
        anchor: 5000,
        unit: 'ms',
        goal: atMost(1),
      }),
    );

    // B02 cut off with sales going on, then reconnected.
    await cutOff(chain, b02.kode);
    const cut = selling(b02, 4, 100);
    await new Promise((r) => setTimeout(r, CUTOFF_MS));
    await cut.stop();
    const t0 = performance.now();
    await reconnect(chain, b02.kode);
    const branchDigests = await tableDigests(chain.branchCluster.url, b02.shop.schema);
    const caught = await until(async () => {
      const [h] = await q<{ n: number }>(
        chain.headCluster.url,
        `select count(*)::int as n from "${b02.shop.schema}".penjualan`,
      );
      const [b] = await q<{ n: number }>(
        chain.branchCluster.url,
        `select count(*)::int as n from "${b02.shop.schema}".penjualan`,
      );
      return h?.n === b?.n;
    }, 300_000);
    const catchUpMs = caught === null ? Number.POSITIVE_INFINITY : performance.now() - t0;
    // Wait for every table to match (the last transactions may follow the sales table), then compare.
    let headDigests = await tableDigests(chain.headCluster.url, b02.shop.schema);
    await until(async () => {
      headDigests = await tableDigests(chain.headCluster.url, b02.shop.schema);
      return [...branchDigests].every(([t, d]) => headDigests.get(t) === d);
    }, 60_000);
    const equal = [...branchDigests].filter(([t, d]) => headDigests.get(t) === d).length;
    rows.push(
      measured({
        measure: `${b02.kode} cut off ${Math.round(CUTOFF_MS / 60_000)} min (${cut.sold.length} sales meanwhile): catch-up after reconnecting (anchor: the goal)`,
        engine: ENGINE,
        project: catchUpMs / 1000,
        anchor: 60,
        unit: 's',
        goal: atMost(1),
      }),
      measured({
        measure: `${b02.kode} after catch-up: tables equal row by row at head office (anchor: the branch's tables)`,
        engine: ENGINE,
        project: equal,
        anchor: branchDigests.size,
        unit: 'tables',
        goal: atLeast(1),
      }),
    );
  } finally {
    await chain.close();
  }
  return rows;
}
