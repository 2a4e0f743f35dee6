import { api } from '@emas/contract';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { activeBaki, readyInBaki } from './baki-lookups.ts';
import * as barang from './barang.service.ts';
import * as stock from './stock.service.ts';

const { BARANG_MSG } = api;

/** Each call belongs to the screen that makes it (route table, BARANG group). */
const SCREEN = {
  tambah: { menu: '/tambah-data-barang' },
  tambahBanyak: { menu: '/tambah-barang-banyak' },
  data: { menu: '/data-barang' },
  pindah: { menu: '/pindah-barang' },
  pindahBaki: { menu: '/pindah-barang-satu-baki' },
  hancur: { menu: '/hancur-data-barang' },
  hancurPerBaki: { menu: '/hancur-barang-perbaki' },
  timbang: { menu: '/timbang-baki' },
  countBaki: { menu: ['/hancur-barang-perbaki', '/pindah-barang-satu-baki'] },
  saldo: { menu: ['/laporan-stock-harian', '/data-barang'] },
  cetak: { menu: '/cetak-barcode' },
  profit: { menu: '/update-profit' },
} as const;

export function registerBarangRoutes({ app, shop, routes, live }: RouteDeps): void {
  stock.registerBarangHooks();

  defineRoute(app, shop, routes, api.createBarang, SCREEN.tambah, async ({ body, user }) => ({
    data: await barang.addOneBarang(shop, user, body),
    message: BARANG_MSG.saved,
    status: 201,
  }));
  defineRoute(app, shop, routes, api.createBarangBulk, SCREEN.tambahBanyak, async ({ body, user }) => {
    const { no_tambah, items } = await barang.addBarang(shop, user, body.detail_barang);
    return { data: { no_tambah, data: items }, message: BARANG_MSG.saved, status: 201 };
  });
  // Document 2's tray look-ups of the weighing screen.
  defineRoute(app, shop, routes, api.bakiReady, SCREEN.timbang, async () => ({
    data: await activeBaki(shop),
  }));
  defineRoute(app, shop, routes, api.bakiByGudang, SCREEN.timbang, async ({ params }) => ({
    data: await activeBaki(shop, params.code),
  }));
  defineRoute(app, shop, routes, api.tambahBarangBaki, SCREEN.timbang, async ({ query }) => {
    const rows = await readyInBaki(shop, query.kode_gudang, query.kode_toko);
    return { data: rows, count: rows.length };
  });
  defineRoute(app, shop, routes, api.listBarang, SCREEN.data, async ({ query }) => {
    const { rows, total } = await barang.listBarang(shop, query);
    return { data: rows, count: total };
  });
  // Every counter screen looks items up by barcode: a session is enough.
  defineRoute(app, shop, routes, api.getBarangByBarcode, { service: true }, async ({ params }) => ({
    data: await barang.getBarang(shop, params.kode_barcode),
  }));

  defineRoute(app, shop, routes, api.pindahBarang, SCREEN.pindah, async ({ body, user }) => ({
    data: await barang.pindahBarang(shop, user, body),
    message: BARANG_MSG.moved,
  }));
  defineRoute(app, shop, routes, api.pindahBaki, SCREEN.pindahBaki, async ({ body, user }) => ({
    data: await barang.pindahBaki(shop, user, body),
    message: BARANG_MSG.moved,
  }));
  defineRoute(app, shop, routes, api.hancurBarang, SCREEN.hancur, async ({ body, user }) => ({
    data: await barang.hancurBarang(shop, user, body),
    message: BARANG_MSG.destroyed,
  }));
  defineRoute(app, shop, routes, api.countBaki, SCREEN.countBaki, async ({ query }) => ({
    data: await barang.countBaki(shop, query.kode_toko),
  }));
  defineRoute(app, shop, routes, api.hancurPerBaki, SCREEN.hancurPerBaki, async ({ body, user }) => ({
    data: await barang.hancurPerBaki(shop, live, user, body),
    message: BARANG_MSG.destroyedPerBaki,
  }));

  defineRoute(app, shop, routes, api.timbangBakiStart, SCREEN.timbang, async ({ body, user }) => ({
    data: await barang.startTimbang(shop, user, body),
  }));
  defineRoute(app, shop, routes, api.timbangBakiReset, SCREEN.timbang, async ({ user }) => ({
    data: await barang.resetTimbangBaki(shop, user),
    message: BARANG_MSG.timbangReset,
  }));
  defineRoute(app, shop, routes, api.timbangBakiList, SCREEN.timbang, async ({ user }) => ({
    data: await barang.listTimbang(shop, user),
  }));

  defineRoute(app, shop, routes, api.readyEditProfit, SCREEN.profit, async ({ query }) => {
    const rows = await barang.readyForProfit(shop, query);
    return { data: rows, message: rows.length ? BARANG_MSG.found : BARANG_MSG.empty };
  });
  defineRoute(app, shop, routes, api.editProfit, SCREEN.profit, async ({ body, user }) => ({
    data: await barang.editProfit(shop, user, body.data),
    message: BARANG_MSG.profitUpdated,
  }));
  defineRoute(app, shop, routes, api.cetakBarcodeHistories, SCREEN.cetak, async ({ body, user }) => ({
    data: await barang.cetakBarcode(shop, user, body.kode_barcodes),
    message: BARANG_MSG.printSaved,
  }));

  defineRoute(app, shop, routes, api.stockSaldo, SCREEN.saldo, async ({ query }) => {
    const saldo = await stock.stockSaldo(shop, query);
    return { data: saldo, count: saldo.rows.length };
  });
  defineRoute(app, shop, routes, api.stockCheck, SCREEN.saldo, async ({ query }) => ({
    data: await stock.stockCheck(shop, query.tanggal),
  }));
}
