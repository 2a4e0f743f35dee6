import {
  cancelPreOrder,
  checkPoImport,
  closePreOrder,
  createPreOrder,
  importPreOrder,
  latestPoNumber,
  listPreOrder,
  PO_IMPORT_MSG,
  PO_MSG,
  readyBarcode,
  readyPoBarcode,
  transactionByPayment,
  validatePreOrder,
} from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import './pre-order-report.sources.ts';
import * as po from './pre-order.service.ts';
import { checkImport, importPreOrders } from './pre-order-import.ts';

/** The screens whose users may make each call (document 1's route table). */
const SCREEN = {
  transaksi: { menu: '/transaksi-pre-order' },
  lihat: { menu: ['/lihat-pre-order', '/transaksi-pre-order', '/closing-barang-po', '/import-pre-order'] },
  batal: { menu: '/lihat-pre-order' },
  // Confirming a payment is a supervisor's work, as the validasi screens are.
  validasi: { menu: ['/lihat-pre-order', '/import-pre-order'], levels: ['SPV', 'OWN', 'SU', 'MU'] },
  closing: { menu: '/closing-barang-po' },
  import: { menu: '/import-pre-order' },
} as const;

export function registerPreOrderRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, latestPoNumber, SCREEN.transaksi, async () => ({
    data: await po.latestNumber(shop),
  }));
  defineRoute(app, shop, routes, createPreOrder, SCREEN.transaksi, async ({ body, user }) => ({
    data: await po.createPreOrder(shop, user, body),
    message: PO_MSG.saved,
    status: 201,
  }));
  defineRoute(app, shop, routes, listPreOrder, SCREEN.lihat, async ({ query }) => {
    const page = await po.listPreOrders(shop, query);
    return { data: page, count: page.count, ...(page.count ? {} : { message: PO_MSG.empty }) };
  });
  defineRoute(app, shop, routes, cancelPreOrder, SCREEN.batal, async ({ params, user }) => ({
    data: await po.cancelPreOrder(shop, user, params.no_po),
    message: PO_MSG.cancelled,
  }));
  defineRoute(app, shop, routes, validatePreOrder, SCREEN.validasi, async ({ body, user }) => ({
    data: await po.validatePreOrders(shop, user, body),
    message: PO_MSG.validated,
  }));
  defineRoute(app, shop, routes, transactionByPayment, SCREEN.validasi, async ({ body }) => ({
    data: await po.matchPayments(shop, body),
  }));
  defineRoute(app, shop, routes, closePreOrder, SCREEN.closing, async ({ body, user }) => ({
    data: await po.closePreOrders(shop, user, body),
    message: PO_MSG.closingSaved,
  }));
  // Document 2 names the look-up at both paths; one service answers them.
  for (const ep of [readyPoBarcode, readyBarcode])
    defineRoute(app, shop, routes, ep, SCREEN.transaksi, async ({ params }) => ({
      data: await po.readyPoBarcode(shop, params.barcode),
    }));
  defineRoute(app, shop, routes, checkPoImport, SCREEN.import, async ({ body }) => ({
    data: await checkImport(shop, body),
  }));
  defineRoute(app, shop, routes, importPreOrder, SCREEN.import, async ({ body, user }) => {
    const data = await importPreOrders(shop, user, body);
    return { data, message: data.created ? PO_IMPORT_MSG.imported(data.created) : PO_IMPORT_MSG.noneValid };
  });
}
