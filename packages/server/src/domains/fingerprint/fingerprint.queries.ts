import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

export type StoredScan = typeof import('../../db/schema/index.ts').fingerprintScan.$inferSelect;
type NewScan = typeof import('../../db/schema/index.ts').fingerprintScan.$inferInsert;
type NewTemplate = typeof import('../../db/schema/index.ts').fingerprintTemplate.$inferInsert;

export const findTemplate = async (shop: ShopContext, userId: string, tx: Db = shop.db) =>
  (
    await tx
      .select()
      .from(shop.t.fingerprintTemplate)
      .where(eq(shop.t.fingerprintTemplate.user_id, userId))
      .limit(1)
  )[0];

/** Enrols (or replaces) a user's template. */
export const upsertTemplate = (shop: ShopContext, tx: Db, row: NewTemplate) =>
  tx
    .insert(shop.t.fingerprintTemplate)
    .values(row)
    .onConflictDoUpdate({
      target: shop.t.fingerprintTemplate.user_id,
      set: { fp: row.fp, template: row.template, enrolled_by: row.enrolled_by, enrolled_at: sql`now()` },
    });

export const deleteTemplate = (shop: ShopContext, userId: string) =>
  shop.db
    .delete(shop.t.fingerprintTemplate)
    .where(eq(shop.t.fingerprintTemplate.user_id, userId))
    .returning({ user_id: shop.t.fingerprintTemplate.user_id });

/** SPV/OWN users with the time of their enrolment (null: none). */
export function authoriserUsers(shop: ShopContext, levels: readonly string[]) {
  const { users: u, fingerprintTemplate: f } = shop.t;
  return shop.db
    .select({ user_id: u.user_id, user_name: u.user_name, level: u.level, enrolled_at: f.enrolled_at })
    .from(u)
    .leftJoin(f, eq(f.user_id, u.user_id))
    .where(and(inArray(u.level, [...levels]), eq(u.status, 'ACTIVE')))
    .orderBy(asc(u.user_id));
}

export const insertScan = (shop: ShopContext, row: NewScan) =>
  shop.db.insert(shop.t.fingerprintScan).values(row).returning();

/** The requester's scans still waiting, younger than `minutes`. */
export const waitingScans = (shop: ShopContext, requestedBy: string, minutes: number) =>
  shop.db
    .select()
    .from(shop.t.fingerprintScan)
    .where(
      and(
        eq(shop.t.fingerprintScan.requested_by, requestedBy),
        eq(shop.t.fingerprintScan.status, 'WAITING'),
        gt(shop.t.fingerprintScan.created_at, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .orderBy(asc(shop.t.fingerprintScan.created_at))
    .limit(50);

/** Locks a waiting scan of the requester younger than `minutes`, for its outcome. */
export async function lockWaitingScan(
  shop: ShopContext,
  tx: Db,
  id: string,
  requestedBy: string,
  minutes: number,
): Promise<StoredScan | undefined> {
  const s = shop.t.fingerprintScan;
  const rows = await tx
    .select()
    .from(s)
    .where(
      and(
        eq(s.id, id),
        eq(s.requested_by, requestedBy),
        eq(s.status, 'WAITING'),
        gt(s.created_at, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .for('update')
    .limit(1);
  return rows[0];
}

export const setScanStatus = (shop: ShopContext, tx: Db, id: string, status: 'SCANNED' | 'FAILED') =>
  tx
    .update(shop.t.fingerprintScan)
    .set({ status, scanned_at: sql`now()` })
    .where(eq(shop.t.fingerprintScan.id, id));

/** A successful authorisation scan of the requester for the user, scanned within `minutes`. */
export async function findGrant(
  shop: ShopContext,
  id: string,
  requestedBy: string,
  userId: string,
  minutes: number,
): Promise<StoredScan | undefined> {
  const s = shop.t.fingerprintScan;
  const rows = await shop.db
    .select()
    .from(s)
    .where(
      and(
        eq(s.id, id),
        eq(s.purpose, 'AUTH'),
        eq(s.status, 'SCANNED'),
        eq(s.requested_by, requestedBy),
        eq(s.user_id, userId),
        gt(s.scanned_at, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .limit(1);
  return rows[0];
}
