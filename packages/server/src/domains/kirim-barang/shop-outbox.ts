import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { callShop, envelopeOf } from '../toko/fan-out.ts';
import { findShopTarget, shopLimits } from '../toko/toko.service.ts';
import {
  claimDueOutbox,
  markOutboxDone,
  markOutboxFailed,
  releaseDueOutbox,
  type StoredOutbox,
} from './kirim-barang.queries.ts';

/** What the sender does in the transaction that closes a call the other shop confirmed. */
export type OnDelivered = (shop: ShopContext, tx: Db, row: StoredOutbox, data: unknown) => Promise<void>;
const handlers = new Map<string, OnDelivered>();
export const onDelivered = (path: string, fn: OnDelivered) => handlers.set(path, fn);

export type ShopOutbox = { kick(): void; drain(): Promise<void>; close(): void };
const running = new Map<string, ShopOutbox>();

/** Sends what is due now (after a commit that queued a call), instead of waiting for the next round. */
export const kickOutbox = (shop: ShopContext) => running.get(shop.schema)?.kick();
/** Stops the shop's outbox rounds (its timer and the kicks after a commit); calls stay queued. */
export const stopOutbox = (shop: ShopContext) => running.get(shop.schema)?.close();
/** Waits for the shop's outbox round in progress, if any. */
export const drainOutbox = async (shop: ShopContext) => running.get(shop.schema)?.drain();

const MAX_RETRY_MS = 5 * 60_000;
const retryAfter = (shop: ShopContext, attempts: number) =>
  Math.min(MAX_RETRY_MS, shop.config.outboxRetryBaseMs * 2 ** Math.max(0, Math.min(attempts - 1, 16)));

/** One call: success envelope from the other shop, or the reason it failed. */
async function deliver(
  shop: ShopContext,
  row: StoredOutbox,
): Promise<{ ok: true; data: unknown } | { ok: false; error: string }> {
  const target = await findShopTarget(shop, row.kode_toko);
  if (!target) return { ok: false, error: `Toko ${row.kode_toko} Tidak Terdaftar Di Master Toko` };
  try {
    const res = await callShop(target, { method: 'POST', path: row.path, body: row.body }, shopLimits(shop));
    const body = envelopeOf(res);
    if (res.status >= 200 && res.status < 300 && body?.status === 'success')
      return { ok: true, data: body.data };
    return { ok: false, error: `${res.status} ${body?.message ?? ''}`.trim() };
  } catch (e) {
    return { ok: false, error: (e as Error).message || 'Koneksi Gagal' };
  }
}

/** Sends every due call once; each confirmed call is closed in one transaction with its follow-up. */
export async function deliverDue(shop: ShopContext, stopped?: () => boolean): Promise<number> {
  const rows = await claimDueOutbox(shop, Math.max(30_000, shop.config.fanOutTimeoutMs * 2));
  for (const [i, row] of rows.entries()) {
    // Stopping: the calls not made yet go back to the shop's other processes now, not after the lease.
    if (stopped?.()) {
      await releaseDueOutbox(shop, rows.slice(i));
      return i;
    }
    const out = await deliver(shop, row);
    if (out.ok) {
      await shop.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await handlers.get(row.path)?.(shop, tx, row, out.data);
        await markOutboxDone(shop, tx, row.id);
      });
    } else {
      await markOutboxFailed(shop, row.id, out.error, retryAfter(shop, row.attempts));
    }
  }
  return rows.length;
}

/**
 * The shop's outbox of calls to other shops: looked at every `outboxIntervalMs` and at once when a
 * write queues a call. A call is closed only once the other shop answered success; until then it is
 * tried again, waiting longer each time (the other shop's receipt is idempotent, so a call repeated
 * after a lost answer changes nothing there).
 */
export function startShopOutbox(shop: ShopContext, onError: (err: unknown) => void): ShopOutbox {
  let busy: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const round = async () => {
    do {
      again = false;
      if (closed) return;
      try {
        // A full batch may have more behind it.
        if ((await deliverDue(shop, () => closed)) >= 20) again = true;
      } catch (err) {
        if (!closed) onError(err);
      }
    } while (again && !closed);
  };
  const kick = () => {
    if (closed) return;
    if (busy) {
      again = true;
      return;
    }
    busy = round().finally(() => {
      busy = null;
    });
  };
  const timer = setInterval(kick, shop.config.outboxIntervalMs);
  timer.unref();
  const outbox: ShopOutbox = {
    kick,
    drain: async () => {
      while (busy) await busy;
    },
    close: () => {
      closed = true;
      clearInterval(timer);
      if (running.get(shop.schema) === outbox) running.delete(shop.schema);
    },
  };
  running.set(shop.schema, outbox);
  return outbox;
}
