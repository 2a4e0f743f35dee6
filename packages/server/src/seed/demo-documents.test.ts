import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { api } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from '../platform/app.ts';
import { businessDay, type Chain, call, login, sqlOf, startChain } from '../test/harness.ts';

/**
 * The demo as `npm start` seeds it (goods, documents, members) on a fresh database: both branches
 * have repairs and orders in every state, their cash, stock and ledger written by the real services,
 * and the spec's validasi calls list the unvalidated ones until they are validated.
 */
let chain: Chain;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'emas-demo-'));
  process.env.IMAGE_DIR = dir;
  chain = await startChain({ demo: { goods: true, members: true } });
}, 300_000);
afterAll(async () => {
  await chain.close();
  await rm(dir, { recursive: true, force: true });
  delete process.env.IMAGE_DIR;
});

const q = <T>(server: ShopServer, text: string) => sqlOf(server)<T>(text);

describe.each(['tk1', 'tk2'] as const)('the fresh demo, branch %s', (key) => {
  const server = () => chain[key];

  it('seeds repairs and orders in every state on the business day, stock and cash following', async () => {
    const day = await businessDay(server());
    const states = (table: string) =>
      q<{ status: string; later: number }>(
        server(),
        `select status, count(*) filter (where tanggal > '${day}' or tgl_ambil > '${day}')::int as later
         from "$s".${table} group by 1 order by 1`,
      );
    expect(await states('service')).toEqual(
      ['BATAL', 'DIAMBIL', 'PROSES', 'SELESAI'].map((status) => ({ status, later: 0 })),
    );
    expect(await states('pesanan')).toEqual(
      ['BATAL', 'DIAMBIL', 'PESAN', 'SIAP'].map((status) => ({ status, later: 0 })),
    );
    // Delivered: the item reserved for the order; picked up: sold through a sale carrying the order.
    const items = await q<{ status: string; barang: string; sold: number }>(
      server(),
      `select p.status, b.status as barang,
         (select count(*)::int from "$s".penjualan j where j.no_pesanan = p.no_pesanan and j.status = 'OPEN') as sold
       from "$s".pesanan p join "$s".barang b on b.kode_barcode = p.kode_barcode order by p.status`,
    );
    expect(items).toEqual([
      { status: 'DIAMBIL', barang: 'SOLD', sold: 1 },
      { status: 'SIAP', barang: 'PESANAN', sold: 0 },
    ]);
    // The orders' money: down payments in, the cancelled one's refund out.
    const [cash] = await q<{ dp: number; batal: number; docs_dp: number; docs_refund: number }>(
      server(),
      `select (select coalesce(sum(jumlah_in), 0)::int from "$s".kas where kategori = 'PESANAN') as dp,
              (select coalesce(sum(jumlah_out), 0)::int from "$s".kas where kategori = 'BATAL PESANAN') as batal,
              (select sum(dp_rp)::int from "$s".pesanan) as docs_dp,
              (select coalesce(sum(refund_rp), 0)::int from "$s".pesanan where status = 'BATAL') as docs_refund`,
    );
    expect(cash?.dp).toBe(cash?.docs_dp);
    expect(cash?.batal).toBe(cash?.docs_refund);
    expect(cash?.batal).toBeGreaterThan(0);
  });

  it('seeds instalment contracts in every state, their items and money following', async () => {
    const states = await q<{ status: string; n: number }>(
      server(),
      `select status, count(*)::int as n from "$s".cicilan group by 1 order by 1`,
    );
    expect(states.map((s) => s.status)).toEqual(['AKTIF', 'BATAL', 'LELANG', 'LUNAS']);
    const items = await q<{ status: string; barang: string }>(
      server(),
      `select distinct c.status, b.status as barang from "$s".cicilan c
       join "$s".barang b on b.kode_barcode = c.kode_barcode order by 1, 2`,
    );
    expect(items).toEqual([
      { status: 'AKTIF', barang: 'CICILAN' },
      { status: 'BATAL', barang: 'READY' },
      { status: 'LELANG', barang: 'READY' },
      { status: 'LUNAS', barang: 'SOLD' },
    ]);
    const owner = await login(server(), 'owner1');
    const lelang = await call(server(), 'GET', 'cicilan/get/lelang-cicilan', { token: owner });
    expect(lelang.status, lelang.body.message).toBe(200);
    expect((lelang.body.data as api.CicilanDetail[]).length).toBeGreaterThanOrEqual(1);
    // paid (dp + instalments) + remaining = contract total on every contract.
    const off = await q<{ n: number }>(
      server(),
      `select count(*)::int as n from "$s".cicilan c where c.jumlah_bayar > c.total_kontrak
         or (c.status = 'LUNAS' and c.jumlah_bayar <> c.total_kontrak)`,
    );
    expect(off[0]?.n).toBe(0);
  });

  it.each([
    ['service', 'no_faktur_service', 'no_services', 'service'],
    ['pesanan', 'no_pesanan', 'no_pesanans', 'pesanan'],
  ] as const)(
    'validasi/%s/get?kode_sales=ALL lists the unvalidated rows; validating them empties it',
    async (path, field, bodyField, table) => {
      const owner = await login(server(), 'owner1');
      const open = await q<{ no: string }>(
        server(),
        `select ${field} as no from "$s".${table} where status <> 'BATAL' and status_valid = 'OPEN' order by id`,
      );
      const validated = await q<{ n: number }>(
        server(),
        `select count(*)::int as n from "$s".${table} where status_valid = 'VALID'`,
      );
      expect(validated[0]?.n).toBeGreaterThan(0);
      const list = await call(server(), 'GET', `validasi/${path}/get?kode_sales=ALL`, { token: owner });
      expect(list.status, list.body.message).toBe(200);
      const rows = list.body.data as (api.PendingService | api.PendingPesanan)[];
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.map((r) => (r as Record<string, unknown>)[field])).toEqual(open.map((r) => r.no));
      const ok = await call(server(), 'POST', `validasi/${path}`, {
        token: owner,
        body: { [bodyField]: open.map((r) => r.no), user_id: 'spv1' },
      });
      expect(ok.status, ok.body.message).toBe(200);
      expect(ok.body.data).toEqual({ validated: open.length });
      expect(
        (await call(server(), 'GET', `validasi/${path}/get?kode_sales=ALL`, { token: owner })).body.data,
      ).toEqual([]);
    },
  );
});
