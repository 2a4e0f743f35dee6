import { api, SERVICE } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { registerDashboardSource } from '../dashboard/dashboard.service.ts';
import { registerDocumentRoutes } from '../dokumen/dokumen.routes.ts';
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

export function registerServiceRoutes(deps: RouteDeps): void {
  const { app, shop, routes } = deps;
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
  defineRoute(app, shop, routes, api.getService, SCREEN.lihat, async ({ params }) => ({
    data: await service.getService(shop, params.no_faktur_service),
  }));
  defineRoute(app, shop, routes, api.completeService, SCREEN.proses, async ({ body, user }) => ({
    data: await service.completeService(shop, user, body),
    message: MSG.completed,
  }));
  defineRoute(app, shop, routes, api.pickUpService, SCREEN.proses, async ({ body, user }) => ({
    data: await service.pickUpService(shop, user, body),
    message: MSG.pickedUp,
  }));
  registerDocumentRoutes(deps, SERVICE, SCREEN, {
    list: service.listServices,
    invoice: serviceInvoice,
    nota: serviceNota,
    cancel: service.cancelService,
    wa: sendServiceWa,
    validasi: {
      pending: api.listPendingServices,
      validate: api.validateServices,
      list: service.listPendingServices,
      mark: service.validateServices,
    },
  });
  defineRoute(app, shop, routes, api.servicePayments, SCREEN.validasi, async ({ query }) => ({
    data: await service.servicePayments(shop, query.deskripsi),
  }));
}
