import { api } from '@emas/contract';
import { imageStore } from '../../platform/image-store/image-store.ts';
import { defineRoute, REPLY_SENT } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { registerDashboardSource } from '../dashboard/dashboard.service.ts';
import { sendPdf, splitNumbers } from '../dokumen/dokumen.routes.ts';
import { readUpload } from '../katalog/katalog.routes.ts';
import { notaPaperOf, sendNota } from '../nota/nota-receipt.ts';
import { hutangTotalsByDay } from './hutang.queries.ts';
import * as hutang from './hutang.service.ts';
import * as bayar from './hutang-bayar.service.ts';
import { hutangInvoice, hutangNota, sendHutangWa } from './hutang-invoice.service.ts';
import { hutangBayarNota } from './hutang-nota-bayar.service.ts';

const MSG = api.HUTANG_MSG;
const SCREEN = {
  transaksi: { menu: '/transaksi-hutang' },
  lihat: {
    menu: [
      '/lihat-hutang',
      '/transaksi-hutang',
      '/penebusan-hutang',
      '/batal-hutang',
      '/batal-lunas-hutang',
      '/lelang-hutang',
      '/validasi-hutang',
    ],
  },
  /** Redemption and extension are done from the loan screens. */
  bayar: { menu: ['/penebusan-hutang', '/transaksi-hutang', '/lihat-hutang'] },
  batalLunas: { menu: '/batal-lunas-hutang' },
  batal: { menu: '/batal-hutang' },
  validasi: { menu: '/validasi-hutang' },
} as const;

/** More than this many notas download as a file instead of opening (document 1 section 9). */
const SAVE_AS_FILE_OVER = 10;

export function registerHutangRoutes({ app, shop, routes }: RouteDeps): void {
  registerDashboardSource('hutang', async (s, from, to) =>
    (await hutangTotalsByDay(s, from, to)).map((r) => ({
      tanggal: r.tanggal,
      totals: { total_hutang: Number(r.total) },
    })),
  );

  defineRoute(app, shop, routes, api.createHutang, SCREEN.transaksi, async ({ body, user }) => ({
    data: await hutang.createHutang(shop, user, body),
    message: MSG.saved,
    status: 201,
  }));
  defineRoute(app, shop, routes, api.hutangPlafond, SCREEN.transaksi, async ({ body }) => ({
    data: await hutang.hutangPlafondQuote(shop, body),
  }));
  defineRoute(app, shop, routes, api.uploadHutangFoto, SCREEN.transaksi, async ({ req }) => {
    const { file } = await readUpload(req);
    return {
      data: await imageStore().put(shop.kode_toko, api.HUTANG_PHOTO_FOLDER, file as Buffer),
      message: 'Gambar Berhasil Diupload',
      status: 201,
    };
  });
  defineRoute(app, shop, routes, api.listHutang, SCREEN.lihat, async ({ query }) => {
    const { rows, total } = await hutang.listHutang(shop, query);
    return { data: rows, count: total };
  });
  defineRoute(app, shop, routes, api.getHutang, SCREEN.lihat, async ({ params }) => ({
    data: await hutang.getHutang(shop, params.no_faktur_hutang),
  }));
  defineRoute(app, shop, routes, api.hutangInvoice, SCREEN.lihat, async ({ body }) => ({
    data: await hutangInvoice(shop, body.no_faktur),
  }));
  defineRoute(app, shop, routes, api.hutangNotaPdf, SCREEN.lihat, async ({ query, user, reply }) => {
    const numbers = splitNumbers(query.no_faktur);
    const paper = notaPaperOf(query);
    const pdf = await hutangNota(shop, user, numbers, query.reprint === '1', paper);
    sendNota(reply, pdf, paper, `NOTA HUTANG ${numbers[0]}.pdf`, numbers.length > SAVE_AS_FILE_OVER);
    return REPLY_SENT;
  });
  // Issue 43: the note of a redemption or an extension (not the loan note again).
  defineRoute(app, shop, routes, api.hutangBayarNotaPdf, SCREEN.lihat, async ({ query, user, reply }) => {
    const { pdf, fileName } = await hutangBayarNota(shop, user, {
      no_faktur: query.no_faktur,
      no_bayar: query.no_bayar,
      reprint: query.reprint === '1',
    });
    sendPdf(reply, pdf, fileName, false);
    return REPLY_SENT;
  });
  defineRoute(app, shop, routes, api.sendHutangWa, SCREEN.lihat, async ({ body, user }) => ({
    data: await sendHutangWa(shop, user, body.no_faktur),
    message: api.TRANSAKSI_MSG.waSent,
  }));
  defineRoute(app, shop, routes, api.hutangPenebusan, SCREEN.bayar, async ({ query }) => ({
    data: await bayar.quotePenebusan(shop, query),
  }));
  defineRoute(app, shop, routes, api.lunasHutang, SCREEN.bayar, async ({ body, user }) => ({
    data: await bayar.lunasHutang(shop, user, body),
    message: MSG.redeemed,
  }));
  defineRoute(app, shop, routes, api.perpanjangHutang, SCREEN.bayar, async ({ body, user }) => ({
    data: await bayar.perpanjangHutang(shop, user, body),
    message: MSG.extended,
  }));
  defineRoute(app, shop, routes, api.batalLunasHutang, SCREEN.batalLunas, async ({ body, user }) => ({
    data: await bayar.batalLunasHutang(shop, user, body),
    message: MSG.lunasCancelled,
  }));
  defineRoute(app, shop, routes, api.cancelHutang, SCREEN.batal, async ({ body, user }) => ({
    data: await hutang.cancelHutang(shop, user, body),
    message: MSG.cancelled,
  }));

  defineRoute(app, shop, routes, api.listPendingHutang, SCREEN.validasi, async ({ query }) => {
    const rows = await hutang.listPendingHutang(shop, query.kode_sales ?? 'ALL');
    return { data: rows, count: rows.length };
  });
  defineRoute(app, shop, routes, api.validateHutang, SCREEN.validasi, async ({ body }) => ({
    data: await hutang.validateHutang(shop, body),
    message: MSG.validated,
  }));
  defineRoute(app, shop, routes, api.hutangPayments, SCREEN.validasi, async ({ query }) => ({
    data: await hutang.hutangPayments(shop, query.deskripsi),
  }));
}
