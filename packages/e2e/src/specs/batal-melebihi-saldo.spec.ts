import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, formatMoney, PENJUALAN } from '@emas/contract';
import type { KasSetting, SaldoHarian } from '@emas/contract/api/kas';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../browser.ts';
import { askCancelOnBatalPage, closePopup } from '../documents.ts';
import { apiRequest, apiToken, loggedIn } from '../helpers.ts';

// TK2 (TK1 is closed by zz-closing). kasir1's drawer is put back as it was at the end.
const SHOP = 'TK2';
const KASIR = 'kasir1';

let browser: Browser;
let owner = '';
let kasir = '';
let setting: KasSetting;

const drawer = async () => {
  const saldo = await apiRequest<SaldoHarian>(SHOP, 'GET', 'kas/saldo', owner);
  return saldo.rows.find((r) => r.input_by === KASIR)?.saldo_akhir ?? 0;
};
const uangKas = (kategori: 'KAS MASUK' | 'KAS KELUAR', jumlah: number) =>
  apiRequest(SHOP, 'POST', 'uang-kas', kasir, { kategori, deskripsi: 'E2E BATAL SALDO', jumlah });
const setRule = (kas_keluar_melebihi_saldo: KasSetting['kas_keluar_melebihi_saldo']) =>
  apiRequest(SHOP, 'PUT', 'kas/setting', owner, { ...setting, kas_keluar_melebihi_saldo });

before(async () => {
  browser = await launchBrowser();
  owner = await apiToken(SHOP, 'owner1');
  kasir = await apiToken(SHOP, KASIR);
  setting = await apiRequest<KasSetting>(SHOP, 'GET', 'kas/setting', owner);
});
after(async () => {
  await setRule(setting.kas_keluar_melebihi_saldo);
  await browser.close();
});

describe('batal penjualan beyond the drawer', () => {
  it('asks for the KAS KELUAR MELEBIHI SALDO authorisation when the refund is more than the drawer holds', async () => {
    const start = await drawer();
    const ready = await apiRequest<api.BarangRow[]>(
      SHOP,
      'GET',
      'barang?status=READY&kode_group=EMAS%20MUDA&limit=100',
      owner,
    );
    const item = ready.at(-1);
    assert.ok(item, 'the demo has READY goods');
    const quote = await apiRequest<api.SaleQuote>(
      SHOP,
      'GET',
      `penjualan/barang/${item.kode_barcode}`,
      kasir,
    );
    const sale = await apiRequest<api.SaleSaved>(SHOP, 'POST', 'penjualan', kasir, {
      kode_sales: 'S01',
      nama_customer: 'ibu batal e2e',
      detail_barang: [{ kode_barcode: quote.kode_barcode }],
      pembayaran: [{ jenis: 'CASH', jumlah: quote.harga_total }],
    });
    // The cashier hands cash on: the drawer holds 1 Rupiah less than the sale brought in.
    await uangKas('KAS KELUAR', start + 1);
    assert.equal(await drawer(), quote.harga_total - 1);
    await setRule('OTORISASI');

    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await page.setViewportSize({ width: 1366, height: 768 });
    const no = sale.no_faktur_group;
    await askCancelOnBatalPage(page, SHOP, PENJUALAN, no, quote.kode_barcode);
    // The server's answer, then the drawer's authorisation (not the sale's own).
    await page.getByText(api.OTORISASI_MSG.required).waitFor();
    await closePopup(page, 'Oopss!!');
    const modal = page.locator('.ant-modal:visible', { hasText: 'Otorisasi Kas Keluar Melebihi Saldo' });
    // The cursor is in Username once the error box is closed: typed by keyboard.
    await modal.getByLabel('Username').and(page.locator(':focus')).waitFor();
    await screenshot(page, 'batal-penjualan-melebihi-saldo', false);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'batal-penjualan-melebihi-saldo-1920', false);
    await page.keyboard.type('spv1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo1234');
    await modal.locator('.ant-modal-footer button', { hasText: /^Otorisasi$/ }).click();
    await page.getByText(PENJUALAN.messages.cancelled).waitFor();
    await closePopup(page, 'Berhasil!');
    await page
      .getByTestId('invoice-view')
      .getByTestId('status-tag')
      .filter({ hasText: 'BATAL' })
      .first()
      .waitFor();
    await context.close();

    // The refund left the drawer the sale's cash went into, 1 Rupiah beyond it.
    assert.equal(await drawer(), -1);
    await uangKas('KAS MASUK', start + 1);
    assert.equal(await drawer(), start, `kasir1's drawer is back at ${formatMoney(start)}`);
  });
});
