import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { migrateSchema } from '../db/migrate.ts';
import { buildShopServer, type ShopServer } from '../main/shop-server.ts';
import { createShopContext } from './context.ts';

/** A built web app as Vite leaves it: index.html, hashed assets with their .br / .gz beside them. */
const INDEX = '<!doctype html><html><head><script src="/assets/index-AbC123.js"></script></head></html>';
const SCRIPT = `console.log(${JSON.stringify('emas '.repeat(2000))});`;

let dir: string;
let database: Database;
let server: ShopServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'emas-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(join(dir, 'assets/index-AbC123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets/index-AbC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets/index-AbC123.js.gz'), gzipSync(SCRIPT));
  database = await openDatabase({});
  const shop = createShopContext({ kode_toko: 'TK1', appType: 'TOKO', database, schema: 'web_static_tk1' });
  await migrateSchema(database.db, shop.schema);
  server = await buildShopServer(shop, { webDist: dir, logLevel: 'silent' });
});
afterAll(async () => {
  await server.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the web app as served', () => {
  it('sends a hashed asset compressed (brotli, else gzip) and cached for a year, immutable', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html (at / and for any route of the app) with no-cache, so a new build is seen', async () => {
    for (const url of ['/', '/index.html', '/kode-transaksi']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      const body =
        res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(body, url).toBe(INDEX);
    }
    expect((await get('/', 'br')).headers['content-encoding']).toBe('br');
  });

  it('still answers an unknown API path with the JSON 404', async () => {
    const res = await get('/api/v1/tidak-ada');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error' });
  });
});

describe('the address a shop server listens on', () => {
  it('is this machine only (127.0.0.1) unless the caller names another', async () => {
    await server.listen(0);
    expect((server.app.server.address() as AddressInfo).address).toBe('127.0.0.1');
  });
});
