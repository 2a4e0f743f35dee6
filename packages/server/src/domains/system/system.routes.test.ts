import type { AddressInfo } from 'node:net';
import { LIVE_EVENTS, MSG } from '@emas/contract';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, login, startChain } from '../../test/harness.ts';

let chain: Chain;
let owner: string;
beforeAll(async () => {
  chain = await startChain({ listen: true });
  owner = await login(chain.tk1, 'owner1');
});
afterAll(() => chain.close());

describe('settingsystem', () => {
  it('is refused to a cashier with 403 and open to an owner', async () => {
    const kasir = await login(chain.tk1, 'kasir1');
    const refused = await call(chain.tk1, 'GET', 'system-setting/modules', { token: kasir });
    expect(refused.status).toBe(403);
    expect(refused.body.status).toBe('error');
    const put = await call(chain.tk1, 'PUT', 'system-setting/modules', {
      token: kasir,
      body: { modules: [{ key: 'WHATSAPP_MODULE', active: true }] },
    });
    expect(put.status).toBe(403);
    const ok = await call(chain.tk1, 'GET', 'system-setting/modules', { token: owner });
    expect(ok.status).toBe(200);
    expect(ok.body.data.find((m: { key: string }) => m.key === 'WHATSAPP_MODULE')).toBeTruthy();
  });

  it('switching a module pushes settings-changed to the connected users of that shop only', async () => {
    const port = (chain.tk1.app.server.address() as AddressInfo).port;
    const port2 = (chain.tk2.app.server.address() as AddressInfo).port;
    const kasir = await login(chain.tk1, 'kasir1');
    const other = await login(chain.tk2, 'kasir1');
    const s1 = connect(`http://127.0.0.1:${port}`, { auth: { token: kasir }, transports: ['websocket'] });
    const s2 = connect(`http://127.0.0.1:${port2}`, { auth: { token: other }, transports: ['websocket'] });
    await Promise.all([s1, s2].map((s) => new Promise((r) => s.on('connect', () => r(null)))));
    let tk2Got = false;
    s2.on(LIVE_EVENTS.settingsChanged, () => {
      tk2Got = true;
    });
    const got = new Promise<{ module: { key: string; active: boolean }[] }>((r) =>
      s1.on(LIVE_EVENTS.settingsChanged, r),
    );
    const res = await call(chain.tk1, 'PUT', 'system-setting/modules', {
      token: owner,
      body: { modules: [{ key: 'WHATSAPP_MODULE', active: true }] },
    });
    expect(res.status).toBe(200);
    const event = await got;
    expect(event.module.find((m) => m.key === 'WHATSAPP_MODULE')?.active).toBe(true);
    expect(tk2Got).toBe(false);
    s1.close();
    s2.close();
  });

  it('refuses a socket without a valid token', async () => {
    const port = (chain.tk1.app.server.address() as AddressInfo).port;
    const s = connect(`http://127.0.0.1:${port}`, {
      auth: { token: 'palsu' },
      transports: ['websocket'],
      reconnection: false,
    });
    const err = await new Promise<Error>((r) => s.on('connect_error', r));
    expect(err.message).toBe('Invalid Token');
    s.close();
  });

  it('refuses an unknown module key and changes nothing', async () => {
    const res = await call(chain.tk1, 'PUT', 'system-setting/modules', {
      token: owner,
      body: { modules: [{ key: 'TIDAK_ADA_MODULE', active: true }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(MSG.unknownModule);
  });
});

describe('para-system and settingtoko', () => {
  it('reads PEMBULATAN and kategori_harga, and validates a new rounding unit', async () => {
    const kasir = await login(chain.tk1, 'kasir1');
    const p = await call(chain.tk1, 'GET', 'para-system/key/PEMBULATAN', { token: kasir });
    expect(p.body.data).toEqual({ key: 'PEMBULATAN', value: '500' });
    const k = await call(chain.tk1, 'GET', 'para-system/key/kategori_harga', { token: kasir });
    expect(k.body.data.value).toBe('harga_100%');
    const bad = await call(chain.tk1, 'PUT', 'para-system/key/PEMBULATAN', {
      token: owner,
      body: { value: '-5' },
    });
    expect(bad.status).toBe(400);
    const good = await call(chain.tk1, 'PUT', 'para-system/key/PEMBULATAN', {
      token: owner,
      body: { value: '1000' },
    });
    expect(good.status).toBe(200);
    const me = await call(chain.tk1, 'POST', 'users/login', {
      body: { user_id: 'spv1', password: 'demo1234' },
    });
    expect(me.body.data.pembulatan).toBe(1000);
  });

  it('saves the shop identity with the WhatsApp number in 62 form', async () => {
    const res = await call(chain.tk2, 'PUT', 'toko/setting', {
      token: await login(chain.tk2, 'owner1'),
      body: {
        nama_toko: 'Toko Emas Depok Baru',
        alamat_toko: 'Jl. Margonda 1',
        no_telp: '021777',
        no_whatsapp: '0812-3456-7890',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      nama_toko: 'TOKO EMAS DEPOK BARU',
      no_whatsapp: '6281234567890',
      kode_toko: 'TK2',
    });
  });
});
