import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api } from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { loggedIn, pickOption, popup } from '../helpers.ts';

// TK2: TK1 is closed by zz-closing. The demo seeds a few orders on both branches.
const SHOP = 'TK2';
const MSG = api.PESANAN_MSG;

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

/** A popup is seen and gone: OK clicked, or its own timer (success popups close after 2 s) was first. */
async function closePopup(page: Page, title: string | RegExp) {
  await popup(page, title).waitFor();
  await page
    .getByRole('button', { name: 'OK', exact: true })
    .last()
    .click({ timeout: 3000 })
    .catch(() => undefined);
  await popup(page, title).waitFor({ state: 'detached' });
}

async function choose(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await pickOption(page, text);
  await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
}

describe('pesanan (customer orders)', () => {
  it('take an order, see it in Lihat Pesanan, cancel it; validasi pesanan empties its list', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/transaksi-pesanan`);
    await page.waitForFunction(() => document.title === 'Transaksi Pesanan | Back Office Toko Emas');
    await choose(page, 'Sales', 'S01');
    await page.getByLabel('Nama Customer').fill('pemesan e2e');
    await page.getByLabel('Model Pesanan').fill('cincin kawin polos');
    await choose(page, 'Group', 'EMAS MUDA');
    await page.getByLabel('Berat Estimasi').fill('4');
    await page.getByLabel('Ongkos').fill('100000');
    await page.getByLabel('DP', { exact: true }).fill('300000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(MSG.saved).waitFor();
    await closePopup(page, 'Berhasil!');
    const saved = await page.getByTestId('pesanan-saved').innerText();
    const no = saved.match(/PS-TK2-\d{6}-\d{4}/)?.[0];
    assert.ok(no, saved);
    await screenshot(page, 'transaksi-pesanan');

    await page.goto(`${shopUrl(SHOP)}/lihat-pesanan`);
    const table = page.getByTestId('lihat-pesanan-table');
    await table.getByLabel('Cari').fill(no);
    await table.locator('tr.ant-table-row', { hasText: no }).getByText('PESAN', { exact: true }).waitFor();

    await page.goto(`${shopUrl(SHOP)}/batal-pesanan`);
    await page.locator('#batal-pesanan-no-faktur').fill(no);
    await page.keyboard.press('Enter');
    await page.getByTestId('invoice-view').getByText('PEMESAN E2E').waitFor();
    await page.locator('#batal-pesanan-alasan').fill('ganti model');
    await page.getByRole('button', { name: 'Batal Pesanan' }).click();
    await popup(page, `Apakah Anda Yakin Ingin Membatalkan Pesanan ${no}?`).waitFor();
    await page.getByRole('button', { name: 'Ya, Batalkan' }).click();
    await page.getByText(MSG.cancelled).waitFor();
    await closePopup(page, 'Berhasil!');
    await page.getByText(MSG.alreadyCancelled).waitFor();
    await screenshot(page, 'batal-pesanan');
    await context.close();

    const owner = await loggedIn(browser, SHOP, 'owner1');
    await owner.page.goto(`${shopUrl(SHOP)}/validasi-pesanan`);
    await owner.page.getByRole('button', { name: 'Cari Data' }).click();
    const list = owner.page.getByTestId('validasi-pesanan-list');
    const rows = list.locator('tr.ant-table-row');
    await rows.first().waitFor();
    await list.locator('thead .ant-checkbox-input').check();
    await owner.page.getByRole('button', { name: /^(check )?Validasi$/ }).click();
    await owner.page.getByText(MSG.validated).waitFor();
    await closePopup(owner.page, 'Berhasil!');
    await rows.first().waitFor({ state: 'detached' });
    await screenshot(owner.page, 'validasi-pesanan');
    await owner.context.close();
  });

  it('deliver an order (stock reserved for it) and pick it up as a sale', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/transaksi-pesanan`);
    await page.waitForFunction(() => document.title === 'Transaksi Pesanan | Back Office Toko Emas');
    await choose(page, 'Sales', 'S01');
    await page.getByLabel('Nama Customer').fill('pengambil e2e');
    await page.getByLabel('Model Pesanan').fill('gelang ukir nama');
    await choose(page, 'Group', 'EMAS MUDA');
    await page.getByLabel('Berat Estimasi').fill('5');
    await page.getByLabel('Ongkos').fill('200000');
    await page.getByLabel('DP', { exact: true }).fill('500000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(MSG.saved).waitFor();
    await closePopup(page, 'Berhasil!');
    const saved = await page.getByTestId('pesanan-saved').innerText();
    const no = saved.match(/PS-TK2-\d{6}-\d{4}/)?.[0];
    assert.ok(no, saved);

    const open = page.getByTestId('pesanan-open-table');
    await open.getByRole('button', { name: `Terima ${no}` }).click();
    const terima = page.getByTestId('pesanan-terima-form');
    await terima.getByLabel('Berat Sebenarnya').fill('5.12');
    await choose(page, 'Jenis', 'MGL');
    await choose(page, 'Baki', 'A01');
    await page.locator('.ant-modal:visible').getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(MSG.delivered).waitFor();
    await closePopup(page, 'Berhasil!');

    await choose(page, 'Status Pesanan', 'SIAP');
    await open.getByRole('button', { name: `Ambil ${no}` }).click();
    await page.getByTestId('pesanan-sisa').waitFor();
    await screenshot(page, 'ambil-pesanan');
    await page.locator('.ant-modal:visible').getByRole('button', { name: 'Ambil' }).click();
    await page.getByText(MSG.pickedUp).waitFor();
    await closePopup(page, 'Berhasil!');

    await page.goto(`${shopUrl(SHOP)}/lihat-pesanan`);
    const table = page.getByTestId('lihat-pesanan-table');
    await table.getByLabel('Cari').fill(no);
    await table.locator('tr.ant-table-row', { hasText: no }).getByText('DIAMBIL', { exact: true }).waitFor();
    await context.close();
  });
});
