import { api, MSG, type UserLevel } from '@emas/contract';
import { MEMBER_MSG } from '@emas/contract/api/member';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { registerMemberHooks } from './member.hooks.ts';
import './member.reports.ts';
import * as member from './member.service.ts';

/** Screens that show the member list or look members up. */
const MEMBER_PAGES = ['/data-member', '/lihat-transaksi-member', '/tukar-point', '/transaksi-poin'];
/** Corrections and stock-in: supervisors and above. */
const SUPERVISORS: readonly UserLevel[] = ['SPV', 'OWN', 'SU', 'MU', 'DEV'];

export function registerMemberRoutes({ app, shop, routes }: RouteDeps): void {
  registerMemberHooks();

  defineRoute(app, shop, routes, api.listMember, { menu: MEMBER_PAGES }, async ({ query }) => {
    const { rows, total } = await member.listMembers(shop, query);
    return { data: rows, count: total };
  });
  // The sales, pre-order and purchase screens look members up: any user of the shop.
  defineRoute(app, shop, routes, api.getMemberByKode, { service: true }, async ({ params }) => ({
    data: await member.findMemberByKode(shop, params.kode_member),
  }));
  defineRoute(app, shop, routes, api.createMember, { menu: '/data-member' }, async ({ body, user }) => ({
    data: await member.createMember(shop, user, body),
    message: MSG.saved,
    status: 201,
  }));
  defineRoute(
    app,
    shop,
    routes,
    api.editMember,
    { menu: '/data-member' },
    async ({ body, params, user }) => ({
      data: await member.editMember(shop, user, params.kode_member, body),
      message: MSG.edited,
    }),
  );
  defineRoute(
    app,
    shop,
    routes,
    api.memberTransaksi,
    { menu: ['/lihat-transaksi-member', '/data-member'] },
    async ({ params, query }) => {
      const { rows, total } = await member.memberTransaksi(shop, params.kode_member, query.page, query.limit);
      return { data: rows, count: total };
    },
  );
  defineRoute(app, shop, routes, api.listTransaksiPoin, { menu: '/transaksi-poin' }, async ({ query }) => {
    const { rows, total } = await member.listTransaksiPoin(shop, query);
    return { data: rows, count: total };
  });
  defineRoute(
    app,
    shop,
    routes,
    api.koreksiPoin,
    { menu: '/transaksi-poin', levels: SUPERVISORS },
    async ({ body, user }) => ({
      data: await member.koreksiPoin(shop, user, body),
      message: MEMBER_MSG.koreksiDone,
      status: 201,
    }),
  );

  defineRoute(
    app,
    shop,
    routes,
    api.tukarPoint,
    { menu: ['/tukar-point', '/data-member'] },
    async ({ body, user }) => ({
      data: await member.tukarPoint(shop, user, body),
      message: MEMBER_MSG.tukarDone,
      status: 201,
    }),
  );
  defineRoute(
    app,
    shop,
    routes,
    api.listTukarPoint,
    { menu: ['/tukar-point', '/data-member'] },
    async ({ query }) => {
      const { rows, total } = await member.listTukar(shop, query);
      return { data: rows, count: total };
    },
  );
  defineRoute(
    app,
    shop,
    routes,
    api.listHadiahStock,
    { menu: ['/tukar-point', '/data-member', '/data-hadiah', '/laporan-kartu-stock-hadiah'] },
    async () => ({ data: await member.listHadiahStock(shop) }),
  );
  defineRoute(
    app,
    shop,
    routes,
    api.hadiahStockIn,
    { menu: ['/tukar-point', '/data-hadiah'], levels: SUPERVISORS },
    async ({ body, user }) => ({
      data: await member.hadiahStockIn(shop, user, body),
      message: MEMBER_MSG.stockAdded,
      status: 201,
    }),
  );

  defineRoute(
    app,
    shop,
    routes,
    api.getMemberSetting,
    { menu: ['/setting-member', '/data-member', '/tukar-point'] },
    async () => ({ data: await member.getMemberSetting(shop) }),
  );
  defineRoute(
    app,
    shop,
    routes,
    api.setMemberSetting,
    { menu: '/setting-member' },
    async ({ body, user }) => ({
      data: await member.setMemberSetting(shop, user, body),
      message: MEMBER_MSG.settingSaved,
    }),
  );
  defineRoute(
    app,
    shop,
    routes,
    api.resetPoin,
    { menu: '/parameter-reset-poin-member', levels: ['OWN', 'SU', 'MU', 'DEV'] },
    async ({ body, user }) => {
      const done = await member.resetPoinNow(shop, user, body.kode_reset);
      return { data: done, message: MEMBER_MSG.resetDone(done.members) };
    },
  );
}
