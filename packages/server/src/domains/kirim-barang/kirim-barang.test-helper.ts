import type { ShopServer } from '../../platform/app.ts';
import { call, login, sqlOf, startChain } from '../../test/harness.ts';
import { addFixtureMasters, item } from '../barang/barang.fixtures.ts';
import { deliverDue, drainOutbox, stopOutbox } from './shop-outbox.ts';

/**
 * A listening chain for the delivery tests: its outbox is driven by the tests (flushOutbox), not by
 * its timer nor by the kick after a commit, so a test can look at what a shop knows before the other
 * one heard of it. spv1 logged in at TK1 (`spv1`) and TK2 (`spv2`); `n` new items at TK1 (`items`) and
 * one at TK2.
 */
export async function startDeliveryChain(n: number) {
  const chain = await startChain({
    listen: true,
    config: { outboxIntervalMs: 600_000, outboxRetryBaseMs: 1 },
  });
  for (const server of [chain.pst, chain.tk1, chain.tk2]) stopOutbox(server.shop);
  const spv1 = await login(chain.tk1, 'spv1');
  const spv2 = await login(chain.tk2, 'spv1');
  const items = await addItems(chain.tk1, await login(chain.tk1, 'owner1'), n);
  await addItems(chain.tk2, await login(chain.tk2, 'owner1'), 1);
  return { chain, spv1, spv2, items };
}

/** `n` ready items in tray B1 of the shop (fixture masters added first); their barcodes. */
export async function addItems(
  server: ShopServer,
  token: string,
  n: number,
  over: Record<string, unknown> = {},
) {
  await addFixtureMasters(server, token);
  const out: string[] = [];
  for (let i = 0; i < n; i += 500) {
    const rows = Array.from({ length: Math.min(500, n - i) }, (_, j) =>
      item({ berat: Math.round((1 + ((i + j) % 37) * 0.137) * 1000) / 1000, ...over }),
    );
    const res = await call(server, 'POST', 'barang/create/bulk', { token, body: { detail_barang: rows } });
    if (res.status !== 201 && res.status !== 200) throw new Error(`bulk ${res.status} ${res.body.message}`);
    out.push(...(res.body.data.data as { kode_barcode: string }[]).map((r) => r.kode_barcode));
  }
  return out;
}

/** Sends the shop's due outbox calls until none is left (tests: no waiting on the timer). */
export async function flushOutbox(server: ShopServer, rounds = 5) {
  await drainOutbox(server.shop);
  for (let i = 0; i < rounds; i++) {
    await sqlOf(server)(`update $s.shop_outbox set next_at = now() where done_at is null`);
    if ((await deliverDue(server.shop)) === 0) return;
  }
}

export const pendingCalls = async (server: ShopServer) =>
  (
    await sqlOf(server)<{ n: number }>(`select count(*)::int as n from $s.shop_outbox where done_at is null`)
  )[0]?.n ?? 0;

/** Items per status, and their grams, of a shop. */
export async function stockOf(server: ShopServer) {
  return sqlOf(server)<{ status: string; n: number; berat: string }>(
    `select status, count(*)::int as n, coalesce(sum(berat), 0)::text as berat from $s.barang group by status order by status`,
  );
}
