import { api, todayJakarta } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { dailyTotals, periodTotals } from './dashboard.service.ts';
import * as extra from './dashboard-extra.service.ts';
import './dashboard.replica.ts';

export function registerDashboardRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, api.dailyTransactionChart, { service: true }, async ({ query }) => ({
    data: await dailyTotals(shop, query.tgl_system ?? todayJakarta()),
  }));
  defineRoute(app, shop, routes, api.periodTransactionChart, { service: true }, async ({ query }) => ({
    data: await periodTotals(shop, query.tgl_awal, query.tgl_akhir),
  }));
  // Document 1's other dashboard calls; like the charts above, a session is enough.
  const day = (q: { tgl_system?: string }) => q.tgl_system ?? todayJakarta();
  defineRoute(app, shop, routes, api.yearTransactionChart, { service: true }, async ({ query }) => ({
    data: await extra.yearTotals(shop, query.tahun ?? Number(todayJakarta().slice(0, 4))),
  }));
  defineRoute(app, shop, routes, api.dailyCashChart, { service: true }, async ({ query }) => ({
    data: await extra.dailyCash(shop, day(query)),
  }));
  defineRoute(app, shop, routes, api.dailyBiaya, { service: true }, async ({ query }) => ({
    data: await extra.dailyBiaya(shop, day(query)),
  }));
  defineRoute(app, shop, routes, api.outstandNonCash, { service: true }, async ({ query }) => ({
    data: await extra.outstandNonCash(shop, day(query)),
  }));
  defineRoute(app, shop, routes, api.dailySpecificChart, { service: true }, async ({ query }) => ({
    data: await extra.specificChart(shop, query, day(query)),
  }));
}
