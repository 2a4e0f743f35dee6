import { WA_MSG } from '@emas/contract/api/whatsapp';
import { registerOutboxSender } from '../outbox/outbox.worker.ts';
import { callProvider } from '../outbox/provider.ts';
import { findToko } from '../system/system.api.ts';

/**
 * WhatsApp rows (kind CHAT) go to the provider as POST {WHATSAPP_API_URL}/send {sender, receiver,
 * message, type: 'text'}; a 4xx is the number refused ('No Wa Tidak Terdaftar' unless it says more).
 */
export const WHATSAPP_SEND_PATH = 'send';

registerOutboxSender('CHAT', {
  channel: 'WHATSAPP',
  provider: (shop) => shop.config.whatsapp,
  refusedDefault: WA_MSG.notRegistered,
  send: async (shop, row, p) => {
    const payload = (row.payload ?? {}) as { sender?: string };
    const sender = payload.sender ?? (await findToko(shop))?.no_whatsapp ?? '';
    return callProvider(p, 'POST', WHATSAPP_SEND_PATH, {
      body: { sender, receiver: row.tujuan, message: row.isi, type: 'text' },
      timeoutMs: shop.config.outbox.timeoutMs,
    });
  },
});
