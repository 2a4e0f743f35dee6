import type { AksesNode } from '@emas/contract';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

const rowColumns = (shop: ShopContext) => {
  const u = shop.t.users;
  return {
    user_id: u.user_id,
    user_name: u.user_name,
    level: u.level,
    no_hp: u.no_hp,
    status: u.status,
    created_at: u.created_at,
    updated_at: u.updated_at,
  };
};

export async function pageUsers(shop: ShopContext, page: number, limit: number, search?: string) {
  const u = shop.t.users;
  const where = search ? or(ilike(u.user_id, `%${search}%`), ilike(u.user_name, `%${search}%`)) : undefined;
  const [rows, total] = await Promise.all([
    shop.db
      .select(rowColumns(shop))
      .from(u)
      .where(where)
      .orderBy(desc(u.status), u.user_id)
      .limit(limit)
      .offset((page - 1) * limit),
    shop.db.select({ n: count() }).from(u).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export const findUser = async (shop: ShopContext, userId: string) =>
  (await shop.db.select().from(shop.t.users).where(eq(shop.t.users.user_id, userId)).limit(1))[0];

export const findUserCaseInsensitive = async (shop: ShopContext, userId: string) =>
  (
    await shop.db
      .select({ user_id: shop.t.users.user_id })
      .from(shop.t.users)
      .where(sql`lower(${shop.t.users.user_id}) = lower(${userId})`)
      .limit(1)
  )[0];

export const insertUser = async (
  shop: ShopContext,
  row: { user_id: string; user_name: string; level: string; password_hash: string; no_hp: string },
) => (await shop.db.insert(shop.t.users).values(row).onConflictDoNothing().returning(rowColumns(shop)))[0];

export const updateUser = async (
  shop: ShopContext,
  userId: string,
  values: Partial<{
    user_name: string;
    level: string;
    no_hp: string;
    status: string;
    password_hash: string;
    akses: AksesNode[];
  }>,
  tx: Pick<Db, 'update'> = shop.db,
) =>
  (
    await tx
      .update(shop.t.users)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(shop.t.users.user_id, userId))
      .returning(rowColumns(shop))
  )[0];
