import type { AddressInfo } from 'node:net';
import { api, LIVE_EVENTS, MODULE, MSG } from '@emas/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, login, sqlOf, startChain } from '../../test/harness.ts';
import { simulatedTemplate, simulateScan } from './fingerprint-simulator.ts';

/**
 * Fingerprint authorisation: enrolment of an SPV/OWN user's template (sealed at rest, never answered),
 * a scan asked by a counter and answered by its reader, the `fingerprint-auth` event, and the scan
 * standing in for the password of `POST authorization`, whose id a protected call uses once.
 */
const { FINGERPRINT_MSG } = api;
let chain: Chain;
let owner: string;
let kasir: string;
let socket: Socket;
const heard: api.FingerprintAuthEvent[] = [];

const tk1 = () => chain.tk1;
const q = <T>(text: string) => sqlOf(chain.tk1)<T>(text);
const base = () => `http://127.0.0.1:${(tk1().app.server.address() as AddressInfo).port}`;
const setModule = (active: boolean) =>
  call(tk1(), 'PUT', 'system-setting/modules', {
    token: owner,
    body: { modules: [{ key: MODULE.FINGERPRINT, active }] },
  });

/** The reader of the counter signed in with `token` posts `finger`'s template for its waiting scan. */
async function readerScan(token: string, userId: string, template = simulatedTemplate(userId)) {
  const waiting = await call(tk1(), 'GET', 'fingerprint-reader/requests', { token });
  expect(waiting.status, waiting.body.message).toBe(200);
  const request = (waiting.body.data as api.ScanRequest[]).find((r) => r.user_id === userId);
  expect(request, 'a waiting scan').toBeDefined();
  return call(tk1(), 'POST', 'fingerprint-reader/scan', {
    token,
    body: { id: request?.id, template },
  });
}

async function enrol(userId: string) {
  const asked = await call(tk1(), 'POST', 'user-fingerprint', { token: owner, body: { user_id: userId } });
  expect(asked.status, asked.body.message).toBe(200);
  expect(asked.body.message).toBe(FINGERPRINT_MSG.enrolWaiting);
  const scan = await readerScan(owner, userId);
  expect(scan.status, scan.body.message).toBe(200);
}

/** The counter asks for a scan of `userId`: the id of the request. */
async function askScan(userId: string, kategori = 'KAS') {
  const ref = await call(tk1(), 'GET', `user-fingerprint?user_id=${userId}`, { token: kasir });
  expect(ref.status, ref.body.message).toBe(200);
  const asked = await call(tk1(), 'POST', 'authorization/fingerprint', {
    token: kasir,
    body: { user_id: userId, fp: ref.body.data.fp, kategori },
  });
  expect(asked.status, asked.body.message).toBe(200);
  expect(asked.body.message).toBe(FINGERPRINT_MSG.scan);
  return asked.body.data.id as string;
}

const kind = api.OTORISASI.KAS_MELEBIHI_SALDO;
const authorise = (fingerprint_id: string, token = kasir, user_id = 'spv1') =>
  call(tk1(), 'POST', 'authorization', {
    token,
    body: { user_id, fingerprint_id, kategori: kind.kategori, description: kind.description, jumlah: 50_000 },
  });
const kasKeluar = (id_otorisasi?: string) =>
  call(tk1(), 'POST', 'uang-kas', {
    token: kasir,
    body: { kategori: 'KAS KELUAR', deskripsi: 'bayar listrik', jumlah: 50_000, id_otorisasi },
  });

const until = async (ok: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeAll(async () => {
  chain = await startChain({ listen: true });
  owner = await login(chain.tk1, 'owner1');
  kasir = await login(chain.tk1, 'kasir1');
  const rule = await call(tk1(), 'PUT', 'kas/setting', {
    token: owner,
    body: { wajib_validasi_non_cash: false, kas_keluar_melebihi_saldo: 'OTORISASI' },
  });
  expect(rule.status, rule.body.message).toBe(200);
  socket = connect(base(), { auth: { token: kasir }, transports: ['websocket'] });
  socket.on(LIVE_EVENTS.fingerprintAuth, (e: api.FingerprintAuthEvent) => heard.push(e));
  await new Promise((r) => socket.on('connect', () => r(null)));
}, 120_000);
afterAll(async () => {
  socket?.close();
  await chain?.close();
});

describe('fingerprint authorisation', () => {
  it('answers module off while FINGERPRINT_MODULE is off', async () => {
    const r = await call(tk1(), 'GET', 'user-fingerprint?user_id=spv1', { token: kasir });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(MSG.moduleOff);
    expect((await setModule(true)).status).toBe(200);
  });

  it('enrols only SPV or OWN users; an unknown user is not registered', async () => {
    const kasirEnrol = await call(tk1(), 'POST', 'user-fingerprint', {
      token: owner,
      body: { user_id: 'kasir1' },
    });
    expect(kasirEnrol.status).toBe(400);
    expect(kasirEnrol.body.message).toBe(FINGERPRINT_MSG.onlyAuthorisers);
    const unknown = await call(tk1(), 'POST', 'user-fingerprint', {
      token: owner,
      body: { user_id: 'nobody' },
    });
    expect(unknown.body.message).toBe(FINGERPRINT_MSG.unknownUser);
    // A cashier may not enrol anyone (Data Users is not theirs).
    const byKasir = await call(tk1(), 'POST', 'user-fingerprint', {
      token: kasir,
      body: { user_id: 'spv1' },
    });
    expect(byKasir.status).toBe(403);
  });

  it('stores the enrolled template sealed and never answers it', async () => {
    await enrol('spv1');
    const template = simulatedTemplate('spv1');
    const [row] = await q<{ template: string; fp: string }>(
      `select template, fp from "$s".fingerprint_template where user_id = 'spv1'`,
    );
    expect(row?.template.startsWith('v1.')).toBe(true);
    expect(row?.template).not.toContain(template.slice(0, 40));
    const ref = await call(tk1(), 'GET', 'user-fingerprint?user_id=spv1', { token: kasir });
    expect(ref.body.data).toEqual({ user_id: 'spv1', fp: row?.fp });
    const users = await call(tk1(), 'GET', 'user-fingerprint/users', { token: owner });
    expect(users.status).toBe(200);
    expect(JSON.stringify(users.body)).not.toContain(template.slice(0, 40));
    expect(JSON.stringify(users.body)).not.toContain('v1.');
    expect(users.body.data.find((u: api.FingerprintUser) => u.user_id === 'spv1').enrolled_at).toBeTruthy();
    expect(users.body.data.map((u: api.FingerprintUser) => u.level)).not.toContain('KASIR');
  });

  it("answers 'Username Tidak Tidak Terdaftar' for an unknown, unenrolled or KASIR user", async () => {
    for (const id of ['nobody', 'owner1', 'kasir1']) {
      const r = await call(tk1(), 'GET', `user-fingerprint?user_id=${id}`, { token: kasir });
      expect(r.status, id).toBe(400);
      expect(r.body.message).toBe(FINGERPRINT_MSG.unknownUser);
      const ask = await call(tk1(), 'POST', 'authorization/fingerprint', {
        token: kasir,
        body: { user_id: id, fp: 'FPT-x', kategori: 'KAS' },
      });
      expect(ask.body.message).toBe(FINGERPRINT_MSG.unknownUser);
    }
  });

  it("a wrong finger fails: 'Silahkan Coba Lagi', the event says FAILED, and it authorises nothing", async () => {
    const id = await askScan('spv1');
    const wrong = await readerScan(kasir, 'spv1', simulatedTemplate('spv1', 'JEMPOL KIRI'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(FINGERPRINT_MSG.failed);
    await until(() => heard.some((e) => e.id === id));
    expect(heard.find((e) => e.id === id)).toEqual({
      status: 'FAILED',
      auth_for: 'KAS',
      user_id: 'spv1',
      id,
    });
    const refused = await authorise(id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(api.OTORISASI_MSG.failed);
    // The request is answered: a second scan of it is refused.
    const again = await call(tk1(), 'POST', 'fingerprint-reader/scan', {
      token: kasir,
      body: { id, template: simulatedTemplate('spv1') },
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(FINGERPRINT_MSG.requestUnknown);
  });

  it('the right finger (simulator over HTTP) authorises without a password; the authorisation is used once', async () => {
    const id = await askScan('spv1');
    const out = await simulateScan({ baseUrl: base(), token: kasir, userId: 'spv1', timeoutMs: 5_000 });
    expect(out).toEqual({ status: 200, message: FINGERPRINT_MSG.scanned });
    await until(() => heard.some((e) => e.id === id));
    expect(heard.find((e) => e.id === id)?.status).toBe('SUCCESS');
    const bare = await kasKeluar();
    expect(bare.body.message).toBe(api.OTORISASI_MSG.required);
    const auth = await authorise(id);
    expect(auth.status, auth.body.message).toBe(200);
    expect(auth.body.data.authorised_by).toBe('spv1');
    const ok = await kasKeluar(auth.body.data.id_otorisasi);
    expect(ok.status, ok.body.message).toBe(201);
    const replay = await kasKeluar(auth.body.data.id_otorisasi);
    expect(replay.status).toBe(403);
    expect(replay.body.message).toBe(api.OTORISASI_MSG.invalid);
  });

  it('a scan is only for the counter that asked, and only for the user scanned', async () => {
    const id = await askScan('spv1');
    expect((await readerScan(kasir, 'spv1')).status).toBe(200);
    // Another session's reader does not see it, and another user may not use it.
    const otherReader = await call(tk1(), 'GET', 'fingerprint-reader/requests', { token: owner });
    expect(otherReader.body.data).toEqual([]);
    expect((await authorise(id, owner)).body.message).toBe(api.OTORISASI_MSG.failed);
    expect((await authorise(id, kasir, 'owner1')).body.message).toBe(api.OTORISASI_MSG.failed);
    expect((await authorise(id)).status).toBe(200);
  });

  it('a KASIR cannot authorise: an enrolled user moved to KASIR is refused, scan or not', async () => {
    const id = await askScan('spv1');
    expect((await readerScan(kasir, 'spv1')).status).toBe(200);
    await q(`update "$s".users set level = 'KASIR' where user_id = 'spv1'`);
    try {
      expect((await authorise(id)).body.message).toBe(api.OTORISASI_MSG.failed);
      const ref = await call(tk1(), 'GET', 'user-fingerprint?user_id=spv1', { token: kasir });
      expect(ref.body.message).toBe(FINGERPRINT_MSG.unknownUser);
    } finally {
      await q(`update "$s".users set level = 'SPV' where user_id = 'spv1'`);
    }
  });

  it('a password is still required without a fingerprint scan', async () => {
    const r = await call(tk1(), 'POST', 'authorization', {
      token: kasir,
      body: { user_id: 'spv1', kategori: kind.kategori, description: kind.description },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Password Tidak Boleh Kosong');
  });

  it('a re-enrolment makes the old reference stale; removing the template unregisters the user', async () => {
    const old = await call(tk1(), 'GET', 'user-fingerprint?user_id=spv1', { token: kasir });
    await enrol('spv1');
    const stale = await call(tk1(), 'POST', 'authorization/fingerprint', {
      token: kasir,
      body: { user_id: 'spv1', fp: old.body.data.fp, kategori: 'KAS' },
    });
    expect(stale.body.message).toBe(FINGERPRINT_MSG.staleTemplate);
    const removed = await call(tk1(), 'DELETE', 'user-fingerprint/spv1', { token: owner });
    expect(removed.body.message).toBe(FINGERPRINT_MSG.removed);
    const gone = await call(tk1(), 'GET', 'user-fingerprint?user_id=spv1', { token: kasir });
    expect(gone.body.message).toBe(FINGERPRINT_MSG.unknownUser);
  });
});
