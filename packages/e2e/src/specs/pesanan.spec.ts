import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, BARCODE_IN_TEXT, formatMoney, PESANAN } from '@emas/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import * as doc from '../documents.ts';
import { apiToken, loggedIn, savedNumber } from '../helpers.ts';

// TK2: TK1 is closed by zz-closing. The demo seeds a few orders on both branches.
const SHOP = 'TK2';
const MSG = api.PESANAN_MSG;
const NUMBER = /PS-TK2-\d{6}-\d{4}/;
/** A member the demo seeds at TK2. */
const MEMBER = 'TK2000001';
const money = (text: string) => Number(text.replace(/[^\d]/g, ''));

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

/** Takes an order by keyboard alone (Tab walks the form, Enter saves); the PESANAN invoice opens. */
async function takeOrderByKeyboard(context: BrowserContext, page: Page) {
  await page.getByLabel('Sales', { exact: true }).focus();
  await doc.pickAndTab(page, 'S01', 'S01');
  await page.keyboard.press('Tab'); // Kode Member
  await doc.typeAndTab(page, 'pengambil e2e');
  await page.keyboard.press('Tab'); // Alamat
  await page.keyboard.press('Tab'); // No HP
  assert.equal(await doc.focusedLabel(page), 'Model Pesanan');
  await doc.typeAndTab(page, 'gelang ukir nama');
  await doc.pickAndTab(page, 'EMAS MUDA', 'EMAS MUDA');
  await doc.typeAndTab(page, '5');
  await page.keyboard.press('Tab'); // Kunci Harga Emas: at the order
  assert.equal(await doc.focusedLabel(page), 'Ongkos');
  await doc.typeAndTab(page, '200000');
  await doc.typeDpAndSave(context, page, '500000', MSG.saved);
  return savedNumber(page, 'pesanan-saved', NUMBER, 'order');
}

describe('pesanan (customer orders)', () => {
  it('an order taken by keyboard, printed, delivered into stock and picked up as a sale, another cancelled: lists, stock and cash follow', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    const owner = await loggedIn(browser, SHOP, 'owner1');
    const saldo = await doc.kasSaldo(page, SHOP, 'kasir1');
    const memberNama = await doc.memberName(SHOP, MEMBER);

    await page.goto(`${shopUrl(SHOP)}/transaksi-pesanan`);
    await page.waitForFunction(() => document.title === 'Transaksi Pesanan | Back Office Toko Emas');
    const no = await takeOrderByKeyboard(context, page);
    const total = money(
      (await page.getByTestId('pesanan-saved').innerText()).match(/Total ([\d,]+)/)?.[1] ?? '',
    );
    assert.ok(total > 700_000, `priced with the day's gold price: ${total}`);

    // The goldsmith delivers: the item becomes stock reserved for the order.
    const open = page.getByTestId('pesanan-open-table');
    await open.getByRole('button', { name: `Terima ${no}` }).click();
    const terima = page.getByTestId('pesanan-terima-form');
    await terima.getByText('PENGAMBIL E2E').waitFor();
    await terima.getByLabel('Berat Sebenarnya').fill('5.12');
    await doc.choose(page, 'Jenis', 'MGL');
    await doc.choose(page, 'Baki', 'A01');
    await page.locator('.ant-modal:visible').getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(MSG.delivered).waitFor();
    await doc.closePopup(page, 'Berhasil!');

    await doc.choose(page, 'Status Pesanan', 'SIAP');
    const ready = open.locator('tr.ant-table-row', { hasText: no });
    const barcode = (await ready.innerText()).match(BARCODE_IN_TEXT)?.[0];
    assert.ok(barcode, 'the delivered item has a barcode');
    assert.match(await doc.barangOf(owner.page, SHOP, barcode), /GELANG UKIR NAMA.*PESANAN/);
    await page.goto(`${shopUrl(SHOP)}/transaksi-pesanan`);
    await doc.choose(page, 'Status Pesanan', 'SIAP');
    await doc.assertFits(page, 'transaksi-pesanan');

    // Pick-up: a sale of the reserved item, the down payment counted, the rest paid in cash.
    await open.getByRole('button', { name: `Ambil ${no}` }).click();
    const sisa = money(await page.getByTestId('pesanan-sisa').innerText());
    assert.ok(sisa > 0, `something is left to pay: ${sisa}`);
    await doc.modalShown(page);
    await screenshot(page, 'ambil-pesanan', false);
    await page.locator('.ant-modal:visible').getByRole('button', { name: 'Ambil' }).click();
    await page.getByText(MSG.pickedUp).waitFor();
    await doc.closePopup(page, 'Berhasil!');
    assert.match(await doc.barangOf(owner.page, SHOP, barcode), /SOLD/);
    // Issue 43: paid in full at pick-up, its note says LUNAS, not the old remainder.
    const nota = await doc.notaText(SHOP, `pesanan/nota?no_faktur=${no}`, await apiToken(SHOP, 'kasir1'));
    assert.match(nota, /Sisa Bayar\s+LUNAS/);
    assert.doesNotMatch(nota, new RegExp(`Sisa Bayar\\s+Rp ${formatMoney(sisa)}`));

    // The sale is in Lihat Penjualan, with the order's item.
    await page.goto(`${shopUrl(SHOP)}/lihat-penjualan`);
    const sales = page.getByTestId('lihat-jual-table');
    await sales.getByLabel('Cari').fill(barcode);
    const sale = sales.locator('tr.ant-table-row', { hasText: barcode });
    await sale.getByText('PENGAMBIL E2E').waitFor();
    const faktur = (await sale.innerText()).match(/FJ-TK2-\d{6}-\d{4}/)?.[0];
    assert.ok(faktur, 'the pick-up sale has an invoice number');

    // A second order, for a member looked up by code (by mouse), is cancelled: its down payment is refunded.
    await page.goto(`${shopUrl(SHOP)}/transaksi-pesanan`);
    await doc.choose(page, 'Sales', 'S01');
    const nama = page.getByLabel('Nama Customer');
    await page.getByLabel('Kode Member').fill(MEMBER);
    await page.waitForFunction(
      (name) =>
        (document.querySelector('#transaksi-pesanan_nama_customer') as HTMLInputElement).value === name,
      memberNama,
    );
    // A code changed away from the member's clears what it filled; an unknown one says so.
    await page.getByLabel('Kode Member').press('Backspace');
    await page.waitForFunction(
      () => (document.querySelector('#transaksi-pesanan_nama_customer') as HTMLInputElement).value === '',
    );
    await page.getByText(api.TRANSAKSI_MSG.memberNotFound).waitFor();
    await doc.closePopup(page, 'Oopss!!');
    await page.getByLabel('Kode Member').fill(MEMBER);
    await page.waitForFunction(
      (name) =>
        (document.querySelector('#transaksi-pesanan_nama_customer') as HTMLInputElement).value === name,
      memberNama,
    );
    assert.ok(await nama.inputValue());
    await page.getByLabel('Model Pesanan').fill('cincin kawin polos');
    await doc.choose(page, 'Group', 'EMAS MUDA');
    await page.getByLabel('Berat Estimasi').fill('4');
    await page.getByLabel('DP', { exact: true }).fill('300000');
    await doc.savedAndPrinted(context, page, MSG.saved, () =>
      page.getByRole('button', { name: 'Simpan' }).click(),
    );
    const other = await savedNumber(page, 'pesanan-saved', NUMBER, 'order');

    await doc.cancelOnBatalPage(page, SHOP, PESANAN, other, `${memberNama} (${MEMBER})`);
    await screenshot(page, 'batal-pesanan');

    // Lihat Pesanan: picked up and cancelled; it fits the screen.
    await page.goto(`${shopUrl(SHOP)}/lihat-pesanan`);
    const table = page.getByTestId('lihat-pesanan-table');
    await table.locator('tr.ant-table-row', { hasText: no }).getByText('DIAMBIL', { exact: true }).waitFor();
    await table.locator('tr.ant-table-row', { hasText: other }).getByText('BATAL', { exact: true }).waitFor();
    await doc.assertFits(page, 'lihat-pesanan');

    // The cash: both down payments in, the rest of the sale in, the cancelled one's refunded.
    await doc.waitKasSaldo(page, SHOP, 'kasir1', saldo + 500_000 + sisa + 300_000 - 300_000);
    assert.deepEqual(await doc.cashRowsOf(owner.page, SHOP, no), [`PESANAN ${formatMoney(500_000)} 0`]);
    assert.deepEqual(await doc.cashRowsOf(owner.page, SHOP, faktur), [`PENJUALAN ${formatMoney(sisa)} 0`]);
    assert.deepEqual(await doc.cashRowsOf(owner.page, SHOP, other), [
      `BATAL PESANAN 0 ${formatMoney(300_000)}`,
      `PESANAN ${formatMoney(300_000)} 0`,
    ]);
    await owner.context.close();
    await context.close();
  });

  it('validasi pesanan lists the unvalidated orders and validates them', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await page.goto(`${shopUrl(SHOP)}/validasi-pesanan`);
    await page.getByRole('button', { name: 'Cari Data' }).click();
    const list = page.getByTestId('validasi-pesanan-list');
    const rows = list.locator('tr.ant-table-row');
    await rows.first().waitFor();
    await doc.assertFits(page, 'validasi-pesanan');
    await list.locator('thead .ant-checkbox-input').check();
    await page.getByRole('button', { name: /^(check )?Validasi$/ }).click();
    await page.getByText(MSG.validated).waitFor();
    await doc.closePopup(page, 'Berhasil!');
    await rows.first().waitFor({ state: 'detached' });
    await context.close();
  });
});
