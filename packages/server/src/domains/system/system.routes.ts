import { api, MSG } from '@emas/contract';
import type { RouteDeps } from '../../platform/app.ts';
import { defineRoute } from '../../platform/route.ts';
import { closeStore } from './closing.service.ts';
import * as system from './system.service.ts';

const SETTING_SYSTEM = { menu: '/settingsystem' };

export function registerSystemRoutes({ app, shop, routes, live }: RouteDeps): void {
  defineRoute(app, shop, routes, api.listModules, SETTING_SYSTEM, async () => ({
    data: await system.listModules(shop),
  }));
  defineRoute(app, shop, routes, api.setModules, SETTING_SYSTEM, async ({ body, user }) => ({
    data: await system.setModules(shop, live, user, body.modules),
    message: MSG.saved,
  }));
  // Every screen reads PEMBULATAN and kategori_harga, so reading needs only a session.
  defineRoute(app, shop, routes, api.getParaSystem, { service: true }, async ({ params }) => ({
    data: await system.getParaSystem(shop, params.key),
  }));
  defineRoute(app, shop, routes, api.setParaSystem, SETTING_SYSTEM, async ({ params, body, user }) => ({
    data: await system.setParaSystem(shop, user, params.key, body.value),
    message: MSG.saved,
  }));
  defineRoute(app, shop, routes, api.getTokoSetting, { service: true }, async () => ({
    data: await system.getTokoSetting(shop),
  }));
  defineRoute(app, shop, routes, api.setTokoSetting, { menu: '/settingtoko' }, async ({ body, user }) => ({
    data: await system.setTokoSetting(shop, user, body),
    message: MSG.saved,
  }));
  defineRoute(app, shop, routes, api.closeStore, { menu: '/tutup-toko' }, async ({ body, user }) => ({
    data: await closeStore(shop, live, user, body, { backupDir: shop.config.backupDir }),
    message: MSG.closingDone,
  }));
}
