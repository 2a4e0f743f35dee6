import type { OutboxChannel, OutboxStatus } from '@emas/contract/api/whatsapp';
import type { Db } from '../../db/database.ts';
import type { ProviderConfig, ShopContext } from '../../platform/context.ts';
import { claimDue, finishAttempt, releaseClaimed, type StoredOutbox } from './outbox.queries.ts';
import { type Attempt, attempt, type ProviderAnswer } from './provider.ts';

/** How one kind of outbox row is sent, and what its final state changes beside the row (same transaction). */
export type OutboxSender = {
  channel: OutboxChannel;
  provider: (shop: ShopContext) => ProviderConfig | undefined;
  /** One call to the provider; a throw (unreachable, timeout) is retried. */
  send: (shop: ShopContext, row: StoredOutbox, p: ProviderConfig) => Promise<ProviderAnswer>;
  refusedDefault: string;
  settle?: (shop: ShopContext, tx: Db, row: StoredOutbox, status: OutboxStatus, a: Attempt) => Promise<void>;
};

const SENDERS = new Map<string, OutboxSender>();
const BATCH = 20;
const MAX_DELAY_MS = 60 * 60_000;

/** How long a taken row is left to its taker before another worker may take it. */
export const outboxLeaseMs = (shop: ShopContext) => shop.config.outbox.timeoutMs * 2 + 1_000;

/**
 * When a row a request queues and sends itself at once becomes due for the worker: after the lease,
 * so the worker leaves it to the request (and takes it only if the request never got to it).
 */
export const leasedUntil = (shop: ShopContext) => new Date(Date.now() + outboxLeaseMs(shop));

/** Domains register how their kinds are sent (whatsapp.sender.ts, external.sender.ts). */
export const registerOutboxSender = (kind: string, s: OutboxSender) => void SENDERS.set(kind, s);

/** The wait before attempt n+1: retryMs doubling per attempt made, at most an hour. */
export const retryDelay = (retryMs: number, attemptsMade: number) =>
  Math.min(retryMs * 2 ** Math.max(0, attemptsMade - 1), MAX_DELAY_MS);

async function sendOne(shop: ShopContext, row: StoredOutbox): Promise<void> {
  const sender = SENDERS.get(row.kind);
  const p = sender?.provider(shop);
  const a: Attempt =
    sender && p
      ? await attempt(() => sender.send(shop, row, p), sender.refusedDefault)
      : { outcome: 'retry', message: 'Provider belum diatur' };
  const { retryMs, maxAttempts } = shop.config.outbox;
  const status: OutboxStatus =
    a.outcome === 'sent'
      ? 'SENT'
      : a.outcome === 'refused' || row.attempts >= maxAttempts
        ? 'FAIL'
        : 'PENDING';
  await shop.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const done = await finishAttempt(shop, tx, row, {
      status,
      last_error: a.outcome === 'sent' ? null : a.message,
      ...(a.outcome === 'sent' ? { result: a.result } : {}),
      ...(status === 'PENDING' ? { retryInMs: retryDelay(retryMs, row.attempts) } : {}),
    });
    // Another worker took the row over (its lease ran out): that one settles it.
    if (done.length && sender?.settle) await sender.settle(shop, tx, row, status, a);
  });
}

/**
 * Sends the due rows whose provider is configured (or only the rows `ids`); rows of a channel
 * without a provider stay PENDING untouched. Answers how many rows were attempted.
 */
export async function drainOutbox(
  shop: ShopContext,
  opts: { ids?: number[]; stopped?: () => boolean } = {},
): Promise<number> {
  const channels = [...new Set([...SENDERS.values()].filter((s) => s.provider(shop)).map((s) => s.channel))];
  const leaseMs = outboxLeaseMs(shop);
  let total = 0;
  if (opts.ids) {
    // Each named row once (one attempt each), a batch at a time.
    for (let i = 0; i < opts.ids.length; i += BATCH) {
      const ids = opts.ids.slice(i, i + BATCH);
      const rows = await claimDue(shop, { channels, limit: BATCH, leaseMs, ids });
      for (const row of rows) await sendOne(shop, row);
      total += rows.length;
    }
    return total;
  }
  for (;;) {
    const rows = await claimDue(shop, { channels, limit: BATCH, leaseMs });
    for (const [i, row] of rows.entries()) {
      // The process is stopping: the rows taken but not yet sent go back to the other processes now,
      // not when their lease runs out.
      if (opts.stopped?.()) {
        await releaseClaimed(shop, rows.slice(i));
        return total;
      }
      await sendOne(shop, row);
      total++;
    }
    if (rows.length < BATCH || opts.stopped?.()) return total;
  }
}

/**
 * Polls the outbox every `pollMs` (one drain at a time per shop). A failed round (the database away)
 * is reported and the next poll tries again. stop() ends the polls, lets the row being sent finish,
 * hands the rest of its batch back and resolves when the round is over.
 */
export function startOutboxWorker(
  shop: ShopContext,
  onError: (err: unknown) => void,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = drainOutbox(shop, { stopped: () => stopped })
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, shop.config.outbox.pollMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
