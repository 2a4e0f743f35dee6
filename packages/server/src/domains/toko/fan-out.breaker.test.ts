import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fanOut, ShopBreaker, type ShopTarget } from './fan-out.ts';

/**
 * The fan-out's circuit breaker on a clock the test steps (no sleeps): a shop that was down is not
 * called again within the window and is answered as failed at once; after it, the shop is tried again,
 * and an answer closes the breaker.
 */
describe('ShopBreaker', () => {
  const shop = { kode_toko: 'TK2', portal: 'http://127.0.0.1:1' };

  it('skips a shop that failed within the window, tries it again after', () => {
    let now = 1_000;
    const breaker = new ShopBreaker(30_000, () => now);
    expect(breaker.skips(shop)).toBe(false);
    breaker.failed(shop);
    expect(breaker.skips(shop)).toBe(true);
    now += 29_999;
    expect(breaker.skips(shop)).toBe(true);
    now += 1;
    expect(breaker.skips(shop)).toBe(false);
    // Failing again opens it again, from the new failure.
    breaker.failed(shop);
    now += 10_000;
    expect(breaker.skips(shop)).toBe(true);
  });

  it('an answer closes it; other shops and a shop given a new portal are not skipped', () => {
    let now = 0;
    const breaker = new ShopBreaker(30_000, () => now);
    breaker.failed(shop);
    expect(breaker.skips({ kode_toko: 'TK1', portal: shop.portal })).toBe(false);
    expect(breaker.skips({ ...shop, portal: 'http://127.0.0.1:2' })).toBe(false);
    breaker.answered(shop);
    expect(breaker.skips(shop)).toBe(false);
    now += 1;
    expect(breaker.skips(shop)).toBe(false);
  });

  it('a window of 0 never skips', () => {
    const breaker = new ShopBreaker(0, () => 0);
    breaker.failed(shop);
    expect(breaker.skips(shop)).toBe(false);
  });
});

describe('fanOut with a breaker', () => {
  // A branch whose answer the test switches: 'down' answers 503, 'up' a success envelope, 'refused'
  // closes the connection at once; each request is counted.
  let mode: 'down' | 'up' | 'refused' | 'missing' = 'down';
  let calls = 0;
  let server: Server;
  let portal = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      calls++;
      if (mode === 'refused') {
        req.socket.destroy();
        return;
      }
      const [status, body] =
        mode === 'up'
          ? [200, { status: 'success', data: { ok: true } }]
          : mode === 'missing'
            ? [404, { status: 'error', message: 'tidak ada' }]
            : [503, { status: 'error', message: 'sibuk' }];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    portal = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const target = (): ShopTarget => ({ kode_toko: 'TK2', nama_toko: 'Toko Dua', portal, service_token: null });
  const failed = { kode_toko: 'TK2', nama_toko: 'Toko Dua', status: 'error', message: MSG.multiShopFailed };

  it('does not call a shop that was down until the window passes; an answer closes it', async () => {
    let now = 0;
    const limits = { timeoutMs: 5_000, maxBytes: 1024, breaker: new ShopBreaker(30_000, () => now) };
    const run = () => fanOut([target()], { method: 'GET', path: 'ok' }, limits);
    calls = 0;
    mode = 'down';
    expect(await run()).toEqual([failed]);
    expect(calls).toBe(1);
    // Within the window: failed at once, the shop is not called.
    mode = 'up';
    now += 29_000;
    expect(await run()).toEqual([failed]);
    expect(calls).toBe(1);
    // After it: called again, and it answers.
    now += 1_000;
    expect(await run()).toEqual([
      { kode_toko: 'TK2', nama_toko: 'Toko Dua', status: 'success', data: { ok: true } },
    ]);
    expect(calls).toBe(2);
    expect(await run()).toMatchObject([{ status: 'success' }]);
    expect(calls).toBe(3);
  });

  it('a dropped connection opens it; a 4xx answer is a shop that is up', async () => {
    let now = 0;
    const limits = { timeoutMs: 5_000, maxBytes: 1024, breaker: new ShopBreaker(30_000, () => now) };
    const run = () => fanOut([target()], { method: 'GET', path: 'ok' }, limits);
    calls = 0;
    mode = 'missing';
    expect(await run()).toEqual([failed]);
    expect(await run()).toEqual([failed]);
    expect(calls).toBe(2);
    mode = 'refused';
    expect(await run()).toEqual([failed]);
    expect(await run()).toEqual([failed]);
    expect(calls).toBe(3);
    now += 30_000;
    mode = 'up';
    expect(await run()).toMatchObject([{ status: 'success' }]);
    expect(calls).toBe(4);
  });

  it('without a breaker every call reaches the shop', async () => {
    calls = 0;
    mode = 'down';
    const limits = { timeoutMs: 5_000, maxBytes: 1024 };
    await fanOut([target()], { method: 'GET', path: 'ok' }, limits);
    await fanOut([target()], { method: 'GET', path: 'ok' }, limits);
    expect(calls).toBe(2);
  });
});
