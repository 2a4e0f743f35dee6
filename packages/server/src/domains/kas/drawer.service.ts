import { api, formatMoney } from '@emas/contract';
import { KAS_MSG, type KasKeluarMelebihiSaldo, PARA_KAS_KELUAR_MELEBIHI_SALDO } from '@emas/contract/api/kas';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { consumeOtorisasi } from '../otorisasi/otorisasi.service.ts';
import { findParaSystem } from '../system/system.api.ts';
import { cashBalance, lockDrawer } from './kas.queries.ts';

/** The shop's rule for money out beyond the drawer: 'TOLAK' unless the para-system says 'OTORISASI'. */
export async function overdrawRule(shop: ShopContext, tx: Db = shop.db): Promise<KasKeluarMelebihiSaldo> {
  const row = await findParaSystem(shop, PARA_KAS_KELUAR_MELEBIHI_SALDO, tx);
  return row?.value === 'OTORISASI' ? 'OTORISASI' : 'TOLAK';
}

/**
 * Money out of a cashier's CASH drawer (KAS KELUAR, kirim uang, gesek tunai, a buy-back paid in cash),
 * inside the caller's transaction and before its cash row is written: locks the drawer, then reads
 * what it holds on the business day. More than that is refused with 'Saldo Kas Tidak Cukup', unless
 * the shop's setting is OTORISASI and the call carries an unused SPV/OWN authorisation of the kind
 * KAS KELUAR MELEBIHI SALDO (then used for `usedFor`). Answers the authorisation used, or null.
 */
export async function guardDrawerOut(
  shop: ShopContext,
  tx: Db,
  out: {
    tanggal: string;
    input_by: string;
    jumlah: number;
    id_otorisasi?: string;
    usedFor: string;
    /** The user making the call, who asked the authorisation (default: the drawer's cashier). */
    by?: string;
  },
): Promise<string | null> {
  if (out.jumlah <= 0) return null;
  await lockDrawer(shop, tx, out.input_by);
  const saldo = await cashBalance(shop, tx, out.tanggal, out.input_by);
  if (out.jumlah <= saldo) return null;
  if ((await overdrawRule(shop, tx)) !== 'OTORISASI')
    throw badRequest(KAS_MSG.saldoKurang(formatMoney(saldo)));
  return consumeOtorisasi(
    shop,
    tx,
    out.id_otorisasi,
    api.OTORISASI.KAS_MELEBIHI_SALDO,
    out.usedFor,
    out.tanggal,
    { user: out.by ?? out.input_by, no_faktur: null, jumlah: out.jumlah },
  );
}
