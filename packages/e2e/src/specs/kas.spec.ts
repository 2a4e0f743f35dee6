import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatMoney } from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { choose, closePopup, loggedIn, sidebarTexts } from '../helpers.ts';

// TK2: TK1 is closed by zz-closing. The demo seed opens kasir1's day with SALDO AWAL 5,000,000,
// KAS MASUK 2,000,000 and KAS KELUAR 150,000, the first day's cash sales, and one customer TRANSFER
// waiting for validation.
const SHOP = 'TK2';
const SEEDED_TRANSFER = 'TRANSFER DP PESANAN CINCIN IBU RATNA';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

const saldoText = (page: Page, user: string) => page.getByTestId(`saldo-${user}`).innerText();

async function waitSaldo(page: Page, user: string, amount: number) {
  await page
    .getByTestId(`saldo-${user}`)
    .filter({ hasText: formatMoney(amount) })
    .waitFor();
}

describe('kas', () => {
  it('uang kas: cash in and out show in the cashier’s saldo; the cash menus are in the sidebar', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    // Reached through the menu: Keuangan -> Uang Kas.
    await page.getByTestId('sidebar-menu').getByText('Keuangan', { exact: true }).click();
    const menu = await sidebarTexts(page);
    for (const t of ['Uang Kas', 'Uang Bank', 'Gesek Tunai', 'Kirim Uang Pusat'])
      assert.ok(menu.includes(t), `menu has ${t}: ${menu}`);
    await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Uang Kas', exact: true }).click();
    await page.waitForURL(/\/uang-kas$/);
    // The title follows once the lazily loaded screen has rendered.
    await page.waitForFunction(() => document.title === 'Uang Kas | Back Office Toko Emas');
    await page.getByTestId('saldo-kasir1').waitFor();
    // Whatever the seeded day left in the drawer, the movements below add to it.
    const start = Number((await saldoText(page, 'kasir1')).replace(/[^\d-]/g, ''));
    assert.ok(Number.isFinite(start), `seeded saldo ${start}`);

    await choose(page, 'Kategori', 'KAS MASUK');
    await page.locator('#deskripsi').fill('tambahan receh');
    await page.locator('#jumlah').fill('250000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await closePopup(page, 'Berhasil!');
    await waitSaldo(page, 'kasir1', start + 250_000);
    await page.getByTestId('uang-kas-list').getByText('TAMBAHAN RECEH').waitFor();

    // Required fields: nothing is sent.
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Kategori Harus Dipilih').waitFor();
    await page.getByText('Jumlah Harus Diisi').waitFor();

    await choose(page, 'Kategori', 'KAS KELUAR');
    await page.locator('#deskripsi').fill('beli kantong plastik');
    await page.locator('#jumlah').fill('100000');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await closePopup(page, 'Berhasil!');
    await waitSaldo(page, 'kasir1', start + 150_000);
    assert.equal(await saldoText(page, 'kasir1'), formatMoney(start + 150_000));
    await screenshot(page, 'kas-uang-kas');
    await context.close();
  });

  it('validasi non cash: the seeded TRANSFER is validated; the info popup shows its invoice', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await page.goto(`${shopUrl(SHOP)}/validasi-non-cash`);
    await page.getByRole('button', { name: 'Kirim' }).click();
    await page.getByText('Harap pilih salah satu transaksi').waitFor();
    await closePopup(page, 'Oopss!!');

    await page.getByRole('button', { name: 'Cari Data' }).click();
    const list = page.getByTestId('validasi-list');
    const info = list.getByRole('button', { name: `Info ${SEEDED_TRANSFER}` });
    await info.waitFor();
    await info.click();
    await page.getByTestId('info-transaksi').getByText(SEEDED_TRANSFER).waitFor();
    await page.locator('.ant-modal-close').click();
    await page.getByTestId('info-transaksi').waitFor({ state: 'detached' });

    const row = list.locator('tr.ant-table-row', {
      has: page.getByRole('button', { name: `Info ${SEEDED_TRANSFER}` }),
    });
    await row.locator('input[type=checkbox]').check();
    await screenshot(page, 'kas-validasi-non-cash');
    await page.getByRole('button', { name: 'Kirim' }).click();
    await closePopup(page, 'Berhasil!');
    await page.getByText('Data Berhasil Divalidasi').waitFor({ state: 'detached' });
    await info.waitFor({ state: 'detached' });
    await context.close();
  });

  it('gesek tunai: fee and cash follow the amount; the saved cash-out is listed; the card holder is found again', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/gesek-tunai`);
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await choose(page, 'Bank', 'BCA');
    await page.locator('#no_credit_card').fill('4111 1111 1111 4242');
    await page.locator('#valid_until').fill('29/08');
    await page.locator('#no_ktp').fill('3276015506900003');
    await page.locator('#nama_customer').fill('rina marlina');
    await page.locator('#alamat_customer').fill('jl. margonda 10 depok');
    await page.locator('#no_hp').fill('081298765432');
    await page.locator('#gesek').fill('1000000');
    await page
      .locator('#fee_rp')
      .and(page.locator(`[value="${formatMoney(25_000)}"]`))
      .waitFor();
    assert.equal(await page.locator('#cash').inputValue(), formatMoney(975_000));
    await screenshot(page, 'kas-gesek-tunai');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await closePopup(page, 'Berhasil!');
    const list = page.getByTestId('gesek-list');
    await list.getByText(formatMoney(1_000_000)).waitFor();
    await list.getByText(formatMoney(975_000)).waitFor();

    // The same card again: after the 2 s pause the holder's data is filled in.
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await page.locator('#no_credit_card').fill('4111111111114242');
    await page.locator('#nama_customer[value="RINA MARLINA"]').waitFor();
    assert.equal(await page.locator('#no_ktp').inputValue(), '3276015506900003');
    await page.getByRole('button', { name: 'Batal' }).click();
    await context.close();
  });
});
