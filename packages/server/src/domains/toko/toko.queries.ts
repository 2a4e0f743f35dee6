import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

export const listShops = (shop: ShopContext, codes?: string[]) =>
  shop.db
    .select()
    .from(shop.t.masterToko)
    .where(codes?.length ? inArray(shop.t.masterToko.kode_toko, codes) : undefined)
    .orderBy(asc(shop.t.masterToko.kode_toko));

export const findShop = async (shop: ShopContext, kode: string, tx: Pick<Db, 'select'> = shop.db) =>
  (await tx.select().from(shop.t.masterToko).where(eq(shop.t.masterToko.kode_toko, kode)).limit(1))[0];

/** The row, locked until the transaction ends: two edits of one shop apply one after the other. */
export const lockShop = async (shop: ShopContext, kode: string, tx: Pick<Db, 'select'>) =>
  (
    await tx
      .select()
      .from(shop.t.masterToko)
      .where(eq(shop.t.masterToko.kode_toko, kode))
      .limit(1)
      .for('update')
  )[0];

export const insertShop = async (
  shop: ShopContext,
  row: { kode_toko: string; nama_toko: string; portal: string; service_token: string | null },
  tx: Pick<Db, 'insert'> = shop.db,
) => (await tx.insert(shop.t.masterToko).values(row).onConflictDoNothing().returning())[0];

export const updateShop = async (
  shop: ShopContext,
  kode: string,
  values: { nama_toko?: string; portal?: string; service_token?: string | null },
  tx: Pick<Db, 'update'> = shop.db,
) =>
  (
    await tx.update(shop.t.masterToko).set(values).where(eq(shop.t.masterToko.kode_toko, kode)).returning()
  )[0];

export const deleteShop = async (shop: ShopContext, kode: string, tx: Pick<Db, 'delete'> = shop.db) =>
  (await tx.delete(shop.t.masterToko).where(eq(shop.t.masterToko.kode_toko, kode)).returning())[0];

export const insertServiceCredential = async (
  shop: ShopContext,
  row: { name: string; token_hash: string; created_by: string },
  tx: Pick<Db, 'insert'> = shop.db,
) => (await tx.insert(shop.t.serviceCredentials).values(row).returning())[0];

export const listServiceCredentials = (shop: ShopContext) =>
  shop.db.select().from(shop.t.serviceCredentials).orderBy(asc(shop.t.serviceCredentials.id));

/**
 * Revokes the live credentials: one (`id`), or every one issued under these names but `exceptId`.
 * Returns the revoked rows.
 */
export const revokeServiceCredentials = (
  shop: ShopContext,
  which: { id: number } | { exceptId: number; names: readonly string[] },
  tx: Pick<Db, 'update'> = shop.db,
) => {
  const c = shop.t.serviceCredentials;
  return tx
    .update(c)
    .set({ revoked_at: new Date() })
    .where(
      and(
        isNull(c.revoked_at),
        'id' in which ? eq(c.id, which.id) : and(ne(c.id, which.exceptId), inArray(c.name, [...which.names])),
      ),
    )
    .returning();
};

export const findServiceCredential = async (shop: ShopContext, id: number) =>
  (
    await shop.db
      .select()
      .from(shop.t.serviceCredentials)
      .where(eq(shop.t.serviceCredentials.id, id))
      .limit(1)
  )[0];
