import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, MODULE } from '@emas/contract';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { apiRequest, apiToken, choose, loggedIn } from '../helpers.ts';

/** Parameter Akun (AKUN_MODULE) on TK2: an account number edited and saved; and the landing page. */
const SHOP = 'TK2';
let browser: Browser;
let owner: string;
const setModule = (active: boolean) =>
  apiRequest(SHOP, 'PUT', 'system-setting/modules', owner, { modules: [{ key: MODULE.AKUN, active }] });
before(async () => {
  browser = await launchBrowser();
  owner = await apiToken(SHOP, 'owner1');
  await setModule(true);
});
after(async () => {
  await setModule(false);
  await browser.close();
});

describe('parameter akun and landing page', () => {
  it('the owner edits the cash account of SERVICE CASH: Data Berhasil Diedit, back to the list', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await page.goto(`${shopUrl(SHOP)}/parameter-akun`);
    const row = page.getByTestId('para-akun-table').locator('tr', { hasText: 'SERVICE' });
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByTestId('para-akun-edit');
    await choose(page, edit.getByLabel('Nomor Akun KAS DEBET'), '1-1200 - BANK');
    await screenshot(page, 'parameter-akun-edit');
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(api.AKUN_MSG.edited).waitFor();
    await page.getByTestId('para-akun-table').waitFor();
    const saved = await apiRequest<api.ParaAkunTransaksi[]>(SHOP, 'GET', 'para-akun-transaksi', owner);
    const service = saved.find((p) => p.trx === 'SERVICE' && p.type === 'CASH');
    assert.equal(service?.detail_akun.find((d) => d.kode_akun === 'KAS')?.nomor_akun, '1-1200');
    await context.close();
  });

  it('the landing page welcomes the user with the shop and the business date', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/landingpages`);
    await page.getByTestId('landing-welcome').getByText('Selamat Datang').waitFor();
    await screenshot(page, 'landing-page');
    await context.close();
  });
});
