import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addDays, api, formatMoney, formatRupiah, formatTanggal, HARGA_EMAS_MSG, MSG } from '@emas/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { answerBox, choose, DEMO_PASSWORD, loggedIn, popup, saleResponse, selectOption } from '../helpers.ts';

// A cashier's whole day on TK2, ending with its store closing (runs after the other specs).
const SHOP = 'TK2';
let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

async function apiToken(user: string): Promise<string> {
  const res = await fetch(`${shopUrl(SHOP)}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: user, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
async function apiGet<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${shopUrl(SHOP)}/api/v1/${path}`, { headers: { token } });
  const body = (await res.json()) as { data: T; message?: string };
  assert.equal(res.status, 200, body.message);
  return body.data;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ');
}

const scan = async (page: Page, kode: string) => {
  const field = page.getByLabel('Barcode', { exact: true });
  await field.fill(kode);
  await field.press('Enter');
  await page.getByTestId('sale-lines').getByText(kode).waitFor();
  // The focus is back on the barcode field for the next item.
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Barcode');
};

/** The counter's success toast. */
const saved = (page: Page) =>
  page.locator('.ant-message-notice', { hasText: api.TRANSAKSI_MSG.saleSaved }).first();

const chooseSales = async (page: Page) => {
  await choose(page, page.locator('#transaksi-penjualan_kode_sales'), 'S01');
};

describe("the cashier's day", () => {
  it('prices, sales with authorisation and trade-in, invoice, validation, dashboard, closing and SALDO AWAL', async () => {
    const ownerToken = await apiToken('owner1');
    const day = (await apiGet<{ tanggal: string }>(ownerToken, 'kas/saldo')).tanggal;

    // 1. The owner sets today's gold price.
    const owner = await loggedIn(browser, SHOP, 'owner1');
    await owner.page.goto(`${shopUrl(SHOP)}/parameter-harga-emas`);
    await owner.page.getByLabel('Harga Jual 24K').fill('1450000');
    await owner.page.getByLabel('Harga Beli 24K').fill('1350000');
    await owner.page.getByRole('button', { name: 'Simpan' }).click();
    await owner.page.getByText(HARGA_EMAS_MSG.saved).last().waitFor();

    const ready = await apiGet<api.BarangRow[]>(ownerToken, 'barang?status=READY&kode_gudang=TOKO&limit=200');
    const gold = ready.filter((b) => b.kadar > 0);
    const [a, b, c] = gold;
    assert.ok(a && b && c, 'three ready items');

    // 2. kasir1 sells two items, CASH + TRANSFER; the second below cost needs spv1.
    const kasir = await loggedIn(browser, SHOP, 'kasir1');
    const page = kasir.page;
    await page.goto(`${shopUrl(SHOP)}/transaksi-penjualan`);
    await chooseSales(page);
    await scan(page, a.kode_barcode);
    await scan(page, b.kode_barcode);
    const quoteB = await apiGet<api.SaleQuote>(
      await apiToken('kasir1'),
      `penjualan/barang/${b.kode_barcode}`,
    );
    const cheap = Math.max(0, quoteB.harga_modal - 100_000);
    const priceB = page.getByLabel(`Harga ${b.kode_barcode}`);
    await priceB.fill(String(cheap));
    await page.getByText('Di Bawah Modal').waitFor();
    await page.getByLabel('Transfer', { exact: true }).fill('500000');
    await choose(page, page.locator('#transaksi-penjualan_no_rekening'), 'BCA');
    await page.keyboard.press('F8');
    await page.getByTestId('sisa-bayar').getByText('Rp 0').waitFor();
    await screenshot(page, 'hari-kasir-penjualan');

    const saleAnswer = saleResponse(page);
    const notaResponse = page.context().waitForEvent('response', {
      predicate: (r) => r.url().includes('/api/v1/penjualan/nota'),
    });
    await page.keyboard.press('F9');
    const auth = page.locator('.ant-modal', { hasText: 'Otorisasi Penjualan Di Bawah Modal' });
    await auth.getByLabel('Username').fill('spv1');
    await auth.getByLabel('Password').fill(DEMO_PASSWORD);
    await auth.getByLabel('Keterangan').fill('pelanggan tetap');
    await auth.getByRole('button', { name: 'Otorisasi' }).click();
    const sale = (await (await saleAnswer).json()) as { data: api.SaleSaved; message: string };
    assert.equal(sale.message, api.TRANSAKSI_MSG.saleSaved);
    // A toast, not a blocking dialog.
    await saved(page).waitFor();

    // 3. The invoice PDF carries the invoice number, the items and the total.
    const nota = await notaResponse;
    assert.equal(nota.status(), 200);
    assert.equal(nota.headers()['content-type'], 'application/pdf');
    // The same invoice fetched again (the browser does not keep a fetched blob's body for us).
    const again = await fetch(nota.url(), { headers: { token: await apiToken('kasir1') } });
    const text = await pdfText(Buffer.from(await again.arrayBuffer()));
    assert.ok(text.includes(sale.data.no_faktur_group), 'invoice number on the nota');
    assert.ok(text.includes(a.nama_barang.slice(0, 10)), 'first item on the nota');
    assert.ok(text.includes(formatMoney(sale.data.total_jual)), 'total on the nota');
    await saved(page).waitFor({ state: 'detached' });

    // 4. A second sale with a trade-in (TUKAR) of the customer's old ring.
    await page.getByLabel('Barcode', { exact: true }).waitFor();
    await chooseSales(page);
    await scan(page, c.kode_barcode);
    await page.keyboard.press('F4');
    const tukar = page.locator('.ant-modal', { hasText: 'Tambah Barang Tukar' });
    await tukar.locator('#tukar_nama_barang').fill('cincin lama');
    await selectOption(page, 'tukar_kode_group', 'EMAS MUDA');
    await tukar.locator('#tukar_berat').fill('1.5');
    await selectOption(page, 'tukar_kode_kondisi', 'BAGUS');
    await tukar.getByRole('button', { name: 'Tambah' }).click();
    await page.getByText('CINCIN LAMA').waitFor();
    await page.keyboard.press('F8');
    const tukarSale = saleResponse(page);
    await page.keyboard.press('F9');
    const saved2 = (await (await tukarSale).json()) as { data: api.SaleSaved };
    assert.equal(saved2.data.no_faktur_beli.length, 1);
    assert.ok(saved2.data.total_tukar > 0);
    await saved(page).waitFor();

    // 5. The owner validates the transfer of the first sale.
    await owner.page.goto(`${shopUrl(SHOP)}/validasi-non-cash`);
    await owner.page.getByRole('button', { name: 'Cari Data' }).click();
    const row = owner.page.getByTestId('validasi-list').locator('tr.ant-table-row', {
      has: owner.page.getByRole('button', { name: `Info ${sale.data.no_faktur_group}` }),
    });
    await row.locator('input[type=checkbox]').check();
    await owner.page.getByRole('button', { name: 'Kirim' }).click();
    await popup(owner.page, 'Berhasil!').waitFor();
    await popup(owner.page, 'Berhasil!').waitFor({ state: 'detached' });

    // 6. The dashboard shows the day's totals, the same as the day's open sales add up to.
    const lines = await apiGet<api.SaleLine[]>(
      ownerToken,
      `penjualan?tgl_awal=${day}&tgl_akhir=${day}&status=OPEN&limit=500`,
    );
    const expectedSales = lines.reduce((s, l) => s + l.harga_total, 0);
    assert.ok(lines.some((l) => l.no_faktur_group === sale.data.no_faktur_group));
    await owner.page.goto(`${shopUrl(SHOP)}/dashboard`);
    await owner.page.getByText(formatRupiah(expectedSales)).first().waitFor();
    await screenshot(owner.page, 'hari-kasir-dashboard');

    // 7. The cashier's drawer before closing, then the store closing.
    const saldo = await apiGet<{ rows: { input_by: string; saldo_akhir: number }[] }>(
      ownerToken,
      'kas/saldo',
    );
    const kasirSaldo = saldo.rows.find((r) => r.input_by === 'kasir1')?.saldo_akhir;
    assert.ok(kasirSaldo !== undefined && kasirSaldo > 0);
    await owner.page.goto(`${shopUrl(SHOP)}/tutup-toko`);
    await owner.page.getByRole('button', { name: 'Tutup Toko' }).click();
    await answerBox(owner.page, `Apakah Anda Yakin Ingin Menutup Toko Tanggal ${formatTanggal(day)}?`, 'OK');
    await owner.page.getByText(MSG.closingDone).last().waitFor();

    // 8. The next day opens with kasir1's SALDO AWAL equal to the closing day's drawer.
    const next = await loggedIn(browser, SHOP, 'owner1');
    await next.page.goto(`${shopUrl(SHOP)}/uang-kas`);
    await next.page
      .getByTestId('saldo-kasir')
      .getByText(`(${formatTanggal(addDays(day, 1))})`)
      .waitFor();
    assert.equal(await next.page.getByTestId('saldo-kasir1').innerText(), formatMoney(kasirSaldo));
    await screenshot(next.page, 'hari-kasir-saldo-awal');
    const opened = await apiGet<{ tanggal: string; rows: { input_by: string; saldo_awal: number }[] }>(
      await apiToken('owner1'),
      'kas/saldo',
    );
    assert.equal(opened.tanggal, addDays(day, 1));
    assert.equal(opened.rows.find((r) => r.input_by === 'kasir1')?.saldo_awal, kasirSaldo);
    for (const ctx of [owner.context, kasir.context, next.context]) await ctx.close();
  });
});
