import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, BARCODE_IN_TEXT, formatMoney, SERVICE, VALIDASI_MSG } from '@emas/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import * as doc from '../documents.ts';
import { loggedIn, savedNumber } from '../helpers.ts';

// TK2: TK1 is closed by zz-closing. The demo seeds a few repairs in every state on both branches.
const SHOP = 'TK2';
const MSG = api.SERVICE_MSG;
const NUMBER = /SV-TK2-\d{6}-\d{4}/;

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

/**
 * Takes a repair by keyboard alone: the focus starts on Sales, Tab walks the form, Enter saves; the
 * SERVICE invoice opens. Answers its number.
 */
async function takeRepairByKeyboard(context: BrowserContext, page: Page, customer: string, dp: number) {
  await page.getByLabel('Sales', { exact: true }).focus();
  await doc.pickAndTab(page, 'S01', 'S01');
  assert.equal(await doc.focusedLabel(page), 'Kode Member');
  await page.keyboard.press('Tab');
  await doc.typeAndTab(page, customer);
  await page.keyboard.press('Tab'); // Alamat
  await doc.typeAndTab(page, '081355557777');
  assert.equal(await doc.focusedLabel(page), 'Nama Barang');
  await doc.typeAndTab(page, 'gelang putus');
  await doc.typeAndTab(page, '5.125');
  await doc.pickAndTab(page, 'PATRI', 'PATRI / SAMBUNG');
  assert.equal(await doc.focusedLabel(page), 'Tukang');
  await doc.pickAndTab(page, 'T01', 'T01');
  await page.keyboard.press('Tab'); // Keterangan
  // The estimate follows the description's ongkos (PATRI 25,000) until another is typed.
  assert.equal(await doc.focusedLabel(page), 'Estimasi Biaya');
  assert.equal(await page.getByLabel('Estimasi Biaya').inputValue(), formatMoney(25_000));
  await doc.typeAndTab(page, '60000');
  // Enter in a field saves, and the invoice opens in its own window.
  await doc.typeDpAndSave(context, page, String(dp), MSG.saved);
  return savedNumber(page, 'service-saved', NUMBER, 'service');
}

/** Takes a repair with the mouse; answers its number. */
async function takeRepair(context: BrowserContext, page: Page, customer: string, dp: number) {
  await doc.choose(page, 'Sales', 'S01');
  await page.getByLabel('Nama Customer').fill(customer);
  await page.getByLabel('Nama Barang').fill('cincin longgar');
  await page.getByLabel('Berat', { exact: true }).fill('2.5');
  await doc.choose(page, 'Deskripsi Service', 'PATRI / SAMBUNG');
  await doc.choose(page, 'Tukang', 'T01');
  await page.getByLabel('DP', { exact: true }).fill(String(dp));
  await doc.savedAndPrinted(context, page, MSG.saved, () =>
    page.getByRole('button', { name: 'Simpan' }).click(),
  );
  return savedNumber(page, 'service-saved', NUMBER, 'service');
}

describe('service (repairs)', () => {
  it('a repair taken by keyboard, printed, completed and picked up, another cancelled: lists, stock, cash and Laporan Akhir Hari follow', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    const owner = await loggedIn(browser, SHOP, 'owner1');
    const saldo = await doc.kasSaldo(page, SHOP, 'kasir1');

    await page.goto(`${shopUrl(SHOP)}/transaksi-service`);
    await page.waitForFunction(() => document.title === 'Transaksi Service | Back Office Toko Emas');
    // Required fields: nothing is sent.
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(MSG.tukangRequired).waitFor();

    const no = await takeRepairByKeyboard(context, page, 'pelanggan e2e', 20_000);
    const saved = await page.getByTestId('service-saved').innerText();
    assert.ok(saved.includes(`Total ${formatMoney(60_000)}, DP ${formatMoney(20_000)}`), saved);
    // Printed again from the button under Simpan.
    await doc.printedBy(context, () => page.getByRole('button', { name: `Cetak Ulang ${no}` }).click());

    // The open list shows it with its barcode: the customer's item waits in REPARASI.
    const open = page.getByTestId('service-open-table');
    const row = open.locator('tr.ant-table-row', { hasText: no });
    await row.getByText('PELANGGAN E2E').waitFor();
    const barcode = (await row.innerText()).match(BARCODE_IN_TEXT)?.[0];
    assert.ok(barcode, 'the item has a barcode');
    assert.match(await doc.barangOf(owner.page, SHOP, barcode), /REPARASI.*SERVICE/);
    await doc.assertFits(page, 'transaksi-service');

    // The goldsmith is done: the final cost and the weight after repair, saved by Enter.
    await row.getByRole('button', { name: `Selesai ${no}` }).click();
    const selesai = page.getByTestId('service-selesai-form');
    await selesai.getByText('PELANGGAN E2E').waitFor();
    await selesai.getByLabel('Total Service').fill('70000');
    await selesai.getByLabel('Berat Setelah Service').fill('5.1');
    await page.keyboard.press('Enter');
    await page.getByText(MSG.completed).waitFor();
    await doc.closePopup(page, 'Berhasil!');

    // Pick-up: the rest (70,000 - 20,000) is paid in cash; the item leaves REPARASI.
    await doc.choose(page, 'Status Service', 'SELESAI');
    const done = open.locator('tr.ant-table-row', { hasText: no });
    await done.getByRole('button', { name: `Ambil ${no}` }).click();
    assert.equal(await page.getByTestId('service-sisa').innerText(), formatMoney(50_000));
    await doc.modalShown(page);
    await screenshot(page, 'ambil-service', false);
    await page.locator('.ant-modal:visible').getByRole('button', { name: 'Ambil' }).click();
    await page.getByText(MSG.pickedUp).waitFor();
    await doc.closePopup(page, 'Berhasil!');
    await done.waitFor({ state: 'detached' });
    assert.match(await doc.barangOf(owner.page, SHOP, barcode), /DIAMBIL/);

    // A second repair is cancelled on Batal Service: the down payment is refunded.
    await page.goto(`${shopUrl(SHOP)}/transaksi-service`);
    const other = await takeRepair(context, page, 'batal e2e', 10_000);
    await doc.cancelOnBatalPage(page, SHOP, SERVICE, other, 'BATAL E2E');
    await screenshot(page, 'batal-service');

    // Lihat Service: the picked-up one DIAMBIL, the cancelled one BATAL; it fits the screen.
    await page.goto(`${shopUrl(SHOP)}/lihat-service`);
    const table = page.getByTestId('lihat-service-table');
    await table.getByLabel('Cari').fill('E2E');
    await table.locator('tr.ant-table-row', { hasText: no }).getByText('DIAMBIL', { exact: true }).waitFor();
    await table.locator('tr.ant-table-row', { hasText: other }).getByText('BATAL', { exact: true }).waitFor();
    await doc.assertFits(page, 'lihat-service');

    // The cash: the down payment and the rest in, the other's down payment in and refunded.
    await doc.waitKasSaldo(page, SHOP, 'kasir1', saldo + 20_000 + 50_000 + 10_000 - 10_000);
    assert.deepEqual(await doc.cashRowsOf(owner.page, SHOP, no), [
      `SERVICE ${formatMoney(20_000)} 0`,
      `SERVICE AMBIL ${formatMoney(50_000)} 0`,
    ]);
    assert.deepEqual(await doc.cashRowsOf(owner.page, SHOP, other), [
      `BATAL SERVICE 0 ${formatMoney(10_000)}`,
      `SERVICE ${formatMoney(10_000)} 0`,
    ]);

    // Laporan Akhir Hari: taken in today (the cancelled one left out) and picked up today.
    await owner.page.goto(`${shopUrl(SHOP)}/laporan-akhir-hari`);
    await owner.page.getByRole('button', { name: 'Filter Laporan' }).click();
    const masuk = owner.page.getByTestId('laporan-part-akhir-hari-service-masuk');
    await masuk.locator('tr', { hasText: no }).getByText('PELANGGAN E2E').waitFor();
    assert.equal(await masuk.getByText(other).count(), 0);
    const ambil = owner.page.getByTestId('laporan-part-akhir-hari-service-ambil');
    await ambil.locator('tr', { hasText: no }).getByText(formatMoney(50_000)).waitFor();
    await screenshot(owner.page, 'laporan-akhir-hari-service');
    await owner.context.close();
    await context.close();
  });

  it('validasi service lists the unvalidated repairs with their payments and validates them', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await page.goto(`${shopUrl(SHOP)}/validasi-service`);
    // Nothing ticked: the specification's message.
    await page.getByRole('button', { name: /^(check )?Validasi$/ }).click();
    await page.getByText(VALIDASI_MSG.noneChosen).waitFor();
    await doc.closePopup(page, 'Oopss!!');
    await page.getByRole('button', { name: 'Cari Data' }).click();
    const list = page.getByTestId('validasi-service-list');
    const rows = list.locator('tr.ant-table-row');
    await rows.first().waitFor();
    await doc.assertFits(page, 'validasi-service');
    const first = (await rows.first().innerText()).match(NUMBER)?.[0];
    assert.ok(first);
    await page.getByRole('button', { name: `Detail ${first}` }).click();
    await page.getByTestId('detail-pembayaran').getByText('CASH').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('detail-pembayaran').waitFor({ state: 'detached' });
    // Tick every row and validate: the list empties.
    await list.locator('thead .ant-checkbox-input').check();
    await page.getByRole('button', { name: /^(check )?Validasi$/ }).click();
    await page.getByText(MSG.validated).waitFor();
    await doc.closePopup(page, 'Berhasil!');
    await rows.first().waitFor({ state: 'detached' });
    await context.close();
  });
});
