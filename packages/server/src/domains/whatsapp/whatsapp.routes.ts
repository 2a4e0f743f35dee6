import { api } from '@emas/contract';
import { WA_MSG } from '@emas/contract/api/whatsapp';
import { defineRoute } from '../../platform/route.ts';
import type { RouteDeps } from '../../platform/route-deps.ts';
import { listOutboxRows } from '../outbox/outbox.api.ts';
import * as service from './whatsapp.service.ts';

const OUTBOX_MENU = ['/outbox-pesan', '/whatsapp-setting', '/kirim-barang-external'] as const;

/** The WhatsApp setting's calls and the outbox screen (/outbox-pesan). */
export function registerWhatsappRoutes({ app, shop, routes }: RouteDeps): void {
  defineRoute(
    app,
    shop,
    routes,
    api.editSystem,
    { menu: '/whatsapp-setting' },
    async ({ params, body, user }) => ({
      data: await service.editNoWhatsapp(shop, user, params.kode_toko, body.no_whatsapp),
      message: WA_MSG.updated,
    }),
  );
  defineRoute(app, shop, routes, api.chatSend, { menu: '/whatsapp-setting' }, async ({ body, user }) => {
    const r = await service.sendChat(shop, user, body);
    return { data: r.row, message: r.message, status: r.status };
  });
  defineRoute(app, shop, routes, api.listOutbox, { menu: [...OUTBOX_MENU] }, async ({ query }) => {
    const rows = await listOutboxRows(shop, query);
    return { data: rows, count: rows.length };
  });
  defineRoute(app, shop, routes, api.retryOutbox, { menu: '/outbox-pesan' }, async ({ params }) => ({
    data: await service.retryNow(shop, params.id),
    message: WA_MSG.retried,
  }));
}
