import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MSG } from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { actUntil, answerBox, choose, closePopup, loggedIn, pickOption, popup } from '../helpers.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

const modal = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('form') });

async function fill(page: Page, label: string, value: string) {
  await modal(page).getByLabel(label, { exact: true }).fill(value);
}

async function save(page: Page) {
  await modal(page).getByRole('button', { name: 'Simpan' }).click();
}

async function search(page: Page, table: string, text: string) {
  await page.getByTestId(table).getByPlaceholder(/Cari/).fill(text);
}

describe('masters', () => {
  it('warna: add with the specification messages, search, edit, delete, and reactivate on re-add', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    await page.goto(`${shopUrl('TK1')}/warna`);
    assert.equal(await page.title(), 'Master Warna | Back Office Toko Emas');
    const table = page.getByTestId('master-warna-table');
    await table.waitFor();

    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await modal(page).getByText('Tambah Data Warna').waitFor();
    await save(page);
    await modal(page).getByText('Kode Warna Tidak Boleh Kosong').waitFor();
    await modal(page).getByText('Warna Tidak Boleh Kosong', { exact: true }).waitFor();
    await screenshot(page, 'master-warna-validation');
    await fill(page, 'Kode Warna', 'e2ew');
    await fill(page, 'Warna', 'emas uji');
    await save(page);
    await closePopup(page, 'Berhasil');
    await search(page, 'master-warna-table', 'E2EW');
    await table.getByText('EMAS UJI').waitFor();
    await screenshot(page, 'master-warna-list');

    await table.getByRole('button', { name: 'Edit E2EW' }).click();
    await modal(page).getByText('Edit Data Warna').waitFor();
    await fill(page, 'Warna', 'EMAS UJI MUDA');
    await save(page);
    await closePopup(page, 'Berhasil');
    await table.getByText('EMAS UJI MUDA').waitFor();

    await table.getByRole('button', { name: 'Hapus E2EW' }).click();
    await answerBox(page, 'Apakah Anda Yakin Ingin Menghapus Kode E2EW?', 'OK');
    await closePopup(page, 'Berhasil');
    await table.getByText('EMAS UJI MUDA').waitFor({ state: 'detached' });

    // The code is held by the deleted row: the page offers to reactivate it.
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await fill(page, 'Kode Warna', 'E2EW');
    await fill(page, 'Warna', 'EMAS UJI');
    await save(page);
    await popup(page, 'Warning !!!').waitFor();
    assert.match(await page.locator('.ant-modal-confirm-content').last().innerText(), /DELETED/);
    await page.getByRole('button', { name: 'Aktifkan' }).click();
    await closePopup(page, 'Berhasil');
    await table.getByText('EMAS UJI MUDA').waitFor();
    await context.close();
  });

  it('baki: belongs to a gudang; filtered by gudang; a gudang in use cannot be deleted', async () => {
    const { context, page } = await loggedIn(browser, 'TK2', 'owner1');
    await page.goto(`${shopUrl('TK2')}/gudang`);
    const gudang = page.getByTestId('master-gudang-table');
    await gudang.waitFor();
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await fill(page, 'Kode Gudang', 'E2EG');
    await fill(page, 'Nama Gudang', 'gudang uji');
    await save(page);
    await closePopup(page, 'Berhasil');

    await page.goto(`${shopUrl('TK2')}/baki`);
    const baki = page.getByTestId('master-baki-table');
    await baki.waitFor();
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await modal(page).getByText('Tambah Data Baki').waitFor();
    await save(page);
    await modal(page).getByText('Gudang Harus Dipilih').waitFor();
    await fill(page, 'Kode Baki', 'E2EB01');
    await fill(page, 'Nama Baki', 'baki uji');
    // The pick is checked and made again when it did not take (seen in CI: 'Gudang Harus Dipilih' stayed).
    const gudangField = modal(page).getByLabel('Gudang', { exact: true });
    await actUntil(
      async () => {
        await gudangField.click();
        await pickOption(page, 'E2EG - GUDANG UJI');
      },
      (timeout) => modal(page).locator('.ant-select', { hasText: 'E2EG - GUDANG UJI' }).waitFor({ timeout }),
      10_000,
      "pick the baki's gudang",
    );
    await fill(page, 'Berat Baki (gr)', '150.5');
    await save(page);
    await closePopup(page, 'Berhasil');

    await choose(page, page.getByLabel('Filter Gudang'), 'E2EG - GUDANG UJI');
    await baki.getByText('BAKI UJI').waitFor();
    await baki.getByText('150.500').waitFor();
    await screenshot(page, 'master-baki-list');

    await page.goto(`${shopUrl('TK2')}/gudang`);
    await search(page, 'master-gudang-table', 'E2EG');
    await gudang.getByRole('button', { name: 'Hapus E2EG' }).click();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await popup(page, 'Oopss!!').waitFor();
    await page
      .getByText(/Masih Digunakan/)
      .last()
      .waitFor();
    await context.close();
  });

  it('kadar: the dialog opens on its first field, above 100 is refused not clamped, the code is fixed on edit', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${shopUrl('TK1')}/kadar`);
    const table = page.getByTestId('master-kadar-table');
    await table.waitFor();
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await modal(page).getByText('Tambah Data Kadar').waitFor();
    // The cursor is in the first field: typing goes there.
    await page.waitForFunction(() => document.activeElement?.id === 'master-kadar_kode_kadar');
    await page.keyboard.type('k150');
    assert.equal(await modal(page).getByLabel('Kode Kadar', { exact: true }).inputValue(), 'K150');
    await fill(page, 'Nama Kadar', 'terlalu tinggi');
    await fill(page, 'Kadar (%)', '150');
    await modal(page).getByLabel('Nama Kadar', { exact: true }).click();
    await save(page);
    await modal(page).getByText(MSG.percentOver).waitFor();
    // Kept as typed: refused, not silently made 100.
    assert.match(await modal(page).getByLabel('Kadar (%)', { exact: true }).inputValue(), /^150/);
    await screenshot(page, 'master-kadar-over-100');
    await fill(page, 'Kadar (%)', '99.9');
    await save(page);
    await closePopup(page, 'Berhasil');

    await search(page, 'master-kadar-table', 'K150');
    await table.getByRole('button', { name: 'Edit K150' }).click();
    await modal(page).getByText('Edit Data Kadar').waitFor();
    assert.equal(await modal(page).getByLabel('Kode Kadar', { exact: true }).isDisabled(), true);
    await modal(page).getByText('Kode tidak bisa diubah').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'master-kadar_nama_kadar');
    await fill(page, 'Nama Kadar', 'sembilan sembilan');
    await save(page);
    await closePopup(page, 'Berhasil');
    await table.getByText('SEMBILAN SEMBILAN').waitFor();
    assert.equal(await page.getByText(/Tidak Bisa Dihapus/).count(), 0);
    await context.close();
  });
});
