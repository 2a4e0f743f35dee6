import { type ChatSendBody, type OutboxRow, WA_MSG } from '@emas/contract/api/whatsapp';
import type { Db } from '../../db/database.ts';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { findOutboxRow, insertOutboxRows, leaseForRetry } from '../outbox/outbox.api.ts';
import { drainOutbox, leasedUntil, outboxLeaseMs } from '../outbox/outbox.worker.ts';
import { findToko, updateToko } from '../system/system.api.ts';
import './whatsapp.sender.ts';

/** PUT system/edit/{kode_toko} {no_whatsapp}: only this shop's own row. */
export async function editNoWhatsapp(shop: ShopContext, user: SessionUser, kodeToko: string, no: string) {
  if (kodeToko !== shop.kode_toko) throw badRequest(WA_MSG.updateFailed);
  return shop.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const old = await findToko(shop, tx);
    const [row] = await updateToko(shop, tx, { no_whatsapp: no });
    if (!row) throw new AppError(500, WA_MSG.updateFailed, 'shop row missing');
    await writeAudit(shop, tx, {
      user_id: user.user_id,
      action: 'EDIT',
      entity: 'toko',
      entity_key: shop.kode_toko,
      old_value: { no_whatsapp: old?.no_whatsapp ?? '' },
      new_value: { no_whatsapp: no },
    });
    return { kode_toko: row.kode_toko, no_whatsapp: row.no_whatsapp };
  });
}

export type SendResult = { row: OutboxRow; message: string; status: number };

/**
 * POST chat/send: the message is stored in the outbox first (nothing is lost), then tried once at
 * once. Delivered: 'Pesan Berhasil Dikirim'. Refused: the provider's text or 'No Wa Tidak Terdaftar'
 * (400). Provider down or none set: it waits in the outbox for the worker's retries (202).
 */
export async function sendChat(
  shop: ShopContext,
  user: SessionUser,
  body: ChatSendBody,
): Promise<SendResult> {
  const toko = await findToko(shop);
  if (!toko?.no_whatsapp) throw badRequest(WA_MSG.notRegistered);
  const [stored] = await shop.db.transaction((t) =>
    insertOutboxRows(shop, t as unknown as Db, [
      {
        channel: 'WHATSAPP',
        kind: 'CHAT',
        tujuan: body.receiver,
        isi: body.message,
        payload: { sender: toko.no_whatsapp, type: body.type },
        ref: 'TEST',
        next_attempt_at: leasedUntil(shop),
        created_by: user.user_id,
      },
    ]),
  );
  if (!stored) throw new AppError(500, WA_MSG.updateFailed, 'outbox insert returned nothing');
  await drainOutbox(shop, { ids: [stored.id] });
  const row = await findOutboxRow(shop, stored.id);
  if (!row) throw notFound();
  if (row.status === 'SENT') return { row, message: WA_MSG.sent, status: 200 };
  if (row.status === 'FAIL') throw new AppError(400, row.last_error || WA_MSG.notRegistered);
  return { row, message: WA_MSG.queued, status: 202 };
}

/** POST outbox/{id}/retry: a failed or long-waiting message tried again now. */
export async function retryNow(shop: ShopContext, id: number): Promise<OutboxRow> {
  // Not taken: sent already, or about to be tried by the worker anyway; the row says which.
  if (await leaseForRetry(shop, id, outboxLeaseMs(shop))) await drainOutbox(shop, { ids: [id] });
  const row = await findOutboxRow(shop, id);
  if (!row) throw notFound();
  return row;
}
