import type { ShopServer } from '../../platform/app.ts';
import { call, sqlOf } from '../../test/harness.ts';
import { addFixtureMasters, item } from '../barang/barang.fixtures.ts';
import { deliverDue, drainOutbox } from './shop-outbox.ts';

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
