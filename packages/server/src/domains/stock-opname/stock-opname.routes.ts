import {
  finishOpname,
  getOpname,
  opnameReport,
  STOCK_OPNAME_MSG,
  scanOpname,
  startOpname,
} from '@emas/contract/api/stock-opname';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import * as opname from './stock-opname.service.ts';

/** The counting screen, and its report (which also reads one count). */
const SCREEN = {
  opname: { menu: '/stock-opname-global' },
  read: { menu: ['/stock-opname-global', '/laporan-stock-opname-global'] },
  laporan: { menu: '/laporan-stock-opname-global' },
} as const;

export function registerStockOpnameRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, startOpname, SCREEN.opname, async ({ body, user }) => ({
    data: await opname.startOpname(shop, user, body),
    message: STOCK_OPNAME_MSG.started,
    status: 201,
  }));
  defineRoute(app, shop, routes, opnameReport, SCREEN.laporan, async ({ query }) => {
    const rows = await opname.opnameReport(shop, query);
    return {
      data: rows,
      count: rows.length,
      message: rows.length ? STOCK_OPNAME_MSG.dataFound : STOCK_OPNAME_MSG.empty,
    };
  });
  defineRoute(app, shop, routes, scanOpname, SCREEN.opname, async ({ body, params, user }) => {
    const { message, ...data } = await opname.scanOpname(shop, user, params.id, body.kode_barcode);
    return { data, message };
  });
  defineRoute(app, shop, routes, finishOpname, SCREEN.opname, async ({ params, user }) => ({
    data: await opname.finishOpname(shop, user, params.id),
    message: STOCK_OPNAME_MSG.finished,
  }));
  defineRoute(app, shop, routes, getOpname, SCREEN.read, async ({ params }) => ({
    data: await opname.getOpname(shop, params.id),
  }));
}
