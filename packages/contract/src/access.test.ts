import { describe, expect, it } from 'vitest';
import {
  activeModuleSet,
  aksesShows,
  buildDefaultAkses,
  effectiveAkses,
  isRouteEnabled,
  levelMayOpen,
  mergeAkses,
  routeAccess,
} from './access.ts';
import type { AksesNode } from './api/auth.ts';
import { USER_LEVELS, type UserLevel } from './levels.ts';
import { MODULE } from './modules.ts';
import { findRoute, ROUTES, type RouteDef } from './routes.ts';

const route = (path: string): RouteDef => {
  const r = findRoute(path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};
const none = new Set<string>();
const user = (level: UserLevel, akses: AksesNode[] = buildDefaultAkses(level)) => ({ level, akses });
const leaf = (key: string, is_show: boolean): AksesNode => ({ key, title: key, is_show, children: [] });

describe('isRouteEnabled', () => {
  it('is true for ungated routes', () => {
    expect(isRouteEnabled(route('/kategori'), none)).toBe(true);
  });
  it('needs one anyOf module', () => {
    expect(isRouteEnabled(route('/data-member'), none)).toBe(false);
    expect(isRouteEnabled(route('/data-member'), new Set([MODULE.MEMBER]))).toBe(true);
  });
  it('needs every allOf module and no noneOf module', () => {
    const reset = route('/parameter-reset-poin-member');
    expect(isRouteEnabled(reset, new Set([MODULE.MEMBER]))).toBe(false);
    expect(isRouteEnabled(reset, new Set([MODULE.MEMBER, MODULE.RESET_POINT_MEMBER]))).toBe(true);
    const terima = route('/terima-sepuhan');
    expect(isRouteEnabled(terima, new Set([MODULE.SEPUHAN]))).toBe(true);
    expect(isRouteEnabled(terima, new Set([MODULE.SEPUHAN, MODULE.SEPUHAN_PUSAT]))).toBe(false);
    expect(
      isRouteEnabled(route('/laporan-cucian-harian'), new Set([MODULE.SEPUHAN, MODULE.SEPUHAN_PUSAT])),
    ).toBe(true);
  });
  it('accepts a listed app mode instead of the module', () => {
    const toko = route('/master-toko');
    expect(isRouteEnabled(toko, none, 'TOKO')).toBe(false);
    expect(isRouteEnabled(toko, none)).toBe(false);
    expect(isRouteEnabled(toko, none, 'PUSAT')).toBe(true);
    expect(isRouteEnabled(toko, new Set([MODULE.KIRIM_BARANG_CABANG]), 'TOKO')).toBe(true);
    const manual = route('/data-barang-manual');
    expect(isRouteEnabled(manual, none, 'STOCK_JUAL_MANUAL')).toBe(true);
    expect(isRouteEnabled(manual, none, 'PUSAT')).toBe(false);
    expect(isRouteEnabled(manual, new Set([MODULE.MANUAL_ITEMS_TRANSACTION]))).toBe(true);
  });
  it('with appModes only, needs the mode', () => {
    const r: RouteDef = { path: '/x', title: 'X', group: null, built: false, gate: { appModes: ['PUSAT'] } };
    expect(isRouteEnabled(r, new Set([MODULE.MEMBER]), 'TOKO')).toBe(false);
    expect(isRouteEnabled(r, none, 'PUSAT')).toBe(true);
  });
});

describe('levelMayOpen', () => {
  it('applies the level list', () => {
    expect(levelMayOpen(route('/settingsystem'), 'KASIR', none)).toBe(false);
    expect(levelMayOpen(route('/settingsystem'), 'SPV', none)).toBe(false);
    for (const l of ['OWN', 'SU', 'DEV', 'MU'] as const)
      expect(levelMayOpen(route('/settingsystem'), l, none)).toBe(true);
    expect(levelMayOpen(route('/export-csv'), 'OWN', none)).toBe(false);
    expect(levelMayOpen(route('/export-csv'), 'MU', none)).toBe(true);
  });
  it('applies the owner-only module to /setting-nota and /setting-nota-slip', () => {
    const owner = new Set([MODULE.SETTING_NOTA_OWNER]);
    for (const p of ['/setting-nota', '/setting-nota-slip']) {
      for (const l of USER_LEVELS) expect(levelMayOpen(route(p), l, none), `${p} ${l} off`).toBe(true);
      for (const l of USER_LEVELS)
        expect(levelMayOpen(route(p), l, owner), `${p} ${l} on`).toBe(l === 'OWN' || l === 'SU');
    }
  });
});

describe('aksesShows', () => {
  it('finds a shown key anywhere in the tree', () => {
    const tree: AksesNode[] = [
      { key: 'A', title: 'A', is_show: true, children: [leaf('/a', false), leaf('/b', true)] },
      {
        key: 'B',
        title: 'B',
        is_show: false,
        children: [{ ...leaf('C', true), children: [leaf('/c', true)] }],
      },
    ];
    expect(aksesShows(tree, '/b')).toBe(true);
    expect(aksesShows(tree, '/a')).toBe(false);
    expect(aksesShows(tree, '/c')).toBe(true);
    expect(aksesShows(tree, 'B')).toBe(false);
    expect(aksesShows(tree, '/zzz')).toBe(false);
    expect(aksesShows([], '/a')).toBe(false);
  });
});

describe('routeAccess', () => {
  const all = activeModuleSet(Object.values(MODULE).map((key) => ({ key, active: true })));

  it('denies KASIR /settingsystem even when the tree shows it', () => {
    expect(routeAccess(user('KASIR'), route('/settingsystem'), all)).toBe('denied');
    expect(routeAccess(user('KASIR', [leaf('/settingsystem', true)]), route('/settingsystem'), all)).toBe(
      'denied',
    );
  });

  it('lets SU and OWN open every enabled route whatever their tree', () => {
    for (const level of ['SU', 'OWN'] as const) {
      for (const r of ROUTES) {
        const expected = r.public
          ? 'ok'
          : !isRouteEnabled(r, all, 'PUSAT')
            ? 'module-off'
            : !r.levels || r.levels.includes(level)
              ? 'ok'
              : 'denied';
        expect(routeAccess(user(level, []), r, all, 'PUSAT'), `${level} ${r.path}`).toBe(expected);
      }
    }
    expect(routeAccess(user('OWN', []), route('/terima-sepuhan'), all)).toBe('module-off');
    expect(routeAccess(user('OWN', []), route('/export-csv'), all)).toBe('denied');
    expect(routeAccess(user('SU', []), route('/export-csv'), all)).toBe('ok');
  });

  it('says module-off when the module is off, before looking at level or tree', () => {
    expect(routeAccess(user('SU'), route('/data-member'), none)).toBe('module-off');
    expect(routeAccess(user('KASIR', []), route('/whatsapp-setting'), none)).toBe('module-off');
    expect(routeAccess(user('SU'), route('/master-toko'), none, 'TOKO')).toBe('module-off');
    expect(routeAccess(user('SU'), route('/master-toko'), none, 'PUSAT')).toBe('ok');
  });

  it('applies the owner-only rule', () => {
    const owner = new Set([MODULE.SETTING_NOTA_OWNER]);
    const tree = [leaf('/setting-nota', true)];
    expect(routeAccess(user('SPV', tree), route('/setting-nota'), none)).toBe('ok');
    expect(routeAccess(user('SPV', tree), route('/setting-nota'), owner)).toBe('denied');
    expect(routeAccess(user('OWN', []), route('/setting-nota'), owner)).toBe('ok');
    expect(routeAccess(user('MU', buildDefaultAkses('MU')), route('/setting-nota'), owner)).toBe('denied');
  });

  it('needs is_show for other levels', () => {
    const r = route('/kategori');
    expect(routeAccess(user('KASIR', [leaf('/kategori', true)]), r, none)).toBe('ok');
    expect(routeAccess(user('KASIR', [leaf('/kategori', false)]), r, none)).toBe('denied');
    expect(routeAccess(user('MU', []), r, none)).toBe('denied');
  });

  it('opens routes outside the sidebar to every user and public routes to all', () => {
    expect(routeAccess(user('KASIR', []), route('/home'), none)).toBe('ok');
    expect(routeAccess(user('KASIR', []), route('/404'), none)).toBe('ok');
    expect(routeAccess(user('KASIR', []), route('/privacy-policy'), none)).toBe('ok');
  });

  it('opens a sub-menu page when its group is shown', () => {
    const tree: AksesNode[] = [
      { key: 'PENJUALAN', title: 'Penjualan', is_show: true, children: [leaf('/lihat-penjualan', true)] },
    ];
    expect(routeAccess(user('KASIR', tree), route('/SubMenuPenjualan'), none)).toBe('ok');
    expect(routeAccess(user('KASIR', tree), route('/SubMenuLaporan'), none)).toBe('denied');
  });

  it('gives KASIR, SPV and the others their default menus', () => {
    const kasir = user('KASIR');
    for (const p of [
      '/dashboard',
      '/transaksi-penjualan',
      '/transaksi-pembelian',
      '/transaksi-pesanan',
      '/lihat-service',
      '/lihat-hutang',
      '/data-member',
      '/uang-kas',
      '/gesek-tunai',
      '/SubMenuPenjualan',
    ]) {
      expect(routeAccess(kasir, route(p), all), p).toBe('ok');
    }
    for (const p of [
      '/kategori',
      '/data-users',
      '/settingtoko',
      '/tutup-toko',
      '/SubMenuUtility',
      '/laporan-harian-emas',
      '/data-barang',
      '/validasi-hutang',
      '/setting-member',
      '/parameter-akun',
    ]) {
      expect(routeAccess(kasir, route(p), all), p).toBe('denied');
    }
    const spv = user('SPV');
    for (const p of [
      '/kategori',
      '/validasi-hutang',
      '/laporan-harian-emas',
      '/data-barang',
      '/transaksi-penjualan',
      '/setting-member',
    ]) {
      expect(routeAccess(spv, route(p), all), p).toBe('ok');
    }
    for (const p of ['/data-users', '/settingtoko', '/banner-katalog', '/settingsystem']) {
      expect(routeAccess(spv, route(p), all), p).toBe('denied');
    }
    const mu = user('MU');
    for (const p of ['/data-users', '/banner-katalog', '/settingsystem', '/export-csv'])
      expect(routeAccess(mu, route(p), all), p).toBe('ok');
    expect(routeAccess(user('DEV'), route('/export-csv'), all)).toBe('denied');
  });
});

describe('buildDefaultAkses and mergeAkses', () => {
  it('builds one node per menu group with its routes, no sub-menu or public pages', () => {
    const tree = buildDefaultAkses('KASIR');
    const keys = tree.flatMap((g) => g.children.map((c) => c.key));
    expect(keys).toContain('/transaksi-penjualan');
    expect(keys).not.toContain('/SubMenuPenjualan');
    expect(keys).not.toContain('/');
    expect(keys).not.toContain('/home');
    expect(new Set(keys).size).toBe(keys.length);
    for (const g of tree) expect(g.is_show).toBe(g.children.some((c) => c.is_show));
    expect(tree.find((g) => g.key === 'UTILITY')?.is_show).toBe(false);
    expect(buildDefaultAkses('DEV').every((g) => g.is_show)).toBe(true);
  });

  it('keeps stored choices, adds new routes with defaults and drops unknown ones', () => {
    const fresh = buildDefaultAkses('KASIR');
    const stored: AksesNode[] = [
      {
        key: 'PENJUALAN',
        title: 'Lama',
        is_show: true,
        children: [leaf('/transaksi-penjualan', false), leaf('/hilang', true)],
      },
      { key: 'MASTER', title: 'Master', is_show: false, children: [leaf('/kategori', true)] },
    ];
    const merged = mergeAkses(stored, fresh);
    expect(merged.map((g) => g.key)).toEqual(fresh.map((g) => g.key));
    expect(aksesShows(merged, '/transaksi-penjualan')).toBe(false);
    expect(aksesShows(merged, '/kategori')).toBe(true);
    expect(aksesShows(merged, 'MASTER')).toBe(true);
    expect(aksesShows(merged, '/lihat-penjualan')).toBe(true);
    expect(aksesShows(merged, '/hilang')).toBe(false);
    expect(merged.find((g) => g.key === 'PENJUALAN')?.title).toBe('Penjualan');
    expect(mergeAkses([], fresh)).toEqual(fresh);
    expect(mergeAkses(merged, fresh)).toEqual(merged);
  });

  it('effectiveAkses is the stored tree merged into the level defaults', () => {
    expect(effectiveAkses('SPV', null)).toEqual(buildDefaultAkses('SPV'));
    expect(aksesShows(effectiveAkses('SPV', [leaf('/kategori', false)]), '/kategori')).toBe(false);
  });

  it('activeModuleSet keeps the active keys', () => {
    expect([
      ...activeModuleSet([
        { key: 'A', active: true },
        { key: 'B', active: false },
      ]),
    ]).toEqual(['A']);
  });
});
