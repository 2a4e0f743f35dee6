import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PO_CLOSING_MSG, PO_IMPORT_COLUMNS, PO_MSG, type PreOrder } from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import * as doc from '../documents.ts';
import { answerBox, apiLogin, apiRequest, loggedIn } from '../helpers.ts';

// TK2: TK1 is closed by zz-closing. The demo seeds pre-orders in every state and switches the module on.
const SHOP = 'TK2';
const NUMBER = /PO-TK2-\d{6}-\d{4}/;

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

const modal = (page: Page) => page.locator('.ant-modal:visible').last();

/** Adds a goods line through the add-goods modal. */
async function addGoods(page: Page, deskripsi: string, berat: string, gram: string, harga: string) {
  await page.getByTestId('po-add-goods').click();
  await doc.modalShown(page);
  const m = modal(page);
  await m.getByLabel('Deskripsi').fill(deskripsi);
  await m.getByLabel('Berat Estimasi').fill(berat);
  await m.getByLabel('Harga Gram').fill(gram);
  await m.getByLabel('Harga Estimasi').fill(harga);
  await m.getByRole('button', { name: 'Tambah' }).click();
  await page.getByTestId('po-goods-table').getByText(deskripsi.toUpperCase()).waitFor();
}

/** Adds a closing line (No Po, send status, receipt for KIRIM, qty) to the local list. */
async function queueClosing(page: Page, noPo: string, status: 'KIRIM' | 'AMBIL', qty: string, resi?: string) {
  await doc.choose(page, 'No Po', noPo);
  await doc.choose(page, 'Status Kirim', status);
  if (resi) await page.getByLabel('No Resi').fill(resi);
  await page.getByLabel('Qty', { exact: true }).fill(qty);
  await page.getByRole('button', { name: 'Tambah' }).click();
}

/** Runs a report page for the business day and waits for its table to list `text`. */
async function reportShows(page: Page, route: string, text: string) {
  await page.goto(`${shopUrl(SHOP)}${route}`);
  await page.getByRole('button', { name: 'Cari' }).click();
  await page.locator('.ant-table-row', { hasText: text }).first().waitFor();
  await page.getByRole('button', { name: 'Export PDF' }).waitFor();
}

describe('pre-order', () => {
  it('a PO of two goods lines is saved and printed, found in Lihat Pre Order, validated, shipped by KIRIM and the rest by AMBIL; the reports show it; another is cancelled after the confirmation', async () => {
    const { page } = await loggedIn(browser, SHOP, 'kasir1');
    const spv = await loggedIn(browser, SHOP, 'spv1');
    const order = `E2E-${Date.now()}`;

    // Transaksi Pre Order: header, two goods lines, Simpan; the invoice shows and prints.
    await page.goto(`${shopUrl(SHOP)}/transaksi-pre-order`);
    await page.waitForFunction(() => document.title === 'Transaksi Pre Order | Back Office Toko Emas');
    assert.equal(await page.getByTestId('po-simpan').isDisabled(), true, 'no goods: Simpan disabled');
    await page.getByLabel('Kode Member').fill('TK2000001');
    await page.getByLabel('Nama Customer').fill('pembeli po e2e');
    await doc.choose(page, 'Sales', 'S01');
    await doc.choose(page, 'No Rekening', '5271234567');
    await page.getByLabel('Kode Marketplace').fill('SHOPEE');
    await page.getByLabel('No Order').fill(order);
    await addGoods(page, 'cincin e2e', '2.5', '1100000', '2750000');
    await addGoods(page, 'gelang e2e', '3', '1100000', '3300000');
    await doc.assertFits(page, 'transaksi-pre-order');
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByTestId('po-simpan').click();
    await page.getByText(PO_MSG.saved).first().waitFor();
    const invoice = page.getByTestId('po-invoice');
    await invoice.waitFor();
    const no = (await invoice.innerText()).match(NUMBER)?.[0];
    assert.ok(no, 'the saved PO has a number');
    assert.match(await invoice.innerText(), /CINCIN E2E[\s\S]*GELANG E2E/);
    await invoice.getByRole('button', { name: 'Cetak' }).click();
    assert.equal(await page.evaluate(() => (window as unknown as { printed: number }).printed), 1);
    await screenshot(page, 'transaksi-pre-order-saved');

    // Lihat Pre Order: the row, its goods as the expandable detail.
    await page.goto(`${shopUrl(SHOP)}/lihat-pre-order`);
    const table = page.getByTestId('lihat-po-table');
    const row = table.locator('tr.ant-table-row', { hasText: no });
    await row.getByText('BELUM DI VALDIASI').waitFor();
    await row.locator('.ant-table-row-expand-icon').click();
    await page.getByTestId(`po-lines-${no}`).getByText('GELANG E2E').waitFor();
    await doc.assertFits(page, 'lihat-pre-order');

    // Validated by the supervisor (its payment): SUDAH DI VALIDASI.
    await spv.page.goto(`${shopUrl(SHOP)}/lihat-pre-order`);
    const spvRow = spv.page.getByTestId('lihat-po-table').locator('tr.ant-table-row', { hasText: no });
    await spvRow.getByRole('button', { name: 'Validasi' }).click();
    await doc.modalShown(spv.page);
    await modal(spv.page).getByRole('button', { name: 'Validasi' }).click();
    await spv.page.getByText(PO_MSG.validated).first().waitFor();
    await spvRow.getByText('SUDAH DI VALIDASI').waitFor();

    // Closing: one piece by KIRIM with a receipt number, saved; then the rest by AMBIL.
    await page.goto(`${shopUrl(SHOP)}/closing-barang-po`);
    assert.equal(await page.getByRole('button', { name: 'Simpan Data' }).isDisabled(), true);
    await queueClosing(page, no, 'KIRIM', '1', 'jne123e2e');
    const list = page.getByTestId('closing-po-list');
    await list.getByText('JNE123E2E').waitFor();
    assert.equal(await page.getByTestId('po-sisa-qty').inputValue(), '1');
    // More than is left is refused on the screen.
    await page.getByLabel('No Resi').fill('jne124e2e');
    await page.getByLabel('Qty', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Tambah' }).click();
    await page.getByText(PO_CLOSING_MSG.tooMany).first().waitFor();
    await doc.closePopup(page, 'Oopss!!');
    await doc.assertFits(page, 'closing-barang-po');
    await page.getByRole('button', { name: 'Simpan Data' }).click();
    await page.getByText(PO_CLOSING_MSG.saved).first().waitFor();
    await list.getByText('Tidak Ada Data').waitFor();

    // Laporan Outstand PO shows it with a piece left.
    await reportShows(spv.page, '/laporan-outstand-po', no);
    await screenshot(spv.page, 'laporan-outstand-po');

    await page.goto(`${shopUrl(SHOP)}/closing-barang-po`);
    await queueClosing(page, no, 'AMBIL', '1');
    await list.getByText('-', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Simpan Data' }).click();
    await page.getByText(PO_CLOSING_MSG.saved).first().waitFor();

    // Laporan Closing Barang Po lists both lines.
    await reportShows(spv.page, '/laporan-closing-barang-po', 'JNE123E2E');
    await spv.page.locator('.ant-table-row', { hasText: 'AMBIL' }).first().waitFor();
    await screenshot(spv.page, 'laporan-closing-barang-po');

    // Another PO, cancelled from Lihat Pre Order after the confirmation.
    const { token } = await apiLogin(SHOP, 'kasir1');
    const other = await apiRequest<PreOrder>(SHOP, 'POST', 'pre-order', token, {
      kode_member: 'TK2000001',
      kode_sales: 'S01',
      no_rekening: '5271234567',
      qty_estimasi: 1,
      berat_estimasi: 1,
      harga_estimasi: 1_100_000,
      harga_gram: 1_100_000,
      detail_barang: [{ kode_barcode: '-', deskripsi: 'liontin batal e2e', berat: 1 }],
    });
    await page.goto(`${shopUrl(SHOP)}/lihat-pre-order`);
    const cancelRow = table.locator('tr.ant-table-row', { hasText: other.no_po });
    await cancelRow.getByRole('button', { name: 'Batal' }).click();
    await answerBox(page, PO_MSG.confirmCancel(other.no_po), 'Ya');
    await page.getByText(PO_MSG.cancelled).first().waitFor();
    await cancelRow.waitFor({ state: 'detached' });
  });

  it('Import Pre Order: the template downloads, a file with a bad row shows its reason, the valid rows are created once', async () => {
    const { page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/import-pre-order`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Template' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'template-import-pre-order.csv');
    const stamp = Date.now();
    const row = (order: string, member: string) =>
      [
        order,
        'TOKOPEDIA',
        member,
        'PEMBELI IMPORT',
        '',
        '',
        'S01',
        '5271234567',
        'CINCIN IMPORT',
        '2',
        '1',
        '2300000',
        '',
      ].join(',');
    const csv = [
      PO_IMPORT_COLUMNS.join(','),
      row(`IMP-${stamp}-1`, 'TK2000001'),
      row(`IMP-${stamp}-2`, 'TK2000001'),
      row(`IMP-${stamp}-3`, ''),
    ].join('\r\n');
    await page.locator('input[type=file]').setInputFiles({
      name: 'po-e2e.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByTestId('po-import-name').getByText('po-e2e.csv').waitFor();
    await page.getByRole('button', { name: 'Proses' }).click();
    const table = page.getByTestId('po-import-table');
    await table.getByText('Kode Member Harus Diisi').waitFor();
    await doc.assertFits(page, 'import-pre-order');
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText('2 Pre Order Berhasil Diimport').first().waitFor();
    await page.getByTestId('po-import-summary').getByText('Dibuat: 2').waitFor();
    // The same file again creates nothing.
    await page.getByRole('button', { name: 'Proses' }).click();
    await table.getByText('No Order Sudah Pernah Diimport').first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Import' }).isDisabled(), true);
  });
});
