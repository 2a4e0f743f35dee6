import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addDays, MSG } from '@emas/contract';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { loggedIn, loginThroughForm, popup } from '../helpers.ts';

// Runs last (file order): it moves TK1's business date.
let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

describe('store closing', () => {
  it('closes the day with progress, logs everyone out, and the next login has the next date', async () => {
    const owner = await loggedIn(browser, 'TK1', 'owner1');
    const kasir = await loggedIn(browser, 'TK1', 'kasir1');
    const before = (await owner.page.getByTestId('header-date').innerText()).match(/\d{4}-\d{2}-\d{2}/)?.[0];
    assert.ok(before);

    await owner.page.goto(`${shopUrl('TK1')}/tutup-toko`);
    await owner.page.getByText('Tanggal Sistem Berikutnya').waitFor();
    await owner.page.getByRole('button', { name: 'Tutup Toko' }).click();
    await popup(owner.page, `Apakah Anda Yakin Ingin Menutup Toko Tanggal ${before}?`).waitFor();
    await owner.page.getByRole('button', { name: 'OK', exact: true }).click();
    await owner.page.getByText(MSG.closingDone).last().waitFor();
    await screenshot(owner.page, 'closing-done');
    await owner.page.locator('#user_id').waitFor();

    // The cashier is sent to the login page by the live channel.
    await kasir.page.locator('#user_id').waitFor();
    assert.equal(new URL(kasir.page.url()).pathname, '/');

    await loginThroughForm(kasir.page, 'TK1', 'kasir1');
    assert.match(await kasir.page.getByTestId('header-date').innerText(), new RegExp(addDays(before, 1)));
    await owner.context.close();
    await kasir.context.close();
  });
});
