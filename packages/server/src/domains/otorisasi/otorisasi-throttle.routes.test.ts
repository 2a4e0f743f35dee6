import { api, MSG } from '@emas/contract';
import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShopServer } from '../../platform/app.ts';
import { type Chain, login, startChain } from '../../test/harness.ts';

const MAX_PER_USER = 5;
const KIND = api.OTORISASI.JUAL_DI_BAWAH_MODAL;

let chain: Chain;
const kasir = new Map<ShopServer, string>();
beforeAll(async () => {
  chain = await startChain({ config: { loginMaxFailures: MAX_PER_USER, loginMaxFailuresPerAddress: 1000 } });
  for (const s of [chain.tk1, chain.tk2]) kasir.set(s, await login(s, 'kasir1'));
}, 300_000);
afterAll(() => chain.close());
afterEach(() => {
  vi.restoreAllMocks();
});

type Answer = { status: number; message?: string };

async function send(server: ShopServer, url: string, payload?: object, token?: string): Promise<Answer> {
  const res = await server.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/v1/${url}`,
    remoteAddress: '10.41.0.1',
    headers: token ? { token } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, message: res.json().message };
}

const authorise = (server: ShopServer, user_id: string, password: string) =>
  send(server, 'authorization', { user_id, password, ...KIND, keterangan: 'TES' }, kasir.get(server));
const loginAs = (server: ShopServer, user_id: string, password: string) =>
  send(server, 'users/login', { user_id, password });

describe('POST authorization counts with the login throttle of the authoriser', () => {
  it('checks at most the allowed number of 20 parallel guesses; the shop answers while they run', async () => {
    // Every password check is held until the test lets it go: what runs at once is then visible.
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const verify = argon2.verify.bind(argon2);
    const checks = vi.spyOn(argon2, 'verify').mockImplementation(async (...args) => {
      await gate;
      return verify(...args);
    });
    let answered = 0;
    const guesses = Array.from({ length: 20 }, (_, i) =>
      authorise(chain.tk1, 'owner1', `tebakan${i}`).finally(() => {
        answered++;
      }),
    );
    // Wait for the state: every guess is either answered or waiting in a password check.
    await expect.poll(() => answered + checks.mock.calls.length, { timeout: 60_000 }).toBe(20);
    expect(checks.mock.calls.length).toBeLessThanOrEqual(MAX_PER_USER);
    // While the checks are held, another request of the shop is answered.
    expect((await send(chain.tk1, 'users/me', undefined, kasir.get(chain.tk1))).status).toBe(200);
    expect(answered).toBe(20 - checks.mock.calls.length);
    release();

    const answers = await Promise.all(guesses);
    const failed = answers.filter((a) => a.status === 400);
    const refused = answers.filter((a) => a.status === 429);
    expect(failed.length).toBe(checks.mock.calls.length);
    expect(failed.every((a) => a.message === api.OTORISASI_MSG.failed)).toBe(true);
    expect(refused.length).toBe(20 - failed.length);
    expect(refused.every((a) => a.message === MSG.tooManyLogins)).toBe(true);

    // The user is locked: the right password is refused here and at the login alike.
    expect(await authorise(chain.tk1, 'owner1', 'demo1234')).toEqual({
      status: 429,
      message: MSG.tooManyLogins,
    });
    expect(await loginAs(chain.tk1, 'owner1', 'demo1234')).toEqual({
      status: 429,
      message: MSG.tooManyLogins,
    });
  });

  it('counts failed logins of that user: the authorisation is then refused', async () => {
    for (let i = 0; i < MAX_PER_USER; i++)
      expect((await loginAs(chain.tk1, 'spv1', 'salah123')).status).toBe(401);
    expect(await authorise(chain.tk1, 'spv1', 'demo1234')).toEqual({
      status: 429,
      message: MSG.tooManyLogins,
    });
  });

  it('a right password starts the user afresh, as a login does', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < MAX_PER_USER - 1; i++)
        expect((await authorise(chain.tk2, 'spv1', 'salah123')).message).toBe(api.OTORISASI_MSG.failed);
      expect((await authorise(chain.tk2, 'spv1', 'demo1234')).status).toBe(200);
    }
  });

  it('counts an unknown or a cashier user id as a failure too', async () => {
    for (let i = 0; i < MAX_PER_USER; i++)
      expect((await authorise(chain.tk2, 'kasir1', 'demo1234')).message).toBe(api.OTORISASI_MSG.failed);
    expect((await authorise(chain.tk2, 'kasir1', 'demo1234')).status).toBe(429);
  });
});
