import { Decimal } from 'decimal.js';
import { roundMoney } from '../rounding.ts';

/**
 * The shop's rule for the down payment of a cancelled customer order (batal pesanan): the share
 * refunded, in percent, kept as the para-system key PERSEN_REFUND_BATAL_PESANAN (default 100: the
 * whole down payment goes back; 0: the shop keeps it all).
 */
export const REFUND_BATAL_PESANAN = { key: 'PERSEN_REFUND_BATAL_PESANAN', initial: 100 } as const;

/**
 * The same rule for a cancelled instalment sale (batal cicilan): the share of what the customer paid
 * (down payment and instalments) refunded, kept as PERSEN_REFUND_BATAL_CICILAN (default 100).
 */
export const REFUND_BATAL_CICILAN = { key: 'PERSEN_REFUND_BATAL_CICILAN', initial: 100 } as const;

/** A shop's refund rule: its para-system key and the percent used when it is missing. */
export type RefundRule = { key: string; initial: number };

export const REFUND_PERCENT_MESSAGE = 'Persen Refund Harus Berupa Angka 0 Sampai 100';

/** The para-system value as a percentage from 0 to 100 with at most 2 decimals; otherwise null. */
export function readRefundPercent(value: string | null | undefined): number | null {
  const v = (value ?? '').trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(v)) return null;
  const n = Number(v);
  return n <= 100 ? n : null;
}

/** The stored rule, or the rule's default (100) when it is missing or unreadable. */
export const refundPercent = (
  value: string | null | undefined,
  rule: RefundRule = REFUND_BATAL_PESANAN,
): number => readRefundPercent(value) ?? rule.initial;

/**
 * What a cancelled order (or instalment sale) gives back: the shop keeps paid x (100 - persen) %, rounded up to the
 * rounding unit (PEMBULATAN) and never more than was paid; the customer gets the rest. So 100 %
 * refunds exactly what was paid, 0 % nothing, and refund + kept = paid in whole Rupiah.
 */
export function splitRefund(
  paid: number,
  persen: number,
  pembulatan: number,
): { refund_rp: number; hangus_rp: number } {
  const share = new Decimal(paid).times(new Decimal(100).minus(persen)).div(100);
  const hangus_rp = Math.min(paid, roundMoney(share, pembulatan, 'up'));
  return { refund_rp: paid - hangus_rp, hangus_rp };
}
