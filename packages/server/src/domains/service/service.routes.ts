import { api } from '@emas/contract';
import type { RouteDeps } from '../../platform/app.ts';
import { defineRoute } from '../../platform/route.ts';
import { registerDashboardSource } from '../dashboard/dashboard.service.ts';
import { serviceTotalsByDay } from './service.queries.ts';
import * as service from './service.service.ts';

const MSG = api.SERVICE_MSG;
const SCREEN = {
  transaksi: { menu: '/transaksi-service' },
  lihat: { menu: ['/lihat-service', '/batal-service', '/transaksi-service', '/validasi-service'] },
  proses: { menu: ['/transaksi-service', '/lihat-service'] },
  batal: { menu: '/batal-service' },
  validasi: { menu: '/validasi-service' },
} as const;

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
