import {
  bookForApp,
  LAPORAN_REKAP_SALES,
  REPORT_BOOKS,
  REPORTS,
  rekapSalesAnswer,
  rekapSalesPost,
  reportForApp,
} from '@emas/contract';
import { defineRoute, REPLY_SENT } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import './laporan.sources.ts';
import './transaksi-report.sources.ts';
import './bonus-sales.sources.ts';
import './transaksi.sources.ts';
import './service-report.sources.ts';
import './hutang-report.sources.ts';
import './titip-simpan-report.sources.ts';
import './sepuhan-report.sources.ts';
import './timbang-baki-report.sources.ts';
import './global-report.sources.ts';
import '../berlian/berlian-report.sources.ts';
import { bookJson, reportAsShown, reportJson, sendBookFile, sendReportFile } from './laporan.service.ts';
import { shownBook, shownReport } from './report-merge.ts';
import { findReportSource } from './report-registry.ts';
import { rekapSalesRows } from './transaksi-report.sources.ts';

/**
 * Every report of the contract's REPORTS at its path: JSON rows and totals for the screen, or the
 * file with `format=pdf|xlsx|csv`. Rights follow the report's page (levels, module gate, access tree).
 * A domain adds a report by declaring it in the contract and registering its query with
 * `registerReportSource` when its module loads. Every book (REPORT_BOOKS) answers all its parts at
 * its own path, as JSON or as one file. At head office a branch report without a shop picked answers
 * over every shop (reportForApp, report-merge.ts).
 */
export function registerLaporanRoutes({ app, shop, routes }: RouteDeps): void {
  const missing = REPORTS.filter((r) => !findReportSource(r.key)).map((r) => r.key);
  if (missing.length) throw new Error(`reports without a registered query: ${missing.join(', ')}`);
  // Head office runs a branch report over its shops (reportForApp: the shop filter, SEMUA TOKO by default).
  for (const def of REPORTS.map((r) => reportForApp(r, shop.appType))) {
    defineRoute(
      app,
      shop,
      routes,
      def.endpoint,
      { menu: [def.route, ...(def.alsoFrom ?? [])] },
      async ({ query, user, reply }) => {
        const { format, ...sent } = query;
        const shown = await reportAsShown(shop, def, sent);
        const input = { def: shownReport(shown.def, shop, shown.params), params: shown.params, shop, user };
        if (format !== 'json') {
          await sendReportFile(input, format, reply);
          return REPLY_SENT;
        }
        const { data, count } = await reportJson(input);
        return { data, count, message: count ? def.successToast : def.emptyToast };
      },
    );
  }
  // Document 3 posts the sales recap and reads it as a global summary and per-sales entries.
  defineRoute(app, shop, routes, rekapSalesPost, { menu: LAPORAN_REKAP_SALES.route }, async ({ body }) => {
    const data = rekapSalesAnswer(await rekapSalesRows(shop, body));
    return {
      data,
      count: data.sales.length,
      message: data.sales.length ? LAPORAN_REKAP_SALES.successToast : LAPORAN_REKAP_SALES.emptyToast,
    };
  });
  for (const book of REPORT_BOOKS.map((b) => bookForApp(b, shop.appType))) {
    defineRoute(app, shop, routes, book.endpoint, { menu: book.route }, async ({ query, user, reply }) => {
      const { format, ...params } = query;
      const input = { book: shownBook(book, shop, params), shop, user, params };
      if (format !== 'json') {
        await sendBookFile(input, format, reply);
        return REPLY_SENT;
      }
      const { data, count } = await bookJson(input);
      return { data, count, message: count ? book.successToast : book.emptyToast };
    });
  }
}
