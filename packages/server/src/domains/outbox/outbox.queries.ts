import type { OutboxChannel, OutboxRow, OutboxStatus } from '@emas/contract/api/whatsapp';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

export type StoredOutbox = typeof import('../../db/schema/index.ts').outbox.$inferSelect;
export type NewOutbox = typeof import('../../db/schema/index.ts').outbox.$inferInsert;

export const insertOutboxRows = (shop: ShopContext, tx: Db, rows: NewOutbox[]) =>
  rows.length ? tx.insert(shop.t.outbox).values(rows).returning() : Promise.resolve([] as StoredOutbox[]);

/**
 * Takes up to `limit` due PENDING rows of these channels (or the PENDING rows `ids`) for one attempt:
 * their attempt is counted and their next_attempt_at pushed `leaseMs` ahead in the same statement, so
 * another worker (another process of the shop) skips them while this one sends.
 */
export async function claimDue(
  shop: ShopContext,
  opts: { channels: OutboxChannel[]; limit: number; leaseMs: number; ids?: number[] },
): Promise<StoredOutbox[]> {
  if (!opts.channels.length) return [];
  const o = shop.t.outbox;
  const due: SQL[] = [eq(o.status, 'PENDING'), inArray(o.channel, opts.channels)];
  // Rows named by id are the caller's own (just queued, or asked again): due or not.
  if (opts.ids) due.push(inArray(o.id, opts.ids.length ? opts.ids : [-1]));
  else due.push(sql`${o.next_attempt_at} <= now()`);
  const pick = shop.db
    .select({ id: o.id })
    .from(o)
    .where(and(...due))
    .orderBy(o.id)
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return shop.db
    .update(o)
    .set({
      attempts: sql`${o.attempts} + 1`,
      next_attempt_at: sql`now() + (${opts.leaseMs}::int * interval '1 millisecond')`,
    })
    .where(inArray(o.id, pick))
    .returning();
}

/**
 * Hands rows taken for an attempt that was not made back (the worker is stopping): due now, their
 * attempt uncounted, unless another worker took them over meanwhile.
 */
export const releaseClaimed = (shop: ShopContext, rows: Pick<StoredOutbox, 'id' | 'attempts'>[]) => {
  const o = shop.t.outbox;
  if (!rows.length) return Promise.resolve();
  return shop.db
    .update(o)
    .set({ attempts: sql`${o.attempts} - 1`, next_attempt_at: sql`now()` })
    .where(
      and(eq(o.status, 'PENDING'), or(...rows.map((r) => and(eq(o.id, r.id), eq(o.attempts, r.attempts))))),
    )
    .then(() => undefined);
};

/** The result of one attempt; `attempts` guards against a row a later claim took over. */
export const finishAttempt = (
  shop: ShopContext,
  tx: Db,
  row: Pick<StoredOutbox, 'id' | 'attempts'>,
  set: { status: OutboxStatus; last_error?: string | null; result?: unknown; retryInMs?: number },
) => {
  const o = shop.t.outbox;
  return tx
    .update(o)
    .set({
      status: set.status,
      last_error: set.last_error ?? null,
      ...(set.result !== undefined ? { result: set.result } : {}),
      ...(set.status === 'SENT' ? { sent_at: new Date() } : {}),
      ...(set.retryInMs !== undefined
        ? { next_attempt_at: sql`now() + (${Math.round(set.retryInMs)}::int * interval '1 millisecond')` }
        : {}),
    })
    .where(and(eq(o.id, row.id), eq(o.attempts, row.attempts), eq(o.status, 'PENDING')))
    .returning({ id: o.id });
};

const toRow = (r: StoredOutbox): OutboxRow => ({
  id: r.id,
  channel: r.channel as OutboxChannel,
  kind: r.kind,
  ref: r.tujuan,
  ringkasan: r.isi,
  status: r.status as OutboxStatus,
  attempts: r.attempts,
  last_error: r.last_error,
  next_attempt_at: r.status === 'PENDING' ? r.next_attempt_at.toISOString() : null,
  created_at: r.created_at.toISOString(),
  sent_at: r.sent_at ? r.sent_at.toISOString() : null,
  input_by: r.created_by,
});

export async function listOutboxRows(
  shop: ShopContext,
  q: { channel: OutboxChannel | 'ALL'; status: OutboxStatus | 'ALL'; limit: number },
): Promise<OutboxRow[]> {
  const o = shop.t.outbox;
  const where: SQL[] = [];
  if (q.channel !== 'ALL') where.push(eq(o.channel, q.channel));
  if (q.status !== 'ALL') where.push(eq(o.status, q.status));
  const rows = await shop.db
    .select()
    .from(o)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(o.id))
    .limit(q.limit);
  return rows.map(toRow);
}

export async function findOutboxRow(shop: ShopContext, id: number): Promise<OutboxRow | null> {
  const rows = await shop.db.select().from(shop.t.outbox).where(eq(shop.t.outbox.id, id)).limit(1);
  return rows[0] ? toRow(rows[0]) : null;
}

/**
 * Takes a row for an attempt asked for now (Kirim Ulang), leased to the caller like a row it just
 * queued: a FAILed row (its attempts start over), or a PENDING one waiting longer than the lease (a
 * row a worker holds never waits longer, so it is never taken twice). Answers whether it was taken.
 */
export async function leaseForRetry(shop: ShopContext, id: number, leaseMs: number): Promise<boolean> {
  const o = shop.t.outbox;
  const lease = sql`now() + (${leaseMs}::int * interval '1 millisecond')`;
  const rows = await shop.db
    .update(o)
    .set({
      status: 'PENDING',
      next_attempt_at: lease,
      last_error: null,
      attempts: sql`case when ${o.status} = 'FAIL' then 0 else ${o.attempts} end`,
    })
    .where(
      and(
        eq(o.id, id),
        or(eq(o.status, 'FAIL'), and(eq(o.status, 'PENDING'), sql`${o.next_attempt_at} > ${lease}`)),
      ),
    )
    .returning({ id: o.id });
  return rows.length > 0;
}
