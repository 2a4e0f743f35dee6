import { api, TITIP_SIMPAN } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { registerDocumentRoutes } from '../dokumen/dokumen.routes.ts';
import { titipReportRows } from '../laporan/titip-simpan-report.sources.ts';
import * as titip from './titip-simpan.service.ts';
import { listLelangTitip, simpanLelangTitip } from './titip-simpan-lelang.service.ts';
import * as lunas from './titip-simpan-lunas.service.ts';

const MSG = api.TITIP_MSG;
const SCREEN = {
  transaksi: { menu: '/transaksi-simpan-titipan' },
  lihat: {
    menu: [
      '/lihat-simpan-titipan',
      '/transaksi-simpan-titipan',
      '/batal-titipan-lunas',
      '/lelang-simpan-titipan',
      '/validasi-titip-simpan',
    ],
  },
  /** Pay-off and renewal are done from the deposit screens. */
  lunas: { menu: ['/transaksi-simpan-titipan', '/lihat-simpan-titipan'] },
  batal: { menu: '/lihat-simpan-titipan' },
  batalLunas: { menu: '/batal-titipan-lunas' },
  lelang: { menu: '/lelang-simpan-titipan' },
  validasi: { menu: '/validasi-titip-simpan' },
} as const;

export function registerTitipSimpanRoutes(deps: RouteDeps): void {
  const { app, shop, routes } = deps;
  defineRoute(app, shop, routes, api.titipPlafond, SCREEN.transaksi, async ({ body }) => ({
    data: await titip.titipPlafondQuote(shop, body),
  }));
  defineRoute(app, shop, routes, api.createTitipSimpan, SCREEN.transaksi, async ({ body, user }) => ({
    data: await titip.createTitipSimpan(shop, user, body),
    message: MSG.saved,
    status: 201,
  }));
  defineRoute(app, shop, routes, api.titipPelunasan, SCREEN.lunas, async ({ query }) => ({
    data: await lunas.quotePelunasan(shop, query.no_faktur_titip_simpan),
  }));
  defineRoute(app, shop, routes, api.lunasTitipSimpan, SCREEN.lunas, async ({ body, user }) => {
    const data = await lunas.lunasTitipSimpan(shop, user, body);
    return { data, message: body.jenis_pelunasan === 'PEREMAJAAN' ? MSG.peremajaan : MSG.lunas };
  });
  defineRoute(app, shop, routes, api.batalLunasTitipSimpan, SCREEN.batalLunas, async ({ body, user }) => ({
    data: await lunas.batalLunasTitipSimpan(shop, user, body),
    message: MSG.lunasCancelled,
  }));
  defineRoute(app, shop, routes, api.listLelangTitip, SCREEN.lelang, async () => {
    const rows = await listLelangTitip(shop);
    return { data: rows, count: rows.length, message: rows.length ? MSG.reportFound : MSG.reportEmpty };
  });
  defineRoute(app, shop, routes, api.simpanLelangTitip, SCREEN.lelang, async ({ body, user }) => ({
    data: await simpanLelangTitip(shop, user, body),
    message: MSG.lelangSaved,
  }));
  defineRoute(app, shop, routes, api.titipPayments, SCREEN.validasi, async ({ query }) => ({
    data: await titip.titipPayments(shop, query.deskripsi),
  }));
  registerDocumentRoutes(deps, TITIP_SIMPAN, SCREEN, {
    list: titip.listTitipSimpan,
    invoice: titip.titipInvoice,
    nota: titip.titipNota,
    cancel: titip.cancelTitipSimpan,
    validasi: {
      pending: api.listPendingTitip,
      validate: api.validateTitip,
      list: titip.listPendingTitip,
      mark: titip.validateTitip,
    },
  });

  // The spec's POST report calls: the rows of the report engine's GET at the same path.
  for (const [call, def] of api.TITIP_POST_REPORTS) {
    defineRoute(app, shop, routes, call, { menu: def.route }, async ({ body, user }) => {
      const data = await titipReportRows(shop, user, def, body);
      return { data, count: data.length, message: data.length ? def.successToast : def.emptyToast };
    });
  }
}
