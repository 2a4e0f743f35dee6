import { parsePembulatan, type RefundRule, refundPercent, splitRefund } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { findParaSystem } from '../system/system.queries.ts';

/**
 * A cancel's refund by a shop's rule (PERSEN_REFUND_BATAL_PESANAN, PERSEN_REFUND_BATAL_CICILAN), read
 * in the cancel's transaction with the rounding unit: of `paid`, what goes back and what the shop
 * keeps (splitRefund), with the percent applied, as the document records them.
 */
export async function refundSplit(shop: ShopContext, tx: Db, rule: RefundRule, paid: number) {
  const persen = refundPercent((await findParaSystem(shop, rule.key, tx))?.value, rule);
  const pembulatan = parsePembulatan((await findParaSystem(shop, 'PEMBULATAN', tx))?.value);
  return { persen_refund: String(persen), ...splitRefund(paid, persen, pembulatan) };
}
