import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { isValidPhone, PHONE_MIN_LENGTH, toWhatsappNumber } from '../phone.ts';
import { code, oneOf, queryInt, text } from '../validation.ts';

/**
 * WhatsApp setting (operations document, sections 2, 4, 5, 7 and 9): the shop's number, and a test
 * message sent through the outbox (a real provider by WHATSAPP_API_URL; without one the message
 * waits in the outbox). The outbox also carries the external web shop's registrations.
 */
export const WA_MSG = {
  sent: 'Pesan Berhasil Dikirim',
  notRegistered: 'No Wa Tidak Terdaftar',
  updated: 'Data Berhasil Di Update',
  updateFailed: 'Data Gagal Di Update',
  /** Chosen: the provider could not be reached (or none is set): the message waits in the outbox. */
  queued: 'Pesan Disimpan Di Outbox, Akan Dikirim Ulang Otomatis',
  /** Chosen: a number shorter than a phone number. */
  tooShort: `No WhatsApp Minimal ${PHONE_MIN_LENGTH} Karakter`,
  retried: 'Pesan Akan Dikirim Ulang',
} as const;

const waNumber = (label: string) =>
  text(label, 20)
    .refine(isValidPhone, { error: WA_MSG.tooShort })
    .refine((v) => /^\+?[0-9][0-9\s-]*$/.test(v), { error: `${label} Hanya Boleh Angka` })
    .transform(toWhatsappNumber);

export const editSystemParams = z.object({ kode_toko: code('Kode Toko', 20) });
export const editSystemBody = z.object(
  { no_whatsapp: waNumber('No WhatsApp') },
  { error: 'Data Tidak Valid' },
);
export const editSystem = endpoint<
  z.infer<typeof editSystemBody>,
  undefined,
  z.infer<typeof editSystemParams>,
  { kode_toko: string; no_whatsapp: string }
>({ method: 'PUT', path: 'system/edit/:kode_toko', params: editSystemParams, body: editSystemBody });

export const chatSendBody = z.object(
  {
    receiver: waNumber('No Tujuan'),
    message: text('Pesan', 2000),
    type: oneOf('Type', ['text'] as const).default('text'),
  },
  { error: 'Data Tidak Valid' },
);
export type ChatSendBody = z.infer<typeof chatSendBody>;

export const OUTBOX_CHANNELS = ['WHATSAPP', 'EXTERNAL'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
/** PENDING: waiting for its (next) attempt; SENT: the provider took it; FAIL: refused or given up. */
export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAIL'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_STATUS_LABEL: Record<OutboxStatus, string> = {
  PENDING: 'MENUNGGU KIRIM ULANG',
  SENT: 'TERKIRIM',
  FAIL: 'GAGAL',
};

export type OutboxRow = {
  id: number;
  channel: OutboxChannel;
  kind: string;
  ref: string;
  ringkasan: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  sent_at: string | null;
  input_by: string;
};

export const chatSend = endpoint<ChatSendBody, undefined, undefined, OutboxRow>({
  method: 'POST',
  path: 'chat/send',
  body: chatSendBody,
});

export const listOutboxQuery = z.object({
  channel: z.enum([...OUTBOX_CHANNELS, 'ALL'], { error: 'Channel Tidak Valid' }).default('ALL'),
  status: z.enum([...OUTBOX_STATUSES, 'ALL'], { error: 'Status Tidak Valid' }).default('ALL'),
  limit: queryInt('Jumlah', 1, 500, 100),
});
export const listOutbox = endpoint<undefined, z.infer<typeof listOutboxQuery>, undefined, OutboxRow[]>({
  method: 'GET',
  path: 'outbox',
  query: listOutboxQuery,
});

export const outboxIdParams = z.object({ id: z.coerce.number({ error: 'Id Tidak Valid' }).int().min(1) });
/** Chosen: a message waiting or given up is tried again now. */
export const retryOutbox = endpoint<undefined, undefined, z.infer<typeof outboxIdParams>, OutboxRow>({
  method: 'POST',
  path: 'outbox/:id/retry',
  params: outboxIdParams,
});
