import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  type api,
  formatGram,
  LAPORAN_MUTASI_GRAM,
  LAPORAN_WASTING_SEPUHAN,
  MODULE,
  pricePurchaseLine,
} from '@emas/contract';
import { SEPUHAN_MSG } from '@emas/contract/api/sepuhan';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { choose, closePopup } from '../documents.ts';
import { apiRequest, apiToken, loggedIn, mudaPurchaseQuote } from '../helpers.ts';

// TK1: the demo seeds today's gold prices and the purchase condition BAGUS; refining (SEPUHAN_MODULE) is on.
const SHOP = 'TK1';
const BERAT = 3.25;
const BERAT_TERIMA = 3.18;

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

/** Ticks the row of a piece in a refining table. */
async function tick(page: Page, testId: string, barcode: string) {
  const row = page.getByTestId(testId).locator('tr', { hasText: barcode });
  await row.waitFor();
  await row.locator('.ant-checkbox-input').check();
}

describe('refining', () => {
  it('a buy-back sorted to washing, sent, received lighter: the wasting in its report', async () => {
    // The buy-back itself (its screen has its own spec): one piece enters warehouse BELI.
    const kasir = await apiToken(SHOP, 'kasir1');
    const quote = await mudaPurchaseQuote<api.PurchaseQuote>(SHOP, kasir);
    const harga = pricePurchaseLine({ ...quote, berat: BERAT });
    const saved = await apiRequest<api.PurchaseSaved>(SHOP, 'POST', 'pembelian', kasir, {
      kode_sales: 'S01',
      nama_customer: 'PENJUAL CUCI',
      no_ktp: '3174010101800003',
      detail_barang: [
        { nama_barang: 'CINCIN CUCI E2E', kode_group: 'EMAS MUDA', berat: BERAT, kode_kondisi: 'BAGUS' },
      ],
      pembayaran: [{ jenis: 'CASH', jumlah: harga }],
    });
    const owner = await apiToken(SHOP, 'owner1');
    const beli = await apiRequest<{ kode_barcode: string; nama_barang: string }[]>(
      SHOP,
      'GET',
      'sepuhan/barang?posisi=BELI',
      owner,
    );
    const piece = beli.find((b) => b.nama_barang === 'CINCIN CUCI E2E');
    assert.ok(piece, `bought piece of ${saved.no_faktur_group} in BELI`);
    const barcode = piece.kode_barcode;

    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    // Sortir Pembelian: the piece to washing.
    await page.goto(`${shopUrl(SHOP)}/sortir-pembelian`);
    assert.equal(await page.title(), 'Sortir Pembelian | Back Office Toko Emas');
    await tick(page, 'sortir-list', barcode);
    await choose(page, 'Tujuan Sortir', 'CUCI');
    await page
      .getByTestId('refining-totals')
      .getByText(`Dipilih: 1 Pcs, ${formatGram(BERAT)} gr`)
      .waitFor();
    await screenshot(page, 'sortir-pembelian');
    await page.getByRole('button', { name: 'Simpan Sortir Pembelian' }).click();
    await page.getByText(SEPUHAN_MSG.sorted).first().waitFor();
    await closePopup(page, 'Berhasil!');
    await page.getByTestId('sortir-list').locator('tr', { hasText: barcode }).waitFor({ state: 'detached' });

    // Kirim Barang Cuci.
    await page.goto(`${shopUrl(SHOP)}/kirim-barang-cuci`);
    await tick(page, 'kirim-cuci-list', barcode);
    await screenshot(page, 'kirim-barang-cuci');
    await page.getByRole('button', { name: 'Kirim Barang' }).click();
    await page.getByText(SEPUHAN_MSG.sent).first().waitFor();
    await closePopup(page, 'Berhasil!');

    // Terima Barang Cuci: lighter than sent; the wasting shows before saving.
    await page.goto(`${shopUrl(SHOP)}/terima-barang-cuci`);
    const row = page.getByTestId('terima-cuci-list').locator('tr', { hasText: barcode });
    await row.waitFor();
    await row.getByLabel(`Berat Terima ${barcode}`).fill(String(BERAT_TERIMA));
    await row.getByText(`${formatGram(0.07)} (2.15%)`).waitFor();
    await screenshot(page, 'terima-barang-cuci');
    await page.getByRole('button', { name: 'Terima Barang' }).click();
    await page.getByText(SEPUHAN_MSG.received).first().waitFor();
    await closePopup(page, 'Berhasil!');
    await row.waitFor({ state: 'detached' });

    // Laporan Wasting Sepuhan: the piece with its weights and wasting.
    await page.goto(`${shopUrl(SHOP)}${LAPORAN_WASTING_SEPUHAN.route}`);
    await page.getByTestId('laporan-filters').waitFor();
    await page.getByRole('button', { name: 'Cari' }).click();
    const table = page.getByTestId('laporan-table');
    const line = table.locator('tr', { hasText: barcode });
    await line.waitFor();
    const text = await line.innerText();
    for (const v of [formatGram(BERAT), formatGram(BERAT_TERIMA), formatGram(0.07)])
      assert.ok(text.includes(v), `${v} in ${text}`);
    await page.getByText(LAPORAN_WASTING_SEPUHAN.successToast).first().waitFor();
    await screenshot(page, 'laporan-wasting-sepuhan');
    await context.close();
  });

  it('Stock Cuci Manual: lines by category and type, saved with the slip downloaded for auto-print; the gram ledger report', async () => {
    const owner = await apiToken(SHOP, 'owner1');
    const setModule = (active: boolean) =>
      apiRequest(SHOP, 'PUT', 'system-setting/modules', owner, {
        modules: [{ key: MODULE.STOCK_CUCI_MANUAL, active }],
      });
    await setModule(true);
    try {
      const { context, page } = await loggedIn(browser, SHOP, 'owner1');
      await page.goto(`${shopUrl(SHOP)}/stock-cuci-manual`);
      assert.equal(await page.title(), 'Stock Cuci Manual | Back Office Toko Emas');
      // No category: the document's message.
      await page.getByRole('button', { name: 'Tambah' }).click();
      await page.getByText(SEPUHAN_MSG.kategoriEmpty).waitFor();
      await closePopup(page, 'Oopss!!');
      await choose(page, 'Kategori', 'EMAS MUDA');
      // Only the chosen category's types are offered.
      await choose(page, 'Jenis', 'MCC');
      await page.getByLabel('Jumlah').fill('4');
      await page.getByLabel('Berat').fill('6.5');
      await page.getByRole('button', { name: 'Tambah' }).click();
      const list = page.getByTestId('stock-cuci-manual-list');
      await list.getByText(formatGram(6.5)).waitFor();
      await page.getByText(`Total: 4 Pcs, ${formatGram(6.5)} gr`).waitFor();
      await screenshot(page, 'stock-cuci-manual');
      const [slip] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Simpan Barang' }).click(),
      ]);
      assert.match(slip.suggestedFilename(), /^STOCK CUCI MANUAL SM-TK1-\d{6}-\d{4}\.txt$/);
      await page.getByText(SEPUHAN_MSG.manualSaved).first().waitFor();
      await closePopup(page, 'Berhasil!');

      // The owner's gram ledger: per kadar and day, where the 24K grams went, with the losses.
      await page.goto(`${shopUrl(SHOP)}${LAPORAN_MUTASI_GRAM.route}`);
      await page.getByTestId('laporan-filters').waitFor();
      await page.getByRole('button', { name: 'Cari' }).click();
      const table = page.getByTestId('laporan-table');
      await table
        .getByText(/^KADAR \d/)
        .first()
        .waitFor();
      await page.getByText(LAPORAN_MUTASI_GRAM.successToast).first().waitFor();
      await screenshot(page, 'laporan-mutasi-gram');
      await context.close();
    } finally {
      await setModule(false);
    }
  });
});
