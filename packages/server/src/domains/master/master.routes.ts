import { MASTERS, type MasterValues, masterApi, masterMessages } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import * as master from './master.service.ts';

/** The generic list / options / add / edit / delete / reactivate calls of every declared master. */
export function registerMasterRoutes({ app, shop, routes }: RouteDeps): void {
  for (const def of MASTERS) {
    const calls = masterApi(def);
    const msg = masterMessages(def);
    const rights = { menu: def.route };
    defineRoute(app, shop, routes, calls.list, rights, async ({ query }) => {
      const { rows, total } = await master.listMaster(shop, def, query);
      return { data: rows, count: total };
    });
    // Choices for other screens' drop-downs: any logged-in user of the shop.
    defineRoute(app, shop, routes, calls.options, { service: true }, async () => ({
      data: await master.masterOptions(shop, def),
    }));
    // Adding a deleted row's key answers 409 with DELETED in the text and the row's _id in data.
    defineRoute(app, shop, routes, calls.add, rights, async ({ body, user }) => ({
      data: await master.addMaster(shop, user, def, body as MasterValues),
      message: msg.added,
      status: 201,
    }));
    defineRoute(app, shop, routes, calls.edit, rights, async ({ body, params, user }) => ({
      data: await master.editMaster(shop, user, def, params._id, body as MasterValues),
      message: msg.edited,
    }));
    defineRoute(app, shop, routes, calls.remove, rights, async ({ params, user }) => ({
      data: await master.removeMaster(shop, user, def, params._id),
      message: msg.deleted,
    }));
    defineRoute(app, shop, routes, calls.reactivate, rights, async ({ params, user }) => ({
      data: await master.reactivateMaster(shop, user, def, params._id),
      message: msg.reactivated,
    }));
  }
}
