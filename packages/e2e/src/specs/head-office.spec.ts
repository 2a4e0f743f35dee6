import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { loggedIn } from '../helpers.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

describe('head office', () => {
  it('sees every branch on the head-office dashboard, picks TK2 and works on its data', async () => {
    const { context, page } = await loggedIn(browser, 'PST', 'PUSAT');
    assert.match(await page.getByTestId('header-shop').innerText(), /KANTOR PUSAT/);
    await page.goto(`${shopUrl('PST')}/dashboardPusat`);
    await page.getByTestId('shop-card-TK1').waitFor();
    await page.getByTestId('shop-card-TK2').waitFor();
    assert.match(await page.getByTestId('shop-card-TK2').innerText(), /TOKO EMAS SINAR MULIA DEPOK/);
    await screenshot(page, 'dashboard-pusat');

    await page.getByTestId('shop-picker').click();
    await page.getByRole('option', { name: 'TOKO EMAS SINAR MULIA DEPOK' }).click();
    await page.goto(`${shopUrl('PST')}/settingtoko`);
    const name = page.getByLabel('Nama Toko');
    await name.waitFor();
    await page.waitForFunction(
      () => (document.querySelector('#nama_toko') as HTMLInputElement | null)?.value,
    );
    assert.equal(await name.inputValue(), 'TOKO EMAS SINAR MULIA DEPOK');
    await screenshot(page, 'pusat-picked-tk2');

    await page.getByTestId('shop-picker').click();
    await page.getByRole('option', { name: 'TOKO EMAS SINAR MULIA BLOK M' }).click();
    await page.waitForFunction(
      () =>
        (document.querySelector('#nama_toko') as HTMLInputElement | null)?.value ===
        'TOKO EMAS SINAR MULIA BLOK M',
    );
    await context.close();
  });

  it('a branch owner lists its service credentials, issues one and revokes it', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    await page.goto(`${shopUrl('TK1')}/settingtoko`);
    // The credential head office holds since the demo was seeded stays untouched.
    const seeded = page.locator('tr', { hasText: 'SEED' });
    await seeded.getByText('AKTIF').waitFor();
    await page.getByRole('button', { name: 'Buat Token Layanan' }).click();
    const token = await page.locator('.ant-alert code').innerText();
    assert.match(token, /^svc_/);
    const mine = page.locator('tr', { hasText: 'owner1' });
    await mine.getByText('AKTIF').waitFor();
    assert.equal((await page.locator('.ant-table').innerText()).includes(token), false);
    await mine.getByRole('button', { name: 'Cabut' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Cabut' }).click();
    await mine.getByText('DICABUT').waitFor();
    await seeded.getByText('AKTIF').waitFor();
    await screenshot(page, 'service-credentials');
    await context.close();
  });

  it('a branch user has no shop picker', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    assert.equal(await page.getByTestId('shop-picker').count(), 0);
    await context.close();
  });
});
