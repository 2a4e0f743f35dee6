import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatNumber } from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { choose, closePopup, loggedIn } from '../helpers.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

const modal = (page: Page, title: string | RegExp) =>
  page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

const number = (s: string) => Number(s.replace(/\D/g, ''));

describe('member', () => {
  it('data-member: find a member, edit it, exchange points for a gift: points and gift stock go down', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    // The gift stock before, on the tukar-point page.
    await page.goto(`${shopUrl('TK1')}/tukar-point`);
    const stockCell = page.getByTestId('stock-H001');
    await stockCell.waitFor();
    const stockBefore = number(await stockCell.innerText());

    await page.goto(`${shopUrl('TK1')}/data-member`);
    assert.equal(await page.title(), 'Data Member | Back Office Toko Emas');
    const table = page.getByTestId('data-member-table');
    await table.waitFor();
    // A member with enough points for a PAYUNG LIPAT (50 points): give TK1000005 some by correction.
    const kode = 'TK1000005';
    await table.getByPlaceholder(/Cari/).fill(kode);
    await table.getByRole('button', { name: `Edit ${kode}` }).waitFor();
    await screenshot(page, 'member-data-member-search');

    // Edit: a wrong phone number shows the message, then a good one is saved.
    await table.getByRole('button', { name: `Edit ${kode}` }).click();
    const form = modal(page, `Edit Member ${kode}`);
    await form.waitFor();
    await form.getByLabel('No HP', { exact: true }).fill('0812');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await form.getByText('No HP Minimal 11 Karakter').waitFor();
    await form.getByLabel('No HP', { exact: true }).fill('081299887766');
    await form.getByLabel('Kota', { exact: true }).fill('bogor');
    await screenshot(page, 'member-edit-modal');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await closePopup(page, 'Berhasil');
    await table.getByText('081299887766').waitFor();
    await table.getByText(/BOGOR/).waitFor();

    // Points to exchange with: a supervisor's correction on transaksi-poin.
    await page.goto(`${shopUrl('TK1')}/transaksi-poin`);
    await page.getByRole('button', { name: 'Koreksi Poin' }).click();
    const koreksi = modal(page, 'Koreksi Poin');
    await koreksi.getByLabel('Kode Member').fill(kode);
    await koreksi.locator('#koreksi-poin-jumlah').fill('120');
    await koreksi.getByLabel('Keterangan').fill('uji e2e');
    await koreksi.getByRole('button', { name: 'Simpan' }).click();
    await closePopup(page, 'Berhasil');

    await page.goto(`${shopUrl('TK1')}/data-member`);
    await table.getByPlaceholder(/Cari/).fill(kode);
    const pointCell = table.getByTestId(`point-${kode}`);
    await pointCell.waitFor();
    const pointsBefore = number(await pointCell.innerText());
    assert.ok(pointsBefore >= 120, `points ${pointsBefore}`);

    await table.getByRole('button', { name: `Tukar Point ${kode}` }).click();
    const tukar = modal(page, `Tukar Point ${kode}`);
    await tukar.waitFor();
    await choose(page, tukar.locator('#tukar-hadiah'), 'PAYUNG LIPAT');
    await tukar.locator('#tukar-qty').fill('2');
    await tukar.getByText(`Total 100 poin, sisa point ${formatNumber(pointsBefore - 100)}`).waitFor();
    await screenshot(page, 'member-tukar-point-modal');
    await tukar.getByRole('button', { name: 'Tukar' }).click();
    await closePopup(page, 'Berhasil');
    await tukar.waitFor({ state: 'hidden' });

    // The member's points went down by 2 x 50.
    await page.waitForFunction(
      ([id, want]) =>
        document.querySelector(`[data-testid="${id}"]`)?.textContent?.replace(/\D/g, '') === want,
      [`point-${kode}`, String(pointsBefore - 100)],
    );
    // The gift stock went down by 2, and the exchange is listed.
    await page.goto(`${shopUrl('TK1')}/tukar-point`);
    await page.getByTestId('tukar-point-table').getByText(kode).waitFor();
    await page.waitForFunction(
      ([want]) =>
        document.querySelector('[data-testid="stock-H001"]')?.textContent?.replace(/\D/g, '') === want,
      [String(stockBefore - 2)],
    );
    await screenshot(page, 'member-tukar-point-page');

    // The member's history shows the exchange.
    await page.goto(`${shopUrl('TK1')}/lihat-transaksi-member?kode_member=${kode}`);
    const history = page.getByTestId('lihat-transaksi-table');
    await history.getByText('TUKAR', { exact: true }).first().waitFor();
    assert.equal(number(await page.getByTestId('lihat-point').innerText()), pointsBefore - 100);
    await context.close();
  });

  it('gift report: the detail stock card asks for a gift first', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    await page.goto(`${shopUrl('TK1')}/laporan-kartu-stock-hadiah`);
    await choose(page, page.locator('#jenis-kartu-hadiah'), 'Detail');
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByText('Nama Hadiah Belum Dipilih').first().waitFor();
    await choose(page, page.locator('#filter-kode_hadiah'), 'PAYUNG LIPAT');
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByText('STOCK AWAL DEMO').first().waitFor();
    await screenshot(page, 'member-kartu-stock-hadiah');
    await context.close();
  });
});
