import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, MSG } from '@emas/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { createShopContext } from '../platform/context.ts';
import { type Chain, startChain } from '../test/harness.ts';
import { freePort, hasProgram, type Proc, repoRoot, startProcess } from '../test/processes.ts';
import { buildShopServer, type ShopServer } from './shop-server.ts';

/**
 * deploy/nginx/emas.conf as shipped, in front of two processes of one shop (two servers of TK1 on the
 * same database, each with its own pool, as two processes have), on a port that is not 80. Debian's
 * nginx (nginx-light); skipped when it is not installed.
 */
const NGINX = '/usr/sbin/nginx';
const MAX_PER_ADDRESS = 3;
const ORIGINAL = readFileSync(join(repoRoot, 'deploy/nginx/emas.conf'), 'utf8');

let chain: Chain;
let tmp: string;
let nginx: Proc | undefined;
let port: number;
let wrongHostPort: number;
const processes: ShopServer[] = [];
const pools: Database[] = [];
const sockets: Socket[] = [];

/** The shipped configuration with this test's ports; plus a copy that sets `Host $host`, the usual mistake. */
function testConfig(backends: number[]): string {
  let conf = ORIGINAL.replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  let i = 0;
  conf = conf.replace(/server 127\.0\.0\.1:\d+/g, () => `server 127.0.0.1:${backends[i++]}`);
  expect(i).toBe(2);
  const server = conf.slice(conf.indexOf('server {'));
  return `${conf}\n${server
    .replace(`listen 127.0.0.1:${port};`, `listen 127.0.0.1:${wrongHostPort};`)
    .replaceAll('proxy_set_header Host $http_host;', 'proxy_set_header Host $host;')}`;
}

beforeAll(async () => {
  if (!hasProgram(NGINX)) return;
  chain = await startChain();
  tmp = mkdtempSync(join(tmpdir(), 'emas-nginx-'));
  port = await freePort();
  wrongHostPort = await freePort();
  const backends: number[] = [];
  for (let n = 0; n < 2; n++) {
    const url = process.env.TEST_DATABASE_URL;
    const database = url ? await openDatabase({ url }) : chain.tk1.shop.database;
    if (url) pools.push(database);
    const shop = createShopContext({
      kode_toko: 'TK1',
      appType: 'TOKO',
      database,
      schema: chain.tk1.shop.schema,
      config: {
        trustProxy: ['127.0.0.1'],
        loginMaxFailures: 1000,
        loginMaxFailuresPerAddress: MAX_PER_ADDRESS,
      },
    });
    const server = await buildShopServer(shop, { logLevel: 'silent' });
    backends.push(await freePort());
    await server.listen(backends[n] as number, '127.0.0.1');
    processes.push(server);
  }
  mkdirSync(join(tmp, 'temp'));
  writeFileSync(join(tmp, 'emas.conf'), testConfig(backends));
  const temp = (name: string) => `${name}_temp_path ${join(tmp, 'temp', name)};`;
  writeFileSync(
    join(tmp, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'master_process off;',
      `pid ${join(tmp, 'nginx.pid')};`,
      `error_log ${join(tmp, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${temp(t)}`),
      `  include ${join(tmp, 'emas.conf')};`,
      '}',
    ].join('\n'),
  );
  nginx = startProcess(NGINX, ['-p', tmp, '-c', join(tmp, 'nginx.conf')], {});
  // nginx says nothing when it is up: wait until it answers.
  for (;;) {
    if (nginx.child.exitCode !== null) throw new Error(`nginx ended: ${nginx.output()}`);
    const up = await fetch(`http://127.0.0.1:${port}${API_PREFIX}/tidak-ada`).catch(() => null);
    if (up?.status === 404) break;
    await new Promise((r) => setTimeout(r, 50));
  }
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await nginx?.stop();
  for (const s of processes) await s.close();
  for (const p of pools) await p.close();
  await chain?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

async function loginThrough(proxyPort: number, clientAddress: string, user_id: string, password: string) {
  const res = await fetch(`http://127.0.0.1:${proxyPort}${API_PREFIX}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
    body: JSON.stringify({ user_id, password }),
  });
  const body = (await res.json()) as { message?: string; data?: { token: string } };
  return { status: res.status, message: body.message, token: body.data?.token };
}

/** A live-channel client as the web app's page would open it: its own origin, the token in the handshake. */
function liveThrough(proxyPort: number, token: string, transports: ('websocket' | 'polling')[]): Socket {
  const origin = `http://127.0.0.1:${proxyPort}`;
  const socket = io(origin, {
    path: '/socket.io',
    auth: { token },
    transports,
    extraHeaders: { origin },
    forceNew: true,
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((ok, fail) => {
    socket.once('connect', () => ok());
    socket.once('connect_error', (e) => fail(e));
  });

describe.skipIf(!hasProgram(NGINX))('deploy/nginx/emas.conf in front of two processes of one shop', () => {
  it('the login throttle counts the client X-Forwarded-For: one client is locked out, the other is not', async () => {
    for (let i = 0; i < MAX_PER_ADDRESS; i++)
      expect((await loginThrough(port, '203.0.113.7', `tebak${i}`, 'salah123')).status).toBe(401);
    expect(await loginThrough(port, '203.0.113.7', 'spv1', 'demo1234')).toMatchObject({
      status: 429,
      message: MSG.tooManyLogins,
    });
    expect((await loginThrough(port, '203.0.113.8', 'spv1', 'demo1234')).status).toBe(200);
  });

  it('the live channel connects through nginx on its port (WebSocket, and polling kept on one process) and hears the shop', async () => {
    const { token } = await loginThrough(port, '198.51.100.20', 'kasir1', 'demo1234');
    expect(token).toBeTruthy();
    for (const transports of [['websocket'], ['polling']] as const) {
      const socket = liveThrough(port, token as string, [...transports]);
      await connected(socket);
      const heard = new Promise((ok) => socket.once('uji-nginx', ok));
      // No REDIS_URL here: each process tells its own screens.
      for (const p of processes) p.live.toShop('uji-nginx', { transports });
      expect(await heard).toEqual({ transports });
      // Polling made several requests over this time: all reached the process holding the session.
      expect(socket.connected).toBe(true);
      socket.close();
    }
  });

  it('with `proxy_set_header Host $host` (the port dropped) the live channel refuses the page', async () => {
    const { token } = await loginThrough(wrongHostPort, '198.51.100.21', 'kasir1', 'demo1234');
    await expect(connected(liveThrough(wrongHostPort, token as string, ['websocket']))).rejects.toThrow();
  });
});
