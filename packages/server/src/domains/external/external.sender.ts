import { EXTERNAL_MSG, EXTERNAL_PROVIDER_PATHS } from '@emas/contract/api/external';
import { registerOutboxSender } from '../outbox/outbox.worker.ts';
import { callProvider } from '../outbox/provider.ts';
import { settleRegistration } from './external.queries.ts';

/**
 * A web-shop registration (kind REGISTER_BARANG): POST {EXTERNAL_SHOP_URL}/items with the item; the
 * answer's id_ext is kept. Refused or given up: status_external FAIL (not available on the web).
 */
registerOutboxSender('REGISTER_BARANG', {
  channel: 'EXTERNAL',
  provider: (shop) => shop.config.externalShop,
  refusedDefault: EXTERNAL_MSG.sendFailed,
  send: (shop, row, p) =>
    callProvider(p, 'POST', EXTERNAL_PROVIDER_PATHS.items, {
      body: row.payload,
      timeoutMs: shop.config.outbox.timeoutMs,
    }),
  settle: async (shop, tx, row, status, a) => {
    if (status === 'PENDING') return;
    const result =
      a.outcome === 'sent' ? (a.result as { id_ext?: unknown; data?: { id_ext?: unknown } }) : {};
    const id = result.id_ext ?? result.data?.id_ext;
    if (status === 'SENT' && (typeof id === 'string' || typeof id === 'number'))
      await settleRegistration(shop, tx, row.tujuan, { status_external: 'SUCCESS', id_ext: String(id) });
    else await settleRegistration(shop, tx, row.tujuan, { status_external: 'FAIL' });
  },
});
