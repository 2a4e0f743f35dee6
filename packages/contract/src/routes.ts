import type { UserLevel } from './levels.ts';
import type { ModuleKey } from './modules.ts';
import { ROUTE_TABLE } from './route-table.ts';

/** The route table (foundation document section 2) as data, read by the web router and the server's rights. */
export type MenuGroupKey =
  | 'DASHBOARD'
  | 'MASTER'
  | 'BARANG'
  | 'PENJUALAN'
  | 'PESANAN'
  | 'PEMBELIAN'
  | 'SERVICE'
  | 'HUTANG'
  | 'VALIDASI'
  | 'LAPORAN'
  | 'UTILITY'
  | 'MEMBER'
  | 'KATALOG'
  | 'KEUANGAN';
export type MenuGroup = { key: MenuGroupKey; title: string; subMenuPath: string | null; icon: string };

/**
 * Module gating. Enabled when: (no anyOf and no appModes) or one anyOf module is on or the app mode is
 * one of appModes; and every allOf module is on; and no noneOf module is on.
 */
export type RouteGate = {
  anyOf?: ModuleKey[];
  allOf?: ModuleKey[];
  noneOf?: ModuleKey[];
  appModes?: string[];
};

export type RouteDef = {
  /** Exact path, e.g. '/data-users', '/SubMenuPenjualan', '/subMenuBarang'. */
  path: string;
  /** Indonesian page title. */
  title: string;
  /** Sidebar group; null = not in the sidebar and not in the access tree (any logged-in user). */
  group: MenuGroupKey | null;
  /** Module gating; absent = ungated. */
  gate?: RouteGate;
  /** Only these levels may open it. */
  levels?: UserLevel[];
  /** When this module is on, only OWN or SU may open it. */
  ownerOnlyModule?: ModuleKey;
  /** Shown without login. */
  public?: boolean;
  /** bare = no sidebar/header. Absent = main. */
  layout?: 'main' | 'bare';
  /** Whether the screen is built (else the 'Segera hadir' page). */
  built: boolean;
};

export const APP_TITLE = 'Back Office Toko Emas';

export const MENU_GROUPS: MenuGroup[] = [
  { key: 'DASHBOARD', title: 'Dashboard', subMenuPath: null, icon: 'DashboardOutlined' },
  { key: 'MASTER', title: 'Data Master', subMenuPath: null, icon: 'DatabaseOutlined' },
  { key: 'BARANG', title: 'Data Barang', subMenuPath: '/subMenuBarang', icon: 'GoldOutlined' },
  { key: 'PENJUALAN', title: 'Penjualan', subMenuPath: '/SubMenuPenjualan', icon: 'ShoppingCartOutlined' },
  { key: 'PESANAN', title: 'Pesanan', subMenuPath: '/SubMenuPesanan', icon: 'SolutionOutlined' },
  { key: 'PEMBELIAN', title: 'Pembelian', subMenuPath: '/SubMenuPembelian', icon: 'ShoppingOutlined' },
  { key: 'SERVICE', title: 'Service', subMenuPath: '/SubMenuService', icon: 'ToolOutlined' },
  { key: 'HUTANG', title: 'Hutang', subMenuPath: '/SubMenuHutang', icon: 'WalletOutlined' },
  { key: 'VALIDASI', title: 'Validasi', subMenuPath: '/SubMenuValidasi', icon: 'CheckSquareOutlined' },
  { key: 'LAPORAN', title: 'Laporan', subMenuPath: '/SubMenuLaporan', icon: 'FileTextOutlined' },
  { key: 'UTILITY', title: 'Utility', subMenuPath: '/SubMenuUtility', icon: 'SettingOutlined' },
  { key: 'MEMBER', title: 'Member', subMenuPath: '/SubMenuMember', icon: 'CrownOutlined' },
  { key: 'KATALOG', title: 'Katalog Member', subMenuPath: null, icon: 'GiftOutlined' },
  { key: 'KEUANGAN', title: 'Keuangan', subMenuPath: null, icon: 'DollarOutlined' },
];

const SUB_MENU_PATHS: ReadonlySet<string> = new Set(
  MENU_GROUPS.flatMap((g) => (g.subMenuPath ? [g.subMenuPath] : [])),
);

/** Whether the path is a group's sub-menu page (/SubMenuPenjualan, /subMenuBarang, ...). */
export const isSubMenuPath = (path: string): boolean => SUB_MENU_PATHS.has(path);

/**
 * The paths whose screens are built: every path of the route table now. Kept as data (not imports of
 * the master, report, document and katalog definitions) so that the route table stays small for the
 * first page; routes.test checks that every defined screen has its route here.
 */
export const BUILT_ROUTES: ReadonlySet<string> = new Set(ROUTE_TABLE.map((r) => r.path));

export const ROUTES: RouteDef[] = ROUTE_TABLE.map((r) => ({ ...r, built: BUILT_ROUTES.has(r.path) }));

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

/** The route of a path; query, hash and a trailing slash are ignored. Paths are case-sensitive. */
export function findRoute(path: string): RouteDef | undefined {
  const clean = path.split(/[?#]/, 1)[0] ?? '';
  return BY_PATH.get(clean.length > 1 ? clean.replace(/\/+$/, '') || '/' : clean || '/');
}

/** '{page title} | {app title}'; an unknown path gets the not-found page's title. */
export function documentTitle(path: string): string {
  const route = findRoute(path) ?? findRoute('/404');
  return route ? `${route.title} | ${APP_TITLE}` : APP_TITLE;
}
