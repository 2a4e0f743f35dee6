import { api, settleCash } from '@emas/contract';
import { badRequest } from '../../platform/errors.ts';
import { type PaymentIn, paymentCashRows } from '../dokumen/document-cash.ts';
import type { NumberedKas } from '../kas/kas.api.ts';

const { TRANSAKSI_MSG: MSG } = api;
const rupiah = (n: number) => n.toLocaleString('en-US');

/**
 * A sale's payments against what is due: cash may be more (the change is given back from it), the
 * other kinds and the trade-in together never more, and everything together never less.
 */
export function settleSalePayments(payments: readonly PaymentIn[], due: number) {
  const s = settleCash(payments, due);
  if (s.ok) return s;
  if (s.reason === 'non-tunai-lebih') throw badRequest(MSG.nonCashTooBig(rupiah(due), rupiah(s.non_tunai)));
  throw badRequest(MSG.paymentsMismatch(rupiah(due), rupiah(s.paid)));
}

/**
 * The cash rows of a sale's payments: one CASH row holding only the net cash (what was handed over
 * less the change) with both amounts kept, then one row per other payment.
 */
export function saleCashRows(
  payments: readonly PaymentIn[],
  settled: { tunai_diterima: number; tunai: number; kembalian: number },
  ctx: Parameters<typeof paymentCashRows>[1],
): NumberedKas[] {
  const cash = paymentCashRows([{ jenis: 'CASH', jumlah: settled.tunai }], ctx).map((row) => ({
    ...row,
    tunai_diterima: settled.tunai_diterima,
    kembalian: settled.kembalian,
  }));
  return [
    ...(settled.tunai_diterima ? cash : []),
    ...paymentCashRows(
      payments.filter((p) => p.jenis !== 'CASH'),
      ctx,
    ),
  ];
}
