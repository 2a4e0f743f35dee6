import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import type { WithNumbers } from '../kas/nomor-dokumen.ts';

/** The master that holds the coupons. */
const KUPON_MASTER = 'parameter-kupon';

export type StoredKuponPakai = typeof import('../../db/schema/index.ts').kuponPakai.$inferSelect;
export type NewKuponPakai = typeof import('../../db/schema/index.ts').kuponPakai.$inferInsert;

/**
 * The coupon's active master row, locked when `lock`: a redemption holds it until its sale commits,
 * so concurrent sales count the coupon's usages one after the other.
 */
export async function findKuponRow(shop: ShopContext, tx: Db, kode: string, lock = false) {
  const m = shop.t.masterRows;
  const q = tx
    .select({ data: m.data })
    .from(m)
    .where(and(eq(m.master, KUPON_MASTER), eq(m.kode, kode), eq(m.status, 'ACTIVE')))
    .limit(1);
  return (await (lock ? q.for('update') : q))[0];
}

/** Sales using the coupon (BATAL usages not counted). */
export async function countKuponUsed(shop: ShopContext, tx: Db, kode: string): Promise<number> {
  const t = shop.t.kuponPakai;
  const [row] = await tx
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.kode_kupon, kode), eq(t.status, 'DIGUNAKAN')));
  return row?.n ?? 0;
}

/** Whether the member already has a live usage of the coupon. */
export async function memberUsedKupon(shop: ShopContext, tx: Db, kode: string, kodeMember: string) {
  const t = shop.t.kuponPakai;
  const rows = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.kode_kupon, kode), eq(t.kode_member, kodeMember), eq(t.status, 'DIGUNAKAN')))
    .limit(1);
  return rows.length > 0;
}

export const insertKuponPakai = (
  shop: ShopContext,
  tx: Db,
  row: WithNumbers<NewKuponPakai, 'no_faktur_group'>,
) => tx.insert(shop.t.kuponPakai).values(row);

/** The coupon's usages, newest first. */
export const kuponUsages = (shop: ShopContext, kode: string, limit = 500): Promise<StoredKuponPakai[]> =>
  shop.db
    .select()
    .from(shop.t.kuponPakai)
    .where(eq(shop.t.kuponPakai.kode_kupon, kode))
    .orderBy(desc(shop.t.kuponPakai.id))
    .limit(limit);

/** DIGUNAKAN -> BATAL for the sale's usage (the quota comes back). */
export const cancelKuponPakai = (shop: ShopContext, tx: Db, noFakturGroup: string, by: string) =>
  tx
    .update(shop.t.kuponPakai)
    .set({ status: 'BATAL', batal_by: by, batal_at: new Date() })
    .where(
      and(eq(shop.t.kuponPakai.no_faktur_group, noFakturGroup), eq(shop.t.kuponPakai.status, 'DIGUNAKAN')),
    )
    .returning({ kode_kupon: shop.t.kuponPakai.kode_kupon });
