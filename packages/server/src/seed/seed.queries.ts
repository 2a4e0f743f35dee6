import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { ShopContext } from '../platform/context.ts';
import { forgetReferences } from '../platform/reference-cache.ts';

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

export const insertParaSystem = (shop: ShopContext, rows: { key: string; value: string }[]) => {
  forgetReferences(shop);
  return shop.db.insert(shop.t.paraSystem).values(rows).onConflictDoNothing();
};

/** Moves the shop's business day (the demo's history is written on past days through the services). */
export const setBusinessDay = (shop: ShopContext, tgl_system: string) =>
  shop.db.update(shop.t.toko).set({ tgl_system });

/** Runs `fn` on the business day `day`, then moves the shop back to `back` (also when `fn` fails). */
export async function onBusinessDay<T>(shop: ShopContext, day: string, back: string, fn: () => Promise<T>) {
  await setBusinessDay(shop, day);
  try {
    return await fn();
  } finally {
    await setBusinessDay(shop, back);
  }
}
/** READY gold items of a group, the highest barcodes first (the demo's seeds take their own). */
export const readyItemsOf = async (shop: ShopContext, kodeGroup: string, n: number) =>
  (
    await shop.db
      .select({ kode_barcode: shop.t.barang.kode_barcode })
      .from(shop.t.barang)
      .where(
        and(
          eq(shop.t.barang.status, 'READY'),
          eq(shop.t.barang.kode_group, kodeGroup),
          gt(shop.t.barang.kadar, '0'),
        ),
      )
      .orderBy(desc(shop.t.barang.kode_barcode))
      .limit(n)
  ).map((r) => r.kode_barcode);

/** The earliest gold price row of a group (for a seed that prices on an earlier day). */
export const earliestPrice = async (shop: ShopContext, kodeGroup: string) =>
  (
    await shop.db
      .select()
      .from(shop.t.hargaEmas)
      .where(eq(shop.t.hargaEmas.kode_group, kodeGroup))
      .orderBy(asc(shop.t.hargaEmas.tanggal))
      .limit(1)
  )[0];

export const insertPrice = (shop: ShopContext, row: typeof shop.t.hargaEmas.$inferInsert) => {
  forgetReferences(shop);
  return shop.db.insert(shop.t.hargaEmas).values(row);
};
