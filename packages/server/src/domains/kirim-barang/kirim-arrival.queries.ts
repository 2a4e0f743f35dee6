import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

/**
 * The last shipment of each of these barcodes from this shop: the shop it went to and how that shop
 * decided the item.
 */
export async function lastShipmentOf(
  shop: ShopContext,
  tx: Db,
  kodes: readonly string[],
): Promise<Map<string, { kode_toko_tujuan: string; status: string }>> {
  if (!kodes.length) return new Map();
  const d = shop.t.kirimBarangDetail;
  const k = shop.t.kirimBarang;
  const rows = await tx
    .select({ kode_barcode: d.kode_barcode, kode_toko_tujuan: k.kode_toko_tujuan, status: d.status })
    .from(d)
    .innerJoin(k, eq(k.no_kirim, d.no_kirim))
    .where(inArray(d.kode_barcode, [...kodes]))
    .orderBy(desc(k.created_at), desc(k.no_kirim));
  const out = new Map<string, { kode_toko_tujuan: string; status: string }>();
  for (const r of rows) if (!out.has(r.kode_barcode)) out.set(r.kode_barcode, r);
  return out;
}

/** Removes the rows of pieces that left this shop for good and now come back (re-inserted as received). */
export const deleteGoneBarang = (shop: ShopContext, tx: Db, kodes: readonly string[]) =>
  tx
    .delete(shop.t.barang)
    .where(and(inArray(shop.t.barang.kode_barcode, [...kodes]), eq(shop.t.barang.status, 'TERKIRIM')));
