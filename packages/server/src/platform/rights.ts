import { findRoute, MSG, routeAccess, type UserLevel } from '@emas/contract';
import type { ShopContext } from './context.ts';
import { forbidden } from './errors.ts';
import { activeModules } from './modules.ts';
import { isHeadOfficeCredential, type SessionUser } from './session.ts';

/**
 * What a route needs. `public`: no token (login). Otherwise a live session, and:
 * `menu` — the screen path whose access the call belongs to (levels, module gates, the access tree);
 * `levels` — only these levels; `service` — head office's service credential is accepted;
 * `shops` — a sister shop's credential (issued under its code, to ship goods) is accepted too;
 * `appType` — only on a head-office (PUSAT) or branch server.
 * Head office's credential acts as an owner on screen routes; a sister shop's never does.
 */
export type Rights = {
  public?: boolean;
  /** One screen, or several: any of them grants the call. */
  menu?: string | readonly string[];
  levels?: readonly UserLevel[];
  service?: boolean;
  shops?: boolean;
  appType?: 'PUSAT' | 'TOKO';
};

export async function checkRights(shop: ShopContext, user: SessionUser, rights: Rights): Promise<void> {
  if (rights.appType && shop.appType !== rights.appType) throw forbidden();
  if (user.kind === 'SERVICE') {
    if (!rights.service && !rights.menu) throw forbidden();
    if (!rights.shops && !isHeadOfficeCredential(user)) throw forbidden();
  }
  if (rights.levels && !rights.levels.includes(user.level)) throw forbidden();
  if (!rights.menu) return;
  const menus = typeof rights.menu === 'string' ? [rights.menu] : rights.menu;
  const modules = await activeModules(shop);
  // Head office acting through its service credential sees what an owner sees.
  const who = user.kind === 'SERVICE' ? { level: 'OWN' as const, akses: [] } : user;
  // A call that several screens make is allowed to a user who may open any of them.
  const verdicts = menus.map((menu) => {
    const route = findRoute(menu);
    if (!route) throw new Error(`rights refer to unknown route ${menu}`);
    return routeAccess(who, route, modules, shop.appType);
  });
  if (verdicts.includes('ok')) return;
  if (verdicts.includes('module-off')) throw forbidden(MSG.moduleOff);
  throw forbidden();
}
