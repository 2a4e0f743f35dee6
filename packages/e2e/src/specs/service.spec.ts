import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, formatMoney } from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { loggedIn, pickOption, popup } from '../helpers.ts';

// TK2: TK1 is closed by zz-closing. The demo seeds a few repairs in every state on both branches.
const SHOP = 'TK2';
const MSG = api.SERVICE_MSG;

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
  await page.keyboard.press('Escape');
  await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
}

/** Takes a repair through the form; answers its number (from the reprint button). */
async function takeRepair(page: Page, customer: string, dp: number): Promise<string> {
  await choose(page, 'Sales', 'S01');
  await page.getByLabel('Nama Customer').fill(customer);
  await page.getByLabel('No HP').fill('081355557777');
  await page.getByLabel('Nama Barang').fill('gelang putus');
  await page.getByLabel('Berat').fill('5.125');
  await choose(page, 'Deskripsi Service', 'PATRI / SAMBUNG');
  await choose(page, 'Tukang', 'T01');
  // The estimate follows the description's ongkos (PATRI 25,000).
  assert.equal(await page.getByLabel('Estimasi Biaya').inputValue(), '25000');
  await page.getByLabel('Estimasi Biaya').fill('60000');
  await page.getByLabel('DP', { exact: true }).fill(String(dp));
  await page.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText(MSG.saved).waitFor();
  await closePopup(page, 'Berhasil!');
  const reprint = page.getByRole('button', { name: /Cetak Ulang SV-TK2-/ });
  await reprint.waitFor();
  const no = (await reprint.innerText()).match(/SV-TK2-\d{6}-\d{4}/)?.[0];
  assert.ok(no, 'service number shown');
  return no;
}

describe('service (repairs)', () => {
  it('take, complete and pick up a repair; cancel another; lihat and validasi show them', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    // The invoice opens in a window of its own: count those.
    const printed: string[] = [];
    context.on('page', (p) => printed.push(p.url()));

    await page.goto(`${shopUrl(SHOP)}/transaksi-service`);
    await page.waitForFunction(() => document.title === 'Transaksi Service | Back Office Toko Emas');

    // Required fields: nothing is sent.
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(MSG.tukangRequired).waitFor();

    const no = await takeRepair(page, 'pelanggan e2e', 20_000);
    const open = page.getByTestId('service-open-table');
    const row = open.locator('tr.ant-table-row', { hasText: no });
    await row.getByText('PELANGGAN E2E').waitFor();
    await screenshot(page, 'transaksi-service');

    // The goldsmith is done: the final cost and the weight after repair.
    await row.getByRole('button', { name: `Selesai ${no}` }).click();
    const selesai = page.getByTestId('service-selesai-form');
    await selesai.getByLabel('Total Service').fill('70000');
    await selesai.getByLabel('Berat Setelah Service').fill('5.1');
    await page.getByRole('button', { name: 'Simpan' }).last().click();
    await page.getByText(MSG.completed).waitFor();
    await closePopup(page, 'Berhasil!');

    // Pick-up: the rest (70,000 - 20,000) is paid.
    await choose(page, 'Status Service', 'SELESAI');
    const done = open.locator('tr.ant-table-row', { hasText: no });
    await done.getByRole('button', { name: `Ambil ${no}` }).click();
    assert.equal(await page.getByTestId('service-sisa').innerText(), formatMoney(50_000));
    await screenshot(page, 'ambil-service');
    await page.getByRole('button', { name: 'Ambil', exact: true }).last().click();
    await page.getByText(MSG.pickedUp).waitFor();
    await closePopup(page, 'Berhasil!');
    await done.waitFor({ state: 'detached' });

    // A second repair is cancelled on Batal Service: the down payment is refunded.
    await page.goto(`${shopUrl(SHOP)}/transaksi-service`);
    const other = await takeRepair(page, 'batal e2e', 10_000);
    await page.goto(`${shopUrl(SHOP)}/batal-service`);
    await page.locator('#batal-service-no-faktur').fill(other);
    await page.keyboard.press('Enter');
    const view = page.getByTestId('invoice-view');
    await view.getByText('BATAL E2E').waitFor();
    await page.locator('#batal-service-alasan').fill('customer tidak jadi');
    await page.getByRole('button', { name: 'Batal Service' }).click();
    await popup(page, `Apakah Anda Yakin Ingin Membatalkan Service ${other}?`).waitFor();
    await page.getByRole('button', { name: 'Ya, Batalkan' }).click();
    await page.getByText(MSG.cancelled).waitFor();
    await closePopup(page, 'Berhasil!');
    await page.getByText(MSG.alreadyCancelled).waitFor();
    await screenshot(page, 'batal-service');

    // Lihat Service: the picked-up one DIAMBIL, the cancelled one BATAL.
    await page.goto(`${shopUrl(SHOP)}/lihat-service`);
    const table = page.getByTestId('lihat-service-table');
    await table.getByLabel('Cari').fill('E2E');
    await table.locator('tr.ant-table-row', { hasText: no }).getByText('DIAMBIL', { exact: true }).waitFor();
    await table.locator('tr.ant-table-row', { hasText: other }).getByText('BATAL', { exact: true }).waitFor();
    await screenshot(page, 'lihat-service');
    assert.ok(printed.length >= 2, `an invoice opened per repair: ${printed.length}`);
    await context.close();
  });

  it('validasi service lists the unvalidated repairs with their payments and validates them', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await page.goto(`${shopUrl(SHOP)}/validasi-service`);
    await page.getByRole('button', { name: 'Cari Data' }).click();
    const list = page.getByTestId('validasi-service-list');
    const rows = list.locator('tr.ant-table-row');
    await rows.first().waitFor();
    const first = (await rows.first().innerText()).match(/SV-TK2-\d{6}-\d{4}/)?.[0];
    assert.ok(first);
    await page.getByRole('button', { name: `Detail ${first}` }).click();
    await page.getByTestId('detail-pembayaran').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('detail-pembayaran').waitFor({ state: 'detached' });
    // Tick every row and validate: the list empties.
    await list.locator('thead .ant-checkbox-input').check();
    await page.getByRole('button', { name: /^(check )?Validasi$/ }).click();
    await page.getByText(MSG.validated).waitFor();
    await closePopup(page, 'Berhasil!');
    await rows.first().waitFor({ state: 'detached' });
    await screenshot(page, 'validasi-service');
    await context.close();
  });
});
