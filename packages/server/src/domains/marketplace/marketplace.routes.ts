import { api } from '@emas/contract';
import { MARKETPLACE_MSG } from '@emas/contract/api/marketplace';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import * as service from './marketplace.service.ts';

/** /marketplace-setting and the wholesale frame /redirect-to-grosir. */
export function registerMarketplaceRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(
    app,
    shop,
    routes,
    api.getMarketplaceSettings,
    { menu: '/marketplace-setting' },
    async ({ query, user }) => {
      const rows = await service.getMarketplaceSettings(shop, user, query.k_m);
      if (!rows.length) throw notFound(MARKETPLACE_MSG.empty);
      return { data: rows, count: rows.length };
    },
  );
  defineRoute(
    app,
    shop,
    routes,
    api.saveMarketplaceSetting,
    { menu: '/marketplace-setting' },
    async ({ body, user }) => ({
      data: await service.saveMarketplaceSetting(shop, user, body),
      message: MARKETPLACE_MSG.saved,
    }),
  );
  defineRoute(app, shop, routes, api.grosirRedirect, { menu: '/redirect-to-grosir' }, async ({ user }) => ({
    data: service.grosirRedirect(shop, user),
  }));
}
