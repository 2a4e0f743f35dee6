import { api, PESANAN } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { registerDocumentRoutes } from '../dokumen/dokumen.routes.ts';
import * as pesanan from './pesanan.service.ts';

const MSG = api.PESANAN_MSG;
const SCREEN = {
  transaksi: { menu: '/transaksi-pesanan' },
  lihat: { menu: ['/lihat-pesanan', '/batal-pesanan', '/transaksi-pesanan', '/validasi-pesanan'] },
  batal: { menu: '/batal-pesanan' },
  validasi: { menu: '/validasi-pesanan' },
} as const;

export function registerPesananRoutes(deps: RouteDeps): void {
  const { app, shop, routes } = deps;
  defineRoute(app, shop, routes, api.createPesanan, SCREEN.transaksi, async ({ body, user }) => ({
    data: await pesanan.createPesanan(shop, user, body),
    message: MSG.saved,
    status: 201,
  }));
  defineRoute(app, shop, routes, api.terimaPesanan, SCREEN.transaksi, async ({ body, user }) => ({
    data: await pesanan.terimaPesanan(shop, user, body),
    message: MSG.delivered,
  }));
  defineRoute(app, shop, routes, api.ambilPesanan, SCREEN.transaksi, async ({ body, user }) => ({
    data: await pesanan.ambilPesanan(shop, user, body),
    message: MSG.pickedUp,
  }));
  defineRoute(app, shop, routes, api.pesananAmbilHarga, SCREEN.transaksi, async ({ body }) => ({
    data: await pesanan.ambilHarga(shop, body.no_faktur),
  }));
  registerDocumentRoutes(deps, PESANAN, SCREEN, {
    list: pesanan.listPesanan,
    invoice: pesanan.pesananInvoice,
    nota: pesanan.pesananNota,
    cancel: pesanan.cancelPesanan,
    validasi: {
      pending: api.listPendingPesanan,
      validate: api.validatePesanan,
      list: pesanan.listPendingPesanan,
      mark: pesanan.validatePesanan,
    },
  });
}
