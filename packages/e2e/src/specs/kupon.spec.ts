import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { addDays, api, formatMoney, KUPON_MSG } from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SCREENSHOTS, shopUrl } from '../browser.ts';
import { apiLogin, apiRequest, loggedIn, pickOption, popup, saleResponse } from '../helpers.ts';

/**
 * Coupons on TK1 (module KUPON on in the demo): a coupon with a quota of 1 redeemed at the counter as
 * the sale's KUPON payment, refused the second time, and shown HABIS with its usage in Cek Kupon.
 */
const SHOP = 'TK1';
const KODE = `E2E${String(Date.now()).slice(-6)}`;
const POTONGAN = 100_000;

let browser: Browser;
let owner: string;
let items: api.BarangRow[] = [];

const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });

async function counter() {
  const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${shopUrl(SHOP)}/transaksi-penjualan`);
  await page.getByLabel('Barcode', { exact: true }).waitFor();
  return { context, page };
}

async function scan(page: Page, kode: string) {
  const field = page.getByLabel('Barcode', { exact: true });
  await field.fill(kode);
  await field.press('Enter');
  await page.getByTestId('sale-lines').getByText(kode).waitFor();
}

async function typeKupon(page: Page) {
  const field = page.getByLabel('Kode Kupon', { exact: true });
  await field.fill(KODE.toLowerCase());
  await field.press('Enter');
}

before(async () => {
  browser = await launchBrowser();
  const login = await apiLogin(SHOP, 'owner1');
  owner = login.token;
  await apiRequest(SHOP, 'POST', 'parameter-kupon', owner, {
    kode_kupon: KODE,
    nama_kupon: 'kupon e2e',
    jenis_potongan: 'RUPIAH',
    nilai_potongan: POTONGAN,
    minimal_belanja: 500_000,
    kuota: 1,
    tgl_awal: addDays(login.tgl_system, -1),
    tgl_akhir: addDays(login.tgl_system, 7),
  });
  const ready = await apiRequest<api.BarangRow[]>(
    SHOP,
    'GET',
    'barang?status=READY&kode_gudang=TOKO&limit=200',
    owner,
  );
  // From the middle of the list: the counter specs take theirs from the ends.
  items = ready.filter((b) => b.kadar > 0).slice(90, 95);
  assert.ok(items.length >= 2, 'enough READY items in the demo');
});
after(() => browser.close());

describe('a coupon at the counter', () => {
  it('is redeemed once as the KUPON payment, refused the second time, and shown HABIS in Cek Kupon', async () => {
    const { context, page } = await counter();
    const [first, second] = items as [api.BarangRow, api.BarangRow];
    await page.keyboard.press('F7');
    await pickOption(page, 'S01');
    await scan(page, first.kode_barcode);
    await typeKupon(page);
    await page
      .getByTestId('kupon-potongan')
      .getByText(`Rp ${formatMoney(POTONGAN)}`)
      .waitFor();
    await page
      .getByTestId('total-kupon')
      .getByText(`Rp ${formatMoney(POTONGAN)}`)
      .waitFor();
    await page.keyboard.press('F8');
    await shot(page, 'kupon-counter-1366');
    const saved = saleResponse(page);
    await page.keyboard.press('F9');
    const res = (await (await saved).json()) as { data: api.SaleSaved; message: string };
    assert.equal(res.message, api.TRANSAKSI_MSG.saleSaved);
    const noFaktur = res.data.no_faktur_group;
    await toast(page, api.TRANSAKSI_MSG.saleSaved).first().waitFor();
    // The coupon went with the sale: the field is empty again.
    await page.getByLabel('Kode Kupon', { exact: true }).waitFor();

    // The next customer tries the same coupon: its quota is used up.
    await scan(page, second.kode_barcode);
    await typeKupon(page);
    await popup(page, 'Oopss!!').waitFor();
    await page.getByText(KUPON_MSG.usedUp(KODE)).waitFor();
    assert.equal(await page.getByTestId('kupon-applied').count(), 0);
    await shot(page, 'kupon-refused-1366');
    await context.close();

    // Cek Kupon: HABIS, nothing left, the sale in its history.
    const { context: c2, page: cek } = await loggedIn(browser, SHOP, 'owner1');
    await cek.setViewportSize({ width: 1366, height: 768 });
    await cek.goto(`${shopUrl(SHOP)}/cek-kupon`);
    const field = cek.getByLabel('Kode Kupon', { exact: true });
    await field.fill(KODE);
    await field.press('Enter');
    await cek.getByTestId('kupon-state').getByText('HABIS').waitFor();
    await cek.getByTestId('kupon-sisa').getByText('0').waitFor();
    const row = cek.getByTestId('kupon-riwayat').locator('tr', { hasText: noFaktur });
    await row.waitFor();
    const text = await row.innerText();
    assert.match(text, new RegExp(formatMoney(POTONGAN)));
    assert.match(text, /DIGUNAKAN/);
    await shot(cek, 'kupon-cek-habis-1366');
    await c2.close();
  });
});
