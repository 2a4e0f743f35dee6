import { HARGA_EMAS_MSG, hargaEmasApi } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import * as hargaEmas from './harga-emas.service.ts';

const SCREEN = { menu: '/parameter-harga-emas' };

export function registerHargaEmasRoutes({ app, shop, routes }: RouteDeps): void {
  // Every counter screen prices by it: reading needs only a session.
  defineRoute(app, shop, routes, hargaEmasApi.getHargaEmas, { service: true }, async ({ query }) => ({
    data: await hargaEmas.getDay(shop, query.tanggal),
  }));
  defineRoute(app, shop, routes, hargaEmasApi.setHargaEmas, SCREEN, async ({ body, user }) => ({
    data: await hargaEmas.setDay(shop, user, body),
    message: HARGA_EMAS_MSG.saved,
  }));
  defineRoute(app, shop, routes, hargaEmasApi.hargaEmasHistory, SCREEN, async ({ query }) => ({
    data: await hargaEmas.history(shop, query),
  }));
}
