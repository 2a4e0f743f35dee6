import { MSG, todayJakarta } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, login, startChain } from '../../test/harness.ts';

let chain: Chain;
beforeAll(async () => {
  chain = await startChain({ config: { loginMaxFailures: 3 } });
});
afterAll(() => chain.close());

describe('POST users/login', () => {
  it('answers the stored user data with a token and the business date', async () => {
    const res = await call(chain.tk1, 'POST', 'users/login', {
      body: { user_id: 'kasir1', password: 'demo1234' },
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      user_id: 'kasir1',
      level: 'KASIR',
      kode_toko: 'TK1',
      pembulatan: 500,
      app_type: 'TOKO',
    });
    expect(d.tgl_system).toBe(todayJakarta());
    expect(d.nama_toko).toContain('BLOK M');
    expect(typeof d.token).toBe('string');
    expect(d.token.length).toBeGreaterThan(30);
    expect(Array.isArray(d.akses) && d.akses.length).toBeTruthy();
    expect(d.module.length).toBeGreaterThan(5);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await call(chain.tk1, 'POST', 'users/login', {
      body: { user_id: 'spv1', password: 'salah123' },
    });
    const nobody = await call(chain.tk1, 'POST', 'users/login', {
      body: { user_id: 'tidakada', password: 'salah123' },
    });
    expect(wrong.status).toBe(401);
    expect(nobody.status).toBe(401);
    expect(wrong.body.message).toBe(MSG.loginFailed);
    expect(nobody.body.message).toBe(MSG.loginFailed);
  });

  it('blocks a user id after repeated failures, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      await call(chain.tk2, 'POST', 'users/login', { body: { user_id: 'owner1', password: 'salah123' } });
    }
    const res = await call(chain.tk2, 'POST', 'users/login', {
      body: { user_id: 'owner1', password: 'demo1234' },
    });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MSG.tooManyLogins);
  });

  it('validates the payload in Indonesian', async () => {
    const res = await call(chain.tk1, 'POST', 'users/login', { body: { user_id: '' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', message: 'User ID Tidak Boleh Kosong' });
  });
});

describe('the token', () => {
  it('is required, must be real, and dies at logout', async () => {
    const none = await call(chain.tk1, 'GET', 'users/me');
    expect(none).toEqual({ status: 401, body: { status: 'error', message: 'Invalid Token' } });
    const wrong = await call(chain.tk1, 'GET', 'users/me', { token: 'bukan-token' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid Token');

    const token = await login(chain.tk1, 'kasir1');
    expect((await call(chain.tk1, 'GET', 'users/me', { token })).status).toBe(200);
    const out = await call(chain.tk1, 'POST', 'users/logout', { token, body: { user_id: 'kasir1' } });
    expect(out.status).toBe(200);
    const after = await call(chain.tk1, 'GET', 'users/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Invalid Token');
  });

  it('of one shop is worthless at another', async () => {
    const token = await login(chain.tk1, 'admin');
    expect((await call(chain.tk2, 'GET', 'users/me', { token })).status).toBe(401);
  });
});
