import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import {
  api,
  formatMoney,
  LAPORAN_BATAL_TITIP_SIMPAN,
  LAPORAN_LELANG_TITIP_SIMPAN,
  LAPORAN_STOCK_TITIPAN_SIMPAN,
  LAPORAN_TITIPAN_SIMPAN_LUNAS,
  LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN,
  quoteTitip,
  type ReportDef,
} from '@emas/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import {
  assertFits,
  assertTotalsAligned,
  cashRowsOf,
  choose,
  closePopup,
  modalShown,
  savedAndPrinted,
} from '../documents.ts';
import { answerBox, apiLogin, apiRequest, exportPdfWindow, loggedIn } from '../helpers.ts';

// TK2: TK1 is closed by zz-closing. The demo seeds deposits in every state, one overdue.
const SHOP = 'TK2';
const MSG = api.TITIP_MSG;
const JUMLAH = 1_000_000;
const FEES = {
  surat_pantes: 10_000,
  biaya_admin: 15_000,
  asuransi: 5_000,
  sewa_brankas: 20_000,
  biaya_jasa_pencarian: 0,
};
const BUNGA = 0.05;

let browser: Browser;
let token = '';
let today = '';
/** The deposit the first test takes; the next ones renew it, pay it off and reverse the pay-off. */
let deposit = '';

before(async () => {
  browser = await launchBrowser();
  const session = await apiLogin(SHOP, 'kasir1');
  token = session.token;
  today = session.tgl_system;
});
after(() => browser.close());

const invoiceOf = (no: string) =>
  apiRequest<api.TitipInvoice>(SHOP, 'POST', 'titip-simpan/invoice', token, { no_faktur: no });

/** The SPV/OWN authorisation modal: a user and the demo password, then its button. */
async function authorise(page: Page, userId: string) {
  const modal = page.locator('.ant-modal:visible', { hasText: 'Username' });
  await modal.getByLabel('Username').fill(userId);
  await modal.getByLabel('Password').fill('demo1234');
  await modal.locator('.ant-modal-footer button', { hasText: /^Otorisasi$/ }).click();
}

/**
 * Opens a report as the owner, searches with `fill`ed filters; the text is in the table; the PDF opens
 * in a window of its own and the Excel file downloads under the report's file name.
 */
async function reportShows(
  context: BrowserContext,
  page: Page,
  def: ReportDef,
  text: string,
  fill?: (page: Page) => Promise<void>,
) {
  await page.goto(`${shopUrl(SHOP)}${def.route}`);
  await page.getByTestId('laporan-filters').waitFor();
  await fill?.(page);
  await page.getByRole('button', { name: 'Cari' }).click();
  const table = page.getByTestId('laporan-table');
  await table.getByText(text).first().waitFor();
  await page.getByText(def.successToast).first().waitFor();
  await assertTotalsAligned(page);
  await assertFits(page, def.route.slice(1));
  await (await exportPdfWindow(context, page)).close();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), `${def.fileName}.xlsx`);
  const bytes = await readFile((await download.path()) as string);
  assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK');
}

describe('titip simpan (deposits)', () => {
  it('a deposit taken by keyboard and printed; the stock report shows it, as PDF and Excel', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/transaksi-simpan-titipan`);
    await page.waitForFunction(() => document.title === 'Transaksi Titip Simpan | Back Office Toko Emas');
    await choose(page, 'Group 1', 'EMAS TUA');
    assert.equal(await page.getByLabel('Kadar 1', { exact: true }).inputValue(), '91.60');
    await page.getByLabel('Nama Barang 1', { exact: true }).fill('gelang titip e2e');
    await page.getByLabel('Berat Emas 1', { exact: true }).fill('3.5');
    await page.getByLabel('Berat + Plastik 1', { exact: true }).fill('3.6');
    await choose(page, 'Sales', 'S01');
    await page.getByLabel('Nama Customer', { exact: true }).fill('penitip e2e');
    await page.getByLabel('Alamat', { exact: true }).fill('jl. titip 2');
    // The pieces' plafond (a pawn loan's rule) shows live; above it the save asks an authorisation.
    const { plafond } = await apiRequest<api.TitipPlafond>(SHOP, 'POST', 'titip-simpan/plafond', token, {
      detail_barang: [{ kode_group: 'EMAS TUA', nama_barang: 'X', kadar: 91.6, berat_emas: 3.5 }],
    });
    assert.ok(plafond > JUMLAH, String(plafond));
    await page.getByLabel('Jumlah Titip Simpan', { exact: true }).fill(String(plafond + 1));
    const plafondBox = page.getByTestId('titip-plafond');
    await plafondBox.getByText(`Melebihi Plafond ${formatMoney(plafond)}: Butuh Otorisasi`).waitFor();
    await page.keyboard.press('F9');
    const authModal = page.locator('.ant-modal:visible', {
      hasText: 'Otorisasi Titip Simpan Melebihi Plafond',
    });
    await authModal.waitFor();
    await authModal.getByRole('button', { name: 'Batal' }).click();
    await authModal.waitFor({ state: 'hidden' });
    await page.getByLabel('Jumlah Titip Simpan', { exact: true }).fill(String(JUMLAH));
    await plafondBox.getByText(formatMoney(plafond)).waitFor();
    assert.equal(await plafondBox.getByText('Melebihi Plafond').count(), 0);
    await page.getByLabel('Bunga / Hari (%)', { exact: true }).fill(String(BUNGA));
    await page.getByLabel('Surat Pantes', { exact: true }).fill(String(FEES.surat_pantes));
    await page.getByLabel('Biaya Admin', { exact: true }).fill(String(FEES.biaya_admin));
    await page.getByLabel('Asuransi', { exact: true }).fill(String(FEES.asuransi));
    await page.getByLabel('Sewa Brankas', { exact: true }).fill(String(FEES.sewa_brankas));
    await page
      .getByTestId('titip-total')
      .getByText(formatMoney(JUMLAH + 50_000))
      .waitFor();
    await assertFits(page, 'transaksi-simpan-titipan');
    await savedAndPrinted(context, page, MSG.saved, () => page.keyboard.press('F9'));
    const saved = await page.getByTestId('titip-saved').innerText();
    deposit = saved.match(/TS-TK2-\d{6}-\d{4}/)?.[0] ?? '';
    assert.ok(deposit, saved);
    const inv = await invoiceOf(deposit);
    assert.equal(inv.status, 'AKTIF');
    assert.equal(inv.total_titip_simpan, JUMLAH + 50_000);
    assert.equal(inv.detail_barang[0]?.berat_bruto, 3.6);
    await context.close();

    const owner = await loggedIn(browser, SHOP, 'owner1');
    await reportShows(owner.context, owner.page, LAPORAN_STOCK_TITIPAN_SIMPAN, deposit);
    await screenshot(owner.page, 'laporan-stock-titipan-simpan');
    await owner.context.close();
  });

  it('renewed (PEREMAJAAN) from Lihat Titip Simpan, then paid off (PELUNASAN); cash follows', async () => {
    assert.ok(deposit, 'the first test took a deposit');
    const terms = {
      jumlah_titip_simpan: JUMLAH,
      bunga: BUNGA,
      pembulatan: 500,
      denda_per_hari: 0,
      tgl_bunga: today,
      tgl_tempo: today,
      ...FEES,
    };
    const expected = quoteTitip(terms, today);
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/lihat-simpan-titipan`);
    const table = page.getByTestId('lihat-titip-simpan-table');
    await table.getByLabel('Cari').fill(deposit);
    await table
      .locator('tr.ant-table-row', { hasText: deposit })
      .getByText('AKTIF', { exact: true })
      .waitFor();
    await assertFits(page, 'lihat-simpan-titipan');
    await page.getByRole('button', { name: `Lunas / Peremajaan ${deposit}` }).click();
    await page.waitForURL(/\/transaksi-simpan-titipan\?no=/);
    const quote = page.getByTestId('titip-quote');
    await quote.waitFor();
    assert.equal(
      await page.getByTestId('quote-peremajaan').innerText(),
      formatMoney(expected.total_peremajaan),
    );
    assert.equal(
      await page.getByTestId('quote-pelunasan').innerText(),
      formatMoney(expected.total_pelunasan),
    );
    await assertFits(page, 'pelunasan-titip-simpan');

    await quote.getByRole('button', { name: /Peremajaan$/ }).click();
    await modalShown(page);
    await page
      .getByTestId('titip-settle-form')
      .getByRole('button', { name: 'Peremajaan', exact: true })
      .click();
    await page.getByText(MSG.peremajaan).waitFor();
    await closePopup(page, 'Berhasil!');
    const renewed = await invoiceOf(deposit);
    assert.equal(renewed.status, 'AKTIF');
    assert.equal(renewed.jumlah_peremajaan, 1);
    assert.ok(renewed.tgl_tempo > today);

    // The quote of the new term: renewed today, so the same day counts again.
    await quote.getByRole('button', { name: /Pelunasan$/ }).click();
    await modalShown(page);
    await page.getByTestId('titip-settle-form').getByRole('button', { name: 'Lunas', exact: true }).click();
    await page.getByText(MSG.lunas).waitFor();
    await closePopup(page, 'Berhasil!');
    await page.getByTestId('titip-closed').waitFor();
    const paid = await invoiceOf(deposit);
    assert.equal(paid.status, 'LUNAS');
    assert.deepEqual(
      paid.bayar.map((b) => [b.jenis, b.total_bayar]),
      [
        ['PEREMAJAAN', expected.total_peremajaan],
        ['PELUNASAN', expected.total_pelunasan],
      ],
    );
    await context.close();

    const owner = await loggedIn(browser, SHOP, 'owner1');
    // Sorted rows of Laporan Keuangan Akhir Hari: kategori, then the deskripsi where it is not the number.
    assert.deepEqual(
      await cashRowsOf(owner.page, SHOP, deposit),
      [
        `${api.KATEGORI_KAS_TITIP.titip} 0 ${formatMoney(JUMLAH)}`,
        `${api.KATEGORI_KAS_TITIP.lunas} ${api.deskripsiPeremajaan(deposit)} ${formatMoney(expected.total_peremajaan)}`,
        `${api.KATEGORI_KAS_TITIP.lunas} ${formatMoney(expected.total_pelunasan)} 0`,
      ].sort(),
    );
    await reportShows(owner.context, owner.page, LAPORAN_TRANSAKSI_SIMPANAN_TITIPAN, deposit);
    await reportShows(owner.context, owner.page, LAPORAN_TITIPAN_SIMPAN_LUNAS, 'PEREMAJAAN');
    await owner.page.getByTestId('laporan-table').getByText('PELUNASAN').first().waitFor();
    await screenshot(owner.page, 'laporan-lunas-titipan-simpan');
    await owner.context.close();
  });

  it('batal titipan lunas with spv1 authorising; the batal report shows it', async () => {
    assert.ok(deposit, 'the first test took a deposit');
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/batal-titipan-lunas`);
    await page.locator('#batal-titipan-lunas-no-faktur').fill(deposit);
    await page.keyboard.press('Enter');
    await page.getByTestId('invoice-view').getByText('PENITIP E2E').waitFor();
    await page.getByLabel('Alasan Batal').fill('salah input pelunasan');
    await assertFits(page, 'batal-titipan-lunas');
    await page.getByRole('button', { name: /Batal Titipan Lunas$/ }).click();
    await answerBox(page, /^Apakah Anda Yakin Ingin Membatalkan Titipan Lunas /, 'Ya, Batalkan');
    await page.locator('.ant-modal-title', { hasText: 'Otorisasi Batal Titipan Lunas' }).waitFor();
    await authorise(page, 'spv1');
    await page.getByText(MSG.lunasCancelled).waitFor();
    await closePopup(page, 'Berhasil!');
    assert.equal((await invoiceOf(deposit)).status, 'AKTIF');
    await context.close();

    const owner = await loggedIn(browser, SHOP, 'owner1');
    await reportShows(owner.context, owner.page, LAPORAN_BATAL_TITIP_SIMPAN, deposit);
    await owner.context.close();
  });

  it('an overdue deposit auctioned with spv1 authorising; the lelang report shows it', async () => {
    const { context, page } = await loggedIn(browser, SHOP, 'kasir1');
    await page.goto(`${shopUrl(SHOP)}/lelang-simpan-titipan`);
    const table = page.getByTestId('lelang-titip-table');
    const first = table.locator('tr.ant-table-row').first();
    await first.waitFor();
    const no = (await first.innerText()).match(/TS-TK2-\d{6}-\d{4}/)?.[0] ?? '';
    assert.ok(no, 'an overdue deposit is listed');
    await assertFits(page, 'lelang-simpan-titipan');
    await page.getByRole('button', { name: `Lelang Titip Simpan ${no}` }).click();
    await page.locator('.ant-modal-title', { hasText: /^Otorisasi$/ }).waitFor();
    await authorise(page, 'spv1');
    await page.getByText(MSG.lelangSaved).waitFor();
    await closePopup(page, 'Berhasil!');
    await table.locator('tr.ant-table-row', { hasText: no }).waitFor({ state: 'detached' });
    assert.equal((await invoiceOf(no)).status, 'LELANG');
    await context.close();

    const owner = await loggedIn(browser, SHOP, 'owner1');
    await reportShows(owner.context, owner.page, LAPORAN_LELANG_TITIP_SIMPAN, no);
    await owner.context.close();
  });
});
