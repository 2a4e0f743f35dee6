import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { forgetReferences } from '../../platform/reference-cache.ts';

/** The para-system key that keeps the set-up's progress (JSON: steps saved, finished or not). */
export const SETUP_PARA_KEY = 'SETUP_TOKO';

export const anyMasterRow = async (shop: ShopContext, tx: Db) =>
  (await tx.select({ id: shop.t.masterRows._id }).from(shop.t.masterRows).limit(1)).length > 0;

/** Active rows per master among `masters`. */
export async function countActiveRows(shop: ShopContext, tx: Db, masters: string[]) {
  const m = shop.t.masterRows;
  const rows = await tx
    .select({ master: m.master, n: count() })
    .from(m)
    .where(and(eq(m.status, 'ACTIVE'), inArray(m.master, masters)))
    .groupBy(m.master);
  return new Map(rows.map((r) => [r.master, Number(r.n)]));
}

/** Every active row of every master, oldest first within a master (what a branch copies). */
export const allActiveMasterRows = (shop: ShopContext, tx: Db = shop.db) => {
  const m = shop.t.masterRows;
  return tx
    .select({ master: m.master, kode: m.kode, data: m.data })
    .from(m)
    .where(eq(m.status, 'ACTIVE'))
    .orderBy(m.master, m.created_at, m.kode);
};

/** Adds the row, or brings the row of that key back to these values (and active). */
export async function upsertMasterRow(
  shop: ShopContext,
  tx: Db,
  row: { _id: string; master: string; kode: string; nama: string; data: Record<string, unknown>; by: string },
) {
  forgetReferences(shop);
  const m = shop.t.masterRows;
  await tx
    .insert(m)
    .values({
      _id: row._id,
      master: row.master,
      kode: row.kode,
      nama: row.nama,
      data: row.data,
      created_by: row.by,
    })
    .onConflictDoUpdate({
      target: [m.master, m.kode],
      set: { nama: row.nama, data: row.data, status: 'ACTIVE', updated_by: row.by, updated_at: new Date() },
    });
}

export const insertParaIfMissing = (
  shop: ShopContext,
  tx: Db,
  rows: readonly { key: string; value: string }[],
  by: string,
) => {
  forgetReferences(shop);
  return tx
    .insert(shop.t.paraSystem)
    .values(rows.map((r) => ({ key: r.key, value: r.value, updated_by: by, updated_at: new Date() })))
    .onConflictDoNothing();
};

export const findParaValues = (shop: ShopContext, tx: Db, keys: string[]) =>
  tx
    .select({ key: shop.t.paraSystem.key, value: shop.t.paraSystem.value })
    .from(shop.t.paraSystem)
    .where(inArray(shop.t.paraSystem.key, keys));

/** Users whose id equals one of `ids` ignoring case (ids are unique that way). */
export const usersByIdIgnoringCase = (shop: ShopContext, tx: Db, ids: string[]) =>
  tx
    .select({ user_id: shop.t.users.user_id, level: shop.t.users.level })
    .from(shop.t.users)
    .where(
      inArray(
        sql`lower(${shop.t.users.user_id})`,
        ids.map((i) => i.toLowerCase()),
      ),
    );

export async function upsertSetupUser(
  shop: ShopContext,
  tx: Db,
  row: { user_id: string; user_name: string; level: string; password_hash: string; no_hp: string },
) {
  const u = shop.t.users;
  await tx
    .insert(u)
    .values(row)
    .onConflictDoUpdate({
      target: u.user_id,
      set: {
        user_name: row.user_name,
        level: row.level,
        password_hash: row.password_hash,
        no_hp: row.no_hp,
        status: 'ACTIVE',
        updated_at: sql`now()`,
      },
    });
}

/** Active users per level. */
export async function countActiveUsers(shop: ShopContext, tx: Db) {
  const u = shop.t.users;
  const rows = await tx
    .select({ level: u.level, n: count() })
    .from(u)
    .where(eq(u.status, 'ACTIVE'))
    .groupBy(u.level);
  return new Map(rows.map((r) => [r.level, Number(r.n)]));
}
