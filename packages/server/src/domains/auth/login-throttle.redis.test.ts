import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { MSG } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopServer, type ShopServer } from '../../main/shop-server.ts';
import { type Chain, startChain } from '../../test/harness.ts';

const REDIS_SERVER = '/usr/bin/redis-server';
const MAX_PER_USER = 5;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function loginFrom(server: ShopServer, address: string, user_id: string, password: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    remoteAddress: address,
    payload: { user_id, password },
  });
  return { status: res.statusCode, message: res.json().message as string | undefined };
}

describe.skipIf(!existsSync(REDIS_SERVER))('login throttle with REDIS_URL', () => {
  let redis: ChildProcess;
  let chain: Chain;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(REDIS_SERVER, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    // Wait for the server to accept connections (a state, not a time).
    const { createClient } = await import('redis');
    const deadline = Date.now() + 20_000;
    for (;;) {
      const c = createClient({ url: process.env.REDIS_URL });
      c.on('error', () => {});
      const up = await c.connect().then(
        () => c.ping(),
        () => 'down',
      );
      if (c.isOpen) await c.quit();
      if (up === 'PONG') break;
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    chain = await startChain({ config: { loginMaxFailures: MAX_PER_USER } });
  });
  afterAll(async () => {
    await chain?.close();
    delete process.env.REDIS_URL;
    redis?.kill();
  });

  it('counts parallel attempts in Redis, shared by a second process of the shop', async () => {
    const second = await buildShopServer(chain.tk1.shop, { logLevel: 'silent' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          loginFrom(i % 2 ? second : chain.tk1, `10.8.0.${i}`, 'owner1', 'salah123'),
        ),
      );
      expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(MAX_PER_USER);
      // The count lives in Redis, not in the database's table.
      const rows = await chain.tk1.shop.db.select().from(chain.tk1.shop.t.loginAttempts);
      expect(rows).toEqual([]);
      const again = await buildShopServer(chain.tk1.shop, { logLevel: 'silent' });
      try {
        expect(await loginFrom(again, '10.8.1.1', 'owner1', 'demo1234')).toEqual({
          status: 429,
          message: MSG.tooManyLogins,
        });
      } finally {
        await again.close();
      }
      // Another shop on the same Redis keeps its own counts.
      expect((await loginFrom(chain.tk2, '10.8.1.1', 'owner1', 'demo1234')).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
