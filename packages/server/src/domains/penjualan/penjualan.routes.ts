import { api, PENJUALAN } from '@emas/contract';
import { defineRoute, REPLY_SENT } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { SAVE_AS_FILE_OVER, splitNumbers } from '../dokumen/dokumen.routes.ts';
import { registerDocumentDashboard } from '../dokumen/dokumen.service.ts';
import { notaPaperOf, sendNota } from '../nota/nota-receipt.ts';
import { registerCounterRoutes } from './counter.routes.ts';
import { invoices, saleNota, sendInvoiceWa } from './invoice.service.ts';
import { SALE_TABLE } from './penjualan.queries.ts';
import * as penjualan from './penjualan.service.ts';

const MSG = api.TRANSAKSI_MSG;
const SCREEN = {
  transaksi: { menu: '/transaksi-penjualan' },
  lihat: { menu: ['/lihat-penjualan', '/batal-penjualan', '/transaksi-penjualan'] },
  batal: { menu: '/batal-penjualan' },
} as const;

export function registerPenjualanRoutes(deps: RouteDeps): void {
  const { app, shop, routes } = deps;
  registerDocumentDashboard(PENJUALAN, SALE_TABLE);
  registerCounterRoutes(deps);

  defineRoute(app, shop, routes, api.getSaleQuote, SCREEN.transaksi, async ({ params }) => ({
    data: await penjualan.saleQuote(shop, params.kode_barcode),
  }));
  defineRoute(app, shop, routes, api.createSale, SCREEN.transaksi, async ({ body, user }) => ({
    data: await penjualan.createSale(shop, user, body),
    message: MSG.saleSaved,
    status: 201,
  }));
  defineRoute(app, shop, routes, api.listSales, SCREEN.lihat, async ({ query }) => {
    const { rows, total } = await penjualan.listSales(shop, query);
    return { data: rows, count: total };
  });
  defineRoute(app, shop, routes, api.cancelSale, SCREEN.batal, async ({ body, user }) => ({
    data: await penjualan.cancelSale(shop, user, body),
    message: MSG.saleCancelled,
  }));
  defineRoute(app, shop, routes, api.saleInvoiceSingle, SCREEN.lihat, async ({ body }) => ({
    data: (await invoices(shop, [body.no_faktur]))[0] as api.Invoice,
  }));
  defineRoute(app, shop, routes, api.saleInvoices, SCREEN.lihat, async ({ body }) => ({
    data: await invoices(shop, body.no_faktur),
  }));
  defineRoute(app, shop, routes, api.saleNotaPdf, SCREEN.lihat, async ({ query, user, reply }) => {
    const numbers = splitNumbers(query.no_faktur);
    const paper = notaPaperOf(query);
    const pdf = await saleNota(shop, user, numbers, query.reprint === '1', paper);
    sendNota(reply, pdf, paper, `NOTA PENJUALAN ${numbers[0]}.pdf`, numbers.length > SAVE_AS_FILE_OVER);
    return REPLY_SENT;
  });
  defineRoute(app, shop, routes, api.sendInvoiceWa, SCREEN.lihat, async ({ body, user }) => ({
    data: await sendInvoiceWa(shop, user, body.no_faktur),
    message: MSG.waSent,
  }));
}
