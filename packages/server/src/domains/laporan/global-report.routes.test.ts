import {
  LAPORAN_GLOBAL_PEMBELIAN,
  LAPORAN_GLOBAL_PENJUALAN,
  LAPORAN_GLOBAL_SALES,
  LAPORAN_GLOBAL_STOCK_TOKO,
  MODULE,
  MSG,
  type ReportDef,
} from '@emas/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from '../../platform/app.ts';
import { type Chain, call, login, startChain } from '../../test/harness.ts';
import { insertCounterData, purchaseLine, saleLine } from './transaksi.fixtures.ts';

/**
 * Head office's global reports over both branches (real HTTP between the servers): every row names its
 * shop; a branch that does not answer is one 'Data Gagal Dimuat' row and the other branch still shows.
 */
const DAY = '2026-03-10';
const period = { tgl_from: DAY, tgl_to: DAY };
let chain: Chain;
let pst: string;

async function seedBranch(server: ShopServer, n: number) {
  await insertCounterData(server.shop, {
    penjualan: [
      saleLine(DAY, { kode_group: 'MUDA', berat: '2.125', ongkos: 25_000, harga_total: 2_150_000 * n }),
      saleLine(DAY, { kode_group: 'TUA', berat: '10.333', ongkos: 0, harga_total: 11_000_000 }),
      saleLine(DAY, { kode_group: 'TUA', status: 'BATAL', harga_total: 9_999_999 }),
    ],
    pembelian: [purchaseLine(DAY, { kode_group: 'MUDA', berat: '5.500', harga: 4_400_000 * n })],
  });
}

beforeAll(async () => {
  chain = await startChain({ listen: true });
  for (const s of [chain.pst, chain.tk1, chain.tk2]) {
    const mod = await call(s, 'PUT', 'system-setting/modules', {
      token: await login(s, 'admin'),
      body: { modules: [{ key: MODULE.HIDUP_FEATURE, active: true }] },
    });
    expect(mod.status, mod.body.message).toBe(200);
  }
  await seedBranch(chain.tk1, 1);
  await seedBranch(chain.tk2, 2);
  pst = await login(chain.pst, 'PUSAT');
}, 120_000);
afterAll(() => chain?.close());

const qs = (p: Record<string, string>) => new URLSearchParams(p).toString();
const report = (server: ShopServer, def: ReportDef, params: Record<string, string>, token: string) =>
  call(server, 'GET', `${def.path}?${qs(params)}`, { token });

/** Runs `fn` while TK2's portal at head office points at a closed port (TK2 down). */
async function withTk2Down(fn: () => Promise<void>) {
  const t = chain.pst.shop.t.masterToko;
  const [row] = await chain.pst.shop.db.select().from(t).where(eq(t.kode_toko, 'TK2'));
  await chain.pst.shop.db.update(t).set({ portal: 'http://127.0.0.1:9' }).where(eq(t.kode_toko, 'TK2'));
  try {
    await fn();
  } finally {
    await chain.pst.shop.db
      .update(t)
      .set({ portal: String(row?.portal) })
      .where(eq(t.kode_toko, 'TK2'));
  }
}

describe('global reports at head office', () => {
  it('Laporan Global Penjualan: both branches, each row naming its shop; cancelled lines left out', async () => {
    const r = await report(chain.pst, LAPORAN_GLOBAL_PENJUALAN, period, pst);
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.message).toBe('Laporan Global Penjualan Tersedia');
    expect(r.body.data.merged).toBe(true);
    expect(r.body.data.failed).toBeUndefined();
    expect(r.body.data.rows).toEqual([
      {
        kode_toko: 'TK1',
        kode_group: 'MUDA',
        transaksi: 1,
        qty: 1,
        berat: '2.125',
        ongkos: 25_000,
        jumlah: 2_150_000,
      },
      {
        kode_toko: 'TK1',
        kode_group: 'TUA',
        transaksi: 1,
        qty: 1,
        berat: '10.333',
        ongkos: 0,
        jumlah: 11_000_000,
      },
      {
        kode_toko: 'TK2',
        kode_group: 'MUDA',
        transaksi: 1,
        qty: 1,
        berat: '2.125',
        ongkos: 25_000,
        jumlah: 4_300_000,
      },
      {
        kode_toko: 'TK2',
        kode_group: 'TUA',
        transaksi: 1,
        qty: 1,
        berat: '10.333',
        ongkos: 0,
        jumlah: 11_000_000,
      },
    ]);
    expect(r.body.data.totals.jumlah).toBe(28_450_000);
  });

  it('a branch that does not answer is named Data Gagal Dimuat while the other still shows', async () => {
    await withTk2Down(async () => {
      const r = await report(chain.pst, LAPORAN_GLOBAL_PENJUALAN, period, pst);
      expect(r.status, r.body.message).toBe(200);
      const rows = r.body.data.rows as Record<string, unknown>[];
      expect(rows.filter((x) => x.kode_toko === 'TK1')).toHaveLength(2);
      expect(rows.filter((x) => x.kode_toko === 'TK2')).toEqual([
        { kode_toko: 'TK2', kode_group: MSG.multiShopFailed },
      ]);
      expect(r.body.data.failed).toEqual([
        { kode_toko: 'TK2', nama_toko: expect.any(String), message: MSG.multiShopFailed },
      ]);
      // Only TK1's money counts.
      expect(r.body.data.totals.jumlah).toBe(13_150_000);
      // The files name it too.
      const csv = await chain.pst.app.inject({
        method: 'GET',
        url: `/api/v1/${LAPORAN_GLOBAL_SALES.path}?${qs({ ...period, format: 'csv' })}`,
        headers: { token: pst },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain(MSG.multiShopFailed);
      expect(csv.body).toContain('TK1');
    });
  });

  it('Laporan Global Pembelian and Global Sales over both branches; one shop picked', async () => {
    const beli = await report(chain.pst, LAPORAN_GLOBAL_PEMBELIAN, period, pst);
    expect(beli.status, beli.body.message).toBe(200);
    expect(beli.body.data.rows).toEqual([
      { kode_toko: 'TK1', kode_group: 'MUDA', transaksi: 1, qty: 1, berat: '5.500', jumlah: 4_400_000 },
      { kode_toko: 'TK2', kode_group: 'MUDA', transaksi: 1, qty: 1, berat: '5.500', jumlah: 8_800_000 },
    ]);
    const sales = await report(chain.pst, LAPORAN_GLOBAL_SALES, { ...period, kode_toko: 'TK2' }, pst);
    expect(sales.status, sales.body.message).toBe(200);
    expect(sales.body.data.rows).toEqual([
      {
        kode_toko: 'TK2',
        kode_sales: 'S01',
        nama_sales: expect.any(String),
        transaksi: 2,
        qty: 2,
        berat: '12.458',
        ongkos: 25_000,
        jumlah: 15_300_000,
      },
    ]);
  });

  it('Laporan Global Stock Toko: each branch stock per group; an empty period answers the empty toast', async () => {
    const stock = await report(chain.pst, LAPORAN_GLOBAL_STOCK_TOKO, { tanggal: DAY }, pst);
    expect(stock.status, stock.body.message).toBe(200);
    for (const row of stock.body.data.rows) expect(['TK1', 'TK2']).toContain(row.kode_toko);
    const empty = await report(
      chain.pst,
      LAPORAN_GLOBAL_PEMBELIAN,
      { tgl_from: '2026-01-01', tgl_to: '2026-01-01' },
      pst,
    );
    expect(empty.status).toBe(200);
    expect(empty.body.count).toBe(0);
    expect(empty.body.message).toBe('Data Yang Anda Cari Tidak Ada');
  });

  it('a branch answers its own rows, without the Toko column; a missing date is refused', async () => {
    const own = await report(chain.tk1, LAPORAN_GLOBAL_PENJUALAN, period, await login(chain.tk1, 'owner1'));
    expect(own.status, own.body.message).toBe(200);
    expect(own.body.data.merged).toBeUndefined();
    expect(own.body.data.rows.map((x: Record<string, unknown>) => x.kode_group)).toEqual(['MUDA', 'TUA']);
    const bad = await report(chain.pst, LAPORAN_GLOBAL_PENJUALAN, { tgl_from: DAY }, pst);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Tanggal Sampai Tidak Boleh Kosong');
  });
});
