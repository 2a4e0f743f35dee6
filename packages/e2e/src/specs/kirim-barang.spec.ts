import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api } from '@emas/contract';
import type { Browser } from 'playwright-core';
import { launchBrowser, STATE_TIMEOUT_MS, screenshot, shopUrl } from '../browser.ts';
import { apiRequest, apiToken, choose, closePopup, loggedIn, popup } from '../helpers.ts';

/** Own trays keep this spec's goods apart from the other specs'. */
const BAKI_TK1 = 'KRM1';
const BAKI_TK2 = 'KRM2';

let browser: Browser;
let tk1 = '';
let barcodes: string[] = [];

const item = (berat: number) => ({
  nama_barang: 'CINCIN KIRIM UJI',
  kode_gudang: 'TOKO',
  kode_baki: BAKI_TK1,
  kode_group: 'EMAS MUDA',
  kode_dept: 'MCC',
  berat,
  kadar: 75,
  kadar_cetak: '750',
});

/** Polls until `check` holds (a state, never a time). */
async function until(what: string, check: () => Promise<boolean>) {
  const end = Date.now() + STATE_TIMEOUT_MS;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

before(async () => {
  browser = await launchBrowser();
  tk1 = await apiToken('TK1', 'owner1');
  const tk2 = await apiToken('TK2', 'owner1');
  for (const [shop, token, kode] of [
    ['TK1', tk1, BAKI_TK1],
    ['TK2', tk2, BAKI_TK2],
  ] as const)
    await apiRequest(shop, 'POST', 'baki', token, {
      kode_baki: kode,
      nama_baki: `BAKI KIRIM ${kode}`,
      kode_gudang: 'TOKO',
      berat_baki: 100,
    });
  const made = await apiRequest<{ data: { kode_barcode: string }[] }>(
    'TK1',
    'POST',
    'barang/create/bulk',
    tk1,
    {
      detail_barang: [item(2.5), item(3.125)],
    },
  );
  barcodes = made.data.map((d) => d.kode_barcode);
});
after(() => browser.close());

describe('kirim barang antar cabang', () => {
  let noKirim = '';

  it('TK1 sends two scanned items to TK2; the surat jalan opens', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    await page.goto(`${shopUrl('TK1')}/kirim-barang-kecabang`);
    assert.equal(await page.title(), 'Kirim Barang Ke Cabang | Back Office Toko Emas');
    for (const kode of barcodes) {
      const input = page.getByLabel('Kode Barcode');
      await input.fill(kode);
      await input.press('Enter');
      await page.getByTestId('kirim-barang-list').getByText(kode).waitFor();
    }
    await choose(page, 'Toko Tujuan', 'TK2', { typed: true });
    await screenshot(page, 'kirim-barang-kecabang');
    const pdf = context.waitForEvent('page');
    await page.getByRole('button', { name: /Kirim$/ }).click();
    await popup(page, 'Berhasil').waitFor();
    const text = await page.getByText(`${api.KIRIM_MSG.sent}: KB-TK1-`).last().innerText();
    noKirim = (/KB-TK1-\d{6}-\d{4}/.exec(text) ?? [''])[0];
    assert.ok(noKirim, text);
    await (await pdf).close();
    await closePopup(page, 'Berhasil');
    await page.getByTestId('kirim-history').getByText(noKirim).waitFor();
    for (const kode of barcodes) {
      const b = await apiRequest<api.BarangRow>('TK1', 'GET', `barang/by-barcode/${kode}`, tk1);
      assert.equal(b.status, 'KIRIM');
    }
    await context.close();
  });

  it('head office sees the shipment in transit', async () => {
    const { context, page } = await loggedIn(browser, 'PST', 'PUSAT');
    await page.goto(`${shopUrl('PST')}/kirim-barang`);
    const transit = page.getByTestId('transit-table');
    for (const kode of barcodes) await transit.getByText(kode).waitFor();
    await transit.getByText(noKirim).first().waitFor();
    await screenshot(page, 'kirim-barang-transit-pusat');
    await context.close();
  });

  it('TK2 receives it whole; the items leave transit and TK1 hears of it', async () => {
    const { context, page } = await loggedIn(browser, 'TK2', 'owner1');
    await page.goto(`${shopUrl('TK2')}/terima-barang`);
    const card = page.getByTestId(`kiriman-${noKirim}`);
    await card.waitFor();
    await choose(page, 'Gudang', 'TOKO', { typed: true });
    await choose(page, 'Baki', BAKI_TK2, { typed: true });
    await screenshot(page, 'terima-barang');
    await card.getByRole('button', { name: /Terima Semua/ }).click();
    await popup(page, 'Berhasil').waitFor();
    await page.getByText(api.KIRIM_MSG.received).last().waitFor();
    await closePopup(page, 'Berhasil');
    await card.waitFor({ state: 'detached' });
    await until('TK1 told of the receipt', async () => {
      const items = await Promise.all(
        barcodes.map((k) => apiRequest<api.BarangRow>('TK1', 'GET', `barang/by-barcode/${k}`, tk1)),
      );
      return items.every((b) => b.status === 'TERKIRIM');
    });
    const pusat = await apiToken('PST', 'PUSAT');
    const road = await apiRequest<{ rows: api.TransitRow[] }>(
      'PST',
      'GET',
      'kirim-barang/transit-semua',
      pusat,
    );
    assert.equal(road.rows.filter((r) => r.no_kirim === noKirim).length, 0);
    await context.close();
  });
});
