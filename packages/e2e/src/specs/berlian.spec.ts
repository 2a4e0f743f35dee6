import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { api, formatMoney, LAPORAN_PENJUALAN_BERLIAN } from '@emas/contract';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { apiRequest, apiToken, loggedIn, pickOption, saleResponse } from '../helpers.ts';

/**
 * The diamond module at TK1 (switched on by the demo seed): a diamond ring sold at the counter at its
 * tag price (USD x kurs + ongkos berlian), printed on the PENJUALAN BERLIAN note, then found in
 * Laporan Penjualan Berlian with its stones, and in its CSV.
 */
const SHOP = 'TK1';
let browser: Browser;
let owner = '';
before(async () => {
  browser = await launchBrowser();
  owner = await apiToken(SHOP, 'owner1');
});
after(() => browser.close());

describe('diamond sale', () => {
  it('a diamond ring sold at the counter is in Laporan Penjualan Berlian', async () => {
    const ready = await apiRequest<api.BarangRow[]>(
      SHOP,
      'GET',
      'barang?status=READY&kode_group=BERLIAN&kode_gudang=TOKO&kode_baki=A08&limit=50',
      owner,
    );
    const ring = ready.find((b) => b.curr === 'USD' && b.data_berlian?.length);
    assert.ok(ring, 'a READY USD diamond item in the demo');
    const quote = await apiRequest<api.SaleQuote>(
      SHOP,
      'GET',
      `penjualan/barang/${ring.kode_barcode}`,
      owner,
    );
    assert.ok(quote.berlian, 'priced as a diamond');
    assert.equal(
      quote.harga_total,
      Math.ceil((Math.round(ring.total_usd * ring.kurs) + ring.ongkos_berlian) / 500) * 500,
    );

    // The counter: kasir1 scans the ring; its stones and dollar price show on the line.
    const kasir = await loggedIn(browser, SHOP, 'kasir1');
    const page = kasir.page;
    await page.goto(`${shopUrl(SHOP)}/transaksi-penjualan`);
    const field = page.getByLabel('Barcode', { exact: true });
    await field.waitFor();
    await page.keyboard.press('F7');
    await pickOption(page, 'S01');
    await field.fill(ring.kode_barcode);
    await field.press('Enter');
    const line = page.getByTestId('sale-line-berlian');
    await line.getByText(quote.berlian.keterangan, { exact: false }).waitFor();
    await line.getByText(`USD ${ring.total_usd.toFixed(2)}`, { exact: false }).waitFor();
    await page
      .getByTestId('total-jual')
      .getByText(`Rp ${formatMoney(quote.harga_total)}`)
      .waitFor();
    await page.keyboard.press('F8');
    await page.getByTestId('sisa-bayar').getByText('Rp 0').waitFor();
    await screenshot(page, 'berlian-counter', false);
    const saved = saleResponse(page);
    const nota = page.waitForResponse((r) => r.url().includes('/api/v1/penjualan/nota?'));
    await page.keyboard.press('F9');
    const res = (await (await saved).json()) as { data: api.SaleSaved; message: string };
    assert.equal(res.message, api.TRANSAKSI_MSG.saleSaved);
    assert.equal(res.data.total_jual, quote.harga_total);
    assert.equal((await nota).status(), 200);
    await kasir.context.close();

    // The report: the owner searches the day with the form's defaults (every filter ALL).
    const { context, page: rpt } = await loggedIn(browser, SHOP, 'owner1');
    await rpt.goto(`${shopUrl(SHOP)}${LAPORAN_PENJUALAN_BERLIAN.route}`);
    assert.equal(await rpt.title(), 'Laporan Penjualan Berlian | Back Office Toko Emas');
    await rpt.getByTestId('laporan-filters').waitFor();
    await rpt.getByRole('button', { name: 'Cari' }).click();
    const table = rpt.getByTestId('laporan-table');
    await table.getByText(res.data.no_faktur_jual[0] as string).waitFor();
    await table.getByText(ring.kode_intern).first().waitFor();
    await table.getByText(quote.berlian.keterangan).first().waitFor();
    await rpt.getByText(LAPORAN_PENJUALAN_BERLIAN.successToast).first().waitFor();
    await screenshot(rpt, 'berlian-laporan-penjualan', false);

    const [download] = await Promise.all([
      rpt.waitForEvent('download'),
      rpt.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `${LAPORAN_PENJUALAN_BERLIAN.fileName}.csv`);
    const csv = await readFile((await download.path()) as string, 'utf8');
    assert.ok(csv.includes(ring.kode_intern), 'the CSV holds the ring');
    assert.ok(csv.includes('Total Berlian Rp'));
    await context.close();
  });
});
