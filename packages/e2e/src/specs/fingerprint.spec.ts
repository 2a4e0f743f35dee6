import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, formatMoney, MODULE, maxPurchasePrice } from '@emas/contract';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { run } from '../demo-process.ts';
import {
  addOutsideGoldLine,
  apiRequest,
  apiToken,
  choose,
  fillUmumSeller,
  loggedIn,
  mudaPurchaseQuote,
} from '../helpers.ts';

/**
 * Fingerprint authorisation (FINGERPRINT_MODULE) on TK1: the owner enrols spv1's finger from Data
 * Users, then a purchase above the maximum price is authorised by spv1's finger on kasir1's counter.
 * The reader is the simulator script (`npm run fingerprint:scan`), signed in as the counter's user.
 */
const SHOP = 'TK1';
const BERAT = 2.5;

let browser: Browser;
let owner: string;
const setModule = (active: boolean) =>
  apiRequest(SHOP, 'PUT', 'system-setting/modules', owner, {
    modules: [{ key: MODULE.FINGERPRINT, active }],
  });
before(async () => {
  browser = await launchBrowser();
  owner = await apiToken(SHOP, 'owner1');
  await setModule(true);
});
after(async () => {
  await setModule(false);
  await browser.close();
});

/** The simulated reader of `login`'s counter puts `fingerOf`'s finger (or another `finger`) on it. */
const reader = (login: string, fingerOf: string, finger?: string) =>
  run('npx', [
    'tsx',
    'packages/server/src/main/fingerprint-reader.ts',
    '--url',
    shopUrl(SHOP),
    '--login',
    login,
    '--finger-of',
    fingerOf,
    ...(finger ? ['--finger', finger] : []),
    '--timeout',
    '30000',
  ]);

describe('fingerprint authorisation', () => {
  it('the owner enrols spv1 from Data Users with a scan on the reader', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await page.goto(`${shopUrl(SHOP)}/data-users`);
    const card = page.getByTestId('fingerprint-card');
    const row = card.locator('tr', { hasText: 'spv1' });
    await row.getByRole('button', { name: /^Daftarkan/ }).click();
    await card.getByText(api.FINGERPRINT_MSG.enrolWaiting).waitFor();
    assert.equal(await reader('owner1', 'spv1'), 0);
    await page.getByText(api.FINGERPRINT_MSG.enrolled).waitFor();
    await row.getByText('Terdaftar', { exact: false }).first().waitFor();
    await screenshot(page, 'fingerprint-enrol');
    await context.close();
  });

  it('a purchase above the maximum is authorised by spv1’s finger: a wrong finger first, then the right one', async () => {
    const kasir = await apiToken(SHOP, 'kasir1');
    const quote = await mudaPurchaseQuote<api.PurchaseQuote>(SHOP, kasir);
    const over = maxPurchasePrice({ ...quote, berat: BERAT }) + 1_000;
    await apiRequest(SHOP, 'POST', 'uang-kas', kasir, {
      kategori: 'KAS MASUK',
      deskripsi: 'MODAL E2E FINGERPRINT',
      jumlah: over,
    });

    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/transaksi-pembelian`);
    await page.locator('#beli-kode-asal:focus').waitFor();
    const lines = await addOutsideGoldLine(page, 'cincin fingerprint e2e', BERAT);
    await lines.getByLabel('Harga Sepakat').fill(String(over));
    await lines.getByLabel('Harga Sepakat').press('Tab');
    await choose(page, page.locator('#beli-sales'), 'S01');
    await fillUmumSeller(page);
    await page.locator(`#bayar-jumlah-0[value="${formatMoney(over)}"]`).waitFor();

    await page.keyboard.press('F9');
    const auth = page.locator('.ant-modal', { hasText: 'Otorisasi Pembelian Di Atas Maksimum' });
    // With the module on: the username is picked among SPV/OWN users and no password is asked.
    assert.equal(await auth.getByLabel('Password').count(), 0);
    await choose(page, auth.getByLabel('Username'), 'spv1');

    await auth.getByRole('button', { name: 'Scan Fingerprint' }).click();
    await auth.getByText(api.FINGERPRINT_MSG.scan).waitFor();
    await screenshot(page, 'fingerprint-waiting');
    assert.equal(await reader('kasir1', 'spv1', 'JEMPOL KIRI'), 1);
    await auth.getByText(api.FINGERPRINT_MSG.failed).waitFor();

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/pembelian') && r.request().method() === 'POST',
    );
    await auth.getByRole('button', { name: 'Scan Fingerprint' }).click();
    await auth.getByText(api.FINGERPRINT_MSG.scan).waitFor();
    assert.equal(await reader('kasir1', 'spv1'), 0);
    const res = await saved;
    const body = (await res.json()) as { message: string; data: api.PurchaseSaved };
    assert.equal(res.status(), 201, body.message);
    const sent = res.request().postDataJSON() as api.CreatePurchaseBody;
    const id = sent.detail_barang[0]?.id_otorisasi ?? '';
    assert.match(id, /^OTR-/);
    // The authorisation is spv1's, given without a password.
    const report = await apiRequest<api.AuthorizationReportRow[]>(
      SHOP,
      'GET',
      `authorization/reports?tgl_from=2000-01-01&tgl_to=2099-12-31`,
      owner,
    );
    assert.equal(report.find((r) => r.id_otorisasi === id)?.authorised_by, 'spv1');
    await screenshot(page, 'fingerprint-authorised');
    await context.close();
  });
});
