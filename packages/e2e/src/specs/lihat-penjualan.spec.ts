import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type api, formatMoney, MODULE } from '@emas/contract';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { pdfFirstPageText } from '../documents.ts';
import { DEMO_PASSWORD, loggedIn, popup } from '../helpers.ts';

// TK1: a sale is made through the API in the set-up, then reprinted from Lihat Penjualan.
const SHOP = 'TK1';

let browser: Browser;
let owner: string;
let kasir: string;
let sale: api.SaleSaved;
let item: api.SaleQuote;

async function request<T>(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${shopUrl(SHOP)}/api/v1/${path}`, {
    method,
    headers: { token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T; message?: string };
  assert.ok(res.ok, `${method} ${path}: ${json.message}`);
  return json.data;
}

async function login(userId: string): Promise<string> {
  const res = await fetch(`${shopUrl(SHOP)}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: userId, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const setCopyModule = (active: boolean) =>
  request('PUT', 'system-setting/modules', owner, { modules: [{ key: MODULE.CETAK_ULANG_COPY, active }] });

before(async () => {
  browser = await launchBrowser();
  owner = await login('owner1');
  kasir = await login('kasir1');
  // A READY item of a gold group (priced by today's rate), taken from the end of the list.
  const ready = await request<api.BarangRow[]>(
    'GET',
    'barang?status=READY&kode_group=EMAS%20MUDA&limit=100',
    owner,
  );
  const last = ready.at(-1);
  assert.ok(last, 'the demo has READY goods');
  item = await request<api.SaleQuote>('GET', `penjualan/barang/${last.kode_barcode}`, kasir);
  sale = await request<api.SaleSaved>('POST', 'penjualan', kasir, {
    kode_sales: 'S02',
    nama_customer: 'ibu reprint e2e',
    no_hp: '081234567890',
    detail_barang: [{ kode_barcode: item.kode_barcode }],
    pembayaran: [{ jenis: 'CASH', jumlah: item.harga_total }],
  });
  await setCopyModule(true);
});
after(async () => {
  await setCopyModule(false);
  await browser.close();
});

describe('lihat penjualan', () => {
  it('lists the sale of the day, shows its detail, reprints it as COPY and sends it by WhatsApp', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/lihat-penjualan`);
    assert.equal(await page.title(), 'Lihat Penjualan | Back Office Toko Emas');
    const table = page.getByTestId('lihat-jual-table');
    await table.getByLabel('Cari').fill(sale.no_faktur_group);
    const row = table.locator('tr.ant-table-row', { hasText: sale.no_faktur_group });
    await row.getByText('IBU REPRINT E2E').waitFor();
    await row.getByText(formatMoney(item.harga_total)).waitFor();
    await row.getByText('OPEN').waitFor();
    await page.getByTestId('lihat-jual-totals').getByText(formatMoney(item.harga_total)).waitFor();
    await screenshot(page, 'lihat-penjualan');

    await row.getByRole('button', { name: /^Detail / }).click();
    const detail = page.locator('.ant-modal', { hasText: `Detail Penjualan ${sale.no_faktur_group}` });
    await detail.getByText(item.kode_barcode).waitFor();
    await detail
      .getByTestId('invoice-total')
      .filter({ hasText: formatMoney(item.harga_total) })
      .waitFor();
    await screenshot(page, 'lihat-penjualan-detail');
    await detail.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();

    // Cetak Ulang: the PDF (reprint=1) opens in a new tab and carries COPY.
    const nota = page.waitForResponse((r) => r.url().includes('/api/v1/penjualan/nota?'));
    const tab = context.waitForEvent('page');
    await row.getByRole('button', { name: /^Cetak Ulang / }).click();
    const res = await nota;
    assert.match(res.url(), /reprint=1/);
    assert.equal(res.status(), 200);
    assert.match(res.headers()['content-type'] ?? '', /application\/pdf/);
    // The same file, read here (the page consumed the body as a blob).
    const again = await fetch(res.url(), { headers: { token: kasir } });
    const text = await pdfFirstPageText(Buffer.from(await again.arrayBuffer()));
    assert.match(text, /COPY/);
    assert.match(text, new RegExp(sale.no_faktur_group));
    await (await tab).close();

    // Kirim WA: the customer's number is valid.
    await row.getByRole('button', { name: /^Kirim WA / }).click();
    await page.getByText('Invoice Berhasil Dikirim').waitFor();
    await popup(page, 'Berhasil!').waitFor();
    await context.close();
  });
});
