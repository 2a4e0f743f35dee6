import { API_PREFIX, api, MSG, type UserLevel } from '@emas/contract';
import type { RouteDeps } from '../../platform/app.ts';
import { AppError, invalidToken } from '../../platform/errors.ts';
import { checkRights, type Rights } from '../../platform/rights.ts';
import { defineRoute } from '../../platform/route.ts';
import { resolveSession } from '../../platform/session.ts';
import { callShop } from './fan-out.ts';
import * as toko from './toko.service.ts';

const MASTER_TOKO = { menu: '/master-toko' };
/** Head office acts on a shop as its owner would, so only head-office users of that rank may. */
const HEAD_OFFICE: Rights = { appType: 'PUSAT', levels: ['OWN', 'SU', 'MU', 'DEV'] satisfies UserLevel[] };

export function registerTokoRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, api.listMasterToko, { service: true }, async () => ({
    data: await toko.listMasterToko(shop),
  }));
  defineRoute(app, shop, routes, api.addMasterToko, MASTER_TOKO, async ({ body }) => ({
    data: await toko.addMasterToko(shop, body),
    message: MSG.added,
    status: 201,
  }));
  defineRoute(app, shop, routes, api.editMasterToko, MASTER_TOKO, async ({ body, params }) => ({
    data: await toko.editMasterToko(shop, params.kode_toko, body),
    message: MSG.edited,
  }));
  defineRoute(app, shop, routes, api.deleteMasterToko, MASTER_TOKO, async ({ params }) => {
    await toko.removeMasterToko(shop, params.kode_toko);
    return { data: null, message: MSG.deleted };
  });
  defineRoute(app, shop, routes, api.issueServiceToken, { levels: ['OWN', 'SU'] }, async ({ user }) => ({
    data: await toko.issueServiceToken(shop, user),
    message: 'Token Layanan Dibuat, Simpan Di Master Toko Pusat',
    status: 201,
  }));
  defineRoute(app, shop, routes, api.fanOut, HEAD_OFFICE, async ({ body }) => ({
    data: await toko.fanOut(shop, { ...body, query: body.query }),
  }));

  // The picked shop's portal, reached through head office: head office checks its own user, then
  // calls the shop with its service credential; the shop checks that credential and its rights.
  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: `${API_PREFIX}/pusat/toko/:kode_toko/*`,
    handler: async (req, reply) => {
      const token = req.headers.token;
      const user = await resolveSession(shop, Array.isArray(token) ? token[0] : token);
      if (!user) throw invalidToken();
      await checkRights(shop, user, HEAD_OFFICE);
      const { kode_toko, '*': rest } = req.params as { kode_toko: string; '*': string };
      const target = await toko.shopTarget(shop, kode_toko.toUpperCase());
      const query = Object.fromEntries(new URLSearchParams(req.url.split('?')[1] ?? ''));
      let res: Response;
      try {
        res = await callShop(
          target,
          { method: req.method as 'GET', path: rest, query, body: req.body ?? undefined },
          shop.config.fanOutTimeoutMs,
        );
      } catch {
        throw new AppError(502, MSG.multiShopFailed);
      }
      reply.code(res.status).type(res.headers.get('content-type') ?? 'application/json');
      return Buffer.from(await res.arrayBuffer());
    },
  });
}
