import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { api, formatGram } from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, SCREENSHOTS, screenshot, shopUrl } from '../browser.ts';
import {
  answerBox,
  apiSuccess,
  choose,
  closePopup,
  DEMO_PASSWORD,
  dropdownsClosed,
  loggedIn,
  pickOption,
  popup,
} from '../helpers.ts';

// TK1 as the owner (zz-closing closes TK1 later; this file runs before it).
const SHOP = 'TK1';
const MSG = api.BARANG_MSG;

let browser: Browser;
let token = '';

const request = <T>(method: string, path: string, body?: unknown) =>
  apiSuccess<T>(SHOP, method, path, token, body);
const getItem = (kode: string) => request<api.BarangRow>('GET', `barang/by-barcode/${kode}`);

/** The option texts of the select labelled `label`; the drop-down is closed after. */
async function optionsOf(page: Page, label: string): Promise<string[]> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').waitFor();
  // The options come from a master list that may still be loading when the dropdown opens.
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
  const texts = await page.locator('.ant-select-dropdown:visible .ant-select-item-option').allInnerTexts();
  await page.keyboard.press('Escape');
  await dropdownsClosed(page);
  return texts;
}

/** Types into a grid cell and leaves it (a cell keeps its value on blur). */
async function cell(page: Page, label: string, value: string) {
  const input = page.getByTestId('bulk-grid').getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Enter');
}

const formItem = (page: Page, label: string) =>
  page.locator('form[id="generator-barang"] .ant-form-item').filter({ hasText: label });

let barcodes: string[] = [];

before(async () => {
  browser = await launchBrowser();
  token = (
    await request<{ token: string }>('POST', 'users/login', { user_id: 'owner1', password: DEMO_PASSWORD })
  ).token;
});
after(() => browser.close());

describe('barang', () => {
  it('tambah barang banyak: generator rules, rows into the grid, the placeholder row, one save', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await page.goto(`${shopUrl(SHOP)}/tambah-barang-banyak`);
    assert.equal(await page.title(), 'Tambah Barang Banyak | Back Office Toko Emas');
    const grid = page.getByTestId('bulk-grid');
    await grid.getByPlaceholder('Silahkan Edit Disini').waitFor();

    // Every required field of the generator names itself.
    await page.getByLabel('Qty', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Tambah Ke Tabel' }).click();
    for (const text of [
      'Kategori Harus Dipilih',
      'Kode Jenis Harus Dipilih',
      'Kode Toko Harus Dipilih',
      'Nama Barang tidak boleh kosong',
      'Kadar Cetak tidak boleh kosong',
      'Kadar Jual tidak boleh kosong',
      'Qty tidak boleh kosong',
    ])
      await page.getByText(text, { exact: true }).waitFor();
    await screenshot(page, 'barang-banyak-validation');

    // No diamond groups; ACC makes kadar jual and modal 0 and read-only.
    const groups = await optionsOf(page, 'Kategori');
    assert.ok(groups.includes('EMAS MUDA'), groups.join(' | '));
    assert.ok(!groups.some((g) => g.includes('BERLIAN')), groups.join(' | '));
    await choose(page, 'Kategori', 'ACC', { typed: true });
    assert.equal(await page.getByLabel('Kadar Jual', { exact: true }).inputValue(), '0.00');
    assert.equal(await page.getByLabel('Kadar Jual', { exact: true }).isDisabled(), true);
    assert.equal(await page.getByLabel('Kadar Modal', { exact: true }).isDisabled(), true);
    await formItem(page, 'Kadar Jual')
      .getByText('Kadar Jual tidak boleh kosong')
      .waitFor({ state: 'detached' });

    // Jenis follow the group; choosing one fills the name.
    await choose(page, 'Kategori', 'EMAS MUDA', { typed: true });
    assert.equal(await page.getByLabel('Kadar Jual', { exact: true }).isDisabled(), false);
    const jenis = await optionsOf(page, 'Kode Jenis');
    assert.ok(
      jenis.every((j) => j.startsWith('M')),
      jenis.join(' | '),
    );
    await choose(page, 'Kode Jenis', 'MCC - CINCIN', { typed: true });
    assert.equal(await page.getByLabel('Nama Barang', { exact: true }).inputValue(), 'CINCIN');
    await page.getByLabel('Nama Barang', { exact: true }).fill('cincin pita e2e');
    await choose(page, 'Kode Toko', 'A01 - BAKI CINCIN 1 / TOKO', { typed: true });
    await page.getByLabel('Kadar Cetak', { exact: true }).fill('750');
    await page.getByLabel('Kadar Jual', { exact: true }).fill('75');
    await page.getByLabel('Kadar Modal', { exact: true }).fill('72');
    await page.getByLabel('Qty', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Tambah Ke Tabel' }).click();
    await grid.getByText('Total 2 barang').waitFor();
    assert.equal(
      await grid.getByLabel('Nama Barang Baris 1', { exact: true }).inputValue(),
      'CINCIN PITA E2E',
    );
    assert.equal(await grid.getByLabel('Kadar Cetak Baris 2', { exact: true }).inputValue(), '750');
    await cell(page, 'Berat Baris 1', '2.5');
    await cell(page, 'Berat Baris 2', '3.125');

    // The placeholder row (row 3) becomes a real row when edited; a new placeholder follows.
    await cell(page, 'Nama Barang Baris 3', 'kalung e2e');
    await grid.locator('tr.bulk-placeholder-row').waitFor();
    assert.equal(await grid.locator('tr.bulk-placeholder-row').count(), 1);
    await grid.getByText('Total 3 barang').waitFor();
    assert.equal(await grid.getByLabel('Nama Barang Baris 3', { exact: true }).inputValue(), 'KALUNG E2E');
    await choose(page, grid.getByLabel('Gudang Baris 3', { exact: true }), 'TOKO', { typed: true });
    await choose(page, grid.getByLabel('Baki Baris 3', { exact: true }), 'A03', { typed: true });
    await choose(page, grid.getByLabel('Group Baris 3', { exact: true }), 'EMAS MUDA', { typed: true });
    await choose(page, grid.getByLabel('Jenis Baris 3', { exact: true }), 'MKL', { typed: true });
    await cell(page, 'Berat Baris 3', '1.75');
    await cell(page, 'Kadar Jual Baris 3', '75');
    await cell(page, 'Kadar Cetak Baris 3', '750');
    await cell(page, 'Size Baris 3', 'xl');
    assert.equal(await grid.getByLabel('Size Baris 3', { exact: true }).inputValue(), 'XL');
    assert.equal(await grid.getByLabel('Markis Baris 3', { exact: true }).isVisible(), true);
    await screenshot(page, 'barang-banyak-grid');

    await page.getByRole('button', { name: 'Simpan' }).click();
    await popup(page, 'Berhasil').waitFor();
    await page.getByText(MSG.saved).last().waitFor();
    await closePopup(page, 'Berhasil');
    // After the save: one placeholder row, the new barcodes shown with their label print.
    await grid.getByText('Total 0 barang').waitFor();
    assert.equal(await grid.locator('tbody tr.ant-table-row').count(), 1);
    const listed = await request<api.BarangRow[]>('GET', 'barang?nama_barang=E2E&limit=10');
    barcodes = listed.map((r) => r.kode_barcode).sort();
    assert.equal(barcodes.length, 3);
    const savedText = await page.getByTestId('bulk-tersimpan').innerText();
    assert.ok(savedText.includes(`${barcodes[0]} s/d ${barcodes[2]}`), savedText);
    await screenshot(page, 'barang-banyak-saved');

    const [a, b, c] = await Promise.all(barcodes.map(getItem));
    assert.deepEqual(
      [a, b, c].map((r) => [r?.nama_barang, r?.kode_baki, r?.berat, r?.kadar, r?.kadar_modal]),
      [
        ['CINCIN PITA E2E', 'A01', 2.5, 75, 72],
        ['CINCIN PITA E2E', 'A01', 3.125, 75, 72],
        ['KALUNG E2E', 'A03', 1.75, 75, 75],
      ],
    );
    assert.equal(c?.size, 'XL');
    assert.equal(c?.kode_dept, 'MKL');
    await context.close();
  });

  it('clear data asks first, then empties the list', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await page.goto(`${shopUrl(SHOP)}/tambah-barang-banyak`);
    const grid = page.getByTestId('bulk-grid');
    await cell(page, 'Nama Barang Baris 1', 'sementara');
    await grid.getByText('Total 1 barang').waitFor();
    const question = 'Apakah Anda Yakin Ingin Menghapus Semua Data?';
    await page.getByRole('button', { name: 'Clear Data' }).click();
    await answerBox(page, question, 'Tidak');
    await grid.getByText('Total 1 barang').waitFor();
    await page.getByRole('button', { name: 'Clear Data' }).click();
    const reloaded = page.waitForEvent('load');
    await answerBox(page, question, 'Ya');
    await reloaded;
    await grid.getByText('Total 0 barang').waitFor();
    await context.close();
  });

  it('data barang: found by barcode on the server, with its detail', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await page.goto(`${shopUrl(SHOP)}/data-barang`);
    assert.equal(await page.title(), 'Data Barang | Back Office Toko Emas');
    const table = page.getByTestId('data-barang-table');
    await page.getByLabel('Kode Barcode', { exact: true }).fill(barcodes[2] as string);
    const listed = page.waitForResponse(
      (r) => r.url().includes(`/barang?`) && r.url().includes(barcodes[2] as string),
    );
    await page.getByRole('button', { name: 'Cari' }).click();
    await listed;
    await table.getByText('KALUNG E2E').waitFor();
    assert.equal(await table.locator('tbody tr.ant-table-row').count(), 1);
    await table.getByText(formatGram(1.75)).waitFor();
    await table.getByText('Total 1 data').waitFor();

    // By name and group: the two rings of this test.
    await page.getByLabel('Kode Barcode', { exact: true }).fill('');
    await page.getByLabel('Nama Barang', { exact: true }).fill('cincin pita e2e');
    await choose(page, 'Group', 'EMAS MUDA', { typed: true });
    await page.getByRole('button', { name: 'Cari' }).click();
    await table.getByText('Total 2 data').waitFor();
    await screenshot(page, 'barang-data-barang');
    // The export reads every matching item from the server (not only the page shown).
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await download;
    assert.equal(csv.suggestedFilename(), 'DATA BARANG.csv');
    const lines = (await streamText(await csv.createReadStream())).replace(/^\uFEFF/, '').split(/\r\n/);
    // The report CSV's way (the contract's one writer): ';', codes kept as ="00001234", 3,125 g.
    assert.deepEqual(lines.slice(3), ['']);
    assert.match(lines[0] as string, /^KODE BARCODE;KODE INTERN;NAMA BARANG;/);
    assert.ok(
      // A chain-wide code (TK1-000042) is text as typed; a digits-only one would be kept as ="...".
      lines
        .slice(1, 3)
        .every((l) => /^(TK1-\d{6}|"=""\d{8}""");;CINCIN PITA E2E;EMAS MUDA;MCC;TOKO;A01;/.test(l)),
      lines.join('\n'),
    );
    assert.ok(
      lines.some((l) => l.includes(';3,125;')),
      lines.join('\n'),
    );

    await table.getByRole('button', { name: `Detail ${barcodes[1]}` }).click();
    const detail = page.getByTestId('barang-detail');
    await detail.getByText(formatGram(3.125), { exact: false }).first().waitFor();
    await detail.getByText('72.00 %').waitFor();
    await page.waitForTimeout(400); // the modal's opening animation
    await screenshot(page, 'barang-detail');
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'Tutup' }).click();
    await context.close();
  });

  it('update profit: range search, the form messages, update of one item; auto print gives the file', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await page.goto(`${shopUrl(SHOP)}/update-profit`);
    const table = page.getByTestId('update-profit-table');
    await page.getByLabel('Kode Awal', { exact: true }).fill(barcodes[0] as string);
    await page.getByLabel('Kode Akhir', { exact: true }).fill(barcodes[2] as string);
    await page.getByRole('button', { name: 'Cari' }).click();
    await page.getByText(MSG.found).waitFor();
    assert.equal(await table.locator('tbody tr.ant-table-row').count(), 3);

    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText(MSG.profitRequired).waitFor();
    await closePopup(page, 'Oopss!!');
    await page.getByLabel('Profit Baru').fill('150000');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText(MSG.pickOne.trim()).waitFor();
    await closePopup(page, 'Oopss!!');

    await table
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: barcodes[0] as string })
      .locator('input[type=checkbox]')
      .check();
    assert.equal(await page.getByLabel('Profit Baru').inputValue(), '150,000');
    await screenshot(page, 'barang-update-profit');
    const reloaded = page.waitForEvent('load'); // 1 s after the update
    await page.getByRole('button', { name: 'Update' }).click();
    await popup(page, 'Berhasil').waitFor();
    await page.getByText(MSG.profitUpdated).last().waitFor();
    await reloaded;
    assert.equal((await getItem(barcodes[0] as string)).profit, 150_000);
    assert.equal((await getItem(barcodes[1] as string)).profit, 0);

    // Auto Print Barcode: the print is recorded and the barcode file for the auto printer is saved.
    await page.getByLabel('Kode Awal', { exact: true }).fill(barcodes[1] as string);
    await page.getByLabel('Kode Akhir', { exact: true }).fill(barcodes[1] as string);
    await page.getByRole('button', { name: 'Cari' }).click();
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await table.locator('tbody tr.ant-table-row input[type=checkbox]').check();
    await page.getByLabel('Profit Baru').fill('75000');
    await page.getByRole('checkbox', { name: 'Auto Print Barcode' }).check();
    const download = page.waitForEvent('download');
    const reloadedAgain = page.waitForEvent('load'); // 3 s after the auto print
    await page.getByRole('button', { name: 'Update' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), 'BARCODE_AUTO_PRINT.txt');
    const lines = (await streamText(await file.createReadStream())).trim().split(/\r\n/);
    assert.deepEqual(lines, [
      'KODE_BARCODE;NAMA_BARANG;BERAT;KADAR;PROFIT',
      `${barcodes[1]};CINCIN PITA E2E;3.125;750;75000`,
    ]);
    await reloadedAgain;
    assert.equal((await getItem(barcodes[1] as string)).profit, 75_000);
    await context.close();
  });

  it('cetak barcode: the chosen item printed as a PDF label sheet', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await page.goto(`${shopUrl(SHOP)}/cetak-barcode`);
    const table = page.getByTestId('cetak-barcode-table');
    const input = page.getByLabel('Kode Barcode', { exact: true });
    // Typed in lower case: the field takes it as the code.
    await input.fill((barcodes[0] as string).toLowerCase());
    await input.press('Enter');
    await table.getByText('CINCIN PITA E2E').waitFor();
    await input.fill(barcodes[0] as string);
    await input.press('Enter');
    await page.getByText(`Barcode ${barcodes[0]} Sudah Ada Di Daftar`).waitFor();
    assert.equal(await table.locator('tbody tr.ant-table-row').count(), 1);
    await screenshot(page, 'barang-cetak-barcode');

    const answer = page.waitForResponse((r) => r.url().endsWith('/barang/cetak-barcode/pdf'));
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Cetak Barcode' }).click();
    const res = await answer;
    assert.equal(res.status(), 200);
    assert.equal(res.headers()['content-type'], 'application/pdf');
    assert.ok(Number(res.headers()['content-length']) > 1000);
    // The sheet opened in a new window: read it back from there.
    const win = await opened;
    assert.match(win.url(), /^blob:/);
    const bytes = await win.evaluate(async () => {
      const r = await fetch(window.location.href);
      return Array.from(new Uint8Array(await r.arrayBuffer()));
    });
    const pdf = Buffer.from(bytes);
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    writeFileSync(join(SCREENSHOTS, 'barang-label.pdf'), pdf);
    await context.close();
  });

  it('tambah data barang: jenis fills name and ongkos, the kadar master fills kadar; barcode and label', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'owner1');
    await page.goto(`${shopUrl(SHOP)}/tambah-data-barang`);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Kode Group Harus Dipilih').waitFor();
    await page.getByText('Berat Tidak Boleh Kosong').waitFor();
    await choose(page, 'Group', 'EMAS TUA', { typed: true });
    await choose(page, 'Jenis', 'TGL - GELANG', { typed: true });
    assert.equal(await page.getByLabel('Nama Barang', { exact: true }).inputValue(), 'GELANG');
    assert.equal(await page.getByLabel('Ongkos', { exact: true }).inputValue(), '50,000');
    await choose(page, 'Gudang', 'TOKO', { typed: true });
    await choose(page, 'Baki', 'A05', { typed: true });
    await page.getByLabel('Kadar Cetak', { exact: true }).fill('22');
    await pickOption(page, '22K');
    await dropdownsClosed(page);
    assert.equal(await page.getByLabel('Kadar Jual', { exact: true }).inputValue(), '91.60');
    await page.getByLabel('Berat', { exact: true }).fill('4.2');
    await page.getByLabel('Size', { exact: true }).fill('m');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await popup(page, 'Berhasil').waitFor();
    await closePopup(page, 'Berhasil');
    const card = page.getByTestId('barang-tersimpan');
    const kode = (await card.innerText()).match(/TK1-\d{6}/)?.[0] as string;
    assert.ok(kode);
    const item = await getItem(kode);
    assert.deepEqual(
      [
        item.nama_barang,
        item.kode_group,
        item.kode_dept,
        item.kode_baki,
        item.kadar_cetak,
        item.kadar,
        item.kadar_modal,
        item.berat,
        item.ongkos,
        item.size,
      ],
      ['GELANG', 'EMAS TUA', 'TGL', 'A05', '22K', 91.6, 91.6, 4.2, 50_000, 'M'],
    );
    // Per item fields are cleared; where it lies stays for the next one.
    assert.equal(await page.getByLabel('Berat', { exact: true }).inputValue(), '');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'barang-tambah-satu');
    const answer = page.waitForResponse((r) => r.url().endsWith('/barang/cetak-barcode/pdf'));
    await card.getByRole('button', { name: 'Cetak Label' }).click();
    const res = await answer;
    assert.equal(res.status(), 200);
    assert.equal(res.headers()['content-type'], 'application/pdf');
    await context.close();
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
