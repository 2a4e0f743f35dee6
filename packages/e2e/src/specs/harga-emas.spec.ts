import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatMoney, HARGA_EMAS_MSG } from '@emas/contract';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { loggedIn, popup } from '../helpers.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

describe('parameter harga emas', () => {
  it('owner sets the 24K price; every group follows by kadar; the change shows in the history', async () => {
    const { context, page } = await loggedIn(browser, 'TK2', 'owner1');
    await page.goto(`${shopUrl('TK2')}/parameter-harga-emas`);
    const table = page.getByTestId('harga-emas-table');
    await table.waitFor();
    await page.getByText('Kategori Harga: harga_100%').waitFor();

    const jual = page.getByLabel('Harga Jual 24K');
    await jual.fill('1400000');
    await page.getByLabel('Harga Beli 24K').fill('1300000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await popup(page, 'Berhasil').waitFor();
    await page.getByText(HARGA_EMAS_MSG.saved).last().waitFor();

    // The seeded 18K group (kadar 75) follows: 1,400,000 x 75 / 100.
    const row = table.locator('tr', { hasText: /75(\.00)? %/ }).first();
    await row.getByText(formatMoney(1_050_000)).waitFor();
    assert.match(await row.innerText(), new RegExp(formatMoney(975_000)));
    const history = page.getByTestId('harga-emas-history');
    await history.getByText(formatMoney(1_400_000)).first().waitFor();
    await screenshot(page, 'harga-emas');
    await context.close();
  });

  it('a cashier sees the page refused', async () => {
    const { context, page } = await loggedIn(browser, 'TK2', 'kasir1');
    await page.goto(`${shopUrl('TK2')}/parameter-harga-emas`);
    await page.getByTestId('access-denied').waitFor();
    await context.close();
  });
});
