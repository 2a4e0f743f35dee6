import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LAPORAN_STOCK_OPNAME_RFID } from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { runRfidSim } from '../../../server/src/main/rfid-sim.ts';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { answerBox, apiRequest, apiToken, choose, loggedIn } from '../helpers.ts';

// TK2 (TK1 is closed by zz-closing); a tray of its own keeps the counts exact.
const SHOP = 'TK2';
const BAKI = 'RFID1';
const ITEMS = 6;

let browser: Browser;
let token = '';

before(async () => {
  browser = await launchBrowser();
  token = await apiToken(SHOP, 'owner1');
  await apiRequest(SHOP, 'POST', 'baki', token, {
    kode_baki: BAKI,
    nama_baki: 'BAKI UJI RFID',
    kode_gudang: 'TOKO',
    berat_baki: 100,
  });
  await apiRequest(SHOP, 'POST', 'barang/create/bulk', token, {
    detail_barang: Array.from({ length: ITEMS }, (_, i) => ({
      nama_barang: 'CINCIN UJI RFID',
      kode_gudang: 'TOKO',
      kode_baki: BAKI,
      kode_group: 'EMAS MUDA',
      kode_dept: 'MCC',
      berat: 2 + i / 10,
      kadar: 75,
      kadar_cetak: '750',
      tag_id: `E2E-RFID-${String(i + 1).padStart(4, '0')}`,
    })),
  });
});
after(() => browser.close());

const figure = (page: Page, key: string, value: number) =>
  page
    .getByTestId(`rfid-${key}`)
    .locator('.ant-statistic-content-value', { hasText: new RegExp(`^${value}$`) })
    .waitFor();

describe('stock opname RFID', () => {
  it('a count fed by the reader simulator: one missing and one unknown tag, finished, in the report', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await page.goto(`${shopUrl(SHOP)}/stock-opname-rfid`);
    assert.equal(await page.title(), 'Stock Opname RFID | Back Office Toko Emas');
    await choose(page, 'Gudang', 'TOKO', { typed: true });
    await choose(page, 'Baki', BAKI, { typed: true });
    await page.getByRole('button', { name: 'Mulai' }).click();
    await page.getByTestId('rfid-status').getByText('BERJALAN').waitFor();
    await figure(page, 'expected', ITEMS);
    await figure(page, 'missing', ITEMS);
    const header = await page.getByTestId('rfid-session').innerText();
    const id = Number(/No\. (\d+)/.exec(header)?.[1]);
    assert.ok(id > 0, header);

    const sim = await runRfidSim({ url: shopUrl(SHOP), session: id, token, batch: 4 });
    assert.equal(sim.total, ITEMS);
    assert.ok(sim.sent > sim.total, 'the simulator repeats tags');

    // The screen follows by itself (polling).
    await figure(page, 'found', ITEMS - 1);
    await figure(page, 'missing', 1);
    await figure(page, 'unknown', 1);
    await figure(page, 'reads', ITEMS);
    const rows = page.getByTestId('rfid-rows');
    await rows.getByText(sim.dropped as string).waitFor();
    await rows.getByText(sim.unknown).waitFor();
    await rows.getByText('TIDAK TERBACA').waitFor();
    await rows.getByText('TIDAK DIKENAL').waitFor();
    await screenshot(page, 'stock-opname-rfid-berjalan');

    await page.getByRole('button', { name: 'Selesai' }).click();
    await answerBox(page, 'Selesaikan Stock Opname RFID?', 'Selesai');
    await page.getByText('Stock Opname RFID Selesai').first().waitFor();
    await page.getByTestId('rfid-status').getByText('SELESAI').waitFor();
    await figure(page, 'missing', 1);
    await screenshot(page, 'stock-opname-rfid-selesai');

    await page.goto(`${shopUrl(SHOP)}${LAPORAN_STOCK_OPNAME_RFID.route}`);
    await page.getByTestId('laporan-filters').waitFor();
    await page.getByRole('button', { name: 'Cari' }).click();
    const table = page.getByTestId('laporan-table');
    await table.waitFor();
    await table
      .getByText(
        new RegExp(
          `^NO ${id} - .* - TOKO / ${BAKI} - DITEMUKAN ${ITEMS - 1}, TIDAK TERBACA 1, TIDAK DIKENAL 1`,
        ),
      )
      .waitFor();
    await table.getByText(sim.unknown).waitFor();
    await table.getByText(sim.dropped as string).waitFor();
    for (const name of ['Export PDF', 'Export Excel', 'Export CSV'])
      await page.getByRole('button', { name }).waitFor();
    await screenshot(page, 'laporan-stock-opname-rfid');
    await context.close();
  });
});
