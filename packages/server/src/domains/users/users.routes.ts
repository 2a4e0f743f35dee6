import { api, MSG } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import * as users from './users.service.ts';

const DATA_USERS = { menu: '/data-users' };
const HAK_AKSES = { menu: '/hak-akses-users' };
const HAK_AKSES_NEWS = { menu: '/hak-akses-news' };
/** The user pickers of the three user screens read the same list. */
const USER_LIST = { menu: ['/data-users', '/hak-akses-users', '/hak-akses-news'] };

export function registerUserRoutes({ app, shop, routes, live }: RouteDeps): void {
  defineRoute(app, shop, routes, api.listUsers, USER_LIST, async ({ query }) => {
    const { rows, total } = await users.listUsers(shop, query);
    return { data: rows.map(serialise), count: total };
  });
  defineRoute(app, shop, routes, api.addUser, DATA_USERS, async ({ body, user }) => ({
    data: serialise(await users.addUser(shop, user, body)),
    message: MSG.added,
    status: 201,
  }));
  defineRoute(app, shop, routes, api.editUser, DATA_USERS, async ({ body, params, user }) => ({
    data: serialise(await users.editUser(shop, user, params.user_id, body)),
    message: MSG.edited,
  }));
  // Both end the user's sessions (committed by then): their screens' live channels end with them.
  defineRoute(app, shop, routes, api.setUserStatus, DATA_USERS, async ({ body, params, user }) => {
    const row = await users.setStatus(shop, user, params.user_id, body.status);
    if (body.status === 'INACTIVE') live.endUser(params.user_id);
    return { data: serialise(row), message: MSG.edited };
  });
  defineRoute(app, shop, routes, api.resetPassword, DATA_USERS, async ({ body, params, user }) => {
    await users.resetPassword(shop, user, params.user_id, body.password);
    live.endUser(params.user_id);
    return { data: null, message: 'Password Berhasil Direset' };
  });
  defineRoute(app, shop, routes, api.getUserAkses, HAK_AKSES, async ({ params }) => ({
    data: await users.getAkses(shop, params.user_id),
  }));
  defineRoute(app, shop, routes, api.setUserAkses, HAK_AKSES, async ({ body, params, user }) => ({
    data: await users.setAkses(shop, user, params.user_id, body.akses),
    message: MSG.saved,
  }));
  defineRoute(app, shop, routes, api.getUserAksesNews, HAK_AKSES_NEWS, async ({ params }) => ({
    data: await users.getAksesGroups(shop, params.user_id, api.NEWS_AKSES_GROUPS),
  }));
  defineRoute(app, shop, routes, api.setUserAksesNews, HAK_AKSES_NEWS, async ({ body, params, user }) => {
    await users.setAkses(shop, user, params.user_id, body.akses, api.NEWS_AKSES_GROUPS);
    return {
      data: await users.getAksesGroups(shop, params.user_id, api.NEWS_AKSES_GROUPS),
      message: MSG.saved,
    };
  });
}

type Row = { created_at: Date; updated_at: Date; level: string; status: string } & Record<string, unknown>;
const serialise = <T extends Row | undefined>(r: T) =>
  r &&
  ({
    ...r,
    level: r.level as api.UserRow['level'],
    status: r.status as api.UserRow['status'],
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  } as api.UserRow);
