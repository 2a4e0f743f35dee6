import { api } from '@emas/contract';
import type { RouteDeps } from '../../platform/app.ts';
import { defineRoute, REPLY_SENT } from '../../platform/route.ts';
import { registerDashboardSource } from '../dashboard/dashboard.service.ts';
import { sendPdf, splitNumbers } from '../penjualan/penjualan.routes.ts';
import { serviceTotalsByDay } from './service.queries.ts';
import * as service from './service.service.ts';
import { sendServiceWa, serviceInvoice, serviceNota } from './service-invoice.service.ts';

const MSG = api.SERVICE_MSG;
const SCREEN = {
  transaksi: { menu: '/transaksi-service' },
  lihat: { menu: ['/lihat-service', '/batal-service', '/transaksi-service', '/validasi-service'] },
  proses: { menu: ['/transaksi-service', '/lihat-service'] },
  batal: { menu: '/batal-service' },
  validasi: { menu: '/validasi-service' },
} as const;

/** More than this many invoices download as a file instead of opening (document 1 section 9). */
const SAVE_AS_FILE_OVER = 10;

export function registerServiceRoutes({ app, shop, routes }: RouteDeps): void {
  registerDashboardSource('service', async (s, from, to) =>
    (await serviceTotalsByDay(s, from, to)).map((r) => ({
      tanggal: r.tanggal,
      totals: { total_service: Number(r.total) },
    })),
  );

  defineRoute(app, shop, routes, api.createService, SCREEN.transaksi, async ({ body, user }) => ({
    data: await service.createService(shop, user, body),
    message: MSG.saved,
    status: 201,
  }));
  defineRoute(app, shop, routes, api.listServices, SCREEN.lihat, async ({ query }) => {
    const { rows, total } = await service.listServices(shop, query);
    return { data: rows, count: total };
  });
  defineRoute(app, shop, routes, api.getService, SCREEN.lihat, async ({ params }) => ({
    data: await service.getService(shop, params.no_faktur_service),
  }));
  defineRoute(app, shop, routes, api.serviceInvoice, SCREEN.lihat, async ({ body }) => ({
    data: await serviceInvoice(shop, body.no_faktur),
  }));
  defineRoute(app, shop, routes, api.serviceNotaPdf, SCREEN.lihat, async ({ query, user, reply }) => {
    const numbers = splitNumbers(query.no_faktur);
    const pdf = await serviceNota(shop, user, numbers, query.reprint === '1');
    sendPdf(reply, pdf, `NOTA SERVICE ${numbers[0]}.pdf`, numbers.length > SAVE_AS_FILE_OVER);
    return REPLY_SENT;
  });
  defineRoute(app, shop, routes, api.sendServiceWa, SCREEN.lihat, async ({ body, user }) => ({
    data: await sendServiceWa(shop, user, body.no_faktur),
    message: api.TRANSAKSI_MSG.waSent,
  }));
  defineRoute(app, shop, routes, api.completeService, SCREEN.proses, async ({ body, user }) => ({
    data: await service.completeService(shop, user, body),
    message: MSG.completed,
  }));
  defineRoute(app, shop, routes, api.pickUpService, SCREEN.proses, async ({ body, user }) => ({
    data: await service.pickUpService(shop, user, body),
    message: MSG.pickedUp,
  }));
  defineRoute(app, shop, routes, api.cancelService, SCREEN.batal, async ({ body, user }) => ({
    data: await service.cancelService(shop, user, body),
    message: MSG.cancelled,
  }));

  defineRoute(app, shop, routes, api.listPendingServices, SCREEN.validasi, async ({ query }) => {
    const rows = await service.listPendingServices(shop, query.kode_sales ?? 'ALL');
    return { data: rows, count: rows.length };
  });
  defineRoute(app, shop, routes, api.validateServices, SCREEN.validasi, async ({ body }) => ({
    data: await service.validateServices(shop, body),
    message: MSG.validated,
  }));
  defineRoute(app, shop, routes, api.servicePayments, SCREEN.validasi, async ({ query }) => ({
    data: await service.servicePayments(shop, query.deskripsi),
  }));
}
