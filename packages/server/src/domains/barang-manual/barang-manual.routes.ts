import { api, PEMBELIAN_MANUAL, PENJUALAN_MANUAL } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { registerDocumentRoutes } from '../dokumen/dokumen.routes.ts';
import * as stock from './barang-manual.service.ts';
import * as dok from './manual-dokumen.service.ts';
import './barang-manual.sources.ts';

const MSG = api.BARANG_MANUAL_MSG;
const TRANSAKSI = '/transaksi-jual-beli-manual';
const SCREEN = {
  /** The stock list is read by every screen that picks a tray's manual goods. */
  data: {
    menu: ['/data-barang-manual', '/pindah-barang-manual', '/hancur-barang-manual', TRANSAKSI],
  },
  tambah: { menu: '/data-barang-manual' },
  pindah: { menu: '/pindah-barang-manual' },
  hancur: { menu: '/hancur-barang-manual' },
  transaksi: { menu: TRANSAKSI },
  lihatJual: { menu: ['/lihat-penjualan-manual', '/batal-penjualan-manual', TRANSAKSI] },
  batalJual: { menu: '/batal-penjualan-manual' },
  lihatBeli: { menu: ['/lihat-pembelian-manual', '/batal-pembelian-manual', TRANSAKSI] },
  batalBeli: { menu: '/batal-pembelian-manual' },
} as const;

/** Manual items (issue 19): the stock calls, the manual sale and purchase on the document kit. */
export function registerBarangManualRoutes(deps: RouteDeps): void {
  const { app, shop, routes } = deps;
  defineRoute(app, shop, routes, api.listBarangManual, SCREEN.data, async ({ query }) => {
    const rows = await stock.listBarangManual(shop, query);
    return { data: rows, count: rows.length };
  });
  defineRoute(app, shop, routes, api.tambahBarangManual, SCREEN.tambah, async ({ body, user }) => ({
    data: await stock.tambahBarangManual(shop, user, body),
    message: MSG.saved,
    status: 201,
  }));
  defineRoute(app, shop, routes, api.pindahBarangManual, SCREEN.pindah, async ({ body, user }) => ({
    data: await stock.pindahBarangManual(shop, user, body),
    message: MSG.moved,
  }));
  defineRoute(app, shop, routes, api.hancurBarangManual, SCREEN.hancur, async ({ body, user }) => ({
    data: await stock.hancurBarangManual(shop, user, body),
    message: MSG.destroyed,
  }));
  defineRoute(app, shop, routes, api.createPenjualanManual, SCREEN.transaksi, async ({ body, user }) => ({
    data: await dok.createPenjualanManual(shop, user, body),
    message: MSG.saleSaved,
    status: 201,
  }));
  defineRoute(app, shop, routes, api.createPembelianManual, SCREEN.transaksi, async ({ body, user }) => ({
    data: await dok.createPembelianManual(shop, user, body),
    message: MSG.purchaseSaved,
    status: 201,
  }));
  defineRoute(app, shop, routes, api.validPembelianManual, SCREEN.batalBeli, async ({ query }) => ({
    data: await dok.validPembelianManual(shop, query),
  }));
  defineRoute(app, shop, routes, api.reprintPembelianManual, SCREEN.lihatBeli, async ({ query }) => ({
    data: await dok.reprintPembelianManual(shop, query),
  }));
  defineRoute(app, shop, routes, api.batalPembelianManual, SCREEN.batalBeli, async ({ body, user }) => ({
    data: await dok.batalPembelianManual(shop, user, body),
    message: MSG.purchaseCancelled,
  }));
  registerDocumentRoutes(
    deps,
    PENJUALAN_MANUAL,
    { lihat: SCREEN.lihatJual, batal: SCREEN.batalJual },
    {
      list: dok.listPenjualanManual,
      invoice: dok.penjualanManualInvoice,
      nota: dok.penjualanManualNota,
      cancel: dok.cancelPenjualanManual,
    },
  );
  registerDocumentRoutes(
    deps,
    PEMBELIAN_MANUAL,
    { lihat: SCREEN.lihatBeli, batal: SCREEN.batalBeli },
    {
      list: dok.listPembelianManual,
      invoice: dok.pembelianManualInvoice,
      nota: dok.pembelianManualNota,
      cancel: dok.cancelPembelianManualOne,
    },
  );
}
