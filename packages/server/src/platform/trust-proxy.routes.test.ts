import { MSG } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopServer, type ShopServer } from '../main/shop-server.ts';
import { type Chain, startChain } from '../test/harness.ts';
import { parseTrustProxy } from './trust-proxy.ts';

const MAX_PER_ADDRESS = 3;

let chain: Chain;
let behindProxy: ShopServer;
let oneHop: ShopServer;
beforeAll(async () => {
  chain = await startChain({
    config: { loginMaxFailures: 1000, loginMaxFailuresPerAddress: MAX_PER_ADDRESS },
  });
  // The same shop as a process started with TRUST_PROXY=127.0.0.1 would run it.
  const shop = chain.tk1.shop;
  behindProxy = await buildShopServer(
    { ...shop, config: { ...shop.config, trustProxy: ['127.0.0.1'] } },
    { logLevel: 'silent' },
  );
  oneHop = await buildShopServer(
    { ...shop, config: { ...shop.config, trustProxy: parseTrustProxy('1') } },
    { logLevel: 'silent' },
  );
});
afterAll(async () => {
  await behindProxy?.close();
  await oneHop?.close();
  await chain?.close();
});

async function loginVia(
  server: ShopServer,
  peer: string,
  forwardedFor: string | null,
  user_id: string,
  password: string,
) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { user_id, password },
  });
  return { status: res.statusCode, message: res.json().message as string | undefined };
}

/** Password spraying from one address: MAX_PER_ADDRESS unknown user ids. */
async function spray(server: ShopServer, peer: string, forwardedFor: (i: number) => string | null) {
  for (let i = 0; i < MAX_PER_ADDRESS; i++)
    expect((await loginVia(server, peer, forwardedFor(i), `tebak${i}`, 'salah123')).status).toBe(401);
}

describe('TRUST_PROXY and the login throttle', () => {
  it('with TRUST_PROXY=127.0.0.1 the throttle counts the client X-Forwarded-For names, not the proxy', async () => {
    await spray(behindProxy, '127.0.0.1', () => '203.0.113.7');
    expect(await loginVia(behindProxy, '127.0.0.1', '203.0.113.7', 'spv1', 'demo1234')).toEqual({
      status: 429,
      message: MSG.tooManyLogins,
    });
    // Another client behind the same proxy is not locked out by the first one.
    expect((await loginVia(behindProxy, '127.0.0.1', '203.0.113.8', 'spv1', 'demo1234')).status).toBe(200);
    // The rightmost untrusted hop counts: a client cannot prepend an address to escape its count.
    expect(
      (await loginVia(behindProxy, '127.0.0.1', '198.51.100.1, 203.0.113.7', 'spv1', 'demo1234')).status,
    ).toBe(429);
  });

  it('with TRUST_PROXY set, a peer that is not the proxy cannot forge its address', async () => {
    await spray(behindProxy, '10.20.0.1', (i) => `198.51.100.${10 + i}`);
    expect((await loginVia(behindProxy, '10.20.0.1', '198.51.100.99', 'spv1', 'demo1234')).status).toBe(429);
  });

  it('without TRUST_PROXY a forged X-Forwarded-For is ignored: the peer address is counted', async () => {
    await spray(chain.tk1, '10.21.0.1', (i) => `198.51.100.${20 + i}`);
    expect(await loginVia(chain.tk1, '10.21.0.1', '198.51.100.98', 'spv1', 'demo1234')).toEqual({
      status: 429,
      message: MSG.tooManyLogins,
    });
    // The forged address itself was never counted.
    expect((await loginVia(chain.tk1, '10.21.0.2', null, 'spv1', 'demo1234')).status).toBe(200);
  });

  it('with TRUST_PROXY=1 the address the one proxy appended counts, whatever the client put before it', async () => {
    await spray(oneHop, '10.22.0.1', (i) => `192.0.2.${i}, 203.0.113.60`);
    expect((await loginVia(oneHop, '10.22.0.9', '203.0.113.60', 'spv1', 'demo1234')).status).toBe(429);
    expect((await loginVia(oneHop, '10.22.0.9', '203.0.113.61', 'spv1', 'demo1234')).status).toBe(200);
  });
});
