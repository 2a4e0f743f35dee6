import { api } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { buildMeData, login, logout, myAkses } from './auth.service.ts';

export function registerAuthRoutes({ app, shop, routes, live, loginThrottle }: RouteDeps): void {
  defineRoute(app, shop, routes, api.login, { public: true }, async ({ body, req }) => ({
    data: await login(shop, loginThrottle, body, req.ip),
  }));
  defineRoute(app, shop, routes, api.logout, { service: true }, async ({ user }) => {
    await logout(shop, user.tokenHash);
    // The screen's live channel ends with its session: no shop event reaches a logged-out token.
    live.endToken(user.tokenHash);
    return { data: null, message: 'Logout Berhasil' };
  });
  defineRoute(app, shop, routes, api.me, { service: true }, async ({ user }) => ({
    data: await buildMeData(shop, user),
  }));
  defineRoute(app, shop, routes, api.myAkses, { service: true }, async ({ user }) => ({
    data: myAkses(user),
  }));
}
