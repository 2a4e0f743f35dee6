import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MSG } from '@emas/contract';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { loggedIn, popup } from '../helpers.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

describe('login', () => {
  it('checks the form and shows the server refusal in the Oopss box', async () => {
    const page = await browser.newPage();
    await page.goto(`${shopUrl('TK1')}/`);
    assert.equal(await page.title(), 'Login | Back Office Toko Emas');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('User ID Tidak Boleh Kosong').waitFor();
    await page.getByText('Password Tidak Boleh Kosong').waitFor();
    await page.locator('#user_id').fill('kasir1');
    await page.locator('#password').fill('salah-sekali');
    await page.getByRole('button', { name: 'Login' }).click();
    await popup(page, 'Oopss!!').waitFor();
    await page.getByText(MSG.loginFailed).first().waitFor();
    await screenshot(page, 'login-refused');
    assert.equal(new URL(page.url()).pathname, '/');
    await page.close();
  });

  for (const [userId, level] of [
    ['kasir1', 'KASIR'],
    ['spv1', 'SPV'],
    ['owner1', 'OWN'],
    ['admin', 'SU'],
  ] as const) {
    it(`${userId} (${level}) lands on the dashboard with shop, business date and menu`, async () => {
      const { context, page } = await loggedIn(browser, 'TK1', userId);
      await page.waitForURL(/\/dashboard$/);
      assert.match(await page.getByTestId('header-shop').innerText(), /TOKO EMAS SINAR MULIA BLOK M/);
      assert.match(await page.getByTestId('header-date').innerText(), /Tanggal Sistem: \d{2}-\d{2}-\d{4}/);
      assert.equal(await page.title(), 'Dashboard | Back Office Toko Emas');
      const menu = await page.getByTestId('sidebar-menu').innerText();
      assert.match(menu, /Dashboard/);
      assert.match(menu, /Penjualan/);
      const boss = level === 'OWN' || level === 'SU';
      // The default access tree keeps user and system settings away from the counter staff.
      assert.equal(/Utility/.test(menu), boss, `Utility menu for ${level}`);
      await screenshot(page, `dashboard-${userId}`);

      // Setting System is for OWN, SU, DEV and MU only: in the sub-menu page and on the server.
      if (boss) {
        await page.goto(`${shopUrl('TK1')}/SubMenuUtility`);
        await page.getByText('Setting System').first().waitFor();
        await page.getByText('Data Users').first().waitFor();
      }
      await page.goto(`${shopUrl('TK1')}/settingsystem`);
      if (level === 'OWN' || level === 'SU') {
        await page.getByTestId('modules-table').waitFor();
        await page.getByText('MEMBER_MODULE', { exact: true }).waitFor();
      } else {
        await page.getByTestId('access-denied').waitFor();
        await screenshot(page, `access-denied-${userId}`);
      }
      await context.close();
    });
  }

  it('logs out to the login page and the old page is no longer reachable', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'spv1');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.locator('#user_id').waitFor();
    await page.goto(`${shopUrl('TK1')}/data-users`);
    await page.locator('#user_id').waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await context.close();
  });

  it('unknown paths show the not-found page; legal pages open without login', async () => {
    const page = await browser.newPage();
    await page.goto(`${shopUrl('TK1')}/terms-and-conditions`);
    assert.equal(await page.title(), 'Syarat Dan Ketentuan | Back Office Toko Emas');
    await page.goto(`${shopUrl('TK1')}/privacy-policy`);
    assert.equal(await page.title(), 'Kebijakan Privasi | Back Office Toko Emas');
    await page.close();
    const { context, page: p2 } = await loggedIn(browser, 'TK1', 'kasir1');
    await p2.goto(`${shopUrl('TK1')}/halaman-yang-tidak-ada`);
    await p2.getByText('404').first().waitFor();
    assert.equal(await p2.title(), 'Halaman Tidak Ditemukan | Back Office Toko Emas');
    await context.close();
  });
});
