import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  api,
  formatMoney,
  maxPurchasePrice,
  pricePurchaseLine,
  UMUM_SELLER_FIELDS,
  umumSellerMessage,
} from '@emas/contract';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { pdfText } from '../documents.ts';
import {
  addOutsideGoldLine,
  answerBox,
  choose,
  closePopup,
  DEMO_PASSWORD,
  fillUmumSeller,
  loggedIn,
  popup,
} from '../helpers.ts';

// TK1: the demo seeds today's gold prices, the purchase conditions and cuts, and sales S01..S04.
const SHOP = 'TK1';
const BERAT = 2.5;
const KTP = '3174012505800009';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

async function apiGet<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${shopUrl(SHOP)}/api/v1/${path}`, { headers: { token } });
  const body = (await res.json()) as { data: T; message?: string };
  assert.equal(res.status, 200, body.message);
  return body.data;
}

async function token(userId: string): Promise<string> {
  const res = await fetch(`${shopUrl(SHOP)}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: userId, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describe('transaksi pembelian', () => {
  it('kasir1 buys back outside gold with CASH: live price, F9 saves and prints the invoice PDF; Lihat Pembelian lists it; Batal Pembelian cancels it', async () => {
    const kasirToken = await token('kasir1');
    const quote = await apiGet<api.PurchaseQuote>(
      'pembelian/harga?kode_group=EMAS%20MUDA&kode_kondisi=BAGUS',
      kasirToken,
    );
    const expected = pricePurchaseLine({ ...quote, berat: BERAT });
    assert.ok(expected > 0, 'the demo has a purchase price for EMAS MUDA today');

    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/transaksi-pembelian`);
    assert.equal(await page.title(), 'Transaksi Pembelian | Back Office Toko Emas');
    // The cursor starts in the invoice / barcode field.
    await page.locator('#beli-kode-asal:focus').waitFor();

    // Too short a number: the contract's message, nothing added.
    await page.locator('#beli-kode-asal').fill('123');
    await page.keyboard.press('Enter');
    await popup(page, 'Oopss!!').waitFor();
    await page.getByText('No Faktur / Barcode Minimal 8 Karakter').waitFor();
    await closePopup(page, 'Oopss!!');
    await page.locator('#beli-kode-asal').fill('');

    // Saving without goods is refused on the page.
    await page.keyboard.press('F9');
    await page.getByText(api.TRANSAKSI_MSG.noItems).waitFor();
    await closePopup(page, 'Oopss!!');

    // F4: a line of outside gold, the cursor in its name.
    const lines = await addOutsideGoldLine(page, 'cincin luar e2e', BERAT);
    // The price shows before saving, as the server will compute it.
    await lines.getByText(formatMoney(expected), { exact: true }).waitFor();
    assert.equal(await page.locator('#bayar-jumlah-0').inputValue(), formatMoney(expected));
    await choose(page, page.locator('#beli-sales'), 'S01');
    // Issue 43: no member picked (UMUM): the seller's name and KTP show beside the customer, required
    // for the ownership statement; saving without them names both.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByTestId('umum-seller').getByText('wajib untuk surat pernyataan penjual').waitFor();
    // On the counter's screen, above the bar at the bottom, without scrolling.
    const ktpBox = await page.locator('#beli-penjual-ktp').boundingBox();
    assert.ok(ktpBox && ktpBox.y + ktpBox.height < 768 - 70, `KTP field at ${JSON.stringify(ktpBox)}`);
    assert.equal(await page.locator('#beli-penjual-ktp').getAttribute('aria-required'), 'true');
    assert.equal(await page.locator('#beli-penjual-nama').getAttribute('aria-required'), 'true');
    await page.keyboard.press('F9');
    await page
      .getByText(umumSellerMessage([UMUM_SELLER_FIELDS.nama_customer, UMUM_SELLER_FIELDS.no_ktp]))
      .waitFor();
    await closePopup(page, 'Oopss!!');
    await screenshot(page, 'transaksi-pembelian-umum-1366');
    // The customer is folded away until needed: F3 opens it.
    await page.keyboard.press('F3');
    await page.locator('#cari-member:focus').waitFor();
    await page.locator('#beli-nama').fill('BAPAK E2E');
    await page.getByTestId('customer-name').getByText('BAPAK E2E').waitFor();
    // The seller's name is the customer's; the KTP is typed beside it.
    assert.equal(await page.locator('#beli-penjual-nama').inputValue(), 'BAPAK E2E');
    await page.locator('#beli-penjual-ktp').fill(KTP);
    await screenshot(page, 'transaksi-pembelian');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/pembelian') && r.request().method() === 'POST',
    );
    const nota = page.waitForResponse((r) => r.url().includes('/api/v1/pembelian/nota?'));
    await page.keyboard.press('F9');
    const savedRes = await saved;
    const body = (await savedRes.json()) as { message: string; data: api.PurchaseSaved };
    assert.equal(savedRes.status(), 201, body.message);
    assert.equal(body.message, api.TRANSAKSI_MSG.purchaseSaved);
    assert.equal(body.data.total_beli, expected);
    const group = body.data.no_faktur_group;
    const pdf = await nota;
    assert.equal(pdf.status(), 200);
    assert.match(pdf.headers()['content-type'] ?? '', /application\/pdf/);
    const again = await fetch(pdf.url(), { headers: { token: kasirToken } });
    const bytes = Buffer.from(await again.arrayBuffer());
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    // The note names the seller of its ownership statement: name and KTP.
    const printed = await pdfText(bytes);
    assert.match(printed, /BAPAK E2E/);
    assert.match(printed, new RegExp(KTP));
    assert.match(printed, /PERNYATAAN PENJUAL/);
    // Printed from a hidden frame of the counter: no new tab.
    await page.locator('iframe[data-testid="print-frame"]').waitFor({ state: 'attached' });
    assert.equal(context.pages().length, 1);
    // The counter is empty again, the cursor back in the first field.
    await lines.getByText('Belum Ada Barang').waitFor();
    await page.locator('#beli-kode-asal:focus').waitFor();

    // Lihat Pembelian: today's purchases hold the invoice.
    await page.goto(`${shopUrl(SHOP)}/lihat-pembelian`);
    const table = page.getByTestId('lihat-beli-table');
    await table.getByLabel('Cari').fill(group);
    const row = table.locator('tr.ant-table-row', { hasText: group });
    await row.getByText('CINCIN LUAR E2E').waitFor();
    await row.getByText('OPEN').waitFor();
    await row.getByText(formatMoney(expected)).waitFor();
    await row.getByRole('button', { name: /^Detail / }).click();
    const detail = page.locator('.ant-modal', { hasText: `Detail Pembelian ${group}` });
    await detail.getByText('BAPAK E2E').waitFor();
    await detail.getByText('CASH').waitFor();
    await screenshot(page, 'lihat-pembelian-detail');
    await detail.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
    await screenshot(page, 'lihat-pembelian');

    // Batal Pembelian: the reason is required, then the invoice is cancelled after the question.
    await page.goto(`${shopUrl(SHOP)}/batal-pembelian`);
    await page.locator('#batal-beli-no-faktur').fill(group);
    await page.keyboard.press('Enter');
    const view = page.getByTestId('invoice-view');
    await view.getByText('CINCIN LUAR E2E').waitFor();
    await page.getByRole('button', { name: 'Batal Pembelian' }).click();
    await page.getByText(api.TRANSAKSI_MSG.reasonRequired).waitFor();
    await closePopup(page, 'Oopss!!');
    await page.locator('#batal-beli-alasan').fill('salah input berat');
    await page.getByRole('button', { name: 'Batal Pembelian' }).click();
    await answerBox(page, `Apakah Anda Yakin Ingin Membatalkan Pembelian ${group}?`, 'Ya, Batalkan');
    await page.getByText(api.TRANSAKSI_MSG.purchaseCancelled).waitFor();
    await closePopup(page, 'Berhasil!');
    await view.getByTestId('status-tag').filter({ hasText: 'BATAL' }).first().waitFor();
    await page.getByText(api.TRANSAKSI_MSG.alreadyCancelled).waitFor();
    await screenshot(page, 'batal-pembelian');

    // And Lihat Pembelian shows it BATAL.
    await page.goto(`${shopUrl(SHOP)}/lihat-pembelian`);
    await table.getByLabel('Cari').fill(group);
    await table.locator('tr.ant-table-row', { hasText: group }).getByText('BATAL').waitFor();
    await context.close();
  });

  it('a price above the maximum per gram asks for an SPV authorisation (PEMBELIAN DI ATAS MAKSIMUM)', async () => {
    const kasirToken = await token('kasir1');
    const quote = await apiGet<api.PurchaseQuote>(
      'pembelian/harga?kode_group=EMAS%20MUDA&kode_kondisi=BAGUS',
      kasirToken,
    );
    const over = maxPurchasePrice({ ...quote, berat: BERAT }) + 1_000;
    // The cash paid out must be in kasir1's drawer.
    const modal = await fetch(`${shopUrl(SHOP)}/api/v1/uang-kas`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token: kasirToken },
      body: JSON.stringify({ kategori: 'KAS MASUK', deskripsi: 'MODAL E2E', jumlah: over }),
    });
    assert.equal(modal.status, 201);

    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/transaksi-pembelian`);
    await page.locator('#beli-kode-asal:focus').waitFor();
    const lines = await addOutsideGoldLine(page, 'gelang mahal e2e', BERAT);
    await lines.getByLabel('Harga Sepakat').fill(String(over));
    await lines.getByLabel('Harga Sepakat').press('Tab');
    await choose(page, page.locator('#beli-sales'), 'S01');
    await fillUmumSeller(page);
    // The cash row follows the agreed price.
    await page.locator(`#bayar-jumlah-0[value="${formatMoney(over)}"]`).waitFor();

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/pembelian') && r.request().method() === 'POST',
    );
    await page.keyboard.press('F9');
    const auth = page.locator('.ant-modal', { hasText: 'Otorisasi Pembelian Di Atas Maksimum' });
    await auth.getByLabel('Username').fill('spv1');
    await auth.getByLabel('Password').fill(DEMO_PASSWORD);
    await auth.getByLabel('Keterangan').fill('barang istimewa');
    await auth.getByRole('button', { name: 'Otorisasi' }).click();
    const res = await saved;
    const body = (await res.json()) as { message: string; data: api.PurchaseSaved };
    assert.equal(res.status(), 201, body.message);
    assert.equal(body.data.total_beli, over);
    const sent = res.request().postDataJSON() as api.CreatePurchaseBody;
    assert.match(sent.detail_barang[0]?.id_otorisasi ?? '', /^OTR-/);
    await context.close();
  });
});
