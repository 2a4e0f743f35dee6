import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  AKHIR_HARI_PENJUALAN,
  formatMoney,
  LAPORAN_AKHIR_HARI,
  LAPORAN_GLOBAL_PENJUALAN,
  MODULE,
  MSG,
  type ReportData,
} from '@emas/contract';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { apiLogin, apiRequest, loggedIn, type ShopKey } from '../helpers.ts';

/**
 * Head office's Laporan Global Penjualan over both branches, then with TK2 stopped (the demo's shop
 * switch: SIGUSR2 closes TK2's port and opens it again): TK2 is named 'Data Gagal Dimuat', TK1 still shows.
 */
const SHOPS: ShopKey[] = ['PST', 'TK1', 'TK2'];
let browser: Browser;
const admins: Partial<Record<ShopKey, string>> = {};

const setLifeModule = (active: boolean) =>
  Promise.all(
    SHOPS.map((s) =>
      apiRequest(s, 'PUT', 'system-setting/modules', admins[s] as string, {
        modules: [{ key: MODULE.HIDUP_FEATURE, active }],
      }),
    ),
  );

/** Whether TK2's port answers at all. */
async function tk2Answers(): Promise<boolean> {
  try {
    await fetch(`${shopUrl('TK2')}/api/v1/users/me`);
    return true;
  } catch {
    return false;
  }
}

/** Flips TK2's port (the demo's shop switch) and waits until it is in the state asked for. */
async function switchTk2(up: boolean) {
  const pid = Number(process.env.E2E_DEMO_PID);
  assert.ok(pid > 0, 'E2E_DEMO_PID: the demo process to signal');
  process.kill(pid, 'SIGUSR2');
  const until = Date.now() + 30_000;
  while ((await tk2Answers()) !== up) {
    assert.ok(Date.now() < until, `TK2 did not ${up ? 'start' : 'stop'}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

before(async () => {
  browser = await launchBrowser();
  for (const s of SHOPS) admins[s] = (await apiLogin(s, 'admin')).token;
  await setLifeModule(true);
});
after(async () => {
  if (!(await tk2Answers())) await switchTk2(true);
  await setLifeModule(false);
  await browser.close();
});

describe('head-office global reports', () => {
  it('Laporan Global Penjualan over both branches, then with TK2 stopped', async () => {
    const { token, tgl_system } = await apiLogin('PST', 'PUSAT');
    const period = `tgl_from=${tgl_system}&tgl_to=${tgl_system}`;
    const both = await apiRequest<ReportData>(
      'PST',
      'GET',
      `${LAPORAN_GLOBAL_PENJUALAN.path}?${period}`,
      token,
    );
    const shopsIn = new Set(both.rows.map((r) => r.kode_toko));
    assert.ok(shopsIn.has('TK1') && shopsIn.has('TK2'), 'the demo sells at both branches today');
    const tk1Total = both.rows.filter((r) => r.kode_toko === 'TK1').reduce((s, r) => s + Number(r.jumlah), 0);

    const { context, page } = await loggedIn(browser, 'PST', 'PUSAT');
    await page.goto(`${shopUrl('PST')}${LAPORAN_GLOBAL_PENJUALAN.route}`);
    await page.getByTestId('laporan-filters').waitFor();
    await page.getByRole('button', { name: 'Cari' }).click();
    const table = page.getByTestId('laporan-table');
    await table.getByRole('cell', { name: 'TK1', exact: true }).first().waitFor();
    await table.getByRole('cell', { name: 'TK2', exact: true }).first().waitFor();
    await table
      .getByText(formatMoney(both.totals.jumlah ?? 0))
      .last()
      .waitFor();
    await screenshot(page, 'laporan-global-penjualan');

    await switchTk2(false);
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByTestId('laporan-gagal-TK2').getByText(MSG.multiShopFailed).waitFor();
    await table.getByRole('cell', { name: MSG.multiShopFailed }).waitFor();
    await table.getByRole('cell', { name: 'TK1', exact: true }).first().waitFor();
    // Only TK1's money is in the total.
    await table.getByText(formatMoney(tk1Total)).last().waitFor();
    await screenshot(page, 'laporan-global-penjualan-tk2-mati');

    // The end-of-day book over SEMUA answers too: TK1's rows, TK2 named above the book and per section.
    await page.goto(`${shopUrl('PST')}${LAPORAN_AKHIR_HARI.route}`);
    await page.getByRole('button', { name: 'Filter Laporan' }).click();
    await page.getByTestId('laporan-buku-gagal-TK2').getByText(MSG.multiShopFailed).waitFor();
    const jual = page.getByTestId(`laporan-part-${AKHIR_HARI_PENJUALAN.key}`);
    await jual.getByTestId('laporan-gagal-TK2').waitFor();
    await jual.getByRole('cell', { name: 'TK1', exact: true }).first().waitFor();
    assert.equal(await jual.getByRole('cell', { name: 'TK2', exact: true }).count(), 0);
    await screenshot(page, 'laporan-akhir-hari-tk2-mati');
    await page.goto(`${shopUrl('PST')}${LAPORAN_GLOBAL_PENJUALAN.route}`);
    await page.getByTestId('laporan-filters').waitFor();

    await switchTk2(true);
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByTestId('laporan-gagal-TK2').waitFor({ state: 'detached' });
    await table.getByRole('cell', { name: 'TK2', exact: true }).first().waitFor();
    await context.close();
  });
});
