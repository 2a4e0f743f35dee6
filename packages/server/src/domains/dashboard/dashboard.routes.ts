import { api, todayJakarta } from '@emas/contract';
import type { RouteDeps } from '../../platform/app.ts';
import { defineRoute } from '../../platform/route.ts';
import { dailyTotals, periodTotals } from './dashboard.service.ts';

export function registerDashboardRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, api.dailyTransactionChart, { service: true }, async ({ query }) => ({
    data: await dailyTotals(shop, query.tgl_system ?? todayJakarta()),
  }));
  defineRoute(app, shop, routes, api.periodTransactionChart, { service: true }, async ({ query }) => ({
    data: await periodTotals(shop, query.tgl_awal, query.tgl_akhir),
  }));
}
