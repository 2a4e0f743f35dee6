import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_24K, formatMoney, LAPORAN_HARGA_EMAS } from '@emas/contract';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { choose, DEMO_PASSWORD, exportPdfWindow, loggedIn } from '../helpers.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

/** One API call to TK1 with the token header; the answer's envelope. */
async function api(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${shopUrl('TK1')}/api/v1/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; message?: string; data: unknown };
  assert.equal(res.status, 200, json.message);
  return json;
}

describe('laporan', () => {
  it('Laporan Harga Emas: a price set through the API shows in the report, with its exports', async () => {
    const login = await api('POST', 'users/login', { user_id: 'owner1', password: DEMO_PASSWORD });
    const { token, tgl_system } = login.data as { token: string; tgl_system: string };
    // The demo shops price by the 24K base (kategori_harga harga_100%).
    await api(
      'PUT',
      'harga-emas',
      {
        tanggal: tgl_system,
        harga: [{ kode_group: BASE_24K, harga_jual: 1_417_000, harga_beli: 1_311_000 }],
      },
      token,
    );

    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    await page.goto(`${shopUrl('TK1')}${LAPORAN_HARGA_EMAS.route}`);
    assert.equal(await page.title(), 'Laporan Harga Emas | Back Office Toko Emas');
    await page.getByTestId('laporan-filters').waitFor();
    // No export before a search.
    assert.equal(await page.getByRole('button', { name: 'Export PDF' }).count(), 0);
    await page.getByRole('button', { name: 'Cari' }).click();

    const table = page.getByTestId('laporan-table');
    await table.waitFor();
    await table.getByText(formatMoney(1_417_000)).first().waitFor();
    await table
      .getByText(/^TANGGAL \d{2}-\d{2}-\d{4}/)
      .first()
      .waitFor();
    await table.getByText('TOTAL', { exact: true }).waitFor();
    await page.getByText(LAPORAN_HARGA_EMAS.successToast).first().waitFor();
    for (const name of ['Export PDF', 'Export Excel', 'Export CSV'])
      await page.getByRole('button', { name }).waitFor();
    await screenshot(page, 'laporan-harga-emas');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'LAPORAN HARGA EMAS.csv');
    await exportPdfWindow(context, page);
    await context.close();
  });

  it('an empty period shows the empty text and no export', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    await page.goto(`${shopUrl('TK1')}/laporan-perubahan-data`);
    await page.getByTestId('laporan-filters').waitFor();
    // A long list: searched by typing, as a user would.
    await choose(page, 'Data', 'Master Tukang', { typed: true });
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByText('Data Laporan Perubahan Data Kosong').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Export PDF' }).count(), 0);
    await context.close();
  });

  it('a cashier sees the report refused', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'kasir1');
    await page.goto(`${shopUrl('TK1')}${LAPORAN_HARGA_EMAS.route}`);
    await page.getByTestId('access-denied').waitFor();
    await context.close();
  });
});
