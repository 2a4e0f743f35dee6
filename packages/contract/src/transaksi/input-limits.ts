import { formatMoney } from '../format.ts';

/**
 * Limits that fit the counter's amount fields. A typing slip (a prefilled 40,000 and '75000' typed
 * behind it) makes a number no shop sees: the hard limits refuse it beside the field, and an amount
 * that is possible but unusual asks the cashier to confirm before it is saved.
 */

/** A kadar (gold content) is a percentage: at most 100. */
export const KADAR_MAX = 100;
/** A repair (service) costs at most this much; above it the amount is a slip. */
export const SERVICE_TOTAL_MAX = 100_000_000;
/** A repair's final cost above this many times its estimate is unusual. */
export const SERVICE_OUTLIER_MULTIPLE = 5;
/** Cash tendered is at most this many times what is due (or due + TENDER_MAX_EXTRA, the larger). */
export const TENDER_MAX_MULTIPLE = 10;
export const TENDER_MAX_EXTRA = 1_000_000;
/** Change from this much on, when the cash is over twice what is due, is unusual. */
export const TENDER_OUTLIER_CHANGE = 1_000_000;

/**
 * A payment amount of the other screens (a loan, a deposit, a down payment, cash in or out): at most
 * PAYMENT_MAX (Rp 10 milyar, the widest the field shows), from PAYMENT_OUTLIER on asked first. With
 * what is due, the tender's limits (checkTender's) apply.
 */
export const PAYMENT_MAX = 10_000_000_000;
export const PAYMENT_OUTLIER = 1_000_000_000;

export const LIMIT_MSG = {
  confirmTitle: 'Nominal Tidak Biasa',
  confirmOk: 'Ya, Simpan',
  confirmCancel: 'Periksa Lagi',
  kadarOver: `Kadar Tidak Boleh Melebihi ${KADAR_MAX}`,
  serviceOver: `Biaya Service Tidak Boleh Melebihi Rp ${formatMoney(SERVICE_TOTAL_MAX)}`,
  serviceOutlier: (total: number, estimasi: number) =>
    `Total Service Rp ${formatMoney(total)} Lebih Dari ${SERVICE_OUTLIER_MULTIPLE}x Estimasi Rp ${formatMoney(estimasi)}. Yakin Nominalnya Benar?`,
  tenderOver: (max: number) => `Tunai Diterima Tidak Boleh Melebihi Rp ${formatMoney(max)}`,
  tenderOutlier: (tender: number, due: number) =>
    `Tunai Diterima Rp ${formatMoney(tender)} Untuk Tagihan Rp ${formatMoney(due)}, Kembalian Rp ${formatMoney(tender - due)}. Yakin Nominalnya Benar?`,
  paymentOver: (max: number) => `Nominal Tidak Boleh Melebihi Rp ${formatMoney(max)}`,
  paymentOutlier: (amount: number) =>
    `Nominal Rp ${formatMoney(amount)} Tidak Biasa. Yakin Nominalnya Benar?`,
  paymentOutlierDue: (amount: number, due: number) =>
    `Nominal Rp ${formatMoney(amount)} Untuk Tagihan Rp ${formatMoney(due)}. Yakin Nominalnya Benar?`,
} as const;

/** What a typed amount is: fine, possible but unusual (ask first), or refused. */
export type AmountCheck =
  | { kind: 'ok' }
  | { kind: 'outlier'; message: string }
  | { kind: 'over'; message: string };
const OK: AmountCheck = { kind: 'ok' };

/** A kadar: 0..100. */
export function checkKadar(kadar: number | undefined | null): AmountCheck {
  return (kadar ?? 0) > KADAR_MAX ? { kind: 'over', message: LIMIT_MSG.kadarOver } : OK;
}

/** The most cash a customer can hand over for `due` (whole Rupiah). */
export const tenderMax = (due: number): number =>
  Math.max(Math.max(0, due) * TENDER_MAX_MULTIPLE, Math.max(0, due) + TENDER_MAX_EXTRA);

/** Cash tendered for what cash is due: over the maximum is refused, a large change is asked first. */
export function checkTender(tender: number | undefined | null, due: number): AmountCheck {
  const t = tender ?? 0;
  const d = Math.max(0, due);
  if (t <= d) return OK;
  const max = tenderMax(d);
  if (t > max) return { kind: 'over', message: LIMIT_MSG.tenderOver(max) };
  if (t - d >= TENDER_OUTLIER_CHANGE && t > 2 * d)
    return { kind: 'outlier', message: LIMIT_MSG.tenderOutlier(t, d) };
  return OK;
}

/**
 * A repair's cost: above SERVICE_TOTAL_MAX refused; a final cost above SERVICE_OUTLIER_MULTIPLE times
 * the estimate (when there was one) asked first.
 */
export function checkServiceTotal(total: number | undefined | null, estimasi?: number): AmountCheck {
  const t = total ?? 0;
  if (t > SERVICE_TOTAL_MAX) return { kind: 'over', message: LIMIT_MSG.serviceOver };
  if (estimasi && estimasi > 0 && t > estimasi * SERVICE_OUTLIER_MULTIPLE)
    return { kind: 'outlier', message: LIMIT_MSG.serviceOutlier(t, estimasi) };
  return OK;
}

/**
 * A payment amount typed on a payment screen other than the sale: without what is due, above
 * PAYMENT_MAX refused and from PAYMENT_OUTLIER on asked first; with it, the tender's limits (above
 * tenderMax refused, a large overpayment asked first).
 */
export function checkPayment(amount: number | undefined | null, due?: number): AmountCheck {
  const a = amount ?? 0;
  if (due === undefined) {
    if (a > PAYMENT_MAX) return { kind: 'over', message: LIMIT_MSG.paymentOver(PAYMENT_MAX) };
    if (a >= PAYMENT_OUTLIER) return { kind: 'outlier', message: LIMIT_MSG.paymentOutlier(a) };
    return OK;
  }
  const tender = checkTender(a, due);
  if (tender.kind === 'over') return { kind: 'over', message: LIMIT_MSG.paymentOver(tenderMax(due)) };
  if (tender.kind === 'outlier') return { kind: 'outlier', message: LIMIT_MSG.paymentOutlierDue(a, due) };
  return OK;
}
