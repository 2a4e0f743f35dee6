import type { ShopContext } from '../platform/context.ts';

export const hasToko = async (shop: ShopContext) =>
  (await shop.db.select({ k: shop.t.toko.kode_toko }).from(shop.t.toko).limit(1)).length > 0;

export const insertToko = (
  shop: ShopContext,
  row: {
    kode_toko: string;
    nama_toko: string;
    alamat_toko: string;
    no_telp: string;
    no_whatsapp: string;
    tgl_system: string;
    app_type: string;
  },
) => shop.db.insert(shop.t.toko).values(row).onConflictDoNothing();

export const insertUsers = (
  shop: ShopContext,
  rows: { user_id: string; user_name: string; level: string; password_hash: string; no_hp: string }[],
) => shop.db.insert(shop.t.users).values(rows).onConflictDoNothing();

export const insertParaSystem = (shop: ShopContext, rows: { key: string; value: string }[]) =>
  shop.db.insert(shop.t.paraSystem).values(rows).onConflictDoNothing();
