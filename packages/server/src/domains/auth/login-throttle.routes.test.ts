import { MSG } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopServer, type ShopServer } from '../../main/shop-server.ts';
import { type Chain, call, login, startChain } from '../../test/harness.ts';

const MAX_PER_USER = 5;
const MAX_PER_ADDRESS = 12;

let chain: Chain;
beforeAll(async () => {
  chain = await startChain({
    config: { loginMaxFailures: MAX_PER_USER, loginMaxFailuresPerAddress: MAX_PER_ADDRESS },
  });
});
afterAll(() => chain.close());

/** A login from a given address (each test uses addresses of its own). */
async function loginFrom(server: ShopServer, address: string, user_id: string, password: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    remoteAddress: address,
    payload: { user_id, password },
  });
  return { status: res.statusCode, message: res.json().message as string | undefined };
}

describe('login throttle', () => {
  it('counts 100 parallel wrong passwords before checking them; the right one is then refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => loginFrom(chain.tk1, '10.1.0.1', 'owner1', 'salah123')),
    );
    const checked = answers.filter((a) => a.status === 401);
    const refused = answers.filter((a) => a.status === 429);
    expect(checked.length).toBeLessThanOrEqual(MAX_PER_USER);
    expect(checked.length + refused.length).toBe(100);
    expect(refused[0]?.message).toBe(MSG.tooManyLogins);

    // Locked per user: the right password from another address is refused too.
    expect(await loginFrom(chain.tk1, '10.1.0.2', 'owner1', 'demo1234')).toEqual({
      status: 429,
      message: MSG.tooManyLogins,
    });
  });

  it('keeps the count in the database: a new server of the shop still refuses', async () => {
    for (let i = 0; i < MAX_PER_USER; i++) await loginFrom(chain.tk1, '10.2.0.1', 'spv1', 'salah123');
    const again = await buildShopServer(chain.tk1.shop, { logLevel: 'silent' });
    try {
      expect((await loginFrom(again, '10.2.0.1', 'spv1', 'demo1234')).status).toBe(429);
    } finally {
      await again.close();
    }
  });

  it('throttles one user guessed from many addresses', async () => {
    for (let i = 0; i < MAX_PER_USER; i++)
      await loginFrom(chain.tk2, `10.3.0.${i + 1}`, 'kasir1', 'salah123');
    expect((await loginFrom(chain.tk2, '10.3.1.1', 'kasir1', 'demo1234')).status).toBe(429);
  });

  it('throttles password spraying: many user ids from one address', async () => {
    for (let i = 0; i < MAX_PER_ADDRESS; i++) {
      const res = await loginFrom(chain.tk2, '10.4.0.1', `tebakan${i}`, 'demo1234');
      expect(res.status).toBe(401);
    }
    expect(await loginFrom(chain.tk2, '10.4.0.1', 'spv1', 'demo1234')).toEqual({
      status: 429,
      message: MSG.tooManyLogins,
    });
    // Another address is not held back by this one.
    expect((await loginFrom(chain.tk2, '10.4.0.2', 'spv1', 'demo1234')).status).toBe(200);
  });

  it('starts a user afresh after a right password; successful logins do not use up an address', async () => {
    // Two rounds: the address keeps its 8 failures (under its limit of 12), the user starts afresh.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < MAX_PER_USER - 1; i++)
        expect((await loginFrom(chain.pst, '10.5.0.1', 'kasir1', 'salah123')).status).toBe(401);
      expect((await loginFrom(chain.pst, '10.5.0.1', 'kasir1', 'demo1234')).status).toBe(200);
    }
    for (let i = 0; i < MAX_PER_ADDRESS + 2; i++)
      expect((await loginFrom(chain.pst, '10.5.0.2', 'spv1', 'demo1234')).status).toBe(200);
  });

  it('opens again when the window has passed', async () => {
    const shop = { ...chain.pst.shop, config: { ...chain.pst.shop.config, loginWindowMs: 3000 } };
    const shortWindow = await buildShopServer(shop, { logLevel: 'silent' });
    try {
      // Counted at once, in parallel, so the window cannot pass between the attempts.
      const answers = await Promise.all(
        Array.from({ length: 3 * MAX_PER_USER }, () =>
          loginFrom(shortWindow, '10.6.0.1', 'owner1', 'salah123'),
        ),
      );
      expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(2 * MAX_PER_USER);
      // Wait for the state (the window ending), not for a fixed time.
      await expect
        .poll(async () => (await loginFrom(shortWindow, '10.6.0.9', 'owner1', 'demo1234')).status, {
          timeout: 20_000,
          interval: 200,
        })
        .toBe(200);
    } finally {
      await shortWindow.close();
    }
  });

  it('answers an inactive account exactly as a wrong password', async () => {
    const admin = await login(chain.pst, 'admin');
    const off = await call(chain.pst, 'PUT', 'users/spv1/status', {
      token: admin,
      body: { status: 'INACTIVE' },
    });
    expect(off.status).toBe(200);
    const inactive = await loginFrom(chain.pst, '10.7.0.1', 'spv1', 'demo1234');
    const wrong = await loginFrom(chain.pst, '10.7.0.2', 'owner1', 'salah123');
    expect(inactive).toEqual({ status: 401, message: MSG.loginFailed });
    expect(inactive).toEqual(wrong);
  });

  it("a shop's counters share one address: its failures do not lock out a user who logs in there", async () => {
    const counter = '10.9.0.1';
    expect((await loginFrom(chain.tk1, counter, 'admin', 'demo1234')).status).toBe(200);
    // 3 x the address's limit of wrong passwords from the counters: many user ids, real ones too.
    for (let i = 0; i < 3 * MAX_PER_ADDRESS; i++) {
      const user = i % 3 === 0 && i < 9 ? 'kasir1' : `tebakan-${i}`;
      expect((await loginFrom(chain.tk1, counter, user, 'salah123')).status).toBeGreaterThanOrEqual(401);
    }
    // A user who logs in at these counters still does, even from a new process of the shop.
    expect((await loginFrom(chain.tk1, counter, 'admin', 'demo1234')).status).toBe(200);
    const again = await buildShopServer(chain.tk1.shop, { logLevel: 'silent' });
    try {
      expect((await loginFrom(again, counter, 'admin', 'demo1234')).status).toBe(200);
      // A user never seen at this address is held back there like a sprayer (kasir1 is not locked).
      expect(await loginFrom(again, counter, 'kasir1', 'demo1234')).toEqual({
        status: 429,
        message: MSG.tooManyLogins,
      });
      expect((await loginFrom(again, '10.9.0.2', 'kasir1', 'demo1234')).status).toBe(200);
    } finally {
      await again.close();
    }
  });

  it('spraying 100 user ids from one address is still stopped, a right password of a user new there too', async () => {
    const answers = [];
    for (let i = 0; i < 100; i++)
      answers.push(await loginFrom(chain.pst, '10.9.1.1', `semprot${i}`, 'demo1234'));
    expect(answers.filter((a) => a.status === 401).length).toBe(MAX_PER_ADDRESS);
    expect(answers.filter((a) => a.status === 429).length).toBe(100 - MAX_PER_ADDRESS);
    expect((await loginFrom(chain.pst, '10.9.1.1', 'owner1', 'demo1234')).status).toBe(429);
  });

  it('a locked user stays locked, at an address he is known at too', async () => {
    const counter = '10.9.2.1';
    expect((await loginFrom(chain.pst, counter, 'admin', 'demo1234')).status).toBe(200);
    for (let i = 0; i < MAX_PER_USER; i++) await loginFrom(chain.pst, `10.9.3.${i}`, 'admin', 'salah123');
    expect(await loginFrom(chain.pst, counter, 'admin', 'demo1234')).toEqual({
      status: 429,
      message: MSG.tooManyLogins,
    });
  });
});
