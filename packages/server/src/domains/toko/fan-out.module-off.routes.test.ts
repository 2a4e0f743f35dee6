import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chain, call, login, startChain } from '../../test/harness.ts';

let chain: Chain;
let pusat: string;
beforeAll(async () => {
  chain = await startChain({ listen: true, config: { fanOutTimeoutMs: 3_000 } });
  pusat = await login(chain.pst, 'PUSAT');
}, 300_000);
afterAll(() => chain.close());

describe('head-office fan-out: a module off at a branch is not a branch that is down', () => {
  it("names the module off at TK1, 'Data Gagal Dimuat' for a dead portal, and TK2's data", async () => {
    for (const [server, active] of [
      [chain.tk1, false],
      [chain.tk2, true],
    ] as const) {
      const set = await call(server, 'PUT', 'system-setting/modules', {
        token: await login(server, 'admin'),
        body: { modules: [{ key: 'RFID_MODULE', active }] },
      });
      expect(set.status, set.body.message).toBe(200);
    }
    // The branch itself refuses with its own text.
    const own = await call(chain.tk1, 'GET', 'stock-opname-rfid/open', {
      token: await login(chain.tk1, 'owner1'),
    });
    expect(own).toEqual({ status: 403, body: { status: 'error', message: MSG.moduleOff } });

    const dead = createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', () => r()));
    const deadPort = (dead.address() as AddressInfo).port;
    await new Promise((r) => dead.close(r));
    const add = await call(chain.pst, 'POST', 'master-toko', {
      token: pusat,
      body: {
        kode_toko: 'TK3',
        nama_toko: 'Toko Mati',
        portal: `http://127.0.0.1:${deadPort}`,
        service_token: 'svc_x',
      },
    });
    expect(add.status, add.body.message).toBe(201);

    const res = await call(chain.pst, 'POST', 'pusat/fan-out', {
      token: pusat,
      body: { method: 'GET', path: 'stock-opname-rfid/open' },
    });
    expect(res.status).toBe(200);
    const byShop = Object.fromEntries(res.body.data.map((r: { kode_toko: string }) => [r.kode_toko, r]));
    expect(byShop.TK1).toMatchObject({ status: 'error', message: 'Modul Tidak Aktif Di Toko TK1' });
    expect(byShop.TK1.message).toBe(MSG.moduleOffAtShop('TK1'));
    expect(byShop.TK2, byShop.TK2.message).toMatchObject({ status: 'success' });
    expect(byShop.TK3).toMatchObject({ status: 'error', message: MSG.multiShopFailed });
  });
});
