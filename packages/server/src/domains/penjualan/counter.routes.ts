import { api } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import * as counter from './counter.service.ts';

/** Both counters look items and members up; only the sale counter holds and recalls carts. */
const COUNTERS = { menu: ['/transaksi-penjualan', '/transaksi-pembelian'] } as const;
const SALE_COUNTER = { menu: '/transaksi-penjualan' } as const;

export function registerCounterRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, api.listHeldSales, SALE_COUNTER, async () => ({
    data: await counter.listHeldSales(shop),
  }));
  defineRoute(app, shop, routes, api.holdSale, SALE_COUNTER, async ({ body, user }) => ({
    data: await counter.holdSale(shop, user, body),
    message: api.COUNTER_MSG.held,
    status: 201,
  }));
  defineRoute(app, shop, routes, api.recallHeldSale, SALE_COUNTER, async ({ params }) => ({
    data: await counter.recallHeldSale(shop, params.id),
    message: api.COUNTER_MSG.recalled,
  }));
  defineRoute(app, shop, routes, api.cekBarang, COUNTERS, async ({ query }) => ({
    data: await counter.cekBarang(shop, query),
  }));
  defineRoute(app, shop, routes, api.findCounterMember, COUNTERS, async ({ query }) => ({
    data: await counter.findCounterMembers(shop, query.cari),
  }));
}
