import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isSubMenuPath, MSG, ROUTES } from '@emas/contract';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { loggedIn, popup } from '../helpers.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

describe('app shell', () => {
  it('POS mode: home tiles, a sub-menu page, and back to the dashboard mode', async () => {
    // The owner: the screens not built yet are in menus a cashier does not see.
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    await page.getByRole('switch', { name: 'Mode POS' }).click();
    await page.waitForURL(/\/home$/);
    await page.getByText('Penjualan').first().waitFor();
    await screenshot(page, 'pos-home');
    // The mode survives a reload.
    await page.reload();
    await page.waitForURL(/\/home$/);
    assert.equal(await page.getByRole('switch', { name: 'Mode POS' }).getAttribute('aria-checked'), 'true');
    await page.getByRole('main').getByText('Hutang', { exact: true }).first().click();
    await page.waitForURL(/\/SubMenuHutang$/);
    await page.getByText('Transaksi Hutang').first().waitFor();
    assert.equal(await page.title(), 'Hutang | Back Office Toko Emas');
    // Every screen of the route table is built: a sub-menu page marks none as coming soon.
    await page.getByText('Lelang Hutang').first().waitFor();
    assert.equal(await page.getByText('Segera hadir').count(), 0);
    await page.getByRole('switch', { name: 'Mode POS' }).click();
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('a module switched off hides its menu and blocks its route, live, for a user already logged in', async () => {
    const owner = await loggedIn(browser, 'TK2', 'owner1');
    const kasir = await loggedIn(browser, 'TK2', 'kasir1');
    try {
      await kasir.page.goto(`${shopUrl('TK2')}/SubMenuMember`);
      await kasir.page.getByText('Data Member').first().waitFor();

      await owner.page.goto(`${shopUrl('TK2')}/settingsystem`);
      await owner.page.getByRole('switch', { name: 'MEMBER_MODULE', exact: true }).click();
      await owner.page.getByText('1 perubahan').waitFor();
      await owner.page.getByRole('button', { name: 'Simpan' }).click();
      await popup(owner.page, 'Berhasil').waitFor();

      // The cashier's screen is told the settings changed; OK merges them and reloads after 1 s.
      const prompt = popup(kasir.page, MSG.settingsChanged);
      await prompt.waitFor();
      await screenshot(kasir.page, 'settings-changed-prompt');
      await Promise.all([
        kasir.page.waitForEvent('load'),
        kasir.page.getByRole('button', { name: 'OK', exact: true }).click(),
      ]);
      // Merged into the stored user data: the menu hides it at once, without a new login.
      await kasir.page.getByText('Laporan Aktivasi Member').first().waitFor();
      assert.equal(await kasir.page.getByText('Data Member').count(), 0);
      await kasir.page.goto(`${shopUrl('TK2')}/data-member`);
      await kasir.page.getByTestId('not-authorised').waitFor();
      await screenshot(kasir.page, 'not-authorised');
      await kasir.page.goto(`${shopUrl('TK2')}/SubMenuMember`);
      await kasir.page.getByText('Laporan Aktivasi Member').first().waitFor();
      assert.equal(await kasir.page.getByText('Data Member').count(), 0);
    } finally {
      await owner.page.goto(`${shopUrl('TK2')}/settingsystem`);
      const sw = owner.page.getByRole('switch', { name: 'MEMBER_MODULE', exact: true });
      if ((await sw.getAttribute('aria-checked')) === 'false') {
        await sw.click();
        await owner.page.getByRole('button', { name: 'Simpan' }).click();
        await popup(owner.page, 'Berhasil').waitFor();
      }
      await owner.context.close();
      await kasir.context.close();
    }
  });

  it('offline: a blocking modal; back online: the reload prompt', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'spv1');
    await context.setOffline(true);
    await page.getByTestId('offline-modal').waitFor();
    await screenshot(page, 'offline');
    await context.setOffline(false);
    await page.getByTestId('offline-modal').waitFor({ state: 'detached' });
    await popup(page, 'Looks like you connection is Back').waitFor();
    await page.getByRole('button', { name: 'Muat Ulang' }).click();
    await page.getByTestId('header-shop').waitFor();
    await context.close();
  });

  it('the sidebar and the Laporan sub-menu page offer the reports; none is marked coming soon', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    await page.setViewportSize({ width: 1366, height: 768 });
    const laporan = ROUTES.filter((r) => r.group === 'LAPORAN' && !isSubMenuPath(r.path) && !r.gate);
    assert.ok(laporan.length > 10 && laporan.every((r) => r.built), 'every ungated report is built');
    const [first, last] = [laporan[0], laporan.at(-1)];
    assert.ok(first && last);
    await page.getByTestId('sidebar-menu').getByText('Laporan', { exact: true }).click();
    await page.getByTestId('sidebar-menu').getByRole('link', { name: first.title, exact: true }).waitFor();
    await screenshot(page, 'sidebar-built-only');
    await page.goto(`${shopUrl('TK1')}/SubMenuLaporan`);
    const tile = page.getByRole('main').locator('a', { hasText: last.title }).first();
    await tile.waitFor();
    assert.equal(await page.getByRole('main').getByText('Segera hadir').count(), 0);
    await tile.click();
    await page.waitForURL((u) => u.pathname === last.path);
    assert.equal(await page.getByTestId('coming-soon').count(), 0);
    await context.close();
  });

  it('a narrow phone screen hides the sidebar behind the menu button', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1', { width: 420 });
    await page.getByTestId('header-shop').waitFor();
    await screenshot(page, 'narrow-dashboard');
    assert.equal(await page.getByTestId('sidebar-menu').isVisible(), false);
    await page.getByRole('button', { name: 'Buka Menu' }).click();
    await page.getByTestId('sidebar-menu').waitFor();
    await context.close();
  });
});
