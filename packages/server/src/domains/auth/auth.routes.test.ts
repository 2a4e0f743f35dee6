import { MSG } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, type Chain, call, login, startChain } from '../../test/harness.ts';

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
    expect(d.tgl_system).toBe(await businessDay(chain.tk1));
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

describe('users/me', () => {
  type Node = { key: string; is_show: boolean; children: Node[] };
  const showing = (nodes: Node[], key: string, on: boolean): Node[] =>
    nodes.map((n) => ({
      ...n,
      is_show: n.key === key ? on : n.is_show,
      children: showing(n.children, key, on),
    }));

  it('answers small: the access tree only by its versi_akses, the tree itself from users/me-akses', async () => {
    const res = await call(chain.tk1, 'POST', 'users/login', {
      body: { user_id: 'spv1', password: 'demo1234' },
    });
    const { token, akses, versi_akses } = res.body.data;
    expect(typeof versi_akses).toBe('string');
    const me = await call(chain.tk1, 'GET', 'users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).not.toHaveProperty('akses');
    expect(me.body.data).toMatchObject({ user_id: 'spv1', level: 'SPV', kode_toko: 'TK1', versi_akses });
    expect(me.body.data.tgl_system).toBe(await businessDay(chain.tk1));
    expect(JSON.stringify(me.body).length).toBeLessThan(JSON.stringify(res.body).length / 3);
    const tree = await call(chain.tk1, 'GET', 'users/me-akses', { token });
    expect(tree.body.data).toEqual({ akses, versi_akses });
    expect((await call(chain.tk1, 'GET', 'users/me-akses')).status).toBe(401);
  });

  it('a changed tree is a new versi_akses and takes effect at once, both ways', async () => {
    const kasir = await login(chain.tk1, 'kasir1');
    const admin = await login(chain.tk1, 'admin');
    const versi = async () =>
      (await call(chain.tk1, 'GET', 'users/me', { token: kasir })).body.data.versi_akses;
    const before = await versi();
    expect((await call(chain.tk1, 'GET', 'users', { token: kasir })).status).toBe(403);
    const tree = (await call(chain.tk1, 'GET', 'users/kasir1/akses', { token: admin })).body.data as Node[];
    const put = (akses: Node[]) =>
      call(chain.tk1, 'PUT', 'users/kasir1/akses', { token: admin, body: { akses } });

    expect((await put(showing(tree, '/data-users', true))).status).toBe(200);
    expect((await call(chain.tk1, 'GET', 'users', { token: kasir })).status).toBe(200);
    const granted = await versi();
    expect(granted).not.toBe(before);
    const mine = (await call(chain.tk1, 'GET', 'users/me-akses', { token: kasir })).body.data;
    expect(mine.versi_akses).toBe(granted);
    expect(JSON.stringify(mine.akses)).toContain('"key":"/data-users","title":"Data Users","is_show":true');

    expect((await put(showing(tree, '/data-users', false))).status).toBe(200);
    expect((await call(chain.tk1, 'GET', 'users', { token: kasir })).status).toBe(403);
    expect(await versi()).toBe(before);
  });
});
