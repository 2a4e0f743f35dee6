import { MODULE } from '@emas/contract';
import { WA_MSG } from '@emas/contract/api/whatsapp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandIn, startStandInProviders } from '../../main/stand-in-providers.ts';
import { type Chain, call, fingerprint, login, sqlOf, startChain } from '../../test/harness.ts';
import { drainOutbox } from '../outbox/outbox.worker.ts';

let chain: Chain;
let standIn: StandIn;
let owner: string;

beforeAll(async () => {
  standIn = await startStandInProviders({ key: 'rahasia' });
  chain = await startChain({
    config: {
      whatsapp: { url: `${standIn.url}/wa`, key: 'rahasia' },
      outbox: { retryMs: 0, maxAttempts: 5, pollMs: 3_600_000, timeoutMs: 2_000 },
    },
  });
  owner = await login(chain.tk1, 'owner1');
  for (const s of [chain.tk1, chain.tk2]) {
    const token = s === chain.tk1 ? owner : await login(s, 'owner1');
    const on = await call(s, 'PUT', 'system-setting/modules', {
      token,
      body: { modules: [{ key: MODULE.WHATSAPP, active: true }] },
    });
    expect(on.status, on.body.message).toBe(200);
  }
}, 120_000);
afterAll(async () => {
  await chain?.close();
  await standIn?.close();
});

const q = <T>(text: string) => sqlOf(chain.tk1)<T>(text);
const send = (body: unknown, token = owner, server = chain.tk1) =>
  call(server, 'POST', 'chat/send', { token, body });
const control = (path: string, body: unknown) =>
  fetch(`${standIn.url}/_control/${path}`, { method: 'POST', body: JSON.stringify(body) });

describe('PUT system/edit/{kode_toko}', () => {
  it('saves the number with 62 for a leading 0', async () => {
    const r = await call(chain.tk1, 'PUT', 'system/edit/TK1', {
      token: owner,
      body: { no_whatsapp: '081299990000' },
    });
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.message).toBe(WA_MSG.updated);
    expect(r.body.data).toEqual({ kode_toko: 'TK1', no_whatsapp: '6281299990000' });
    const me = await call(chain.tk1, 'GET', 'users/me', { token: owner });
    expect(me.body.data.no_whatsapp).toBe('6281299990000');
  });

  it('refuses another shop, a short number and no session, writing nothing', async () => {
    const before = await fingerprint(chain.tk1);
    const other = await call(chain.tk1, 'PUT', 'system/edit/TK2', {
      token: owner,
      body: { no_whatsapp: '081299990000' },
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(WA_MSG.updateFailed);
    const short = await call(chain.tk1, 'PUT', 'system/edit/TK1', {
      token: owner,
      body: { no_whatsapp: '0812' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(WA_MSG.tooShort);
    const anon = await call(chain.tk1, 'PUT', 'system/edit/TK1', { body: { no_whatsapp: '081299990000' } });
    expect(anon.status).toBe(401);
    expect(await fingerprint(chain.tk1)).toEqual(before);
  });
});

describe('POST chat/send', () => {
  it('delivers through the provider: Pesan Berhasil Dikirim, status SENT', async () => {
    const r = await send({ receiver: '081311112222', message: 'Tes pesan', type: 'text' });
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.message).toBe(WA_MSG.sent);
    expect(r.body.data).toMatchObject({ status: 'SENT', attempts: 1, ref: '6281311112222' });
    expect(standIn.state.messages).toEqual([
      expect.objectContaining({
        sender: '6281299990000',
        receiver: '6281311112222',
        message: 'Tes pesan',
        type: 'text',
      }),
    ]);
  });

  it('a number the provider does not know: No Wa Tidak Terdaftar, status FAIL', async () => {
    const r = await send({ receiver: '6200111122223', message: 'Tes', type: 'text' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(WA_MSG.notRegistered);
    const [row] = await q<{ status: string }>(
      `select status from "$s".outbox where tujuan = '6200111122223'`,
    );
    expect(row?.status).toBe('FAIL');
  });

  it('the provider down: kept in the outbox, retried, delivered once when it is back', async () => {
    await control('down', { down: true });
    const r = await send({ receiver: '081311113333', message: 'Saat down', type: 'text' });
    expect(r.status).toBe(202);
    expect(r.body.message).toBe(WA_MSG.queued);
    expect(r.body.data).toMatchObject({ status: 'PENDING', attempts: 1 });
    await drainOutbox(chain.tk1.shop);
    const list = await call(chain.tk1, 'GET', 'outbox?channel=WHATSAPP&status=PENDING', { token: owner });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ ref: '6281311113333', status: 'PENDING', attempts: 2 });
    expect(list.body.data[0].last_error).toContain('503');
    await control('down', { down: false });
    await drainOutbox(chain.tk1.shop);
    await drainOutbox(chain.tk1.shop);
    const [row] = await q<{ status: string; attempts: number }>(
      `select status, attempts from "$s".outbox where tujuan = '6281311113333'`,
    );
    expect(row).toEqual({ status: 'SENT', attempts: 3 });
    expect(standIn.state.messages.filter((m) => m.receiver === '6281311113333')).toHaveLength(1);
  });

  it('a FAILed message is tried again on request', async () => {
    const [row] = await q<{ id: number }>(`select id::int from "$s".outbox where tujuan = '6200111122223'`);
    const r = await call(chain.tk1, 'POST', `outbox/${row?.id}/retry`, { token: owner });
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'FAIL', attempts: 1, last_error: WA_MSG.notRegistered });
    expect((await call(chain.tk1, 'POST', 'outbox/999999/retry', { token: owner })).status).toBe(404);
  });

  it('a message waiting long for its retry is sent at once on request; one held by a worker is left to it', async () => {
    await control('down', { down: true });
    const r = await send({ receiver: '081311115555', message: 'Menunggu lama', type: 'text' });
    expect(r.status).toBe(202);
    await control('down', { down: false });
    const id = r.body.data.id as number;
    // Held (its next attempt within the lease): not taken again.
    await q(`update "$s".outbox set next_attempt_at = now() + interval '1 second' where id = ${id}`);
    const held = await call(chain.tk1, 'POST', `outbox/${id}/retry`, { token: owner });
    expect(held.body.data).toMatchObject({ status: 'PENDING', attempts: 1 });
    // Waiting an hour: sent now.
    await q(`update "$s".outbox set next_attempt_at = now() + interval '1 hour' where id = ${id}`);
    const now = await call(chain.tk1, 'POST', `outbox/${id}/retry`, { token: owner });
    expect(now.body.data).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(standIn.state.messages.filter((m) => m.message === 'Menunggu lama')).toHaveLength(1);
  });

  it('without a provider the message stays in the outbox', async () => {
    chain.tk2.shop.config.whatsapp = undefined;
    const tk2Owner = await login(chain.tk2, 'owner1');
    const r = await send(
      { receiver: '081311114444', message: 'Tanpa provider', type: 'text' },
      tk2Owner,
      chain.tk2,
    );
    expect(r.status).toBe(202);
    expect(r.body.data).toMatchObject({ status: 'PENDING', attempts: 0 });
  });

  it('bad input and the module off are refused', async () => {
    const before = await fingerprint(chain.tk1);
    const empty = await send({ receiver: '081311112222', message: '', type: 'text' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Pesan Tidak Boleh Kosong');
    const type = await send({ receiver: '081311112222', message: 'x', type: 'image' });
    expect(type.status).toBe(400);
    expect(await fingerprint(chain.tk1)).toEqual(before);
    await call(chain.tk1, 'PUT', 'system-setting/modules', {
      token: owner,
      body: { modules: [{ key: MODULE.WHATSAPP, active: false }] },
    });
    expect((await send({ receiver: '081311112222', message: 'x', type: 'text' })).status).toBe(403);
  });
});
