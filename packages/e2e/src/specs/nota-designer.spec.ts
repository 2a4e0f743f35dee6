import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { NOTA_MSG } from '@emas/contract/api/nota';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, shopUrl } from '../browser.ts';
import { answerBox, DEMO_PASSWORD, loggedIn, pickOption, popup } from '../helpers.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
  // Other specs print TK1's sales invoice: give it back its default place and font.
  const token = await apiToken();
  const base = `${shopUrl('TK1')}/api/v1`;
  const labels = (await (
    await fetch(`${base}/member-card/get/new?type=PENJUALAN`, { headers: { token } })
  ).json()) as { data: { name: string; is_mobile: boolean }[] };
  const nota = labels.data
    .filter((l) => !l.is_mobile)
    .map((l) => (l.name === 'no_faktur' ? { ...l, position_x: 530, position_y: 40 } : l));
  await fetch(`${base}/member-card/add`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token },
    body: JSON.stringify({ font: 'Tahoma Reguler', type: 'PENJUALAN', nota }),
  });
});

/** A token of owner1 at TK1 (a session of its own). */
async function apiToken(): Promise<string> {
  const login = await fetch(`${shopUrl('TK1')}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_id: 'owner1', password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The words of a PDF's first page with their position (points from the top-left corner). */
async function pdfWords(pdf: Buffer): Promise<{ str: string; x: number; y: number }[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const height = page.view[3] ?? 0;
  const content = await page.getTextContent();
  const words = content.items.flatMap((i) =>
    'str' in i && i.str.trim()
      ? [{ str: i.str, x: i.transform[4] as number, y: height - (i.transform[5] as number) }]
      : [],
  );
  await doc.destroy();
  return words;
}

const PX = 0.75;

async function canvasBox(page: Page) {
  const canvas = page.getByTestId('nota-canvas').locator('canvas').last();
  await canvas.waitFor();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  return box;
}

/** Waits until the editor shows the label of this name. */
const editing = (page: Page, name: string) =>
  page.waitForFunction(
    (n) => (document.querySelector('#nota-name') as HTMLInputElement | null)?.value === n,
    name,
  );

async function selectInList(page: Page, name: string) {
  await page.getByTestId('nota-label-search').fill(name);
  await page.locator(`[data-label="${name}"]`).click();
  await editing(page, name);
}

/** 'Cetak Contoh' opens the sample invoice of the stored layout in a new window. */
async function clickPrintSample(page: Page): Promise<void> {
  const popupPage = page.context().waitForEvent('page');
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('member-card/preview')),
    page.getByRole('button', { name: 'Cetak Contoh' }).click(),
  ]);
  assert.equal(res.status(), 200);
  assert.equal(res.headers()['content-type'], 'application/pdf');
  await (await popupPage).close();
}

/** The same sample invoice fetched as owner1 (the browser's copy is a blob URL in the pop-up). */
async function sampleInvoice(type: string): Promise<Buffer> {
  const token = await apiToken();
  const res = await fetch(`${shopUrl('TK1')}/api/v1/member-card/preview`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token },
    body: JSON.stringify({ type }),
  });
  assert.equal(res.status, 200);
  return Buffer.from(await res.arrayBuffer());
}

describe('setting nota (designer)', () => {
  it('a label dragged and saved stays at its new place and prints there on the next invoice', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1', { width: 1440 });
    await page.goto(`${shopUrl('TK1')}/setting-nota`);
    // No sidebar or header: the designer's own bar.
    await page.getByRole('heading', { name: 'Setting Nota' }).waitFor();
    assert.equal(await page.getByTestId('sidebar-menu').count(), 0);
    let box = await canvasBox(page);

    // Note types with the module-gated ones the shop has on: the demo switches the diamond module and
    // the manual transactions on at the branches, so PENJUALAN BERLIAN and PENJUALAN_MANUAL are there; the redemption and extension notes of a pawn loan follow.
    await page.getByTestId('nota-type').click();
    const optionTexts = page.locator('.ant-select-dropdown .ant-select-item-option-content');
    await page.waitForFunction(
      () => document.querySelectorAll('.ant-select-dropdown .ant-select-item-option-content').length >= 11,
    );
    const options = await optionTexts.allInnerTexts();
    assert.deepEqual(options, [
      'PENJUALAN',
      'PENJUALAN TUA',
      'PEMBELIAN',
      'PESANAN',
      'SERVICE',
      'TITIPAN',
      'HUTANG',
      'PENJUALAN BERLIAN',
      'PENJUALAN_MANUAL',
      'PELUNASAN HUTANG',
      'PERPANJANGAN HUTANG',
    ]);
    await pickOption(page, 'PENJUALAN');

    // Drag no_faktur (stored at 530, 40; 170 x 12) by (-300, +180).
    await page.mouse.move(box.x + 600, box.y + 46);
    await page.mouse.down();
    await page.mouse.move(box.x + 450, box.y + 136, { steps: 5 });
    await page.mouse.move(box.x + 300, box.y + 226, { steps: 5 });
    await page.mouse.up();
    await editing(page, 'no_faktur');
    assert.equal(await page.locator('#nota-position_x').inputValue(), '230.0');
    assert.equal(await page.locator('#nota-position_y').inputValue(), '220.0');
    await page.getByText('Belum disimpan').waitFor();

    // A font for the whole note (not the default, Times New Roman).
    await page.getByTestId('nota-font').click();
    await pickOption(page, 'Candara');

    await page.getByRole('button', { name: 'Simpan Data' }).click();
    await popup(page, 'Berhasil').waitFor();
    await page.getByText(NOTA_MSG.saved).last().waitFor();
    await popup(page, 'Berhasil').waitFor({ state: 'detached' });
    await page.getByText('Belum disimpan').waitFor({ state: 'detached' });
    await screenshot(page, 'nota-designer');

    await page.reload();
    box = await canvasBox(page);
    await selectInList(page, 'no_faktur');
    assert.equal(await page.locator('#nota-position_x').inputValue(), '230.0');
    assert.equal(await page.locator('#nota-position_y').inputValue(), '220.0');
    assert.match(await page.getByTestId('nota-font').innerText(), /Candara/);

    await clickPrintSample(page);
    const words = await pdfWords(await sampleInvoice('PENJUALAN'));
    const faktur = words.find((w) => w.str.startsWith(': FJ-TK1-'));
    assert.ok(faktur, 'invoice number printed');
    assert.ok(Math.abs(faktur.x - 230 * PX) < 1, `x ${faktur.x}`);
    assert.ok(faktur.y > 220 * PX && faktur.y < 220 * PX + 12, `y ${faktur.y}`);
    assert.ok(words.some((w) => w.str === 'NOTA PENJUALAN'));
    await context.close();
  });

  it('copies a label from the list, then a double click on it asks and removes it', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1', { width: 1440 });
    await page.goto(`${shopUrl('TK1')}/setting-nota`);
    const box = await canvasBox(page);
    await page.getByTestId('nota-label-search').fill('catatan');
    await page.getByRole('button', { name: 'Copy catatan' }).click();
    await page.getByText(NOTA_MSG.copied).last().waitFor();
    await page.locator('[data-label="catatan_copy"]').waitFor();
    await editing(page, 'catatan_copy');
    // The success popup (2 s) covers the canvas until it goes.
    await popup(page, 'Berhasil').waitFor({ state: 'detached' });

    // The copy lies 10 px below and right of 'catatan' (240, 370; 220 x 12).
    await page.mouse.dblclick(box.x + 300, box.y + 388);
    await answerBox(page, NOTA_MSG.confirmDelete('catatan_copy'), 'Ya');
    await page.getByText(NOTA_MSG.deleted).last().waitFor();
    await page.locator('[data-label="catatan_copy"]').waitFor({ state: 'detached' });
    // A core label cannot be deleted from the list.
    await page.getByTestId('nota-label-search').fill('judul');
    assert.equal(await page.getByRole('button', { name: 'Hapus judul' }).isDisabled(), true);
    await context.close();
  });

  it('the receipt platform dialog offers Desktop and Mobile and switches the designer to the POS slip', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1', { width: 1366 });
    await page.goto(`${shopUrl('TK1')}/setting-nota`);
    await canvasBox(page);
    await page.getByRole('button', { name: 'Platform: Desktop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pilih Platform' });
    await dialog.waitFor();
    assert.deepEqual(
      await dialog.getByRole('radio').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
      ['Desktop', 'Mobile'],
    );
    await dialog.getByText('Mobile', { exact: true }).click();
    await screenshot(page, 'nota-platform-dialog');
    await dialog.getByRole('button', { name: 'Pilih' }).click();
    await page.getByRole('button', { name: 'Platform: Mobile' }).waitFor();
    await page.getByText('tata letak slip POS (Mobile)').waitFor();
    await canvasBox(page);
    // The slip's own layout: its number label where the slip page shows it.
    await selectInList(page, 'no_faktur');
    assert.equal(await page.locator('#nota-position_x').inputValue(), '530.0');
    await context.close();
  });

  it('setting nota slip edits the POS slip labels inside the app frame', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1', { width: 1440 });
    await page.goto(`${shopUrl('TK1')}/setting-nota-slip`);
    await page.getByTestId('sidebar-menu').waitFor();
    await canvasBox(page);
    await selectInList(page, 'no_faktur');
    // The slip keeps its own place: the invoice's change above did not move it.
    assert.equal(await page.locator('#nota-position_x').inputValue(), '530.0');
    await screenshot(page, 'nota-designer-slip');
    await context.close();
  });
});
