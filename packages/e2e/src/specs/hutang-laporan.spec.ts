import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  addDays,
  type api,
  formatMoney,
  formatRupiah,
  LAPORAN_HUTANG_LELANG,
  LAPORAN_PINJAMAN,
} from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { apiLogin, apiRequest, loggedIn } from '../helpers.ts';

// TK2: TK1 is closed by zz-closing. The demo auctions the loan longest overdue 3 days back on each branch.
const SHOP = 'TK2';

let browser: Browser;
let token: string;
let today: string;
before(async () => {
  browser = await launchBrowser();
  ({ token, tgl_system: today } = await apiLogin(SHOP, 'owner1'));
});
after(() => browser.close());

/** An API call of owner1's session: the answer's data. */
const call = <T>(method: string, path: string, body?: unknown) =>
  apiRequest<T>(SHOP, method, path, token, body);

/** Picks a day in the report form's date field (the calendar: no typing). */
async function pickDate(page: Page, label: string, day: string) {
  await page.getByLabel(label, { exact: true }).click();
  const cell = page.locator(`.ant-picker-dropdown:visible td[title="${day}"]`).first();
  if (!(await cell.isVisible()))
    await page.locator('.ant-picker-dropdown:visible .ant-picker-header-prev-btn').click();
  await cell.click();
}

describe('hutang on the dashboard and in the Laporan menu', () => {
  it('the dashboard flags the overdue loans with their count and principal', async () => {
    const due = await call<api.HutangJatuhTempo>('GET', 'hutang/jatuh-tempo');
    assert.ok(due.jumlah > 0, 'the demo leaves overdue loans');
    for (const width of [1366, 1920]) {
      const { context, page } = await loggedIn(browser, SHOP, 'owner1', { width });
      await page.goto(`${shopUrl(SHOP)}/dashboard`);
      const flag = page.getByRole('status').filter({ hasText: 'Hutang Lewat Jatuh Tempo' });
      await flag.getByText(`${due.jumlah} Hutang Lewat Jatuh Tempo`).waitFor();
      await flag.getByText(formatRupiah(due.jumlah_hutang), { exact: false }).waitFor();
      await screenshot(page, `dashboard-hutang-${width}`);
      await flag.getByRole('link', { name: 'Buka Lelang Hutang' }).click();
      await page.waitForURL(/\/lelang-hutang$/);
      await context.close();
    }
  });

  it('Laporan Pinjaman and Laporan Lelang Hutang show the seeded loans and the auction', async () => {
    const loans = await call<api.HutangReportRow[]>('POST', LAPORAN_PINJAMAN.path, {
      tgl_awal: today,
      tgl_akhir: today,
    });
    assert.ok(loans.length > 0, 'the demo lends today');
    const auctionDay = addDays(today, -3);
    const [auctioned] = await call<api.LelangReportRow[]>('POST', LAPORAN_HUTANG_LELANG.path, {
      tgl_lelang: auctionDay,
    });
    assert.ok(auctioned, 'the demo auctioned a loan');

    for (const width of [1366, 1920]) {
      const { context, page } = await loggedIn(browser, SHOP, 'owner1', { width });
      await page.goto(`${shopUrl(SHOP)}${LAPORAN_PINJAMAN.route}`);
      await page.getByTestId('laporan-filters').waitFor();
      await page.getByRole('button', { name: 'Cari' }).click();
      const table = page.getByTestId('laporan-table');
      for (const l of loans) await table.getByText(l.no_faktur_hutang).waitFor();
      await table
        .getByText(formatMoney(loans.reduce((s, l) => s + l.jumlah_hutang, 0)))
        .last()
        .waitFor();
      await screenshot(page, `laporan-pinjaman-${width}`);

      await page.goto(`${shopUrl(SHOP)}${LAPORAN_HUTANG_LELANG.route}`);
      await page.getByTestId('laporan-filters').waitFor();
      await pickDate(page, 'Tanggal Lelang', auctionDay);
      await page.getByRole('button', { name: 'Cari' }).click();
      const lelang = page.getByTestId('laporan-table');
      await lelang.getByText(auctioned.no_hutang).waitFor();
      await lelang.getByText(auctioned.nama_kreditur).waitFor();
      await lelang.getByText(formatMoney(auctioned.sisa_rp)).first().waitFor();
      for (const name of ['Export PDF', 'Export Excel']) await page.getByRole('button', { name }).waitFor();
      await screenshot(page, `laporan-lelang-hutang-${width}`);
      // No sideways scrolling at this width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `page wider than the window by ${overflow}px at ${width}`);
      await context.close();
    }
  });
});
