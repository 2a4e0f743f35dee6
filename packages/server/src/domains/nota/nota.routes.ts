import {
  deleteNotaLabel,
  duplicateNotaLabel,
  getNotaLabels,
  NOTA_MSG,
  previewNota,
  saveNotaLayout,
} from '@emas/contract/api/nota';
import { defineRoute, REPLY_SENT } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import * as nota from './nota.service.ts';

/**
 * The note layout designer's calls: Setting Nota (the invoice) and Setting Nota Slip (the POS slip)
 * edit the same labels; with SETTING_NOTA_OWNER_MODULE on only OWN and SU may (route table).
 */
const SCREEN = { menu: ['/setting-nota', '/setting-nota-slip'] } as const;

export function registerNotaRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(app, shop, routes, getNotaLabels, SCREEN, async ({ query }) => {
    const data = await nota.getLabels(shop, query.type);
    return data.length ? { data, count: data.length } : { data, count: 0, message: NOTA_MSG.empty };
  });

  defineRoute(app, shop, routes, duplicateNotaLabel, SCREEN, async ({ body, user }) => ({
    data: await nota.duplicateLabel(shop, user, body),
    message: NOTA_MSG.copied,
    status: 201,
  }));

  defineRoute(app, shop, routes, deleteNotaLabel, SCREEN, async ({ body, user }) => {
    await nota.deleteLabel(shop, user, body);
    return { data: null, message: NOTA_MSG.deleted };
  });

  defineRoute(app, shop, routes, saveNotaLayout, SCREEN, async ({ body, user }) => ({
    data: await nota.saveLayout(shop, user, body),
    message: NOTA_MSG.saved,
  }));

  defineRoute(app, shop, routes, previewNota, SCREEN, async ({ body, reply }) => {
    const pdf = await nota.previewNota(shop, body);
    await reply
      .code(200)
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="Contoh Nota ${body.type}.pdf"`)
      .header('Cache-Control', 'no-store')
      .send(pdf);
    return REPLY_SENT;
  });
}
