import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, login, startChain } from '../../test/harness.ts';

let chain: Chain;
let pusat: string;
let fakes: Server[] = [];

/** Two fake shops that answer only once both have been called: proof the calls run at the same time. */
function barrierShops(): Promise<string[]> {
  let waiting: (() => void)[] = [];
  const make = () =>
    new Promise<string>((resolve) => {
      const s = createServer((_req, res) => {
        const answer = () => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ status: 'success', data: { total_penjualan: 7 } }));
        };
        waiting.push(answer);
        if (waiting.length === 2) {
          for (const w of waiting) w();
          waiting = [];
        }
      });
      s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`));
      fakes.push(s);
    });
  return Promise.all([make(), make()]);
}

beforeAll(async () => {
  chain = await startChain({ listen: true, config: { fanOutTimeoutMs: 3_000 } });
  pusat = await login(chain.pst, 'PUSAT');
});
afterAll(async () => {
  for (const f of fakes) f.close();
  fakes = [];
  await chain.close();
});

describe('head-office fan-out', () => {
  it('answers every shop, with Data Gagal Dimuat for the one that is down', async () => {
    // A third portal nobody listens on.
    const dead = createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', () => r()));
    const deadPort = (dead.address() as AddressInfo).port;
    dead.close();
    const add = await call(chain.pst, 'POST', 'master-toko', {
      token: pusat,
      body: {
        kode_toko: 'tk3',
        nama_toko: 'Toko Mati',
        portal: `http://127.0.0.1:${deadPort}`,
        service_token: 'svc_x',
      },
    });
    expect(add.status).toBe(201);
    expect(add.body.data).toEqual({
      kode_toko: 'TK3',
      nama_toko: 'TOKO MATI',
      portal: `http://127.0.0.1:${deadPort}`,
      has_service_token: true,
    });

    const res = await call(chain.pst, 'POST', 'pusat/fan-out', {
      token: pusat,
      body: { method: 'GET', path: 'toko/setting' },
    });
    expect(res.status).toBe(200);
    const byShop = Object.fromEntries(res.body.data.map((r: { kode_toko: string }) => [r.kode_toko, r]));
    expect(byShop.TK1).toMatchObject({ status: 'success', data: { kode_toko: 'TK1' } });
    expect(byShop.TK2).toMatchObject({ status: 'success', data: { kode_toko: 'TK2' } });
    expect(byShop.TK3).toEqual({
      kode_toko: 'TK3',
      nama_toko: 'TOKO MATI',
      status: 'error',
      message: MSG.multiShopFailed,
    });
    await call(chain.pst, 'DELETE', 'master-toko/TK3', { token: pusat });
  });

  it('calls the shops in parallel', async () => {
    const [a, b] = await barrierShops();
    for (const [kode, portal] of [
      ['FA', a],
      ['FB', b],
    ] as const) {
      await call(chain.pst, 'POST', 'master-toko', {
        token: pusat,
        body: { kode_toko: kode, nama_toko: kode, portal },
      });
    }
    const res = await call(chain.pst, 'POST', 'pusat/fan-out', {
      token: pusat,
      body: { method: 'GET', path: 'cash-pusat/daily-transaction-chart', kode_toko: ['FA', 'FB'] },
    });
    expect(res.body.data.map((r: { status: string }) => r.status)).toEqual(['success', 'success']);
  });

  it('proxies the picked shop with the service credential, and refuses a branch cashier', async () => {
    const res = await call(chain.pst, 'GET', 'pusat/toko/TK2/users?page=1&limit=50', { token: pusat });
    expect(res.status).toBe(200);
    expect(res.body.data.map((u: { user_id: string }) => u.user_id)).toContain('kasir1');
    const kasirPst = await login(chain.pst, 'kasir1');
    const refused = await call(chain.pst, 'GET', 'pusat/toko/TK2/users', { token: kasirPst });
    expect(refused.status).toBe(403);
    const onBranch = await call(chain.tk1, 'POST', 'pusat/fan-out', {
      token: await login(chain.tk1, 'admin'),
      body: { method: 'GET', path: 'toko/setting' },
    });
    expect(onBranch.status).toBe(403);
  });

  it('a shop refuses a wrong service credential', async () => {
    const res = await call(chain.tk1, 'GET', 'toko/setting', { token: 'svc_palsu' });
    expect(res.status).toBe(401);
  });
});
