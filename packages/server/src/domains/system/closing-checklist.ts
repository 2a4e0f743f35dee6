import {
  addDays,
  CLOSING_MSG,
  type ClosingChecklist,
  type ClosingUser,
  type ClosingWarning,
  closingLimit,
  closingRefusal,
  LIVE_EVENTS,
  MSG,
} from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Live } from '../../platform/live.ts';
import type { SessionUser } from '../../platform/session.ts';
import { liveSessionsByUser } from '../auth/auth.api.ts';
import { cashBalancesOfDay, openNonCashOfDay } from '../kas/kas.api.ts';
import { kasSetting } from '../kas/kas.service.ts';
import { findToko } from './system.queries.ts';

/**
 * What the owner sees before closing: whether today's rule lets the date move, who is still logged
 * in (and which of their screens hold a cart not saved yet), the non-cash rows not validated, and each
 * cashier's drawer to count. Read-only: the closing itself checks its rules again in its transaction.
 */
export async function closingChecklist(
  shop: ShopContext,
  live: Live,
  now: Date = new Date(),
): Promise<ClosingChecklist> {
  const toko = await findToko(shop);
  if (!toko) throw new AppError(500, MSG.serverError, 'shop row missing');
  const tgl = toko.tgl_system;
  const [sessions, screens, nonCash, setting, kas] = await Promise.all([
    liveSessionsByUser(shop),
    live.screens(),
    openNonCashOfDay(shop, tgl),
    kasSetting(shop),
    cashBalancesOfDay(shop, shop.db, tgl),
  ]);
  const users = sessions.map(
    (s): ClosingUser => ({
      ...s,
      layar: screens.filter((x) => x.user_id === s.user_id).length,
      keranjang: screens.flatMap((x) => (x.user_id === s.user_id && x.cart ? [x.cart] : [])),
    }),
  );
  return {
    tgl_system: tgl,
    tgl_system_baru: addDays(tgl, 1),
    batas: closingLimit(now),
    ditolak: closingRefusal(tgl, now),
    users,
    non_cash: { ...nonCash, wajib: setting.wajib_validasi_non_cash },
    kas,
  };
}

/** Warns every open screen of the shop ahead of the closing; how many screens heard it. */
export async function warnClosing(
  shop: ShopContext,
  live: Live,
  user: SessionUser,
): Promise<{ layar: number }> {
  const toko = await findToko(shop);
  const screens = await live.screens();
  live.toShop(LIVE_EVENTS.closingWarning, {
    by: user.user_id,
    tgl_system: toko?.tgl_system ?? '',
    message: CLOSING_MSG.warning(user.user_id),
  } satisfies ClosingWarning);
  return { layar: screens.filter((s) => s.user_id !== user.user_id).length };
}
