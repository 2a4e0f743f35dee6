import { parsePembulatan, type RefundRule, refundPercent, splitRefund } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { findParaSystem } from '../system/system.api.ts';

/**
 * A cancel's refund by a shop's rule (PERSEN_REFUND_BATAL_PESANAN, PERSEN_REFUND_BATAL_CICILAN), read
 * in the cancel's transaction: of `paid`, what goes back and what the shop keeps (splitRefund), with
 * the percent applied, as the document records them. Rounded with the document's own unit (the
 * snapshot taken with it, DESIGN.md section 6); the shop's current unit only for a document without one.
 */
export async function refundSplit(
  shop: ShopContext,
  tx: Db,
  rule: RefundRule,
  paid: number,
  pembulatan?: number,
) {
  const persen = refundPercent((await findParaSystem(shop, rule.key, tx))?.value, rule);
  const unit = pembulatan ?? parsePembulatan((await findParaSystem(shop, 'PEMBULATAN', tx))?.value);
  return { persen_refund: String(persen), ...splitRefund(paid, persen, unit) };
}
