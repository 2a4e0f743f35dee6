import assert from 'node:assert/strict';
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LAPORAN_TRANSAKSI_PENJUALAN } from '@emas/contract';
import type { Browser } from 'playwright-core';
import { launchBrowser, SCREENSHOTS, screenshot, shopUrl } from '../browser.ts';
import { apiRequest, apiToken, loggedIn } from '../helpers.ts';

/** One sale at the branch today through its counter's API (the spec's own rows at each shop). */
async function sellAt(shop: 'TK1' | 'TK2'): Promise<void> {
  const token = await apiToken(shop, 'owner1');
  const list = await apiRequest<{ rows?: { kode_barcode: string }[] } | { kode_barcode: string }[]>(
    shop,
    'GET',
    'barang?page=1&limit=50&kode_gudang=TOKO',
    token,
  );
  const rows = Array.isArray(list) ? list : (list.rows ?? []);
  for (const { kode_barcode } of rows) {
    const quote = await apiRequest<{ harga_total: number }>(
      shop,
      'GET',
      `penjualan/barang/${kode_barcode}`,
      token,
    ).catch(() => null);
    if (!quote) continue;
    await apiRequest(shop, 'POST', 'penjualan', token, {
      kode_sales: 'S01',
      nama_customer: `PEMBELI SEMUA TOKO ${shop}`,
      detail_barang: [{ kode_barcode }],
      pembayaran: [{ jenis: 'CASH', jumlah: quote.harga_total }],
    });
    return;
  }
  throw new Error(`no item to sell at ${shop}`);
}

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

/** Where the brief keeps its screenshots for a look (besides the suite's own folder). */
const NOTES = process.env.SEMUA_TOKO_SHOTS ?? '/work/notes/shots/semua-toko';

describe('Laporan Transaksi Penjualan at head office, no shop picked', () => {
  it('PUSAT runs it with SEMUA TOKO: every branch rows, each named in the Toko column', async () => {
    // Each branch sells today, whatever the specs before this one did with the demo's sales.
    await sellAt('TK1');
    await sellAt('TK2');
    const { context, page } = await loggedIn(browser, 'PST', 'PUSAT');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${shopUrl('PST')}${LAPORAN_TRANSAKSI_PENJUALAN.route}`);
    await page.getByTestId('laporan-filters').waitFor();
    // No shop picked in the header: the report offers the shop filter, at SEMUA TOKO.
    const shop = page.locator('.ant-form-item', { has: page.locator('#filter-kode_toko') });
    await shop.getByText('SEMUA TOKO').waitFor();
    await page.getByRole('button', { name: 'Cari' }).click();

    const table = page.getByTestId('laporan-table');
    await table
      .locator('thead th', { hasText: /^Toko$/ })
      .first()
      .waitFor();
    // Each invoice is a group of its shop ('TK1 - ...'), its lines named by shop in the Toko column.
    const lines = table.locator('tbody tr.ant-table-row-level-1');
    await lines.first().waitFor();
    assert.match((await lines.first().innerText()).trim(), /^TK[12]\s/);
    const seen = new Set<string>();
    const next = page.locator('li.ant-pagination-next:not(.ant-pagination-disabled)');
    for (;;) {
      const texts = (await lines.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
      for (const t of texts) {
        assert.match(t, /^TK[12] /);
        seen.add(t.slice(0, 3));
      }
      // A later page's groups may be shown folded: their header rows still name the shop.
      const headers = await table.locator('tbody tr.ant-table-row-level-0').allInnerTexts();
      for (const h of headers) {
        assert.match(h.trim(), /^TK[12] - /);
        seen.add(h.trim().slice(0, 3));
      }
      if (seen.has('TK2') || !(await next.count())) break;
      const before = await lines.first().textContent();
      await next.click();
      await page.waitForFunction(
        (was) =>
          document.querySelector('[data-testid="laporan-table"] tbody tr.ant-table-row-level-1')
            ?.textContent !== was,
        before,
      );
    }
    // The demo sells at both branches today: rows of each.
    assert.deepEqual([...seen].sort(), ['TK1', 'TK2']);
    // The PGlite demo has no replica: every branch answered live, so no freshness line is shown.
    assert.equal(await page.locator('[data-testid^="laporan-replika-"]').count(), 0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'laporan-semua-toko', false);
    await mkdir(NOTES, { recursive: true });
    await copyFile(
      join(SCREENSHOTS, 'laporan-semua-toko.png'),
      join(NOTES, 'laporan-transaksi-penjualan-1366.png'),
    );
    await context.close();
  });
});
