import {
  CETAK_BARCODE_MSG,
  cariBarangCetak,
  cetakBarcodePdf,
  LABEL_PDF_NAME,
} from '@emas/contract/api/cetak-barcode';
import { defineRoute, REPLY_SENT } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { findBarangToPrint, printLabels } from './cetak-barcode.service.ts';

/** Both calls belong to the Cetak Barcode screen (route table, BARANG group). */
const SCREEN = { menu: '/cetak-barcode' } as const;

export function registerCetakBarcodeRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, cariBarangCetak, SCREEN, async ({ query }) => {
    const rows = await findBarangToPrint(shop, query);
    return {
      data: rows,
      count: rows.length,
      message: rows.length ? CETAK_BARCODE_MSG.found : CETAK_BARCODE_MSG.empty,
    };
  });

  defineRoute(app, shop, routes, cetakBarcodePdf, SCREEN, async ({ body, user, req, reply }) => {
    const pdf = await printLabels(shop, user, body.kode_barcodes, (e) =>
      req.log.warn({ err: e }, 'label worker failed; laid out on the HTTP thread'),
    );
    await reply
      .code(200)
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${LABEL_PDF_NAME}"`)
      .header('Cache-Control', 'no-store')
      .send(pdf);
    return REPLY_SENT;
  });
}
