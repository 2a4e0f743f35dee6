import { sumRupiah } from './pricing.ts';

/**
 * The counter's payments against what is due. Cash may be tendered above the amount due: the customer
 * gets the difference back (kembalian), and only the net cash (tendered less change) enters the
 * drawer. Non-cash payments (transfer, cards, QRIS, e-wallet) and the trade-in must never exceed what
 * is due: change is only given from cash.
 */

/** Non-cash kinds that name the shop's account (rekening master) they were paid into. */
export const JENIS_BAYAR_REKENING = ['TRANSFER', 'QRIS', 'E-WALLET'] as const;
/**
 * Whether an account of the rekening master (its jenis_rekening) takes payments of `jenis`: an account
 * of that kind; an older account without a kind takes transfers.
 */
export const rekeningTakes = (jenisRekening: string, jenis: string): boolean =>
  (jenisRekening || 'TRANSFER') === jenis;
/** Every kind of payment that is not cash: it waits for Validasi Non Cash. */
export const JENIS_NON_TUNAI = ['TRANSFER', 'DEBET', 'CREDIT', 'QRIS', 'E-WALLET'] as const;

/** The column key of a payment kind in the reports ('E-WALLET' -> 'e_wallet'). */
export const jenisKey = (jenis: string): string => jenis.toLowerCase().replace(/[^a-z0-9]+/g, '_');

export type PaymentAmount = { jenis: string; jumlah: number };

export type CashSettlement =
  | {
      ok: true;
      /** Cash handed over by the customer (every CASH row). */
      tunai_diterima: number;
      /** Cash that stays in the drawer: the tendered cash less the change. */
      tunai: number;
      /** Every other payment, the trade-in (TUKAR) included. */
      non_tunai: number;
      kembalian: number;
    }
  /** Less paid than due (every kind together). */
  | { ok: false; reason: 'kurang'; paid: number }
  /** The non-cash payments alone exceed what is due: no change is given from them. */
  | { ok: false; reason: 'non-tunai-lebih'; paid: number; non_tunai: number };

/** Settles payments against the amount due (whole Rupiah). */
export function settleCash(payments: readonly PaymentAmount[], due: number): CashSettlement {
  const tunai_diterima = sumRupiah(payments.filter((p) => p.jenis === 'CASH').map((p) => p.jumlah));
  const non_tunai = sumRupiah(payments.filter((p) => p.jenis !== 'CASH').map((p) => p.jumlah));
  const paid = tunai_diterima + non_tunai;
  if (non_tunai > due) return { ok: false, reason: 'non-tunai-lebih', paid, non_tunai };
  if (paid < due) return { ok: false, reason: 'kurang', paid };
  const kembalian = paid - due;
  return { ok: true, tunai_diterima, tunai: tunai_diterima - kembalian, non_tunai, kembalian };
}

/** Round amounts a tendered sum is rounded up to (Rupiah), smallest first. */
const STEPS = [10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000, 10_000_000, 50_000_000] as const;

/**
 * The quick cash amounts of the counter: the exact amount (Uang Pas) first, then the round amounts
 * above it that a customer hands over (rounded up to 10 thousand ... 50 million, steps below 1 % of the
 * amount left out, none above twice the amount or 100 thousand more), at most `count`, ascending.
 */
export function quickCashAmounts(due: number, count = 5): number[] {
  if (!Number.isSafeInteger(due) || due <= 0) return [];
  const limit = Math.max(due * 2, due + 100_000);
  const out = new Set<number>([due]);
  for (const step of STEPS) {
    if (step * 100 < due) continue;
    const up = Math.ceil(due / step) * step;
    if (up > due && up <= limit) out.add(up);
  }
  return [...out].sort((a, b) => a - b).slice(0, count);
}
