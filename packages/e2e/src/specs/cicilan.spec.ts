import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, CICILAN, formatMoney } from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import * as doc from '../documents.ts';
import { apiLogin, apiRequest, loggedIn, readyGoldItems } from '../helpers.ts';

// TK2: TK1 is closed by zz-closing. The demo switches the installment module on and seeds contracts.
const SHOP = 'TK2';
const MSG = api.CICILAN_MSG;
const NUMBER = /CC-TK2-\d{6}-\d{4}/;

let browser: Browser;
let token = '';
/** A READY item of the shop and the contract it makes on C03 (3 months) with the minimum down payment. */
let barcode = '';
let quote: api.CicilanQuote;

before(async () => {
  browser = await launchBrowser();
  token = (await apiLogin(SHOP, 'kasir1')).token;
  // The last ones: the demo's seeds take the first, other specs the ones they name.
  const item = (await readyGoldItems(SHOP, (await apiLogin(SHOP, 'owner1')).token)).at(-1);
  assert.ok(item, 'the demo has READY gold items');
  barcode = item.kode_barcode;
  const probe = await apiRequest<api.CicilanQuote>(SHOP, 'POST', 'cicilan/quote', token, {
    kode_barcode: barcode,
    kode_cicilan: 'C03',
  });
  quote = await apiRequest<api.CicilanQuote>(SHOP, 'POST', 'cicilan/quote', token, {
    kode_barcode: barcode,
    kode_cicilan: 'C03',
    dp_rp: probe.dp_min,
  });
});
after(() => browser.close());

const contractOf = (no: string) =>
  apiRequest<api.CicilanDetail>(SHOP, 'POST', 'cicilan/detail', token, { no_faktur: no });

/** Pays the open contract's next instalment (or pays it off) from the open list's button. */
async function payFromOpenList(page: Page, no: string, button: 'Bayar' | 'Lunasi', expected: number) {
  const open = page.getByTestId('cicilan-open-table');
  await open.getByLabel('Cari').fill(no);
  await open.getByRole('button', { name: `${button} ${no}` }).click();
  const total = page.getByTestId('cicilan-bayar-total');
  await total.getByText(formatMoney(expected), { exact: false }).waitFor();
  await doc.modalShown(page);
  await page.locator('.ant-modal:visible').getByRole('button', { name: button, exact: true }).click();
  await page.getByText(button === 'Bayar' ? MSG.paid : MSG.paidOff).waitFor();
  await doc.closePopup(page, 'Berhasil!');
}

describe('cicilan (instalment sales)', () => {
  it('a contract taken, two instalments paid, paid off: the item is sold and the lists follow', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    const owner = await loggedIn(browser, SHOP, 'owner1');
    await page.goto(`${shopUrl(SHOP)}/transaksi-cicilan`);
    await page.waitForFunction(() => document.title === 'Transaksi Cicilan | Back Office Toko Emas');

    await doc.choose(page, 'Sales', 'S01');
    await page.getByLabel('Nama Customer', { exact: true }).fill('pencicil e2e');
    await page.getByLabel('No HP', { exact: true }).fill('081377771234');
    await page.getByLabel('Barcode', { exact: true }).fill(barcode);
    await doc.choose(page, 'Parameter Cicilan', 'CICILAN 3 BULAN');
    // The contract as the server prices it, before saving.
    await page.getByTestId('cicilan-harga').getByText(formatMoney(quote.harga)).waitFor();
    assert.match(await page.getByTestId('cicilan-dp-min').innerText(), new RegExp(formatMoney(quote.dp_min)));
    await page.getByLabel('DP', { exact: true }).fill(String(quote.dp_rp));
    await page.getByTestId('cicilan-bayar-awal').getByText(formatMoney(quote.bayar_awal)).waitFor();
    await doc.assertFits(page, 'transaksi-cicilan');
    // Saved by Enter; the schedule opens as a PDF.
    await doc.savedAndPrinted(context, page, MSG.saved, () =>
      page.getByLabel('DP', { exact: true }).press('Enter'),
    );
    const saved = await page.getByTestId('cicilan-saved').innerText();
    const no = saved.match(NUMBER)?.[0] ?? '';
    assert.ok(no, saved);
    assert.match(await doc.barangOf(owner.page, SHOP, barcode), /CICILAN/);

    const c = await contractOf(no);
    assert.equal(c.total_kontrak, quote.total_kontrak);
    const [a1, a2, a3] = c.jadwal;
    assert.ok(a1 && a2 && a3, 'three instalments');
    await page.goto(`${shopUrl(SHOP)}/transaksi-cicilan`);
    await payFromOpenList(page, no, 'Bayar', a1.jumlah);
    await payFromOpenList(page, no, 'Bayar', a2.jumlah);
    await doc.assertFits(page, 'transaksi-cicilan-open');
    const mid = await contractOf(no);
    assert.equal(mid.angsuran_ke, 2);
    assert.equal(mid.sisa_rp, a3.jumlah);
    await payFromOpenList(page, no, 'Lunasi', a3.jumlah);
    const done = await contractOf(no);
    assert.equal(done.status, 'LUNAS');
    assert.equal(done.jumlah_bayar, done.total_kontrak);

    // The item is sold: a sale line at the contract's price, in Lihat Penjualan.
    assert.match(await doc.barangOf(owner.page, SHOP, barcode), /SOLD/);
    await page.goto(`${shopUrl(SHOP)}/lihat-penjualan`);
    const sales = page.getByTestId('lihat-jual-table');
    await sales.getByLabel('Cari').fill(barcode);
    await sales.locator('tr.ant-table-row', { hasText: barcode }).getByText('PENCICIL E2E').waitFor();

    // Lihat Cicilan: LUNAS, the schedule paid in the detail; it fits the screen.
    await page.goto(`${shopUrl(SHOP)}${CICILAN.routes.lihat}`);
    const table = page.getByTestId('lihat-cicilan-table');
    await table.getByLabel('Cari').fill(no);
    await table.locator('tr.ant-table-row', { hasText: no }).getByText('LUNAS', { exact: true }).waitFor();
    await doc.assertFits(page, 'lihat-cicilan');
    await screenshot(page, 'lihat-cicilan');

    // The cash: DP + admin, two instalments and the pay-off, all CICILAN.
    assert.deepEqual(
      await doc.cashRowsOf(owner.page, SHOP, no),
      [quote.bayar_awal, a1.jumlah, a2.jumlah, a3.jumlah].map((j) => `CICILAN ${formatMoney(j)} 0`).sort(),
    );
    await owner.context.close();
    await context.close();
  });

  it("Lelang Cicilan lists the demo's defaulted contracts and fits the screen", async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/lelang-cicilan`);
    await page.getByTestId('lelang-cicilan-table').locator('tr.ant-table-row').first().waitFor();
    await page.getByText('NUR HASANAH').waitFor();
    await doc.assertFits(page, 'lelang-cicilan');
    await context.close();
  });
});
