import { API_PREFIX, api, MSG, type UserLevel } from '@emas/contract';
import { AppError, invalidToken } from '../../platform/errors.ts';
import { checkRights, type Rights } from '../../platform/rights.ts';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { resolveSession } from '../../platform/session.ts';
import { fanOutWithReplicas } from '../laporan/fan-out-replica.ts';
import { refreshActivityRelay } from './activity-relay.ts';
import { callShop, passableAnswer, type ShopAnswer, UnsafeShopPath } from './fan-out.ts';
import * as toko from './toko.service.ts';

const MASTER_TOKO = { menu: '/master-toko' };
/** A shop's service credentials: its owners only (a service credential itself is refused: no menu). */
const CREDENTIALS: Rights = { levels: ['OWN', 'SU'] };
/** Head office acts on a shop as its owner would, so only head-office users of that rank may. */
const HEAD_OFFICE: Rights = { appType: 'PUSAT', levels: ['OWN', 'SU', 'MU', 'DEV'] satisfies UserLevel[] };

export function registerTokoRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, api.listMasterToko, { service: true }, async () => ({
    data: await toko.listMasterToko(shop),
  }));
  // A shop added, moved or removed: head office's live relay follows (activity-relay.ts).
  defineRoute(app, shop, routes, api.addMasterToko, MASTER_TOKO, async ({ body, user }) => {
    const data = await toko.addMasterToko(shop, user, body);
    void refreshActivityRelay(shop);
    return { data, message: MSG.added, status: 201 };
  });
  defineRoute(app, shop, routes, api.editMasterToko, MASTER_TOKO, async ({ body, params, user }) => {
    const data = await toko.editMasterToko(shop, user, params.kode_toko, body);
    void refreshActivityRelay(shop);
    return { data, message: MSG.edited };
  });
  defineRoute(app, shop, routes, api.deleteMasterToko, MASTER_TOKO, async ({ params, user }) => {
    await toko.removeMasterToko(shop, user, params.kode_toko);
    void refreshActivityRelay(shop);
    return { data: null, message: MSG.deleted };
  });
  defineRoute(app, shop, routes, api.issueServiceToken, CREDENTIALS, async ({ body, user }) => ({
    data: await toko.issueServiceToken(shop, user, body),
    message: 'Token Layanan Dibuat, Simpan Di Master Toko Pusat',
    status: 201,
  }));
  defineRoute(app, shop, routes, api.listServiceCredentials, CREDENTIALS, async () => ({
    data: await toko.listServiceCredentials(shop),
  }));
  defineRoute(app, shop, routes, api.revokeServiceCredential, CREDENTIALS, async ({ params, user }) => ({
    data: await toko.revokeServiceCredential(shop, user, params.id),
    message: 'Token Layanan Dicabut',
  }));
  defineRoute(app, shop, routes, api.fanOut, HEAD_OFFICE, async ({ body }) => ({
    data: await fanOutWithReplicas(shop, { ...body, query: body.query }),
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
      // The path as decoded once: an encoded `..%2F` or `%2e%2e` shows here as `../` or a `%`.
      if (!api.isSafeShopPath(rest)) throw new AppError(400, MSG.shopPathInvalid);
      const target = await toko.shopTarget(shop, kode_toko.toUpperCase());
      const query = Object.fromEntries(new URLSearchParams(req.url.split('?')[1] ?? ''));
      let res: ShopAnswer;
      try {
        res = await callShop(
          target,
          { method: req.method as 'GET', path: rest, query, body: req.body ?? undefined },
          toko.shopLimits(shop),
        );
      } catch (err) {
        if (err instanceof UnsafeShopPath) throw new AppError(400, MSG.shopPathInvalid);
        throw new AppError(502, MSG.multiShopFailed);
      }
      // Only an envelope or a report file passes, with head office's content type (passableAnswer); a
      // shop's redirect is not passed on either: the browser would follow it with the user's token.
      const out = passableAnswer(res);
      if (!out) throw new AppError(502, MSG.multiShopFailed);
      reply.code(out.status).type(out.contentType);
      if (out.attachment) reply.header('content-disposition', 'attachment');
      return out.body;
    },
  });
}
