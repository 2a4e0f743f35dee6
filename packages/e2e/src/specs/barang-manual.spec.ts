import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  api,
  LAPORAN_BATAL_PEMBELIAN_MANUAL,
  LAPORAN_BATAL_PENJUALAN_MANUAL,
  LAPORAN_SUMMARY_BARANG_MANUAL,
  PEMBELIAN_MANUAL,
  PENJUALAN_MANUAL,
  type ReportDef,
} from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import * as doc from '../documents.ts';
import { apiLogin, apiRequest, choose, loggedIn, popup } from '../helpers.ts';

// TK2: TK1 is closed by zz-closing. The demo switches the manual-items module on and seeds a few items.
const SHOP = 'TK2';
const MSG = api.BARANG_MANUAL_MSG;

let browser: Browser;
let owner = '';
before(async () => {
  browser = await launchBrowser();
  owner = (await apiLogin(SHOP, 'owner1')).token;
});
after(() => browser.close());

const stockOf = async (baki: string, dept: string) =>
  (
    await apiRequest<api.BarangManual[]>(
      SHOP,
      'GET',
      `barang-manual?kode_gudang=TOKO&kode_toko=${baki}&kode_group=LM&kode_dept=${dept}`,
      owner,
    )
  )[0]?.stock ?? 0;

/**
 * Picks an option of the select whose input has this id (forms of several tabs share labels): the
 * code typed (the list is virtual), then the option `CODE - name` clicked.
 */
async function pick(page: Page, id: string, text: string) {
  await choose(page, page.locator(`#${id}`), text, { typed: text.replace(/ - $/, '') });
}

/** One line of a manual form (`form` is its name): tray A08 of TOKO, group LM, the type, qty, weight. */
async function fillLine(page: Page, form: string, dept: string, qty: number, berat: number) {
  await pick(page, `${form}_kode_gudang`, 'TOKO - ');
  await pick(page, `${form}_kode_toko`, 'A08 - ');
  await pick(page, `${form}_kode_group`, 'LM - ');
  await pick(page, `${form}_kode_dept`, `${dept} - `);
  await page.locator(`#${form}_qty`).fill(String(qty));
  await page.locator(`#${form}_berat`).fill(String(berat));
}

/** A report as the owner: searched with its defaults, the text in its table. */
async function reportShows(page: Page, def: ReportDef, text: string) {
  await page.goto(`${shopUrl(SHOP)}${def.route}`);
  await page.getByTestId('laporan-filters').waitFor();
  await page.getByRole('button', { name: 'Cari' }).click();
  await page.getByTestId('laporan-table').getByText(text).first().waitFor();
  await doc.assertTotalsAligned(page);
  await doc.assertFits(page, def.route.slice(1));
}

describe('manual items', () => {
  it('goods added by group and type; a manual sale and a manual purchase, both cancelled, each in its report; the summary per tray', async () => {
    const own = await loggedIn(browser, SHOP, 'owner1');
    const kasir = await loggedIn(browser, SHOP, 'kasir1');

    // Data Barang Manual: 5 bars of 2 g into tray A08, counted, no barcode per piece.
    const before2 = await stockOf('A08', 'LM2');
    await own.page.goto(`${shopUrl(SHOP)}/data-barang-manual`);
    await fillLine(own.page, 'tambah-barang-manual', 'LM2', 5, 10);
    await own.page.getByRole('button', { name: 'Tambah', exact: true }).click();
    await own.page.getByTestId('tambah-manual-list').getByText('LM2').waitFor();
    await own.page.getByRole('button', { name: 'Simpan Barang' }).click();
    await own.page.getByText(MSG.saved).first().waitFor();
    assert.equal(await stockOf('A08', 'LM2'), before2 + 5);
    await own.page.getByTestId('stock-manual-table').getByText('LM2').first().waitFor();
    await doc.assertFits(own.page, 'data-barang-manual');

    // Transaksi Jual Beli Manual, Penjualan Manual: one bar sold.
    const page = kasir.page;
    await page.goto(`${shopUrl(SHOP)}/transaksi-jual-beli-manual`);
    await fillLine(page, 'jual-manual-line', 'LM2', 1, 2);
    await page.locator('#jual-manual-line_harga').fill('2500000');
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    await page.getByTestId('jual-manual-total').getByText('2,500,000').waitFor();
    await pick(page, 'jual-manual-head_kode_sales', 'S01');
    await page.locator('#jual-manual-head_nama_customer').fill('pembeli manual e2e');
    await page.getByRole('button', { name: 'Simpan Penjualan' }).click();
    await page.getByText(MSG.saleSaved).first().waitFor();
    const sale = (await page.getByTestId('jual-manual-saved').innerText()).match(/FJM-TK2-\d{6}-\d{4}/)?.[0];
    assert.ok(sale, 'the sale is numbered');
    const saleInv = await apiRequest<api.PenjualanManualInvoice>(
      SHOP,
      'POST',
      'penjualan-manual/invoice',
      owner,
      {
        no_faktur: sale,
      },
    );
    const saleLine = saleInv.penjualan[0]?.no_faktur_jual ?? '';
    assert.match(saleLine, /^JM-TK2-/);
    assert.equal(await stockOf('A08', 'LM2'), before2 + 4);
    await screenshot(page, 'transaksi-jual-beli-manual');

    // Pembelian Manual: a 5 g bar bought into the same tray.
    const before5 = await stockOf('A08', 'LM5');
    await page.getByRole('tab', { name: 'Pembelian Manual' }).click();
    await fillLine(page, 'beli-manual-line', 'LM5', 1, 5);
    await page.locator('#beli-manual-line_deskripsi').fill('lm antam bekas');
    await page.locator('#beli-manual-line_harga').fill('1000000');
    await page.locator('#beli-manual-line').getByRole('button', { name: 'Tambah', exact: true }).click();
    await page.getByTestId('beli-manual-total').getByText('1,000,000').waitFor();
    await pick(page, 'beli-manual-head_kode_sales', 'S01');
    await page.getByRole('button', { name: 'Simpan Pembelian' }).click();
    await page.getByText(MSG.purchaseSaved).first().waitFor();
    const group = (await page.getByTestId('beli-manual-saved').innerText()).match(/FBM-TK2-\d{6}-\d{4}/)?.[0];
    assert.ok(group, 'the purchase is numbered');
    assert.equal(await stockOf('A08', 'LM5'), before5 + 1);
    const inv = await apiRequest<api.PembelianManualInvoice>(
      SHOP,
      'POST',
      'pembelian-manual/invoice',
      owner,
      {
        no_faktur: group,
      },
    );
    const line = inv.pembelian[0]?.no_faktur_beli ?? '';
    assert.match(line, /^BM-TK2-/);

    // The kit's Lihat pages list both.
    await page.goto(`${shopUrl(SHOP)}${PENJUALAN_MANUAL.routes.lihat}`);
    await page.getByTestId('lihat-jual-manual-table').getByText(sale).waitFor();
    await doc.assertFits(page, 'lihat-penjualan-manual');
    await page.goto(`${shopUrl(SHOP)}${PEMBELIAN_MANUAL.routes.lihat}`);
    await page.getByTestId('lihat-beli-manual-table').getByText(group).waitFor();

    // The sale cancelled on the kit's Batal page: the bar is back in its tray.
    await doc.cancelOnBatalPage(page, SHOP, PENJUALAN_MANUAL, sale, 'PEMBELI MANUAL E2E');
    assert.equal(await stockOf('A08', 'LM2'), before2 + 5);

    // The purchase cancelled on Batal Pembelian Manual: looked up from 15 characters, listed, saved.
    await page.goto(`${shopUrl(SHOP)}/batal-pembelian-manual`);
    await page.locator('#batal-beli-manual-no').fill(line.slice(0, 10));
    assert.equal(await page.locator('#batal-beli-manual-Deskripsi').inputValue(), '');
    await page.locator('#batal-beli-manual-no').fill(line);
    await page.waitForFunction(
      () => (document.getElementById('batal-beli-manual-Deskripsi') as HTMLInputElement | null)?.value !== '',
    );
    assert.equal(await page.locator('#batal-beli-manual-Deskripsi').inputValue(), 'LM ANTAM BEKAS');
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    await page.getByTestId('batal-beli-manual-list').getByText(line).waitFor();
    // The same invoice again is refused.
    await page.locator('#batal-beli-manual-no').fill(line);
    await page.waitForFunction(
      () => (document.getElementById('batal-beli-manual-Deskripsi') as HTMLInputElement | null)?.value !== '',
    );
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    await popup(page, 'Oopss!!').waitFor();
    await page.getByText(MSG.fakturTwice).waitFor();
    await doc.closePopup(page, 'Oopss!!');
    await doc.assertFits(page, 'batal-pembelian-manual');
    await page.getByRole('button', { name: 'Simpan Batal' }).click();
    await page.getByText(MSG.purchaseCancelled).first().waitFor();
    assert.equal(await stockOf('A08', 'LM5'), before5);

    // Each in its report; the summary per tray (no layout choice for TK2).
    await reportShows(own.page, LAPORAN_BATAL_PENJUALAN_MANUAL, saleLine);
    await reportShows(own.page, LAPORAN_BATAL_PEMBELIAN_MANUAL, line);
    await own.page.goto(`${shopUrl(SHOP)}${LAPORAN_SUMMARY_BARANG_MANUAL.route}`);
    await own.page.getByTestId('laporan-filters').waitFor();
    assert.equal(await own.page.locator('#filter-cetak_report').count(), 0, 'per_baki only outside MLT/NQC');
    await own.page.getByRole('button', { name: 'Cari' }).click();
    const table = own.page.getByTestId('laporan-table');
    await table.getByText('A08', { exact: true }).first().waitFor();
    await table.getByText('A07', { exact: true }).first().waitFor();
    await doc.assertFits(own.page, 'laporan-summary-barang-manual');
    await screenshot(own.page, 'laporan-summary-barang-manual');
    await own.context.close();
    await kasir.context.close();
  });
});
