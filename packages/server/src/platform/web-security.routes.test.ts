import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopServer, type ShopServer } from '../main/shop-server.ts';
import { type Chain, login, startChain } from '../test/harness.ts';

const CONFIGURED = 'https://kasir.tokoemas.example';
let chain: Chain;
let web: ShopServer;
let webDir: string;
beforeAll(async () => {
  chain = await startChain({ listen: true, config: { liveOrigins: [CONFIGURED] } });
  webDir = await mkdtemp(join(tmpdir(), 'emas-web-'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  web = await buildShopServer(chain.tk1.shop, { logLevel: 'silent', webDist: webDir });
});
afterAll(async () => {
  await web.close();
  await chain.close();
  await rm(webDir, { recursive: true, force: true });
});

const directives = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name as string, values]),
  );

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = directives(headers['content-security-policy']);
  // Only the app itself may frame its pages ('none' would refuse its own frames too).
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  // PDFs open as blob: documents; the catalogue's image picker previews blob: images.
  expect(csp.get('frame-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
  expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
}

describe('security headers', () => {
  it('every API answer carries them (a refused call too)', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/api/v1/users/me' });
    expect(res.statusCode).toBe(401);
    expectSecurityHeaders(res.headers);
    const ok = await web.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { token: await login(chain.tk1, 'kasir1') },
    });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok.headers);
  });

  it('the web app (its page and a deep link served the same page) carries them', async () => {
    for (const url of ['/', '/transaksi-penjualan']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('id="root"');
      expectSecurityHeaders(res.headers);
    }
  });
});

describe('the live channel', () => {
  const portOf = () => (chain.tk1.app.server.address() as AddressInfo).port;
  /** Connects with an Origin header (as a browser page on that origin would): 'ok' or the error. */
  const attempt = async (origin: string | null, transport: 'websocket' | 'polling') => {
    const token = await login(chain.tk1, 'kasir1');
    const socket = connect(`http://127.0.0.1:${portOf()}`, {
      auth: { token },
      transports: [transport],
      extraHeaders: origin ? { origin } : {},
      reconnection: false,
      forceNew: true,
    });
    try {
      return await new Promise<string>((resolve) => {
        socket.on('connect', () => resolve('ok'));
        socket.on('connect_error', (e) => resolve(`refused: ${e.message}`));
      });
    } finally {
      socket.close();
    }
  };

  it('refuses a page of a foreign origin, on either transport', async () => {
    for (const transport of ['websocket', 'polling'] as const) {
      expect(await attempt('http://evil.example', transport), transport).toMatch(/^refused/);
      // Its own address on another port is another origin too.
      expect(await attempt(`http://127.0.0.1:${portOf() + 1}`, transport), transport).toMatch(/^refused/);
    }
  });

  it("accepts the app's own origin, a configured one, and clients that send no Origin", async () => {
    for (const transport of ['websocket', 'polling'] as const) {
      expect(await attempt(`http://127.0.0.1:${portOf()}`, transport), transport).toBe('ok');
      expect(await attempt(CONFIGURED, transport), transport).toBe('ok');
      expect(await attempt(null, transport), transport).toBe('ok');
    }
  });
});
