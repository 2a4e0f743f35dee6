import { api, CLOSING_MSG, MSG } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { closeStore } from './closing.service.ts';
import { closingChecklist, warnClosing } from './closing-checklist.ts';
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
  defineRoute(app, shop, routes, api.closingChecklist, { menu: '/tutup-toko' }, async () => ({
    data: await closingChecklist(shop, live, shop.config.clock()),
  }));
  defineRoute(app, shop, routes, api.warnClosing, { menu: '/tutup-toko' }, async ({ user }) => {
    const data = await warnClosing(shop, live, user);
    return { data, message: CLOSING_MSG.warned(data.layar) };
  });
}
