import { asc, eq, inArray } from 'drizzle-orm';
import type { ShopContext } from '../../platform/context.ts';

export const listShops = (shop: ShopContext, codes?: string[]) =>
  shop.db
    .select()
    .from(shop.t.masterToko)
    .where(codes?.length ? inArray(shop.t.masterToko.kode_toko, codes) : undefined)
    .orderBy(asc(shop.t.masterToko.kode_toko));

export const findShop = async (shop: ShopContext, kode: string) =>
  (await shop.db.select().from(shop.t.masterToko).where(eq(shop.t.masterToko.kode_toko, kode)).limit(1))[0];

export const insertShop = async (
  shop: ShopContext,
  row: { kode_toko: string; nama_toko: string; portal: string; service_token: string | null },
) => (await shop.db.insert(shop.t.masterToko).values(row).onConflictDoNothing().returning())[0];

export const updateShop = async (
  shop: ShopContext,
  kode: string,
  values: { nama_toko: string; portal: string; service_token?: string | null },
) =>
  (
    await shop.db
      .update(shop.t.masterToko)
      .set(values)
      .where(eq(shop.t.masterToko.kode_toko, kode))
      .returning()
  )[0];

export const deleteShop = async (shop: ShopContext, kode: string) =>
  (await shop.db.delete(shop.t.masterToko).where(eq(shop.t.masterToko.kode_toko, kode)).returning())[0];

export const insertServiceCredential = (
  shop: ShopContext,
  row: { name: string; token_hash: string; created_by: string },
) => shop.db.insert(shop.t.serviceCredentials).values(row);
