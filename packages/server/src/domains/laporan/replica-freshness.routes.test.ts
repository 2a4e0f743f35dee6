import {
  api,
  formatJam,
  LAPORAN_TRANSAKSI_PENJUALAN,
  type ReportData,
  type ShopResult,
} from '@emas/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReplicaState } from '../../replica/replica.ts';
import { type Chain, call, login, startChain } from '../../test/harness.ts';
import { insertCounterData, saleLine } from './transaksi.fixtures.ts';

/**
 * Head office reading a branch from its replica, with the replica's readiness stubbed at its one
 * boundary (replica-ready.ts): PGlite has no logical replication, but the chain's shops share one
 * database, so TK1's own schema stands for head office's replica of TK1. TK1's portal is dead: what
 * comes back for it came from the replica, with its freshness; TK2 answers over HTTP.
 */
const stub = vi.hoisted(() => ({ states: new Map<string, unknown>() }));
vi.mock('./replica-ready.ts', () => ({ readyReplicas: async () => stub.states }));

const DAY = '2026-05-12';
const PARAMS = { tgl_awal: DAY, tgl_akhir: DAY, kode_sales: 'SEMUA', kode_group: 'SEMUA', status: 'OPEN' };
const TK1_PRICES = [2_150_000, 3_000_000];
const TK2_PRICES = [7_700_000];

let chain: Chain;
let pst: string;
let tk1Portal = '';

const replicaOfTk1 = (received_at: Date): ReplicaState => ({
  kode_toko: 'TK1',
  schema: chain.tk1.shop.schema,
  subscription: 'sub_tk1',
  branch: 'TK1',
  ready: true,
  connected: true,
  received_at,
});

async function setPortal(kode: string, portal: string) {
  const t = chain.pst.shop.t.masterToko;
  await chain.pst.shop.db.update(t).set({ portal }).where(eq(t.kode_toko, kode));
}

beforeAll(async () => {
  chain = await startChain({ listen: true });
  const sale = (kode: string, n: number, harga_total: number) =>
    saleLine(DAY, { no_faktur_group: `FJ-${kode}-${n}`, no_faktur_jual: `JL-${kode}-${n}`, harga_total });
  await insertCounterData(chain.tk1.shop, { penjualan: TK1_PRICES.map((p, i) => sale('TK1', i, p)) });
  await insertCounterData(chain.tk2.shop, { penjualan: TK2_PRICES.map((p, i) => sale('TK2', i, p)) });
  pst = await login(chain.pst, 'PUSAT');
  const t = chain.pst.shop.t.masterToko;
  const [row] = await chain.pst.shop.db.select().from(t).where(eq(t.kode_toko, 'TK1'));
  tk1Portal = String(row?.portal);
  // TK1 unreachable over HTTP: only its replica can answer for it.
  await setPortal('TK1', 'http://127.0.0.1:9');
}, 120_000);
afterAll(() => chain?.close());

const qs = (p: Record<string, string>) => new URLSearchParams(p).toString();

describe('a branch answered from head office replica', () => {
  it('the merged report: TK1 rows from its replica with its freshness, TK2 live, the grand total of both', async () => {
    const at = new Date();
    stub.states = new Map([['TK1', replicaOfTk1(at)]]);
    const r = await call(chain.pst, 'GET', `${LAPORAN_TRANSAKSI_PENJUALAN.path}?${qs(PARAMS)}`, {
      token: pst,
    });
    expect(r.status, r.body.message).toBe(200);
    const data = r.body.data as ReportData;
    expect(data.failed).toBeUndefined();
    expect(data.replica).toEqual([
      {
        kode_toko: 'TK1',
        nama_toko: expect.any(String),
        received_at: at.toISOString(),
        label: `data s/d ${formatJam(at)}`,
        stale: false,
      },
    ]);
    expect(data.rows.map((x) => x.kode_toko)).toEqual(['TK1', 'TK1', 'TK2']);
    expect(data.totals.harga_total).toBe([...TK1_PRICES, ...TK2_PRICES].reduce((s, x) => s + x, 0));
  });

  it('a replica behind by more than the limit is marked stale', async () => {
    stub.states = new Map([['TK1', replicaOfTk1(new Date(Date.now() - 60 * 60_000))]]);
    const r = await call(chain.pst, 'GET', `${LAPORAN_TRANSAKSI_PENJUALAN.path}?${qs(PARAMS)}`, {
      token: pst,
    });
    expect(r.body.data.replica?.[0]?.stale).toBe(true);
  });

  it('Dashboard Pusat: TK1 from its replica with its freshness, as TK1 itself answers; a down branch is one error', async () => {
    const at = new Date();
    stub.states = new Map([['TK1', replicaOfTk1(at)]]);
    await setPortal('TK1', tk1Portal);
    const own = await call(chain.tk1, 'GET', `${api.dailyTransactionChart.path}?${qs({ tgl_system: DAY })}`, {
      token: await login(chain.tk1, 'owner1'),
    });
    expect(own.status).toBe(200);
    expect(own.body.data.total_penjualan).toBe(TK1_PRICES.reduce((s, x) => s + x, 0));
    await setPortal('TK1', 'http://127.0.0.1:9');
    await setPortal('TK2', 'http://127.0.0.1:9');
    const r = await call(chain.pst, 'POST', api.fanOut.path, {
      token: pst,
      body: { method: 'GET', path: api.dailyTransactionChart.path, query: { tgl_system: DAY } },
    });
    expect(r.status, r.body.message).toBe(200);
    const [tk1, tk2] = r.body.data as ShopResult<api.DashboardTotals>[];
    expect(tk1).toMatchObject({ kode_toko: 'TK1', status: 'success', data: own.body.data });
    expect(tk1?.status === 'success' && tk1.replica?.label).toBe(`data s/d ${formatJam(at)}`);
    expect(tk2).toMatchObject({ kode_toko: 'TK2', status: 'error' });

    const period = await call(chain.pst, 'POST', api.fanOut.path, {
      token: pst,
      body: {
        method: 'GET',
        path: api.periodTransactionChart.path,
        query: { tgl_awal: DAY, tgl_akhir: DAY },
      },
    });
    const [p1] = period.body.data as ShopResult<api.DashboardPoint[]>[];
    expect(p1?.status === 'success' && p1.data.map((p) => p.total_penjualan)).toEqual([
      own.body.data.total_penjualan,
    ]);
  });

  it('without a ready replica the dashboard fans out over HTTP: no freshness', async () => {
    stub.states = new Map();
    await setPortal('TK1', tk1Portal);
    const r = await call(chain.pst, 'POST', api.fanOut.path, {
      token: pst,
      body: { method: 'GET', path: api.dailyTransactionChart.path, query: { tgl_system: DAY } },
    });
    const [tk1] = r.body.data as ShopResult<api.DashboardTotals>[];
    expect(tk1?.status).toBe('success');
    expect(tk1?.status === 'success' && tk1.replica).toBeUndefined();
  });
});
