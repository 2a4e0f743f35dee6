import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, LAPORAN_TAMBAH_BARANG } from '@emas/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, freePort, type Proc, repoRoot, serverEnv, startProcess } from '../test/processes.ts';

const WEB_INDEX = '<!doctype html><title>EMAS build test</title>';
let tmp: string;
let dist: string;
let server: Proc | undefined;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'emas-build-'));
  dist = join(tmp, 'dist');
  const web = join(tmp, 'web-src');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), WEB_INDEX);
  await buildServer(dist, web);
  // What `npm ci --omit=dev` leaves: the packages, found from the compiled server's place.
  symlinkSync(join(repoRoot, 'node_modules'), join(tmp, 'node_modules'), 'dir');
}, 120_000);
afterAll(async () => {
  await server?.stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('the compiled server (npm run build)', () => {
  it('ships plain JavaScript that imports neither tsx nor TypeScript files', () => {
    const files = [
      'serve.js',
      'backup.js',
      'restore.js',
      'replica.js',
      'workers/pdf-worker.cjs',
      'workers/label-worker.cjs',
    ];
    for (const f of files) {
      const code = readFileSync(join(dist, f), 'utf8');
      expect(code, f).not.toMatch(/["']tsx(\/[^"']*)?["']/);
      expect(code, f).not.toMatch(/(from|import\(|require\()\s*["'][^"']+\.ts["']/);
    }
    expect(readdirSync(join(dist, 'drizzle')).some((f) => f.endsWith('.sql'))).toBe(true);
  });

  it('starts with plain node on a fresh PGlite: first-start admin logs in, the web app and a PDF are served', async () => {
    const port = await freePort();
    server = startProcess(process.execPath, [join(dist, 'serve.js')], {
      cwd: tmp,
      env: serverEnv({
        PORT: String(port),
        DATA_DIR: join(tmp, 'data'),
        KODE_TOKO: 'TKB',
        ADMIN_PASSWORD: 'rahasia-build',
      }),
    });
    await server.waitFor(/Server listening at/);
    // The process runs on node's own loaders: no --import tsx, no NODE_OPTIONS.
    const cmdline = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(cmdline).toEqual([process.execPath, join(dist, 'serve.js')]);
    expect(readFileSync(`/proc/${server.child.pid}/environ`, 'utf8').split('\0')).toContain('NODE_OPTIONS=');

    const base = `http://127.0.0.1:${port}`;
    const page = await fetch(`${base}/transaksi-penjualan`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(WEB_INDEX);

    const login = await fetch(`${base}${API_PREFIX}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: 'admin', password: 'rahasia-build' }),
    });
    const body = (await login.json()) as { data: { token: string; kode_toko: string; tgl_system: string } };
    expect(login.status).toBe(200);
    expect(body.data.kode_toko).toBe('TKB');

    // A report PDF is laid out by the precompiled worker thread (workers/pdf-worker.cjs).
    const day = body.data.tgl_system;
    const q = new URLSearchParams({
      tgl_awal: day,
      tgl_akhir: day,
      kode_gudang: 'SEMUA',
      kode_group: 'SEMUA',
      format: 'pdf',
    });
    const pdf = await fetch(`${base}${API_PREFIX}/${LAPORAN_TAMBAH_BARANG.path}?${q}`, {
      headers: { token: body.data.token },
    });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(server.output()).not.toMatch(/pdf worker unavailable/);
  }, 120_000);
});
