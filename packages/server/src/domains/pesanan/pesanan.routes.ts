import { api } from '@emas/contract';
import type { RouteDeps } from '../../platform/app.ts';
import { defineRoute, REPLY_SENT } from '../../platform/route.ts';
import { sendPdf, splitNumbers } from '../penjualan/penjualan.routes.ts';
import * as pesanan from './pesanan.service.ts';

const MSG = api.PESANAN_MSG;
const SCREEN = {
  transaksi: { menu: '/transaksi-pesanan' },
  lihat: { menu: ['/lihat-pesanan', '/batal-pesanan', '/transaksi-pesanan', '/validasi-pesanan'] },
  batal: { menu: '/batal-pesanan' },
  validasi: { menu: '/validasi-pesanan' },
} as const;

export function registerPesananRoutes({ app, shop, routes }: RouteDeps): void {
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
  defineRoute(app, shop, routes, api.listPesanan, SCREEN.lihat, async ({ query }) => {
    const { rows, total } = await pesanan.listPesanan(shop, query);
    return { data: rows, count: total };
  });
  defineRoute(app, shop, routes, api.pesananInvoice, SCREEN.lihat, async ({ body }) => ({
    data: await pesanan.pesananInvoice(shop, body.no_faktur),
  }));
  defineRoute(app, shop, routes, api.pesananNotaPdf, SCREEN.lihat, async ({ query, user, reply }) => {
    const numbers = splitNumbers(query.no_faktur);
    const pdf = await pesanan.pesananNota(shop, user, numbers, query.reprint === '1');
    sendPdf(reply, pdf, `NOTA PESANAN ${numbers[0]}.pdf`, numbers.length > 10);
    return REPLY_SENT;
  });
  defineRoute(app, shop, routes, api.cancelPesanan, SCREEN.batal, async ({ body, user }) => ({
    data: await pesanan.cancelPesanan(shop, user, body),
    message: MSG.cancelled,
  }));
  defineRoute(app, shop, routes, api.listPendingPesanan, SCREEN.validasi, async ({ query }) => {
    const rows = await pesanan.listPendingPesanan(shop, query.kode_sales ?? 'ALL');
    return { data: rows, count: rows.length };
  });
  defineRoute(app, shop, routes, api.validatePesanan, SCREEN.validasi, async ({ body }) => ({
    data: await pesanan.validatePesanan(shop, body),
    message: MSG.validated,
  }));
}
