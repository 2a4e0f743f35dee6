import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { api } from '@emas/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser } from 'playwright-core';
import { launchBrowser, SCREENSHOTS, screenshot, shopUrl } from '../browser.ts';
import { apiRequest, apiToken, loggedIn } from '../helpers.ts';

// Issue 43: a counter set to a receipt printer of 80 mm prints a sale's receipt from Lihat Penjualan.
const SHOP = 'TK1';
/** 80 mm in points. */
const WIDTH_80_PT = (80 * 72) / 25.4;

let browser: Browser;
let kasir: string;
let sale: api.SaleSaved;

before(async () => {
  browser = await launchBrowser();
  const owner = await apiToken(SHOP, 'owner1');
  kasir = await apiToken(SHOP, 'kasir1');
  const ready = await apiRequest<api.BarangRow[]>(
    SHOP,
    'GET',
    'barang?status=READY&kode_group=EMAS%20MUDA&limit=100',
    owner,
  );
  const item = ready.at(-2);
  assert.ok(item, 'the demo has READY goods');
  const quote = await apiRequest<api.SaleQuote>(SHOP, 'GET', `penjualan/barang/${item.kode_barcode}`, kasir);
  sale = await apiRequest<api.SaleSaved>(SHOP, 'POST', 'penjualan', kasir, {
    kode_sales: 'S02',
    nama_customer: 'ibu struk e2e',
    no_hp: '081234567890',
    detail_barang: [{ kode_barcode: quote.kode_barcode }],
    pembayaran: [{ jenis: 'CASH', jumlah: quote.harga_total }],
  });
});
after(() => browser.close());

async function firstPage(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const [, , width = 0] = page.view;
  const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
  await doc.destroy();
  return { width, text };
}

describe('receipt printer', () => {
  it('Thermal 80 mm for the counter: Cetak Struk prints the sale as an 80 mm receipt', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.setViewportSize({ width: 1366, height: 768 });
    // The counter's setting: Thermal 80 mm, straight over USB (headless has no printer: the dialog).
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Printer Nota' }).click();
    const modal = page.getByRole('dialog', { name: 'Printer Nota' });
    await modal.getByLabel('Thermal 80 mm').check();
    await modal.getByLabel('Langsung: USB (WebUSB)').check();
    await screenshot(page, 'thermal-printer-setting', false);
    await modal.getByRole('button', { name: 'Simpan' }).click();
    await modal.waitFor({ state: 'hidden' });

    await page.goto(`${shopUrl(SHOP)}/lihat-penjualan`);
    const table = page.getByTestId('lihat-jual-table');
    await table.getByLabel('Cari').fill(sale.no_faktur_group);
    const row = table.locator('tr.ant-table-row', { hasText: sale.no_faktur_group });
    await row.getByText('IBU STRUK E2E').waitFor();
    const receipt = page.waitForResponse(
      (r) => r.url().includes('/api/v1/penjualan/nota?') && !r.url().includes('format=escpos'),
    );
    await row.getByRole('button', { name: /^Cetak Struk / }).click();
    const res = await receipt;
    assert.match(res.url(), /kertas=THERMAL_80/);
    assert.equal(res.status(), 200);
    assert.match(res.headers()['content-type'] ?? '', /application\/pdf/);
    // Printed from the counter's hidden frame, no new tab.
    await page.locator('iframe[data-testid="print-frame"]').waitFor({ state: 'attached' });
    assert.equal(context.pages().length, 1);
    await screenshot(page, 'thermal-lihat-penjualan', false);

    const pdf = Buffer.from(await (await fetch(res.url(), { headers: { token: kasir } })).arrayBuffer());
    const { width, text } = await firstPage(pdf);
    assert.ok(Math.abs(width - WIDTH_80_PT) < 0.5, `page width ${width}`);
    assert.match(text, new RegExp(sale.no_faktur_group));
    assert.match(text, /NOTA\s+PENJUALAN/);
    const file = join(SCREENSHOTS, 'thermal-penjualan-80mm');
    writeFileSync(`${file}.pdf`, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', `${file}.pdf`, file]);
    await context.close();
  });
});
