import { api } from '@emas/contract';
import { EXTERNAL_MSG } from '@emas/contract/api/external';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import './external.report.ts';
import * as service from './external.service.ts';

/** External web shop: /kirim-barang-external registers, /update-barang-external pulls and processes. */
export function registerExternalRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(
    app,
    shop,
    routes,
    api.registerWebExternal,
    { menu: '/kirim-barang-external' },
    async ({ body, user }) => {
      const rows = await service.registerWebExternal(shop, user, body);
      return { data: rows, count: rows.length, message: EXTERNAL_MSG.tersimpan };
    },
  );
  defineRoute(
    app,
    shop,
    routes,
    api.findSoldExternal,
    { menu: '/update-barang-external' },
    async ({ query }) => {
      const rows = await service.findSoldExternal(shop, query);
      return { data: rows, count: rows.length, message: EXTERNAL_MSG.tersedia };
    },
  );
  defineRoute(
    app,
    shop,
    routes,
    api.findActiveMemberExternal,
    { menu: '/update-barang-external' },
    async ({ query }) => {
      const rows = await service.findActiveMembers(shop, query);
      return { data: rows, count: rows.length, message: EXTERNAL_MSG.tersedia };
    },
  );
  defineRoute(
    app,
    shop,
    routes,
    api.processExternalItaly,
    { menu: '/update-barang-external' },
    async ({ body, user }) => ({
      data: await service.processExternal(shop, user, body),
      message: EXTERNAL_MSG.tersimpan,
    }),
  );
}
