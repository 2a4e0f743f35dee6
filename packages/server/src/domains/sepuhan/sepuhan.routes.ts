import {
  createStockSepuhManual,
  kirimBarangCuci,
  listRefiningStock,
  pindahSortir,
  SEPUHAN_MSG,
  sortirPembelian,
  stockSepuhManualReports,
  terimaBarangCuci,
  terimaSepuhan,
} from '@emas/contract/api/sepuhan';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import * as sepuhan from './sepuhan.service.ts';

/** Each call belongs to the screens that make it (route table, refining section). */
const SCREEN = {
  stock: {
    menu: [
      '/sortir-pembelian',
      '/pindah-sortir',
      '/kirim-barang-cuci',
      '/terima-barang-cuci',
      '/terima-sepuhan',
    ],
  },
  sortir: { menu: '/sortir-pembelian' },
  pindah: { menu: '/pindah-sortir' },
  kirim: { menu: '/kirim-barang-cuci' },
  terimaCuci: { menu: '/terima-barang-cuci' },
  terimaSepuh: { menu: '/terima-sepuhan' },
  manual: { menu: '/stock-cuci-manual' },
  manualReport: { menu: ['/laporan-stock-cuci-manual', '/stock-cuci-manual'] },
} as const;

export function registerSepuhanRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, listRefiningStock, SCREEN.stock, async ({ query }) => {
    const rows = await sepuhan.listRefiningStock(shop, query);
    return { data: rows, count: rows.length };
  });
  defineRoute(app, shop, routes, sortirPembelian, SCREEN.sortir, async ({ body, user }) => ({
    data: await sepuhan.sortir(shop, user, body, 'SORTIR'),
    message: SEPUHAN_MSG.sorted,
    status: 201,
  }));
  defineRoute(app, shop, routes, pindahSortir, SCREEN.pindah, async ({ body, user }) => ({
    data: await sepuhan.sortir(shop, user, body, 'PINDAH'),
    message: SEPUHAN_MSG.moved,
    status: 201,
  }));
  defineRoute(app, shop, routes, kirimBarangCuci, SCREEN.kirim, async ({ body, user }) => ({
    data: await sepuhan.kirimCuci(shop, user, body),
    message: SEPUHAN_MSG.sent,
    status: 201,
  }));
  defineRoute(app, shop, routes, terimaBarangCuci, SCREEN.terimaCuci, async ({ body, user }) => ({
    data: await sepuhan.terimaCuci(shop, user, body, 'CUCI'),
    message: SEPUHAN_MSG.received,
    status: 201,
  }));
  defineRoute(app, shop, routes, terimaSepuhan, SCREEN.terimaSepuh, async ({ body, user }) => ({
    data: await sepuhan.terimaCuci(shop, user, body, 'SEPUH'),
    message: SEPUHAN_MSG.receivedSepuh,
    status: 201,
  }));
  defineRoute(app, shop, routes, createStockSepuhManual, SCREEN.manual, async ({ body, user }) => ({
    data: await sepuhan.createStockSepuhManual(shop, user, body),
    message: SEPUHAN_MSG.manualSaved,
    status: 201,
  }));
  defineRoute(app, shop, routes, stockSepuhManualReports, SCREEN.manualReport, async ({ query }) => {
    const rows = await sepuhan.stockSepuhManualReport(shop, query);
    return {
      data: rows,
      count: rows.length,
      message: rows.length ? SEPUHAN_MSG.dataFound : SEPUHAN_MSG.empty,
    };
  });
}
