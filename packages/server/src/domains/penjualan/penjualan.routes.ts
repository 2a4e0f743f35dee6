import { api, PENJUALAN } from '@emas/contract';
import type { RouteDeps } from '../../platform/app.ts';
import { defineRoute, REPLY_SENT } from '../../platform/route.ts';
import { registerDocumentDashboard } from '../dokumen/dokumen.service.ts';
import { invoices, saleNota, sendInvoiceWa } from './invoice.service.ts';
import { SALE_TABLE } from './penjualan.queries.ts';
import * as penjualan from './penjualan.service.ts';

const MSG = api.TRANSAKSI_MSG;
const SCREEN = {
  transaksi: { menu: '/transaksi-penjualan' },
  lihat: { menu: ['/lihat-penjualan', '/batal-penjualan', '/transaksi-penjualan'] },
  batal: { menu: '/batal-penjualan' },
} as const;

/** More than this many invoices download as a file instead of opening (document 1 section 9). */
const SAVE_AS_FILE_OVER = 10;

export function registerPenjualanRoutes({ app, shop, routes }: RouteDeps): void {
  registerDocumentDashboard(PENJUALAN, SALE_TABLE);

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
    const pdf = await saleNota(shop, user, numbers, query.reprint === '1');
    sendPdf(reply, pdf, `NOTA PENJUALAN ${numbers[0]}.pdf`, numbers.length > SAVE_AS_FILE_OVER);
    return REPLY_SENT;
  });
  defineRoute(app, shop, routes, api.sendInvoiceWa, SCREEN.lihat, async ({ body, user }) => ({
    data: await sendInvoiceWa(shop, user, body.no_faktur),
    message: MSG.waSent,
  }));
}

export const splitNumbers = (v: string): string[] =>
  [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 500);

export function sendPdf(
  reply: import('fastify').FastifyReply,
  pdf: Buffer,
  filename: string,
  asFile: boolean,
): void {
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${asFile ? 'attachment' : 'inline'}; filename="${filename}"`)
    .send(pdf);
}
