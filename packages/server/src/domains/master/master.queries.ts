import type { MasterDef, MasterListQuery } from '@emas/contract';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedRead } from '../../db/prepared.ts';
import type { ShopContext } from '../../platform/context.ts';

export type StoredMasterRow = typeof import('../../db/schema/index.ts').masterRows.$inferSelect;

export async function pageMasterRows(shop: ShopContext, def: MasterDef, q: MasterListQuery) {
  const m = shop.t.masterRows;
  const conditions = [eq(m.master, def.key)];
  if (q.status !== 'ALL') conditions.push(eq(m.status, q.status));
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const found = or(ilike(m.kode, like), ilike(m.nama, like));
    if (found) conditions.push(found);
  }
  for (const f of def.filters ?? []) {
    const v = (q as Record<string, unknown>)[f];
    if (typeof v === 'string' && v) conditions.push(sql`${m.data} @> ${JSON.stringify({ [f]: v })}::jsonb`);
  }
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    shop.db
      .select()
      .from(m)
      .where(where)
      .orderBy(asc(m.status), asc(m.kode))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    shop.db.select({ n: count() }).from(m).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

const activeRowsOf = preparedRead('master_active', (shop, db) =>
  db
    .select()
    .from(shop.t.masterRows)
    .where(
      and(eq(shop.t.masterRows.master, sql.placeholder('master')), eq(shop.t.masterRows.status, 'ACTIVE')),
    )
    .orderBy(asc(shop.t.masterRows.kode)),
);

/** The active rows of a master by code (a prepared statement: the counter's quotes read it). */
export const activeMasterRows = (shop: ShopContext, master: string, tx: Db = shop.db) =>
  activeRowsOf(shop, tx, { master });

export async function findMasterRowById(shop: ShopContext, tx: Db, master: string, id: string, lock = false) {
  const m = shop.t.masterRows;
  const q = tx
    .select()
    .from(m)
    .where(and(eq(m.master, master), eq(m._id, id)))
    .limit(1);
  return (await (lock ? q.for('update') : q))[0];
}

export async function findMasterRowByKode(shop: ShopContext, tx: Db, master: string, kode: string) {
  const m = shop.t.masterRows;
  return (
    await tx
      .select()
      .from(m)
      .where(and(eq(m.master, master), eq(m.kode, kode)))
      .limit(1)
  )[0];
}

/** Which of `kodes` exist as active rows of `master`. */
export async function activeKodes(
  shop: ShopContext,
  tx: Db,
  master: string,
  kodes: string[],
): Promise<Set<string>> {
  if (!kodes.length) return new Set();
  const m = shop.t.masterRows;
  const rows = await tx
    .select({ kode: m.kode })
    .from(m)
    .where(and(eq(m.master, master), eq(m.status, 'ACTIVE'), inArray(m.kode, kodes)));
  return new Set(rows.map((r) => r.kode));
}

/** Whether an active row of `master` holds `value` in `field`. */
export async function isReferenced(shop: ShopContext, tx: Db, master: string, field: string, value: string) {
  const m = shop.t.masterRows;
  const rows = await tx
    .select({ _id: m._id })
    .from(m)
    .where(
      and(
        eq(m.master, master),
        eq(m.status, 'ACTIVE'),
        sql`${m.data} @> ${JSON.stringify({ [field]: value })}::jsonb`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A master row's code, name and values changed (in the caller's transaction); the row after. */
export const updateMasterRow = async (
  shop: ShopContext,
  tx: Db,
  id: string,
  set: { kode: string; nama: string; data: StoredMasterRow['data']; updated_by: string },
) =>
  (
    await tx
      .update(shop.t.masterRows)
      .set({ ...set, updated_at: new Date() })
      .where(eq(shop.t.masterRows._id, id))
      .returning()
  )[0];

/** A master row deleted or active again (in the caller's transaction); the row after. */
export const setMasterRowStatus = async (
  shop: ShopContext,
  tx: Db,
  master: string,
  id: string,
  status: 'ACTIVE' | 'DELETED',
  by: string,
) =>
  (
    await tx
      .update(shop.t.masterRows)
      .set({ status, updated_by: by, updated_at: new Date() })
      .where(and(eq(shop.t.masterRows._id, id), eq(shop.t.masterRows.master, master)))
      .returning()
  )[0];
