import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { api } from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../browser.ts';
import { ROOT } from '../demo-process.ts';
import { closeBox, pickOption, saleResponse } from '../helpers.ts';

/**
 * A new shop from an empty database (issue 39): its own server as `npm run serve` starts it (PGlite in
 * a temporary DATA_DIR, KODE_TOKO and ADMIN_PASSWORD, a free port), admin's first login opens Setup
 * Toko, the wizard is gone through by keyboard with the starter set, and the new cashier sells.
 */
const KODE = 'TK9';
const ADMIN_PASSWORD = 'rahasia-admin-9';
const SMALL = { width: 1366, height: 768 };
const LARGE = { width: 1920, height: 1080 };

let browser: Browser;
let server: ChildProcess;
let dataDir: string;
let url: string;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function startShop(): Promise<void> {
  dataDir = mkdtempSync(join(tmpdir(), 'emas-setup-'));
  const port = await freePort();
  url = `http://localhost:${port}`;
  server = spawn('node', ['--import', 'tsx', join(ROOT, 'packages/server/src/main/serve.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      KODE_TOKO: KODE,
      ADMIN_PASSWORD,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const until = Date.now() + Number(process.env.E2E_DEMO_TIMEOUT_MS ?? 300_000);
  for (;;) {
    if (server.exitCode !== null) throw new Error('the new shop stopped before it served');
    try {
      if ((await fetch(`${url}/api/v1/users/me`)).status === 401) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error('the new shop did not answer in time');
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function apiCall<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${url}/api/v1/${path}`, {
    method,
    headers: {
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}
const apiLogin = async (user_id: string, password: string) =>
  (await apiCall<{ token: string }>('POST', 'users/login', null, { user_id, password })).token;

async function login(page: Page, userId: string, password: string) {
  await page.goto(`${url}/`);
  await page.locator('#user_id').fill(userId);
  await page.locator('#password').fill(password);
  await page.locator('#password').press('Enter');
  await page.getByTestId('header-shop').waitFor();
}

/** The step's screen at both sizes, named by the step; then back to the shop PC's 1366x768. */
async function shots(page: Page, name: string) {
  await screenshot(page, `setup-toko-${name}-1366`, false);
  await page.setViewportSize(LARGE);
  await screenshot(page, `setup-toko-${name}-1920`, false);
  await page.setViewportSize(SMALL);
}

/** A step saved: its success box seen and closed (OK or its own timer), and the next step in process. */
async function saved(page: Page, message: string, nextStep: string) {
  await closeBox(page, message);
  await page.locator('.ant-steps-item-process', { hasText: nextStep }).waitFor();
}

/** Focus on the step's submit button, then Enter (what a keyboard user does after Tab). */
async function pressSubmit(page: Page, form: string, name: string) {
  const button = page.getByRole('form', { name: form }).getByRole('button', { name });
  await button.focus();
  await page.waitForFunction((n) => document.activeElement?.textContent?.trim() === n, name);
  await page.keyboard.press('Enter');
}

before(async () => {
  await startShop();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const M = api.SETUP_TOKO_MSG;

describe('a new shop on an empty database', () => {
  it('admin is sent to Setup Toko and goes through it by keyboard; the new cashier sells', async () => {
    const context = await browser.newContext({ viewport: SMALL });
    const page = await context.newPage();
    await login(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/setup-toko$/);
    await page.locator('.ant-steps-item-process', { hasText: 'Profil Toko' }).waitFor();
    // The menu has the entry too.
    assert.match(await page.getByTestId('sidebar-menu').innerText(), /Utility/);

    // 1. Profil: typed field after field with Tab, saved with Enter.
    await page.locator('#nama_toko').fill('');
    await page.locator('#nama_toko').focus();
    await page.keyboard.type('Toko Emas Cahaya Bogor');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jl. Suryakencana No. 9, Bogor');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0251831234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('081299990009');
    await shots(page, '1-profil');
    await page.keyboard.press('Enter');
    await saved(page, M.profilSaved, 'Data Master');

    // 2. Data master: the starter set, one row edited (the sales person's name), saved with Enter.
    await page.getByRole('tab', { name: /^Sales/ }).click();
    const nama = page.getByRole('tabpanel').locator('input[id$="-nama_sales"]').first();
    await nama.fill('DEWI LESTARI');
    await page.getByRole('tab', { name: /^Kadar/ }).click();
    await page
      .getByRole('tabpanel')
      .getByText('EMAS 916 (22 KARAT)')
      .waitFor()
      .catch(() => undefined);
    await shots(page, '2-master');
    await page.getByRole('tab', { name: /^Sales/ }).click();
    await nama.press('Enter');
    await saved(page, M.masterSaved, 'Harga Emas');

    // 3. Harga emas: the suggested 24K price typed over, saved with Enter.
    const jual = page.getByLabel('Harga Jual 24K / Gram');
    await jual.fill('1400000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1300000');
    await shots(page, '3-harga');
    await page.keyboard.press('Enter');
    await saved(page, M.hargaSaved, 'User');

    // 4. Users: the starter KASIR and SPV with their passwords.
    await page.getByLabel('User ID 1').fill('kasir');
    await page.getByLabel('Password 1').fill('kasir-baru-9');
    await page.getByLabel('Password 2').fill('spv-baru-9');
    await shots(page, '4-users');
    await page.getByLabel('Password 2').press('Enter');
    await saved(page, M.usersSaved, 'Module');

    // 5. Module: the switches as they are; Tab to Simpan & Lanjut, Enter.
    await page.getByRole('switch').first().waitFor();
    await shots(page, '5-modul');
    await pressSubmit(page, 'Module', 'Simpan & Lanjut');
    await saved(page, M.modulSaved, 'Selesai');

    // 6. Selesai: ready to sell.
    await page.getByText('Toko siap berjualan').waitFor();
    await shots(page, '6-selesai');
    await pressSubmit(page, 'Selesai', 'Selesai');
    await closeBox(page, M.selesai);
    await page.waitForURL((u) => !u.pathname.endsWith('/setup-toko'));
    await context.close();

    // One item added after the set-up (Tambah Data Barang's call), by the admin.
    const admin = await apiLogin('admin', ADMIN_PASSWORD);
    const status = await apiCall<api.SetupStatus>('GET', 'setup-toko/status', admin);
    assert.deepEqual(status.kurang, []);
    assert.equal(status.perlu_setup, false);
    const added = await apiCall<{ kode_barcode?: string; data?: { kode_barcode: string }[] }>(
      'POST',
      'barang',
      admin,
      {
        nama_barang: 'cincin polos',
        kode_gudang: 'TOKO',
        kode_toko: 'A01',
        kode_group: 'EMAS TUA',
        kode_dept: 'TCC',
        markis: 'TIDAK',
        berat: 2,
        berat_asli: 2,
        kadar: 75,
        kadar_cetak: '750',
        kadar_modal: 72,
        ongkos: 30_000,
        profit: 0,
      },
    );
    const kode = added.kode_barcode ?? added.data?.[0]?.kode_barcode;
    assert.ok(kode, 'the item has a barcode');

    // The new cashier: lands on the usual page (not the set-up), sells the item for exact cash.
    const kasirContext = await browser.newContext({ viewport: SMALL });
    const counter = await kasirContext.newPage();
    await login(counter, 'kasir', 'kasir-baru-9');
    assert.ok(!counter.url().endsWith('/setup-toko'));
    await counter.goto(`${url}/transaksi-penjualan`);
    const barcode = counter.getByLabel('Barcode', { exact: true });
    await barcode.waitFor();
    await counter.keyboard.press('F7');
    await pickOption(counter, 'S01');
    await barcode.fill(kode);
    await barcode.press('Enter');
    await counter.getByTestId('sale-lines').getByText(kode).waitFor();
    await counter.keyboard.press('F8');
    const save = saleResponse(counter);
    await counter.keyboard.press('F9');
    const res = (await (await save).json()) as { data: api.SaleSaved; message: string };
    assert.equal(res.message, api.TRANSAKSI_MSG.saleSaved);
    // 2 g x (1,400,000 x 75 %) + 30,000 ongkos.
    assert.equal(res.data.total_jual, 2_130_000);
    await counter.locator('.ant-message-notice', { hasText: api.TRANSAKSI_MSG.saleSaved }).waitFor();
    await screenshot(counter, 'setup-toko-7-penjualan-1366', false);
    await kasirContext.close();
  });
});
