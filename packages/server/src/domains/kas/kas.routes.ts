import * as kasApi from '@emas/contract/api/kas';
import { defineRoute, REPLY_SENT } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import * as gesek from './gesek-tunai.service.ts';
import * as kas from './kas.service.ts';
import { registerKasHooks } from './kas-hooks.ts';
import * as kirim from './kirim-uang.service.ts';

const { KAS_MSG } = kasApi;

/** Each call belongs to the screens that make it (route table, KEUANGAN / MASTER / VALIDASI). */
const SCREEN = {
  uangKas: { menu: '/uang-kas' },
  uangBank: { menu: '/uang-bank' },
  saldo: { menu: ['/uang-kas', '/uang-bank', '/pengalihan-saldo-uang'] },
  pengalihan: { menu: '/pengalihan-saldo-uang' },
  users: { menu: ['/pengalihan-saldo-uang', '/validasi-non-cash'] },
  validasi: { menu: '/validasi-non-cash' },
  info: { menu: ['/validasi-non-cash', '/pengalihan-saldo-uang'] },
  settingRead: { menu: ['/validasi-non-cash', '/tutup-toko', '/settingsystem'] },
  settingWrite: { menu: '/settingsystem' },
  gesek: { menu: '/gesek-tunai' },
  gesekHistory: { menu: ['/gesek-tunai', '/laporan-gesek-tunai'] },
  kirim: { menu: '/kirim-uang' },
  kirimOrTerima: { menu: ['/kirim-uang', '/terima-uang'] },
  terima: { menu: '/terima-uang' },
} as const;

export function registerKasRoutes({ app, shop, routes, live }: RouteDeps): void {
  registerKasHooks();

  defineRoute(app, shop, routes, kasApi.createUangKas, SCREEN.uangKas, async ({ body, user }) => ({
    data: await kas.addUangKas(shop, user, body),
    message: KAS_MSG.saved,
    status: 201,
  }));
  defineRoute(app, shop, routes, kasApi.listUangKas, SCREEN.uangKas, async ({ query }) => ({
    data: await kas.listUangKas(shop, query.tanggal),
  }));
  defineRoute(app, shop, routes, kasApi.createUangBank, SCREEN.uangBank, async ({ body, user }) => ({
    data: await kas.addUangBank(shop, user, body),
    message: KAS_MSG.saved,
    status: 201,
  }));
  defineRoute(app, shop, routes, kasApi.listUangBank, SCREEN.uangBank, async ({ query }) => ({
    data: await kas.listUangBank(shop, query.tanggal),
  }));
  defineRoute(app, shop, routes, kasApi.getSaldoKasir, SCREEN.saldo, async ({ query }) => ({
    data: await kas.saldoHarian(shop, query.tanggal),
  }));
  defineRoute(app, shop, routes, kasApi.listKasUsers, SCREEN.users, async ({ query }) => ({
    data: await kas.listUsers(shop, query.level),
  }));

  defineRoute(app, shop, routes, kasApi.reportCashDetail, SCREEN.pengalihan, async ({ body, user }) => {
    const data = await kas.reportCashDetail(shop, live, user, body);
    return { data, message: data.total ? KAS_MSG.reportAvailable : KAS_MSG.searchEmpty };
  });
  defineRoute(app, shop, routes, kasApi.transferBalance, SCREEN.pengalihan, async ({ body, user }) => ({
    data: await kas.transferBalance(shop, user, body),
    message: KAS_MSG.moved,
  }));

  defineRoute(app, shop, routes, kasApi.listNonCash, SCREEN.validasi, async ({ query }) => {
    const data = await kas.listNonCash(shop, query);
    return { data, count: data.length };
  });
  defineRoute(app, shop, routes, kasApi.validateNonCash, SCREEN.validasi, async ({ body, user }) => ({
    data: await kas.validateNonCash(shop, user, body.id_cashes),
    message: KAS_MSG.validated,
  }));
  defineRoute(app, shop, routes, kasApi.cashByDeskripsi, SCREEN.info, async ({ body }) => ({
    data: await kas.cashByDeskripsi(shop, body.deskripsi),
  }));
  defineRoute(app, shop, routes, kasApi.getKasSetting, SCREEN.settingRead, async () => ({
    data: await kas.kasSetting(shop),
  }));
  defineRoute(app, shop, routes, kasApi.setKasSetting, SCREEN.settingWrite, async ({ body, user }) => ({
    data: await kas.setKasSetting(shop, user, body),
    message: KAS_MSG.settingSaved,
  }));

  defineRoute(app, shop, routes, kasApi.createGesek, SCREEN.gesek, async ({ body, user }) => ({
    data: await gesek.addGesek(shop, user, body),
    message: KAS_MSG.gesekSaved,
    status: 201,
  }));
  defineRoute(app, shop, routes, kasApi.gesekHistories, SCREEN.gesekHistory, async ({ query }) => {
    const data = await gesek.gesekHistories(shop, query);
    return { data, count: data.length };
  });
  defineRoute(app, shop, routes, kasApi.creditCardCustomer, SCREEN.gesek, async ({ query }) => ({
    data: await gesek.findCardCustomer(shop, query.no_credit_card),
  }));

  defineRoute(app, shop, routes, kasApi.createKirimUang, SCREEN.kirim, async ({ body, user }) => ({
    data: await kirim.createKirimUang(shop, user, body),
    message: KAS_MSG.kirimSaved,
    status: 201,
  }));
  defineRoute(app, shop, routes, kasApi.listKirimUang, SCREEN.kirim, async ({ query }) => ({
    data: await kirim.listKirimUang(shop, 'kirim-uang', query),
  }));
  defineRoute(app, shop, routes, kasApi.listKirimUangHistory, SCREEN.kirim, async ({ query }) => ({
    data: await kirim.listKirimUang(shop, 'kirim-uang-history', query),
  }));
  defineRoute(app, shop, routes, kasApi.getKirimUang, SCREEN.kirimOrTerima, async ({ params }) => ({
    data: await kirim.getKirimUang(shop, params.no_reff),
  }));
  defineRoute(
    app,
    shop,
    routes,
    kasApi.kirimUangNota,
    SCREEN.kirimOrTerima,
    async ({ params, user, reply }) => {
      const pdf = await kirim.kirimUangNota(shop, user, params.no_reff);
      reply
        .type('application/pdf')
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Disposition',
          `inline; filename="NOTA KIRIM ${params.no_reff.replace(/[^A-Z0-9-]/g, '')}.pdf"`,
        )
        .send(pdf);
      return REPLY_SENT;
    },
  );
  for (const ep of [kasApi.receiveKirimUang, kasApi.receiveKirimUangPost])
    defineRoute(app, shop, routes, ep, SCREEN.terima, async ({ params, user }) => ({
      data: await kirim.receiveKirimUang(shop, user, params.no_reff),
      message: KAS_MSG.terimaOk,
    }));
}
