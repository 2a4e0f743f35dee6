import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addDays, CLOSING_MSG, closingLimit, formatTanggal, HARGA_EMAS_MSG, MSG } from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { answerBox, DEMO_PASSWORD, dismissBox, loggedIn, loginThroughForm, popup } from '../helpers.ts';

// Runs last (file order): it moves TK1's business date.
let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

/** The screen of a shop PC: 1366x768. */
const counterScreen = (page: Page) => page.setViewportSize({ width: 1366, height: 768 });

/** The ISO date of the header's 'Tanggal Sistem: dd-MM-yyyy'. */
async function headerDay(page: Page): Promise<string> {
  const m = (await page.getByTestId('header-date').innerText()).match(/(\d{2})-(\d{2})-(\d{4})/);
  assert.ok(m, 'the header shows the business date dd-MM-yyyy');
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** One ready item of the shop to scan. */
async function readyBarcode(): Promise<string> {
  const base = `${shopUrl('TK1')}/api/v1`;
  const login = await fetch(`${base}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: 'owner1', password: DEMO_PASSWORD }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const list = await fetch(`${base}/barang?status=READY&kode_gudang=TOKO&limit=1`, { headers: { token } });
  const kode = ((await list.json()) as { data: { kode_barcode: string }[] }).data[0]?.kode_barcode;
  assert.ok(kode, 'a ready item at TK1');
  return kode;
}

describe('store closing', () => {
  it('checklist first, warns an open screen (its cart kept), honest progress, logs everyone out', async () => {
    const owner = await loggedIn(browser, 'TK1', 'owner1');
    const kasir = await loggedIn(browser, 'TK1', 'kasir1');
    const admin = await loggedIn(browser, 'TK1', 'admin');
    await counterScreen(owner.page);
    const before = await headerDay(owner.page);

    // An open screen with a cart not saved yet: one scanned item on Pindah Barang.
    const kode = await readyBarcode();
    await admin.page.goto(`${shopUrl('TK1')}/pindah-barang`);
    await admin.page.getByLabel('Kode Barcode').fill(kode);
    await admin.page.getByLabel('Kode Barcode').press('Enter');
    await admin.page.getByTestId('pindah-barang-list').getByText(kode).waitFor();

    await owner.page.goto(`${shopUrl('TK1')}/tutup-toko`);
    await owner.page.getByText('Tanggal Sistem Berikutnya').waitFor();
    const users = owner.page.getByTestId('closing-users');
    await users.getByText('kasir1 (KASIR)').waitFor();
    await users.getByText('Pindah Barang: 1 baris').waitFor();
    await owner.page.getByTestId('closing-non-cash').waitFor();
    // Count a drawer: the difference shows at once.
    const kas = owner.page.getByTestId('closing-kas');
    const firstKasir = (await kas.locator('tbody tr.ant-table-row td').first().innerText()).trim();
    assert.ok(firstKasir, 'a cashier with a drawer today');
    await kas.getByLabel(`Uang Dihitung ${firstKasir}`).fill('1000');
    await owner.page
      .getByTestId(`selisih-${firstKasir}`)
      .getByText(/[-+]?[\d,]+/)
      .waitFor();
    // Issue 43: Rp 1,000 is short of the drawer's balance: a note is asked for beside the count.
    const note = kas.getByLabel(`Keterangan Selisih ${firstKasir}`);
    await note.waitFor();
    await kas.getByTestId(`keterangan-wajib-${firstKasir}`).waitFor();
    assert.equal(await note.getAttribute('aria-required'), 'true');
    await screenshot(owner.page, 'closing-checklist-1366');
    await owner.page.getByRole('button', { name: 'Tutup Toko' }).click();
    const refusedBox = owner.page
      .locator('.ant-modal-confirm')
      .filter({ hasText: CLOSING_MSG.shortageNote([firstKasir]) });
    await refusedBox.waitFor();
    await dismissBox(refusedBox);
    await note.fill('Selisih uang kembalian, dicek besok');
    await kas.getByTestId(`keterangan-wajib-${firstKasir}`).waitFor({ state: 'detached' });

    // Warned ahead: the other screens get a warning that stays until read.
    await users.getByRole('button', { name: 'Peringatkan Layar Terbuka' }).click();
    await popup(admin.page, CLOSING_MSG.warningTitle).waitFor();
    await screenshot(admin.page, 'closing-warning-open-screen');
    await admin.page.getByRole('button', { name: 'OK', exact: true }).click();

    // The progress text is recorded as it changes: it never reads 0 / 0.
    await owner.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const t = document.querySelector('[data-testid="progress-text"]')?.textContent;
        if (t && seen.at(-1) !== t) seen.push(t);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await owner.page.getByRole('button', { name: 'Tutup Toko' }).click();
    await answerBox(
      owner.page,
      `Apakah Anda Yakin Ingin Menutup Toko Tanggal ${formatTanggal(before)}?`,
      'OK',
    );
    await owner.page.getByText(MSG.closingDone).last().waitFor();
    const seen = await owner.page.evaluate(
      () => (window as unknown as { progressSeen: string[] }).progressSeen,
    );
    assert.ok(seen.length > 0, 'the progress was shown');
    assert.ok(!seen.some((t) => t.startsWith('0 / 0')), `no 0 / 0 in ${JSON.stringify(seen)}`);
    await screenshot(owner.page, 'closing-done');
    await owner.page.locator('#user_id').waitFor();

    // The others are sent to the login page by the live channel.
    await kasir.page.locator('#user_id').waitFor();
    assert.equal(new URL(kasir.page.url()).pathname, '/');
    await loginThroughForm(kasir.page, 'TK1', 'kasir1');
    assert.equal(await headerDay(kasir.page), addDays(before, 1));

    // The unsaved cart is back on the screen after the next login.
    await admin.page.locator('#user_id').waitFor();
    await loginThroughForm(admin.page, 'TK1', 'admin');
    await admin.page.goto(`${shopUrl('TK1')}/pindah-barang`);
    await admin.page.getByTestId('pindah-barang-list').getByText(kode).waitFor();
    await admin.page.getByText(CLOSING_MSG.cartKept).first().waitFor();
    for (const c of [owner, kasir, admin]) await c.context.close();
  });

  it('refuses to move the business date past the day after today', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    await counterScreen(page);
    // The closing above moved TK1 to tomorrow: closing again would reach the day after.
    assert.equal(await headerDay(page), closingLimit());
    await page.goto(`${shopUrl('TK1')}/tutup-toko`);
    const refused = page.getByTestId('closing-refused');
    await refused.getByText(CLOSING_MSG.tooFar(closingLimit())).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Tutup Toko' }).isDisabled(), true);
    await screenshot(page, 'closing-refused-1366');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'closing-refused-1920');
    await context.close();
  });

  it("reminds who may set prices that the new day keeps yesterday's gold price, until it is saved", async () => {
    // The closing above left TK1 on a day without a price of its own. A cashier is not reminded.
    const kasir = await loggedIn(browser, 'TK1', 'kasir1');
    await counterScreen(kasir.page);
    await kasir.page.getByTestId('header-date').waitFor();
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    await counterScreen(page);
    const reminder = page.getByTestId('harga-emas-reminder');
    await reminder.getByText(/^Harga emas hari ini belum diatur \(/).waitFor();
    assert.equal(await kasir.page.getByTestId('harga-emas-reminder').count(), 0);
    await kasir.context.close();
    await screenshot(page, 'harga-emas-reminder-1366');
    // Its link opens the price page; saving the day's price (yesterday's, confirmed) ends it.
    await reminder.getByRole('link', { name: 'Atur Harga Emas' }).click();
    await page.waitForURL(/\/parameter-harga-emas$/);
    await page.getByTestId('harga-emas-table').waitFor();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(HARGA_EMAS_MSG.saved).last().waitFor();
    await reminder.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('harga-emas-table').waitFor();
    assert.equal(await reminder.count(), 0);
    await context.close();
  });
});
