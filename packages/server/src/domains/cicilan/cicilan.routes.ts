import { api, CICILAN } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { registerDocumentRoutes } from '../dokumen/dokumen.routes.ts';
import * as cicilan from './cicilan.service.ts';

const MSG = api.CICILAN_MSG;
const SCREEN = {
  transaksi: { menu: '/transaksi-cicilan' },
  lihat: { menu: ['/lihat-cicilan', '/transaksi-cicilan', '/batal-cicilan', '/lelang-cicilan'] },
  /** Instalments and the pay-off are taken on the contract's page (Lihat Cicilan). */
  bayar: { menu: ['/lihat-cicilan', '/transaksi-cicilan'] },
  batal: { menu: '/batal-cicilan' },
  lelang: { menu: '/lelang-cicilan' },
} as const;

export function registerCicilanRoutes(deps: RouteDeps): void {
  const { app, shop, routes } = deps;
  defineRoute(app, shop, routes, api.cicilanQuote, SCREEN.transaksi, async ({ body }) => ({
    data: await cicilan.quoteCicilan(shop, body),
  }));
  defineRoute(app, shop, routes, api.createCicilan, SCREEN.transaksi, async ({ body, user }) => ({
    data: await cicilan.createCicilan(shop, user, body),
    message: MSG.saved,
    status: 201,
  }));
  defineRoute(app, shop, routes, api.cicilanDetail, SCREEN.lihat, async ({ body }) => ({
    data: await cicilan.cicilanDetail(shop, body.no_faktur),
  }));
  defineRoute(app, shop, routes, api.bayarCicilan, SCREEN.bayar, async ({ body, user }) => ({
    data: await cicilan.bayarCicilan(shop, user, body),
    message: MSG.paid,
  }));
  defineRoute(app, shop, routes, api.lunasCicilan, SCREEN.bayar, async ({ body, user }) => ({
    data: await cicilan.lunasCicilan(shop, user, body),
    message: MSG.paidOff,
  }));
  defineRoute(app, shop, routes, api.listLelangCicilan, SCREEN.lelang, async () => {
    const rows = await cicilan.listLelangCicilan(shop);
    return { data: rows, count: rows.length };
  });
  defineRoute(app, shop, routes, api.simpanLelangCicilan, SCREEN.lelang, async ({ body, user }) => ({
    data: await cicilan.simpanLelangCicilan(shop, user, body),
    message: MSG.auctioned,
  }));
  registerDocumentRoutes(deps, CICILAN, SCREEN, {
    list: cicilan.listCicilan,
    invoice: cicilan.cicilanInvoice,
    // The printed schedule (kind.printName 'JADWAL CICILAN').
    nota: (s, user, numbers) => cicilan.cicilanJadwal(s, user, numbers),
    cancel: cicilan.cancelCicilan,
  });
}
