import { api, JENIS_BAYAR_REKENING, settleCash } from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { activeMasterData } from '../barang/barang.queries.ts';
import { type PaymentIn, paymentCashRows } from '../dokumen/document-cash.ts';
import type { NewKas } from '../kas/kas.queries.ts';

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

const needsAccount = (jenis: string) => (JENIS_BAYAR_REKENING as readonly string[]).includes(jenis);

/**
 * Payments into the shop's accounts (TRANSFER, QRIS, E-WALLET) name an active account of the rekening
 * master of that kind; its bank is taken from the master, whatever the counter sent.
 */
export async function resolveAccounts<P extends PaymentIn>(
  shop: ShopContext,
  tx: Db,
  payments: readonly P[],
): Promise<P[]> {
  for (const p of payments)
    if (needsAccount(p.jenis) && !p.no_rekening) throw badRequest(MSG.accountRequired(p.jenis));
  const nos = payments.filter((p) => needsAccount(p.jenis)).map((p) => p.no_rekening as string);
  const accounts = nos.length ? await activeMasterData(shop, tx, 'rekening', nos) : new Map();
  return payments.map((p) => {
    if (!needsAccount(p.jenis)) return p;
    const no = p.no_rekening as string;
    const acc = accounts.get(no);
    if (!acc) throw badRequest(MSG.rekeningUnknown(no));
    const kind = String(acc.jenis_rekening ?? '');
    // Older accounts without a kind take transfers.
    if (kind !== p.jenis && !(p.jenis === 'TRANSFER' && !kind))
      throw badRequest(MSG.rekeningWrongKind(no, p.jenis));
    return { ...p, kode_bank: String(acc.kode_bank ?? '') };
  });
}

/**
 * The cash rows of a sale's payments: one CASH row holding only the net cash (what was handed over
 * less the change) with both amounts kept, then one row per other payment.
 */
export function saleCashRows(
  payments: readonly PaymentIn[],
  settled: { tunai_diterima: number; tunai: number; kembalian: number },
  ctx: Parameters<typeof paymentCashRows>[1],
): NewKas[] {
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
