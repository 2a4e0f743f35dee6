import { api, PEMBELIAN } from '@emas/contract';
import { defineRoute, REPLY_SENT } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { splitNumbers } from '../dokumen/dokumen.routes.ts';
import { registerDocumentDashboard } from '../dokumen/dokumen.service.ts';
import { notaPaperOf, sendNota } from '../nota/nota-receipt.ts';
import { invoices, purchaseNota } from '../penjualan/invoice.service.ts';
import { soldLines } from '../penjualan/penjualan.service.ts';
import { PURCHASE_TABLE } from './pembelian.queries.ts';
import * as pembelian from './pembelian.service.ts';

const MSG = api.TRANSAKSI_MSG;
const SCREEN = {
  // The sale screen prices trade-ins with the same calls.
  transaksi: { menu: ['/transaksi-pembelian', '/transaksi-penjualan'] },
  lihat: {
    menu: [
      '/lihat-pembelian',
      '/batal-pembelian',
      '/transaksi-pembelian',
      '/lihat-penjualan',
      '/transaksi-penjualan',
    ],
  },
  batal: { menu: '/batal-pembelian' },
} as const;

export function registerPembelianRoutes({ app, shop, routes }: RouteDeps): void {
  registerDocumentDashboard(PEMBELIAN, PURCHASE_TABLE);

  defineRoute(app, shop, routes, api.getPurchaseQuote, SCREEN.transaksi, async ({ query }) => ({
    data: await pembelian.purchaseQuote(shop, query),
  }));
  defineRoute(app, shop, routes, api.findSoldLines, SCREEN.transaksi, async ({ query }) => ({
    data: await soldLines(shop, query.kode),
  }));
  defineRoute(
    app,
    shop,
    routes,
    api.createPurchase,
    { menu: '/transaksi-pembelian' },
    async ({ body, user }) => ({
      data: await pembelian.createPurchase(shop, user, body),
      message: MSG.purchaseSaved,
      status: 201,
    }),
  );
  defineRoute(app, shop, routes, api.listPurchases, SCREEN.lihat, async ({ query }) => {
    const { rows, total } = await pembelian.listPurchases(shop, query);
    return { data: rows, count: total };
  });
  defineRoute(app, shop, routes, api.cancelPurchase, SCREEN.batal, async ({ body, user }) => ({
    data: await pembelian.cancelPurchase(shop, user, body),
    message: MSG.purchaseCancelled,
  }));
  defineRoute(app, shop, routes, api.purchaseInvoiceSingle, SCREEN.lihat, async ({ body }) => ({
    data: (await invoices(shop, [body.no_faktur]))[0] as api.Invoice,
  }));
  defineRoute(app, shop, routes, api.purchaseInvoices, SCREEN.lihat, async ({ body }) => ({
    data: await invoices(shop, body.no_faktur),
  }));
  defineRoute(app, shop, routes, api.purchaseNotaPdf, SCREEN.lihat, async ({ query, user, reply }) => {
    const numbers = splitNumbers(query.no_faktur);
    const paper = notaPaperOf(query);
    const pdf = await purchaseNota(shop, user, numbers, query.reprint === '1', paper);
    sendNota(reply, pdf, paper, `NOTA PEMBELIAN ${numbers[0]}.pdf`, numbers.length > 10);
    return REPLY_SENT;
  });
}
