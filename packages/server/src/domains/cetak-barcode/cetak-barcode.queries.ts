import { inArray } from 'drizzle-orm';
import type { ShopContext } from '../../platform/context.ts';
import type { StoredBarang } from '../barang/barang.api.ts';

/** The items of the given barcodes, in any order (one statement, on the barcode's primary key). */
export const barangByBarcodes = (shop: ShopContext, kodes: readonly string[]): Promise<StoredBarang[]> =>
  shop.db
    .select()
    .from(shop.t.barang)
    .where(inArray(shop.t.barang.kode_barcode, [...kodes]));
