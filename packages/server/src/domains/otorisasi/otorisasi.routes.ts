import { api } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { authorizationReport, authorize } from './otorisasi.service.ts';

/** The screens that ask for an authorisation. */
export const ASKERS = [
  '/transaksi-penjualan',
  '/batal-penjualan',
  '/batal-pembelian',
  '/lihat-penjualan',
  '/lihat-pembelian',
  '/transaksi-pembelian',
  '/uang-kas',
  '/kirim-uang',
  '/gesek-tunai',
];

export function registerOtorisasiRoutes({ app, shop, routes, loginThrottle }: RouteDeps): void {
  defineRoute(app, shop, routes, api.authorize, { menu: ASKERS }, async ({ body, user, req }) => ({
    data: await authorize(shop, loginThrottle, user, body, req.ip),
    message: api.OTORISASI_MSG.ok,
  }));
  defineRoute(
    app,
    shop,
    routes,
    api.authorizationReports,
    { menu: '/laporan-otorisasi' },
    async ({ query }) => ({
      data: await authorizationReport(shop, query.tgl_from, query.tgl_to),
    }),
  );
}
