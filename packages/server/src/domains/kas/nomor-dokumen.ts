import { formatDocumentNumber } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { nextDocumentSequence } from './kas.queries.ts';

/** The next gap-free document number of this shop for a prefix and business day. */
export async function nextDocumentNumber(
  shop: ShopContext,
  tx: Db,
  prefix: string,
  tanggal: string,
): Promise<string> {
  const seq = await nextDocumentSequence(shop, tx, prefix, tanggal);
  return formatDocumentNumber(prefix, shop.kode_toko, tanggal, seq);
}
