import {
  activeModuleSet,
  isSubMenuPath,
  MENU_GROUPS,
  type MenuGroup,
  ROUTES,
  type RouteDef,
  routeAccess,
  type UserData,
} from '@emas/contract';
import { isHeadOffice } from '../../lib/session.ts';

export type VisibleGroup = { group: MenuGroup; routes: RouteDef[] };

/** Screens that only make sense on the head-office server (their calls are refused elsewhere). */
const HEAD_OFFICE_ONLY: ReadonlySet<string> = new Set(['/dashboardPusat']);

/** Whether the user may open the route now (level, access tree, modules, head office). */
export function canOpen(user: UserData, route: RouteDef, modules = activeModuleSet(user.module)): boolean {
  if (HEAD_OFFICE_ONLY.has(route.path) && !isHeadOffice(user)) return false;
  return routeAccess(user, route, modules, user.app_type) === 'ok';
}

/**
 * The menu the user sees: each group with the routes the user may open; empty groups left out. The
 * sidebar asks for built screens only (`builtOnly`): a screen not built yet is not offered there, while
 * the sub-menu pages and the POS tiles list it marked 'Segera hadir'. Which screens are built is one
 * list, the contract's BUILT_ROUTES (route.built): adding a screen there shows it everywhere.
 */
export function visibleMenu(user: UserData, opts: { builtOnly?: boolean } = {}): VisibleGroup[] {
  const modules = activeModuleSet(user.module);
  return MENU_GROUPS.map((group) => ({
    group,
    routes: ROUTES.filter(
      (r) =>
        r.group === group.key &&
        !r.public &&
        !isSubMenuPath(r.path) &&
        (!opts.builtOnly || r.built) &&
        canOpen(user, r, modules),
    ),
  })).filter((g) => g.routes.length > 0);
}
