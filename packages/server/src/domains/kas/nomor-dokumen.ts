import { formatDocumentNumber } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { nextDocumentSequence, takeDocumentSequences } from './kas.queries.ts';

export type { NumberedWrite, NumberRefs, NumberText, WithNumbers } from '../../db/numbered-write.ts';
export { writeNumbered } from './kas.queries.ts';

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

/**
 * `count` gap-free numbers of each prefix in one round trip, in the order given (the order their
 * counter rows are locked in): for a prefix wanted 3 times, its next three numbers in ascending order.
 */
export async function nextDocumentNumbers(
  shop: ShopContext,
  tx: Db,
  tanggal: string,
  wanted: readonly { prefix: string; count: number }[],
): Promise<string[][]> {
  const last = await takeDocumentSequences(shop, tx, tanggal, wanted);
  return wanted.map(({ prefix, count }) => {
    const end = last.get(prefix);
    if (end === undefined) throw new Error('document counter missing');
    return Array.from({ length: count }, (_, i) =>
      formatDocumentNumber(prefix, shop.kode_toko, tanggal, end - count + 1 + i),
    );
  });
}
