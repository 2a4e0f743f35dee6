import { api } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import * as akun from './akun.service.ts';

/** Parameter Akun: its page's access (AKUN_MODULE, the access tree) decides every call. */
const SCREEN = { menu: '/parameter-akun' } as const;

export function registerAkunRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, api.listAkuns, SCREEN, async () => ({ data: await akun.akuns(shop) }));
  defineRoute(app, shop, routes, api.listParaAkun, SCREEN, async () => ({
    data: await akun.paraAkunTransaksi(shop),
  }));
  defineRoute(app, shop, routes, api.editParaAkun, SCREEN, async ({ params, body, user }) => ({
    data: await akun.editParaAkun(shop, user, params, body),
    message: api.AKUN_MSG.edited,
  }));
}
