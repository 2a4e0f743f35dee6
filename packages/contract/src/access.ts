import type { AksesNode } from './api/auth.ts';
import { SEE_ALL_LEVELS, type UserLevel } from './levels.ts';
import { MODULE_KEYS } from './modules.ts';
import { isSubMenuPath, MENU_GROUPS, type MenuGroupKey, ROUTES, type RouteDef } from './routes.ts';

/**
 * Who may open which route (foundation document section 6), the same rules on server and web:
 * module gates, level lists, the owner-only module, and the user's access tree (is_show).
 */
export type RouteVerdict = 'ok' | 'module-off' | 'denied';

/** The keys of the modules that are on. */
export const activeModuleSet = (modules: readonly { key: string; active: boolean }[]): Set<string> =>
  new Set(modules.filter((m) => m.active).map((m) => m.key));

/** The route's module gate (see RouteGate). */
export function isRouteEnabled(
  route: RouteDef,
  activeModules: ReadonlySet<string>,
  appMode?: string,
): boolean {
  const gate = route.gate;
  if (!gate) return true;
  const on = (key: string) => activeModules.has(key);
  const anyOf = gate.anyOf ?? [];
  const appModes = gate.appModes ?? [];
  if (anyOf.length || appModes.length) {
    const byMode = appMode !== undefined && appModes.includes(appMode);
    if (!byMode && !anyOf.some(on)) return false;
  }
  if (gate.allOf && !gate.allOf.every(on)) return false;
  if (gate.noneOf?.some(on)) return false;
  return true;
}

/** Levels that may open an owner-only route while its module is on. */
const OWNER_ONLY_LEVELS: readonly UserLevel[] = ['OWN', 'SU'];

/** The route's level list and owner-only module rule. */
export function levelMayOpen(route: RouteDef, level: UserLevel, activeModules: ReadonlySet<string>): boolean {
  if (route.levels && !route.levels.includes(level)) return false;
  if (route.ownerOnlyModule && activeModules.has(route.ownerOnlyModule))
    return OWNER_ONLY_LEVELS.includes(level);
  return true;
}

/** A node's children; stored trees come from JSON and may lack them. */
const kids = (node: AksesNode): readonly AksesNode[] => (Array.isArray(node.children) ? node.children : []);

/** Whether an entry with this key is marked is_show anywhere in the tree. */
export function aksesShows(akses: readonly AksesNode[], key: string): boolean {
  for (const node of akses) {
    if (node.key === key && node.is_show === true) return true;
    if (kids(node).length && aksesShows(kids(node), key)) return true;
  }
  return false;
}

/**
 * All rules together. Module off first (the not-authorised screen), then levels, then the tree:
 * SU and OWN see every entry; routes outside the sidebar (group null) are open to any user;
 * a sub-menu page is open when its group is shown.
 */
export function routeAccess(
  user: { level: UserLevel; akses: readonly AksesNode[] },
  route: RouteDef,
  activeModules: ReadonlySet<string>,
  appMode?: string,
): RouteVerdict {
  if (route.public) return 'ok';
  if (!isRouteEnabled(route, activeModules, appMode)) return 'module-off';
  if (!levelMayOpen(route, user.level, activeModules)) return 'denied';
  if (SEE_ALL_LEVELS.includes(user.level)) return 'ok';
  if (route.group === null) return 'ok';
  if (aksesShows(user.akses, route.path)) return 'ok';
  if (isSubMenuPath(route.path) && aksesShows(user.akses, route.group)) return 'ok';
  return 'denied';
}

/** Groups a cashier sees by default; a supervisor sees these and SPV_EXTRA_GROUPS. */
const KASIR_GROUPS: ReadonlySet<MenuGroupKey> = new Set([
  'DASHBOARD',
  'PENJUALAN',
  'PEMBELIAN',
  'PESANAN',
  'SERVICE',
  'HUTANG',
  'MEMBER',
  'KEUANGAN',
]);
const SPV_EXTRA_GROUPS: ReadonlySet<MenuGroupKey> = new Set(['MASTER', 'VALIDASI', 'LAPORAN', 'BARANG']);
/** Set-up pages a cashier does not see even inside the cashier's groups. */
const SETUP_PATH = /^\/(setting|parameter|master|plafond|export)/;

function shownByDefault(level: UserLevel, route: RouteDef): boolean {
  if (route.levels && !route.levels.includes(level)) return false;
  const group = route.group;
  if (group === null) return true;
  if (level === 'KASIR') return KASIR_GROUPS.has(group) && !SETUP_PATH.test(route.path);
  if (level === 'SPV') return KASIR_GROUPS.has(group) || SPV_EXTRA_GROUPS.has(group);
  return true;
}

/** The routes listed in the access tree: in a group, not a sub-menu page, not public. */
const treeRoutes = (group: MenuGroupKey): RouteDef[] =>
  ROUTES.filter((r) => r.group === group && !r.public && !isSubMenuPath(r.path));

/** The default access tree of a level: menu groups, each with its routes; a group is shown when a child is. */
export function buildDefaultAkses(level: UserLevel): AksesNode[] {
  return MENU_GROUPS.map((g) => {
    const children = treeRoutes(g.key).map((r) => ({
      key: r.path,
      title: r.title,
      is_show: shownByDefault(level, r),
      children: [],
    }));
    return { key: g.key, title: g.title, is_show: children.some((c) => c.is_show), children };
  });
}

function collectShows(nodes: readonly AksesNode[], into: Map<string, boolean>): Map<string, boolean> {
  for (const n of nodes) {
    if (kids(n).length) collectShows(kids(n), into);
    else into.set(n.key, (into.get(n.key) ?? false) || n.is_show === true);
  }
  return into;
}

/**
 * The fresh tree's shape (order, titles, keys) with the stored choice kept for every entry that still
 * exists; new entries keep their defaults; entries no longer in the route table are dropped.
 * A group is shown when one of its children is.
 */
export function mergeAkses(stored: readonly AksesNode[], fresh: readonly AksesNode[]): AksesNode[] {
  const shows = collectShows(stored, new Map());
  const merge = (nodes: readonly AksesNode[]): AksesNode[] =>
    nodes.map((n) => {
      if (!n.children.length) return { ...n, is_show: shows.get(n.key) ?? n.is_show, children: [] };
      const children = merge(n.children);
      return { ...n, is_show: children.some((c) => c.is_show), children };
    });
  return merge(fresh);
}

/** A user's tree as it applies now: the stored tree merged into the level's default tree. */
export const effectiveAkses = (
  level: UserLevel,
  stored: readonly AksesNode[] | null | undefined,
): AksesNode[] => mergeAkses(Array.isArray(stored) ? stored : [], buildDefaultAkses(level));

type Holder = { level: UserLevel; akses: readonly AksesNode[] };
const EVERY_MODULE: ReadonlySet<string> = new Set(MODULE_KEYS);
const APP_MODES = ['PUSAT', 'TOKO'] as const;

/**
 * The routes a user (level and access tree) may open when every module is on, on either app type:
 * what the level/route definitions grant, whatever the shop's current modules.
 */
export function routesOpenTo(user: Holder): Set<string> {
  const open = ROUTES.filter(
    (r) => !r.public && APP_MODES.some((mode) => routeAccess(user, r, EVERY_MODULE, mode) === 'ok'),
  );
  return new Set(open.map((r) => r.path));
}

/**
 * The routes the target (a user being created, edited, raised or given a tree) could open and the actor
 * cannot. Empty means the actor may: nobody hands out rights they lack.
 */
export function rightsBeyond(actor: Holder, target: Holder): string[] {
  const mine = routesOpenTo(actor);
  return [...routesOpenTo(target)].filter((path) => !mine.has(path));
}

/** Whether a user of level `actor` (default tree) may create a user of level `target` (default tree). */
export const levelMayGrant = (actor: UserLevel, target: UserLevel): boolean =>
  rightsBeyond(
    { level: actor, akses: buildDefaultAkses(actor) },
    { level: target, akses: buildDefaultAkses(target) },
  ).length === 0;
