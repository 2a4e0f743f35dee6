import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, formatMoney, LIMIT_MSG, tenderMax } from '@emas/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, shopUrl } from '../browser.ts';
import { apiToken, choose, closePopup, loginThroughForm, popupBox } from '../helpers.ts';

/**
 * The traps of the counter (issue 43, "The counter"), at 1366x768: a prefilled amount, weight or
 * kadar is replaced by what is typed (not appended to), a tender or a repair cost far off is refused
 * or asked first, an unknown barcode leaves the scan field empty, Enter picks in the member search and
 * in the held sales, Tab skips the drop-downs' clear buttons, the newest line stays in view, the
 * sales person survives a new login, the pawn loan shows every missing field at once, and a disabled
 * Simpan says why. Screenshots in /tmp/counter-*.png.
 */
const COUNTER = 'TK1';
/** Pawn loans and repairs: the shop the demo runs them in. */
const DOCS = 'TK2';
const VIEWPORT = { width: 1366, height: 768 };
/** The sales person's select on the counter. */
const SALES = 'transaksi-penjualan_kode_sales';

let browser: Browser;
let kasir: string;
/** READY gold items of TK1, taken from the front of the list (counter.spec takes from its end). */
let items: api.BarangRow[] = [];
const take = () => {
  const it = items.shift();
  assert.ok(it, 'enough READY items in the demo');
  return it;
};

async function apiGet<T>(shop: 'TK1' | 'TK2', path: string, token: string): Promise<T> {
  const res = await fetch(`${shopUrl(shop)}/api/v1/${path}`, { headers: { token } });
  const body = (await res.json()) as { data: T; message?: string };
  assert.equal(res.status, 200, body.message);
  return body.data;
}
const quote = (kode: string) => apiGet<api.SaleQuote>(COUNTER, `penjualan/barang/${kode}`, kasir);

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/counter-${name}.png` });

async function open(
  shop: 'TK1' | 'TK2',
  userId: string,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await loginThroughForm(page, shop, userId);
  await page.goto(`${shopUrl(shop)}${path}`);
  return { context, page };
}

async function counter() {
  const r = await open(COUNTER, 'kasir1', '/transaksi-penjualan');
  await r.page.getByLabel('Barcode', { exact: true }).waitFor();
  return r;
}

const barcodeFocused = (page: Page) =>
  page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Barcode');

async function scan(page: Page, kode: string) {
  const field = page.getByLabel('Barcode', { exact: true });
  await field.fill(kode);
  await field.press('Enter');
  await page.getByTestId('sale-lines').getByText(kode).waitFor();
  await barcodeFocused(page);
}

const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });

before(async () => {
  browser = await launchBrowser();
  kasir = await apiToken(COUNTER, 'kasir1');
  const owner = await apiToken(COUNTER, 'owner1');
  const ready = await apiGet<api.BarangRow[]>(
    COUNTER,
    'barang?status=READY&kode_gudang=TOKO&limit=200',
    owner,
  );
  items = ready.filter((b) => b.kadar > 0 && b.kode_group !== 'EMAS MUDA');
});
after(() => browser.close());

describe('the counter without traps at 1366x768', () => {
  it('a prefilled price and the cash F8 fills are replaced by what is typed; a tender far off is refused or asked first', async () => {
    const { context, page } = await counter();
    const item = take();
    await scan(page, item.kode_barcode);
    const { harga_total: due } = await quote(item.kode_barcode);

    // The line's price: a click and typing replace it.
    const price = page.getByLabel(`Harga ${item.kode_barcode}`);
    assert.equal(await price.inputValue(), formatMoney(due));
    await price.click();
    await page.keyboard.type(String(due + 5000));
    assert.equal(await price.inputValue(), formatMoney(due + 5000));
    // Back to the barcode, then into the price again: a new focus selects it again.
    await page.getByLabel('Barcode', { exact: true }).focus();
    await price.click();
    await page.keyboard.type(String(due));
    await page.getByLabel('Barcode', { exact: true }).focus();
    assert.equal(await price.inputValue(), formatMoney(due));

    // F8 fills the cash and selects it: the tender typed next replaces it (it used to give trillions).
    await page.keyboard.press('F8');
    const cash = page.getByLabel('Cash', { exact: true });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Cash');
    assert.equal(await cash.inputValue(), formatMoney(due));
    const tendered = Math.ceil((due + 1) / 100_000) * 100_000;
    await page.keyboard.type(String(tendered));
    assert.equal(await cash.inputValue(), formatMoney(tendered));
    await page
      .getByTestId('kembalian')
      .getByText(`Rp ${formatMoney(tendered - due)}`)
      .waitFor();
    await shot(page, 'f8-then-tender');

    // A slip beyond any tender is refused with the maximum, nothing saved.
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/penjualan') && r.method() === 'POST') posted++;
    });
    await cash.click();
    await page.keyboard.type(`${tendered}000000`);
    await choose(page, page.locator(`#${SALES}`), 'S01');
    await page.keyboard.press('F9');
    await page.getByText(LIMIT_MSG.tenderOver(tenderMax(due))).waitFor();
    await shot(page, 'tender-refused');
    await closePopup(page, 'Oopss!!');

    // Three times the amount due (a change of a million or more) is asked first; 'Periksa Lagi' keeps it.
    const odd = Math.max(3 * due, due + 1_000_000);
    await cash.click();
    await page.keyboard.type(String(odd));
    await page.keyboard.press('F9');
    const question = popupBox(page, LIMIT_MSG.confirmTitle);
    await question.getByText(LIMIT_MSG.tenderOutlier(odd, due)).waitFor();
    await shot(page, 'tender-confirm');
    await question.getByRole('button', { name: LIMIT_MSG.confirmCancel }).click();
    await question.waitFor({ state: 'detached' });
    assert.equal(posted, 0, 'nothing saved');
    assert.equal(await page.getByTestId('sale-lines').locator('tr.ant-table-row').count(), 1);
    await context.close();
  });

  it('an unknown barcode is cleared from the field; the newest of ten lines is in view above the totals', async () => {
    const { context, page } = await counter();
    const field = page.getByLabel('Barcode', { exact: true });
    await field.fill('99999998');
    await field.press('Enter');
    await closePopup(page, 'Oopss!!');
    await barcodeFocused(page);
    assert.equal(await field.inputValue(), '', 'the unknown code is not left for the next scan');

    for (let i = 0; i < 10; i++) await scan(page, take().kode_barcode);
    const rows = page.getByTestId('sale-lines').locator('tr.ant-table-row');
    assert.equal(await rows.count(), 10);
    const newest = await rows.last().boundingBox();
    const bar = await page.locator('.counter-bar').boundingBox();
    assert.ok(newest && bar);
    assert.ok(newest.y >= 0, `the newest line is not above the window: ${JSON.stringify(newest)}`);
    assert.ok(
      newest.y + newest.height <= bar.y + 1,
      `the newest line is above the totals bar: ${JSON.stringify({ newest, bar })}`,
    );
    await shot(page, 'newest-line');
    await context.close();
  });

  it('Enter in the member search takes the first member; Enter in the held sales calls the highlighted one back', async () => {
    const { context, page } = await counter();
    const [member] = await apiGet<api.MemberRow[]>(COUNTER, 'member/get/all?limit=1', kasir);
    assert.ok(member);
    await page.keyboard.press('F3');
    const search = page.locator('#cari-member:focus');
    await search.waitFor();
    await page.keyboard.type(member.no_hp);
    await page.locator('.ant-select-item-option', { hasText: member.nama_customer }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByTestId('customer-name').getByText(member.nama_customer).waitFor();
    await shot(page, 'member-enter');

    // Hold this cart, then F10 on the empty cart lists the held sales with the first highlighted.
    const item = take();
    await scan(page, item.kode_barcode);
    await choose(page, page.locator(`#${SALES}`), 'S01');
    await page.keyboard.press('F10');
    await toast(page, api.COUNTER_MSG.held).waitFor();
    await page.getByTestId('sale-lines').getByText('Scan barcode barang untuk mulai').waitFor();
    await page.keyboard.press('F10');
    const list = page.getByTestId('held-sales');
    const mine = list.locator('tr.ant-table-row', { hasText: member.nama_customer.toUpperCase() });
    await mine.waitFor();
    // Arrows move the highlight onto this cart's row (other specs may have held some too).
    const index = await list
      .locator('tr.ant-table-row')
      .evaluateAll(
        (trs, name) => trs.findIndex((tr) => tr.textContent?.includes(name)),
        member.nama_customer.toUpperCase(),
      );
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await list
      .locator('tr.ant-table-row-selected', { hasText: member.nama_customer.toUpperCase() })
      .waitFor();
    await shot(page, 'held-list');
    await page.keyboard.press('Enter');
    await toast(page, api.COUNTER_MSG.recalled).waitFor();
    await page.getByTestId('sale-lines').getByText(item.kode_barcode).waitFor();
    // The pick closes the list (after its closing animation: wait for the state, not a time).
    await list.waitFor({ state: 'hidden' });
    await page.getByLabel(`Hapus ${item.kode_barcode}`).click();
    await context.close();
  });

  it('Tab skips the clear buttons; the sales person is still chosen after logging out and in again', async () => {
    const { context, page } = await counter();
    await choose(page, page.locator(`#${SALES}`), 'S02');
    // A non-cash account chosen shows its clear button; Tab goes from the select to the next field.
    const account = page.getByLabel('Rekening', { exact: true });
    await choose(page, account, '', {});
    await page
      .locator('.ant-select', { has: account })
      .locator('.ant-select-clear')
      .waitFor({ state: 'attached' });
    await account.focus();
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => ({
      label: document.activeElement?.getAttribute('aria-label'),
      cls: document.activeElement?.className ?? '',
    }));
    assert.ok(!String(next.cls).includes('clear'), `Tab stopped on a clear button: ${JSON.stringify(next)}`);
    assert.equal(next.label, 'QRIS');
    const tabbable = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('button.ant-select-clear, button.ant-input-clear-icon')).filter(
          (b) => (b as HTMLElement).tabIndex >= 0,
        ).length,
    );
    assert.equal(tabbable, 0, 'no clear button in the Tab order');

    // Logout, login: S02 is still the sales person of kasir1 on this computer.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.locator('#user_id').waitFor();
    await loginThroughForm(page, COUNTER, 'kasir1');
    await page.goto(`${shopUrl(COUNTER)}/transaksi-penjualan`);
    await page.getByLabel('Barcode', { exact: true }).waitFor();
    const sales = page.locator('.ant-form-item', { has: page.locator(`#${SALES}`) });
    await sales.getByText('S02').first().waitFor();
    await shot(page, 'sales-after-login');
    await context.close();
  });

  it('a repair estimate typed over a prefilled one replaces it; a slip beyond the limit is shown beside the field', async () => {
    const { context, page } = await open(DOCS, 'kasir1', '/transaksi-service');
    const estimasi = page.getByLabel('Estimasi Biaya');
    await estimasi.waitFor();
    await estimasi.click();
    await page.keyboard.type('40000');
    await page.getByLabel('Nama Barang').click();
    assert.equal(await estimasi.inputValue(), formatMoney(40_000));
    // The slip: 75,000 typed into the 40,000 became 4,000,075,000.
    await estimasi.click();
    await page.keyboard.type('75000');
    assert.equal(await estimasi.inputValue(), formatMoney(75_000));
    // An amount beyond any repair (400 million) is refused beside the field.
    await page.getByLabel('Nama Barang').click();
    await estimasi.click();
    await page.keyboard.type('400000000');
    assert.equal(await estimasi.inputValue(), formatMoney(400_000_000));
    await page.getByText(LIMIT_MSG.serviceOver).waitFor();
    await shot(page, 'service-limit');
    await context.close();
  });

  it('the pawn loan shows every missing field at once beside it; a kadar typed over the group one replaces it', async () => {
    const { context, page } = await open(DOCS, 'kasir1', '/transaksi-hutang');
    await page.getByTestId('hutang-form').waitFor();
    await choose(page, 'Group 1', 'EMAS TUA');
    const kadar = page.getByLabel('Kadar 1', { exact: true });
    assert.notEqual(await kadar.inputValue(), '');
    await kadar.click();
    await page.keyboard.type('70');
    await page.getByLabel('Nama Barang 1', { exact: true }).click();
    assert.equal(await kadar.inputValue(), '70.00');

    await page.keyboard.press('F9');
    // All at once, each beside its field; no error box.
    await page
      .getByTestId('hutang-error-nama_barang-1')
      .getByText('Nama Barang Tidak Boleh Kosong')
      .waitFor();
    await page.getByTestId('hutang-error-berat-1').waitFor();
    await page.getByTestId('hutang-error-kondisi-1').waitFor();
    for (const text of [
      api.HUTANG_MSG.namaRequired,
      api.HUTANG_MSG.ktpRequired,
      'Jumlah Hutang Tidak Boleh Kosong',
    ])
      await page.locator('.ant-form-item-explain-error', { hasText: text }).first().waitFor();
    assert.equal(await page.locator('.ant-modal-confirm').count(), 0, 'no error box');
    await shot(page, 'hutang-all-errors');
    // Typing a field takes its message away.
    await page.getByLabel('Nama Barang 1', { exact: true }).fill('cincin');
    await page.getByTestId('hutang-error-nama_barang-1').waitFor({ state: 'detached' });
    await context.close();
  });

  it('a disabled Simpan says why', async () => {
    const { context, page } = await open(DOCS, 'owner1', '/data-barang-manual');
    const simpan = page.getByRole('button', { name: 'Simpan Barang' });
    await simpan.waitFor();
    assert.equal(await simpan.isDisabled(), true);
    await page.getByTestId('why-disabled').hover();
    await page.locator('.ant-tooltip', { hasText: 'Belum Ada Barang: Tambah Barang Dulu' }).waitFor();
    await shot(page, 'simpan-why');
    await context.close();
  });
});
