import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatRupiah, formatTanggal } from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { answerBox, DEMO_PASSWORD, loggedIn, type ShopKey } from '../helpers.ts';

async function apiCall<T>(shop: ShopKey, method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${shopUrl(shop)}/api/v1/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  assert.ok(res.ok, `${method} ${path}: ${json.message}`);
  return json.data;
}

/** A cash sale of one ready item at the branch (its owner at the counter); its total. */
async function sellOne(shop: ShopKey): Promise<number> {
  const { token } = await apiCall<{ token: string }>(shop, 'POST', 'users/login', undefined, {
    user_id: 'owner1',
    password: DEMO_PASSWORD,
  });
  const ready = await apiCall<{ kode_barcode: string; kadar: number }[]>(
    shop,
    'GET',
    'barang?status=READY&kode_gudang=TOKO&limit=50',
    token,
  );
  const item = ready.find((b) => b.kadar > 0);
  assert.ok(item, `a ready item at ${shop}`);
  const quote = await apiCall<{ harga_total: number }>(
    shop,
    'GET',
    `penjualan/barang/${item.kode_barcode}`,
    token,
  );
  await apiCall(shop, 'POST', 'penjualan', token, {
    kode_sales: 'S01',
    detail_barang: [{ kode_barcode: item.kode_barcode }],
    pembayaran: [{ jenis: 'CASH', jumlah: quote.harga_total }],
  });
  return quote.harga_total;
}

/** The Rupiah of a statistic titled `title` inside `scope`. */
async function rupiahIn(page: Page, scope: string, title: string): Promise<number> {
  const stat = page.getByTestId(scope).locator('.ant-statistic', { hasText: title }).first();
  return Number((await stat.locator('.ant-statistic-content').innerText()).replace(/[^\d]/g, ''));
}

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

const tk2Owner = async () =>
  (
    await apiCall<{ token: string }>('TK2', 'POST', 'users/login', undefined, {
      user_id: 'owner1',
      password: DEMO_PASSWORD,
    })
  ).token;

describe('head office', () => {
  it('sees every branch on the head-office dashboard, picks TK2 and works on its data', async () => {
    const { context, page } = await loggedIn(browser, 'PST', 'PUSAT');
    assert.match(await page.getByTestId('header-shop').innerText(), /KANTOR PUSAT/);
    await page.goto(`${shopUrl('PST')}/dashboardPusat`);
    await page.getByTestId('shop-card-TK1').waitFor();
    await page.getByTestId('shop-card-TK2').waitFor();
    assert.match(await page.getByTestId('shop-card-TK2').innerText(), /TOKO EMAS SINAR MULIA DEPOK/);
    await screenshot(page, 'dashboard-pusat');

    await page.getByTestId('shop-picker').click();
    await page.getByRole('option', { name: 'TOKO EMAS SINAR MULIA DEPOK' }).click();
    await page.goto(`${shopUrl('PST')}/settingtoko`);
    const name = page.getByLabel('Nama Toko');
    await name.waitFor();
    await page.waitForFunction(
      () => (document.querySelector('#nama_toko') as HTMLInputElement | null)?.value,
    );
    assert.equal(await name.inputValue(), 'TOKO EMAS SINAR MULIA DEPOK');
    await screenshot(page, 'pusat-picked-tk2');

    await page.getByTestId('shop-picker').click();
    await page.getByRole('option', { name: 'TOKO EMAS SINAR MULIA BLOK M' }).click();
    await page.waitForFunction(
      () =>
        (document.querySelector('#nama_toko') as HTMLInputElement | null)?.value ===
        'TOKO EMAS SINAR MULIA BLOK M',
    );
    await context.close();
  });

  it('PUSAT lands on Dashboard Pusat: totals of every shop, a chart per shop, live as a branch sells', async () => {
    const { context, page } = await loggedIn(browser, 'PST', 'PUSAT');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.waitForURL(/\/dashboardPusat$/);
    for (const kode of ['TK1', 'TK2']) {
      const card = page.getByTestId(`shop-card-${kode}`);
      await card.locator('.ant-statistic').first().waitFor();
      await card.getByRole('img', { name: /^Grafik transaksi / }).waitFor();
    }
    // The totals are the shops' figures added up.
    const shop1 = await rupiahIn(page, 'shop-card-TK1', 'Penjualan');
    const shop2 = await rupiahIn(page, 'shop-card-TK2', 'Penjualan');
    assert.ok(shop1 > 0 && shop2 > 0, 'both branches sold on the demo day');
    assert.equal(await rupiahIn(page, 'dashboard-pusat-total', 'Penjualan'), shop1 + shop2);
    await screenshot(page, 'dashboard-pusat-1366');

    // A branch sells: head office shows it without a reload (its live channel relays the branch's).
    await page.getByTestId('dashboard-live').waitFor();
    await page.waitForTimeout(1500); // head office links to its branches as its screen connects
    const sold = await sellOne('TK1');
    await page
      .getByTestId('shop-card-TK1')
      .locator('.ant-statistic', { hasText: 'Penjualan' })
      .first()
      .getByText(formatRupiah(shop1 + sold))
      .waitFor({ timeout: 30_000 });
    await page.getByTestId('dashboard-live').getByText(/TK1/).waitFor();
    assert.equal(await rupiahIn(page, 'dashboard-pusat-total', 'Penjualan'), shop1 + sold + shop2);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'dashboard-pusat-1920');

    // The picked shop is named in the header, with its own business date.
    await page.getByTestId('shop-picker').click();
    await page.getByRole('option', { name: 'TOKO EMAS SINAR MULIA DEPOK' }).click();
    await page.getByTestId('header-shop').getByText('TOKO EMAS SINAR MULIA DEPOK').waitFor();
    await page.getByTestId('header-shop').getByText('TK2', { exact: true }).waitFor();
    const tk2Day = (await apiCall<{ tgl_system: string }>('TK2', 'GET', 'toko/setting', await tk2Owner()))
      .tgl_system;
    await page
      .getByTestId('header-date')
      .getByText(`Tanggal Sistem: ${formatTanggal(tk2Day)}`)
      .waitFor();
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'header-picked-shop-1366');
    await context.close();
  });

  it('a branch owner lists its service credentials, issues one and revokes it', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    await page.goto(`${shopUrl('TK1')}/settingtoko`);
    // The credentials seeded with the demo (head office's, and the other shops' for shipping) stay untouched.
    const seeded = page.locator('tr', { hasText: 'SEED' }).getByText('AKTIF');
    await seeded.first().waitFor();
    const seededCount = await seeded.count();
    await page.getByRole('button', { name: 'Buat Token Layanan' }).click();
    const token = await page.locator('.ant-alert code').innerText();
    assert.match(token, /^svc_/);
    const mine = page.locator('tr', { hasText: 'owner1' });
    await mine.getByText('AKTIF').waitFor();
    assert.equal((await page.locator('.ant-table').innerText()).includes(token), false);
    await mine.getByRole('button', { name: 'Cabut' }).click();
    await answerBox(page, /^Cabut Token Layanan /, 'Cabut');
    await mine.getByText('DICABUT').waitFor();
    assert.equal(await seeded.count(), seededCount);
    await screenshot(page, 'service-credentials');
    await context.close();
  });

  it('a branch user has no shop picker', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    assert.equal(await page.getByTestId('shop-picker').count(), 0);
    await context.close();
  });
});
