import { isLegacyBarcode, parseShopBarcode } from '@emas/contract';
import { and, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import type { ShopContext } from '../../platform/context.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The items whose barcode starts with `prefix` (upper-cased input of a barcode search): a whole code
 * (legacy 8 digits or a chain code like TK1-000042) is that item; leading digits are a range of legacy
 * codes (a range of the primary key); anything else is the start of chain codes (TK1-00).
 */
export function barcodePrefix(shop: ShopContext, prefix: string): SQL {
  const k = shop.t.barang.kode_barcode;
  if (isLegacyBarcode(prefix) || parseShopBarcode(prefix)) return eq(k, prefix);
  if (/^\d+$/.test(prefix)) return and(gte(k, prefix.padEnd(8, '0')), lte(k, prefix.padEnd(8, '9'))) as SQL;
  return like(k, `${escapeLike(prefix)}%`);
}
