import { api, LAPORAN_HUTANG_LELANG, LAPORAN_PINJAMAN } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { lelangReportRows, pinjamanPages, toHutangReportRow } from '../laporan/hutang-report.sources.ts';
import { hutangJatuhTempo, listLelangHutang, simpanLelangHutang } from './lelang.service.ts';

const MSG = api.LELANG_MSG;
const LELANG = { menu: '/lelang-hutang' } as const;
/** Rows per query page of POST hutang/get/report. */
const REPORT_BATCH = 2500;

/**
 * Lelang Hutang (list, auction), the spec's POST report calls of loans (hutang/get/report and
 * hutang/report-hutang-lelang, the same rows as the report engine's GET at those paths) and the
 * dashboard's flag of overdue loans.
 */
export function registerLelangHutangRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, api.listLelangHutang, LELANG, async ({ query }) => {
    const { rows, total } = await listLelangHutang(shop, query);
    return { data: rows, count: total, message: total ? MSG.found : MSG.empty };
  });
  defineRoute(app, shop, routes, api.simpanLelangHutang, LELANG, async ({ body, user }) => ({
    data: await simpanLelangHutang(shop, user, body),
    message: MSG.saved,
  }));

  defineRoute(app, shop, routes, api.hutangReport, { menu: LAPORAN_PINJAMAN.route }, async ({ body }) => {
    const data: api.HutangReportRow[] = [];
    for await (const rows of pinjamanPages(shop, body, REPORT_BATCH))
      data.push(...rows.map(toHutangReportRow));
    return { data, count: data.length, message: data.length ? MSG.found : MSG.empty };
  });
  defineRoute(
    app,
    shop,
    routes,
    api.hutangLelangReport,
    { menu: LAPORAN_HUTANG_LELANG.route },
    async ({ body }) => {
      const data = await lelangReportRows(shop, String(body.tgl_lelang));
      return { data, count: data.length, message: data.length ? MSG.found : MSG.empty };
    },
  );

  defineRoute(app, shop, routes, api.hutangJatuhTempo, { service: true }, async () => ({
    data: await hutangJatuhTempo(shop),
  }));
}
