import type { AddressInfo } from 'node:net';
import type { api } from '@emas/contract';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopServer, type ShopServer } from '../../main/shop-server.ts';
import { type Chain, call, login, sqlOf, startChain } from '../../test/harness.ts';
import { addItems, pendingCalls } from './kirim-barang.test-helper.ts';

/**
 * Done means of branch shipping (DESIGN.md section 3): two shop servers on real HTTP, 200 items
 * shipped TK1 -> TK2 while the receiver is killed and restarted twice (once after it committed a
 * receipt whose answer never left) and the sender's outbox retries on its own. Afterwards every item
 * is in exactly one shop, counts and grams match on both sides, and nothing was received twice.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const N = 200;
const REFUSED = 10;
let chain: Chain;
let tk2: ShopServer;
let port2: number;
let spv1: string;
const extra: ShopServer[] = [];

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
const attemptsOf = async (server: ShopServer) =>
  (
    await sqlOf(server)<{ n: number }>(
      `select coalesce(max(attempts), 0)::int as n from $s.shop_outbox where done_at is null`,
    )
  )[0]?.n ?? 0;

/** The receiver back on its port, optionally crashing right after it committed its first receipt. */
async function startReceiver(opts: { crashAfterFirstReceipt?: boolean } = {}) {
  const s = await buildShopServer(chain.tk2.shop, { logLevel: 'silent' });
  extra.push(s);
  if (opts.crashAfterFirstReceipt) {
    let crashed = false;
    s.app.server.prependListener('request', (req, res) => {
      if (crashed || !req.url?.endsWith('/kirim-barang/masuk')) return;
      crashed = true;
      // The receipt commits; its answer never leaves, and the server dies.
      res.end = (() => {
        req.socket.destroy();
        setImmediate(() => void s.close());
        return res;
      }) as typeof res.end;
    });
  }
  await s.listen(port2, '127.0.0.1');
  return s;
}

beforeAll(async () => {
  chain = await startChain({
    listen: true,
    config: { outboxIntervalMs: 100, outboxRetryBaseMs: 50, fanOutTimeoutMs: 5_000 },
  });
  tk2 = chain.tk2;
  port2 = (tk2.app.server.address() as AddressInfo).port;
  spv1 = await login(chain.tk1, 'spv1');
}, 120_000);
afterAll(async () => {
  for (const s of extra) await s.close().catch(() => undefined);
  await chain.close();
});

describe('200 items TK1 -> TK2 with the receiver killed and restarted twice', () => {
  it('ends with every item in exactly one shop, counts and grams matching, nothing received twice', async () => {
    const barcodes = await addItems(chain.tk1, await login(chain.tk1, 'owner1'), N);
    await addItems(tk2, await login(tk2, 'owner1'), 1); // the receiver's masters (its tray B2)
    const grams1 = async (where: string) =>
      (
        await sqlOf(chain.tk1)<{ n: number; g: string }>(
          `select count(*)::int as n, coalesce(sum(berat), 0)::text as g from $s.barang where ${where}`,
        )
      )[0] as { n: number; g: string };
    const sentGrams = (await grams1(`kode_barcode in (${barcodes.map((b) => `'${b}'`).join(',')})`)).g;

    // Kill 1: the receiver is down when the first shipment leaves; the sender retries on its own.
    await tk2.close();
    const first = await call(chain.tk1, 'POST', 'kirim-barang', {
      token: spv1,
      body: { kode_toko_tujuan: 'TK2', kode_barcodes: barcodes.slice(0, 120) },
    });
    expect(first.status).toBe(201);
    await waitFor('the sender retrying', async () => (await attemptsOf(chain.tk1)) >= 3);

    // Restart 1, and kill 2: it records the first shipment and dies before answering.
    const crashing = await startReceiver({ crashAfterFirstReceipt: true });
    await waitFor('the receipt that crashed', async () => {
      const r = await sqlOf(crashing)<{ n: number }>(`select count(*)::int as n from $s.terima_barang`);
      return (r[0]?.n ?? 0) === 1;
    });
    // The second shipment (the rest of tray B1) leaves while the receiver is down again.
    const second = await call(chain.tk1, 'POST', 'kirim-barang', {
      token: spv1,
      body: { kode_toko_tujuan: 'TK2', kode_baki: 'B1' },
    });
    expect(second.status).toBe(201);
    expect(second.body.data.qty).toBe(N - 120);
    await waitFor('the receiver down', async () => !crashing.app.server.listening);
    expect(await pendingCalls(chain.tk1)).toBeGreaterThanOrEqual(1);

    // Restart 2: both calls go through; the first one a second time.
    const receiver = await startReceiver();
    await waitFor('both shipments delivered', async () => (await pendingCalls(chain.tk1)) === 0);
    const sq2 = sqlOf(receiver);
    expect((await sq2<{ n: number }>(`select count(*)::int as n from $s.terima_barang`))[0]?.n).toBe(2);
    expect((await sq2<{ n: number }>(`select count(*)::int as n from $s.terima_barang_detail`))[0]?.n).toBe(
      N,
    );

    // On the road: head office sees all 200, once each.
    const pusat = await login(chain.pst, 'PUSAT');
    const road = await call(chain.pst, 'GET', 'kirim-barang/transit-semua', { token: pusat });
    expect(road.body.data.rows.length).toBe(N);
    expect(new Set(road.body.data.rows.map((r: api.TransitRow) => r.kode_barcode)).size).toBe(N);

    // The receiver takes the first shipment whole and refuses 10 items of the second.
    const spv2 = await login(receiver, 'spv1');
    const terima = (k: api.KirimBarang, refuse: Set<string>) =>
      call(receiver, 'POST', 'terima-barang', {
        token: spv2,
        body: {
          kode_toko_asal: 'TK1',
          no_kirim: k.no_kirim,
          kode_gudang: 'TOKO',
          kode_baki: 'B2',
          detail_barang: k.detail.map((d) => ({
            kode_barcode: d.kode_barcode,
            status: refuse.has(d.kode_barcode) ? 'TOLAK' : 'TERIMA',
          })),
        },
      });
    const refused = new Set(
      (second.body.data as api.KirimBarang).detail.slice(0, REFUSED).map((d) => d.kode_barcode),
    );
    const [r1, r2] = await Promise.all([
      terima(first.body.data, new Set()),
      terima(second.body.data, refused),
    ]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    await waitFor('the decisions back at the sender', async () => (await pendingCalls(receiver)) === 0);

    // Every item in exactly one shop.
    const atSender = await sqlOf(chain.tk1)<{ kode_barcode: string; status: string }>(
      `select kode_barcode, status from $s.barang where kode_barcode in (${barcodes.map((b) => `'${b}'`).join(',')})`,
    );
    const mapped = await sq2<{ kode_barcode: string; kode_barcode_baru: string | null; status: string }>(
      `select kode_barcode, kode_barcode_baru, status from $s.terima_barang_detail`,
    );
    const atReceiver = new Map(mapped.map((m) => [m.kode_barcode, m]));
    const inReceiverStock = new Set(
      (await sq2<{ kode_barcode: string }>(`select kode_barcode from $s.barang where status = 'READY'`)).map(
        (r) => r.kode_barcode,
      ),
    );
    for (const item of atSender) {
      const there = atReceiver.get(item.kode_barcode);
      const inTk1 = item.status === 'READY';
      const inTk2 = Boolean(there?.kode_barcode_baru && inReceiverStock.has(there.kode_barcode_baru));
      expect([item.kode_barcode, inTk1 !== inTk2]).toEqual([item.kode_barcode, true]);
      expect(item.status).not.toBe('KIRIM');
    }
    expect(atSender.filter((i) => i.status === 'READY').length).toBe(REFUSED);
    expect(atSender.filter((i) => i.status === 'TERKIRIM').length).toBe(N - REFUSED);

    // Counts and grams on both sides; the ledger of each shop agrees with its stock.
    const back = await grams1(
      `status = 'READY' and kode_barcode in (${[...refused].map((b) => `'${b}'`).join(',')})`,
    );
    const received = (
      await sq2<{ n: number; g: string }>(
        `select count(*)::int as n, coalesce(sum(berat), 0)::text as g from $s.barang where no_tambah like 'KB-TK1-%'`,
      )
    )[0] as { n: number; g: string };
    expect(received.n + back.n).toBe(N);
    expect(new Decimal(received.g).plus(back.g).toFixed(3)).toBe(new Decimal(sentGrams).toFixed(3));
    const ledger2 = (
      await sq2<{ n: number; g: string }>(
        `select sum(qty)::int as n, sum(berat)::text as g from $s.stock_ledger where jenis = 'TERIMA_KIRIM'`,
      )
    )[0] as { n: number; g: string };
    expect([ledger2.n, new Decimal(ledger2.g).toFixed(3)]).toEqual([
      received.n,
      new Decimal(received.g).toFixed(3),
    ]);
    const ledger1 = await sqlOf(chain.tk1)<{ kode_barcode: string; q: number }>(
      `select kode_barcode, sum(qty)::int as q from $s.stock_ledger where kode_barcode in (${barcodes.map((b) => `'${b}'`).join(',')}) group by 1`,
    );
    for (const l of ledger1)
      expect([l.kode_barcode, l.q]).toEqual([l.kode_barcode, refused.has(l.kode_barcode) ? 1 : 0]);

    // Nothing received twice: one new item per accepted barcode, each barcode once.
    const baru = mapped.filter((m) => m.kode_barcode_baru).map((m) => m.kode_barcode_baru);
    expect(baru.length).toBe(N - REFUSED);
    expect(new Set(baru).size).toBe(N - REFUSED);

    // Nothing left on the road; both shipments closed at the sender.
    const after = await call(chain.pst, 'GET', 'kirim-barang/transit-semua', { token: pusat });
    expect(after.body.data.rows).toEqual([]);
    const closed = await sqlOf(chain.tk1)<{ status: string }>(
      `select status from $s.kirim_barang order by no_kirim`,
    );
    expect(closed.map((c) => c.status)).toEqual(['SELESAI', 'SELESAI']);
  }, 120_000);
});
