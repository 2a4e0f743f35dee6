import { api } from '@emas/contract';
import type { Rights } from '../../platform/rights.ts';
import { defineRoute, REPLY_SENT } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { findToko } from '../system/system.api.ts';
import { fanOut } from '../toko/toko.service.ts';
import * as kirim from './kirim-barang.service.ts';
import { buildSuratJalan } from './surat-jalan.ts';
import './kirim-barang.report.ts';

const { KIRIM_MSG } = api;
const SEND_SCREENS = ['/kirim-barang-kecabang', '/kirim-barang'] as const;
const SEND: Rights = { menu: SEND_SCREENS };
const RECEIVE: Rights = { menu: '/terima-barang' };
const LOOK: Rights = { menu: [...SEND_SCREENS, '/terima-barang', '/laporan-kirim-barang'] };
/**
 * Calls one shop makes on another with the service credential it holds for it (checked by name): the
 * only calls a sister shop's credential may make.
 */
const SHOP_TO_SHOP: Rights = { service: true, shops: true };

export function registerKirimBarangRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, api.listTokoTujuan, SEND, async () => ({
    data: await kirim.tokoTujuan(shop),
  }));
  defineRoute(app, shop, routes, api.kirimBarang, SEND, async ({ body, user }) => ({
    data: await kirim.kirimBarang(shop, user, body),
    message: KIRIM_MSG.sent,
    status: 201,
  }));
  defineRoute(app, shop, routes, api.listKirimBarang, LOOK, async ({ query }) => {
    const data = await kirim.listKirim(shop, query);
    return { data, count: data.length };
  });
  defineRoute(app, shop, routes, api.getKirimBarang, LOOK, async ({ params }) => ({
    data: await kirim.getKirim(shop, params.no_kirim),
  }));
  defineRoute(app, shop, routes, api.suratJalan, LOOK, async ({ params, user, reply }) => {
    const k = await kirim.getKirim(shop, params.no_kirim);
    const toko = await findToko(shop);
    const pdf = await buildSuratJalan(
      k,
      { nama_toko: toko?.nama_toko ?? shop.kode_toko, alamat_toko: toko?.alamat_toko ?? '' },
      user.user_id,
    );
    reply
      .type('application/pdf')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Disposition',
        `inline; filename="SURAT JALAN ${k.no_kirim.replace(/[^A-Z0-9-]/g, '')}.pdf"`,
      )
      .send(pdf);
    return REPLY_SENT;
  });
  defineRoute(app, shop, routes, api.kirimMasuk, SHOP_TO_SHOP, async ({ body, user }) => ({
    data: await kirim.kirimMasuk(shop, user, body),
  }));
  defineRoute(app, shop, routes, api.kirimKonfirmasi, SHOP_TO_SHOP, async ({ body, user }) => ({
    data: await kirim.kirimKonfirmasi(shop, user, body),
  }));
  defineRoute(app, shop, routes, api.catatanTerima, SHOP_TO_SHOP, async ({ query, user }) => ({
    data: await kirim.catatanTerima(shop, user, query),
  }));
  defineRoute(app, shop, routes, api.listTerimaBarang, RECEIVE, async ({ query }) => {
    const data = await kirim.listTerima(shop, query);
    return { data, count: data.length };
  });
  defineRoute(app, shop, routes, api.terimaBarang, RECEIVE, async ({ body, user }) => ({
    data: await kirim.terimaBarang(shop, user, body),
    message: KIRIM_MSG.received,
  }));
  defineRoute(app, shop, routes, api.listTransit, { ...LOOK, service: true }, async () => {
    const data = await kirim.listTransit(shop);
    return { data, count: data.length };
  });
  defineRoute(app, shop, routes, api.listTransitSemua, { ...LOOK, appType: 'PUSAT' }, async () => {
    const results = await fanOut(shop, { method: 'GET', path: api.listTransit.path });
    const own = await kirim.listTransit(shop);
    const lists = results.flatMap((r) => (r.status === 'success' ? [r.data as api.TransitRow[]] : []));
    const rows = kirim.mergeTransit([own, ...lists]);
    const gagal = results.filter((r) => r.status !== 'success').map((r) => r.kode_toko);
    return { data: { rows, gagal }, count: rows.length };
  });
}
