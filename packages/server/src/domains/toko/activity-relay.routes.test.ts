import type { AddressInfo } from 'node:net';
import { LIVE_EVENTS, type ShopActivity } from '@emas/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopServer } from '../../platform/app.ts';
import { type Chain, call, login, startChain } from '../../test/harness.ts';

/**
 * Dashboards live: a branch's document write (once answered) tells its own screens, and head office,
 * listening on every branch while one of its screens is open, passes it on named by the branch.
 */
let chain: Chain;
const sockets: Socket[] = [];
beforeAll(async () => {
  chain = await startChain({ listen: true });
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await chain.close();
});

async function screen(server: ShopServer, token: string): Promise<{ socket: Socket; heard: ShopActivity[] }> {
  const port = (server.app.server.address() as AddressInfo).port;
  const socket = connect(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'] });
  sockets.push(socket);
  const heard: ShopActivity[] = [];
  socket.on(LIVE_EVENTS.shopActivity, (p: ShopActivity) => heard.push(p));
  await new Promise((r) => socket.on('connect', () => r(null)));
  return { socket, heard };
}

const until = async (ok: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

const kasMasuk = (token: string, jumlah: number) =>
  call(chain.tk1, 'POST', 'uang-kas', { token, body: { kategori: 'KAS MASUK', deskripsi: 'modal', jumlah } });

describe('shop activity on the live channel', () => {
  it('a write of the day reaches the branch screens and, relayed, head office named by the branch', async () => {
    const owner = await login(chain.tk1, 'owner1');
    const branch = await screen(chain.tk1, owner);
    const pusat = await screen(chain.pst, await login(chain.pst, 'PUSAT'));
    const other = await screen(chain.tk2, await login(chain.tk2, 'owner1'));
    // Head office starts listening on its branches when its screen connects, with its credential.
    const serviceSockets = async (server: ShopServer) =>
      (await server.live.io.fetchSockets()).filter((s) => s.data.user?.kind === 'SERVICE').length;
    await until(
      async () => (await serviceSockets(chain.tk1)) === 1 && (await serviceSockets(chain.tk2)) === 1,
    );

    // Reads and refused writes are not activity.
    expect((await call(chain.tk1, 'GET', 'uang-kas', { token: owner })).status).toBe(200);
    expect((await kasMasuk(owner, 0)).status).toBe(400);
    expect((await kasMasuk(owner, 125_000)).status).toBe(201);
    await until(() => branch.heard.length > 0 && pusat.heard.length > 0);
    expect(branch.heard).toEqual([{ kode_toko: 'TK1' }]);
    expect(pusat.heard).toEqual([{ kode_toko: 'TK1' }]);
    expect(other.heard).toEqual([]);
  });

  it('with no head-office screen open, head office holds no link to its branches', async () => {
    for (const s of sockets) s.close();
    await until(() => chain.pst.live.io.of('/').sockets.size === 0);
    // The branches see no head-office (service) socket any more.
    const services = async () =>
      (await chain.tk1.live.io.fetchSockets()).filter((s) => s.data.user?.kind === 'SERVICE').length;
    await until(async () => (await services()) === 0);
  });
});
