import assert from 'node:assert/strict';
import { api, type DocumentKind, formatMoney } from '@emas/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshot, shopUrl } from './browser.ts';
import {
  actUntil,
  answerBox,
  choose,
  closePopup,
  DEMO_PASSWORD,
  dismissBox,
  popupBox,
  type ShopKey,
  selectOption,
} from './helpers.ts';

/** Helpers of the document specs (service, pesanan): popups, choices, prints, cash, stock, fit. */

export { choose, closePopup };

/** Keyboard only: types into the focused field (what it held replaced) and Tabs to the next one. */
export async function typeAndTab(page: Page, text: string) {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** Keyboard only: searches the focused select, takes the first match with Enter, and Tabs on. */
export async function pickAndTab(page: Page, search: string, shown: string) {
  await page.keyboard.type(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: shown })
    .first()
    .waitFor();
  await page.keyboard.press('Enter');
  // Tab while the select still counts itself open would choose again instead of moving on: wait for
  // its own state (aria-expanded on its input), not only for the list to fade out.
  const select = await page.evaluate(() => document.activeElement?.id ?? '');
  await page.waitForFunction(
    (id) => document.getElementById(id)?.getAttribute('aria-expanded') !== 'true',
    select,
  );
  await page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
  await page.keyboard.press('Tab');
  if (select) await page.waitForFunction((id) => document.activeElement?.id !== id, select);
}

/** The field that has the focus, by its label (for the keyboard walk's checks). */
export const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const id = el?.id;
    return (
      (id && document.querySelector(`label[for="${id}"]`)?.textContent) ||
      el?.getAttribute('aria-label') ||
      ''
    );
  });

/** Runs `act` (a save or a reprint) and waits for the invoice window to show the PDF it fetched. */
export async function printedBy(context: BrowserContext, act: () => Promise<unknown>) {
  const [win] = await Promise.all([context.waitForEvent('page'), act()]);
  await win.waitForURL(/^blob:/);
  await win.close();
}

/**
 * Saves a new document by `act` (Enter or Simpan): its success box is seen (its own timer may close
 * it while the invoice loads) and gone, and its invoice window shows the PDF.
 */
export async function savedAndPrinted(
  context: BrowserContext,
  page: Page,
  message: string,
  act: () => Promise<unknown>,
) {
  const seen = page.getByText(message).waitFor();
  await printedBy(context, act);
  await seen;
  await dismissBox(popupBox(page, 'Berhasil!'));
}

/** A cashier's cash in hand today, as Uang Kas shows it. */
export async function kasSaldo(page: Page, shop: ShopKey, user: string): Promise<number> {
  await page.goto(`${shopUrl(shop)}/uang-kas`);
  const text = await page.getByTestId(`saldo-${user}`).innerText();
  return Number(text.replace(/[^\d-]/g, ''));
}

/** Waits until Uang Kas shows the cashier's cash in hand at `amount`. */
export async function waitKasSaldo(page: Page, shop: ShopKey, user: string, amount: number) {
  await page.goto(`${shopUrl(shop)}/uang-kas`);
  await page
    .getByTestId(`saldo-${user}`)
    .filter({ hasText: formatMoney(amount) })
    .waitFor();
}

/**
 * Laporan Keuangan Akhir Hari of the business day: the category and debit / kredit of each cash row of
 * a document (by its number), e.g. ['SERVICE 20,000 0']; the payment kind column (CASH, TRANSFER, ...)
 * is left out.
 */
export async function cashRowsOf(page: Page, shop: ShopKey, no: string): Promise<string[]> {
  await page.goto(`${shopUrl(shop)}/laporan-keuangan-akhir-hari`);
  await page.getByTestId('laporan-filters').waitFor();
  await page.getByRole('button', { name: 'Cari' }).click();
  const rows = page.getByTestId('laporan-table').locator('tr.ant-table-row', { hasText: no });
  await rows.first().waitFor();
  const out: string[] = [];
  for (const r of await rows.all()) {
    const cells = await r.locator('td').allInnerTexts();
    out.push(
      cells
        .map((c) => c.trim())
        .filter((c) => c && c !== no && !(api.JENIS_BAYAR as readonly string[]).includes(c))
        .slice(0, 3)
        .join(' '),
    );
  }
  return out.sort();
}

/** Data Barang's row of one barcode (any status): its warehouse and status. */
export async function barangOf(page: Page, shop: ShopKey, barcode: string) {
  await page.goto(`${shopUrl(shop)}/data-barang`);
  const row = page.getByTestId('data-barang-table').locator('tr.ant-table-row', { hasText: barcode });
  // Seen once in CI: no row came. A filter that did not take (Status left on READY hides a sold item,
  // an emptied barcode lists other items) is filled again and searched again.
  await actUntil(
    async () => {
      await page.getByLabel('Kode Barcode', { exact: true }).fill(barcode);
      await selectOption(page, 'filter-data-barang_status', 'SEMUA');
      await page.getByRole('button', { name: 'Cari' }).click();
    },
    (timeout) => row.waitFor({ timeout }),
    10_000,
    `Data Barang ${barcode}`,
  );
  const cells = await row.locator('td').allInnerTexts();
  return cells.join(' | ');
}

/**
 * A report table's totals row spans exactly the header's columns (an expand column included), so each
 * total stands under its own caption.
 */
export async function assertTotalsAligned(page: Page) {
  // No named functions inside: the page has no __name helper of the test's bundler.
  const spans = await page.getByTestId('laporan-table').evaluate((el) =>
    [el.querySelector('thead tr:last-child'), el.querySelector('.ant-table-summary tr')].map((tr) =>
      tr
        ? Array.from(tr.children)
            .filter((c) => !c.classList.contains('ant-table-cell-scrollbar'))
            .reduce((n, c) => n + ((c as HTMLTableCellElement).colSpan || 1), 0)
        : null,
    ),
  );
  const [head, totals] = spans;
  if (totals !== null) assert.equal(totals, head, 'the totals row has a cell under every column');
}

/**
 * The page fits 1366x768 and 1920x1080 without a sideways scrollbar (neither the page nor a table),
 * with a screenshot of each; the viewport is set back after.
 */
export async function assertFits(page: Page, name: string) {
  const before = page.viewportSize();
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForFunction(
      () => document.querySelectorAll('.ant-table-content, .ant-table-body').length > 0,
    );
    const over = await page.evaluate(() => {
      const out: string[] = [];
      const doc = document.scrollingElement as HTMLElement;
      if (doc.scrollWidth > doc.clientWidth) out.push(`page ${doc.scrollWidth} > ${doc.clientWidth}`);
      for (const el of Array.from(
        document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body'),
      ))
        if (el.scrollWidth > el.clientWidth + 1) out.push(`table ${el.scrollWidth} > ${el.clientWidth}`);
      return out;
    });
    assert.deepEqual(over, [], `${name} at ${width}x${height} scrolls sideways`);
    await screenshot(page, `${name}-${width}`, false);
  }
  if (before) await page.setViewportSize(before);
}

/** A modal is open and its opening animation is over (for a screenshot of what the user sees). */
export async function modalShown(page: Page) {
  await page.locator('.ant-modal:visible').last().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('.ant-modal[class*="-appear"], .ant-modal[class*="-enter"]'),
  );
}

/** A member's name as the server has it (read through the API, not through the screen under test). */
export async function memberName(shop: ShopKey, kode: string): Promise<string> {
  const post = await fetch(`${shopUrl(shop)}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: 'owner1', password: DEMO_PASSWORD }),
  });
  const { token } = ((await post.json()) as { data: { token: string } }).data;
  const res = await fetch(`${shopUrl(shop)}/api/v1/member/get/by-kode-member/${kode}`, {
    headers: { token },
  });
  const [m] = ((await res.json()) as { data: { nama_customer: string }[] }).data;
  assert.ok(m, `member ${kode} exists`);
  return m.nama_customer;
}

/**
 * Asks for a document's cancel on its kind's Batal page: found by number (its invoice shows `shown`),
 * a reason, the question answered. What follows (done, refused, an authorisation) is the caller's.
 */
export async function askCancelOnBatalPage(
  page: Page,
  shop: ShopKey,
  kind: DocumentKind,
  no: string,
  shown: string,
) {
  await page.goto(`${shopUrl(shop)}${kind.routes.batal}`);
  await page.locator(`#batal-${kind.short}-no-faktur`).fill(no);
  await page.keyboard.press('Enter');
  await page.getByTestId('invoice-view').getByText(shown).waitFor();
  await page.locator(`#batal-${kind.short}-alasan`).fill('customer tidak jadi');
  await page.getByRole('button', { name: `Batal ${kind.title}` }).click();
  await answerBox(page, `Apakah Anda Yakin Ingin Membatalkan ${kind.title} ${no}?`, 'Ya, Batalkan');
}

/** Cancels a document on its kind's Batal page; the page then says it is cancelled. */
export async function cancelOnBatalPage(
  page: Page,
  shop: ShopKey,
  kind: DocumentKind,
  no: string,
  shown: string,
) {
  await askCancelOnBatalPage(page, shop, kind, no, shown);
  await page.getByText(kind.messages.cancelled).waitFor();
  await closePopup(page, 'Berhasil!');
  await page.getByText(kind.messages.alreadyCancelled ?? api.TRANSAKSI_MSG.alreadyCancelled).waitFor();
}

/** The text of a PDF's pages, its text items joined by spaces (a caption, then its value). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++)
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items)
      if ('str' in item) parts.push(item.str);
  await pdf.destroy();
  return parts.join(' ');
}

/** The text of a PDF's first page (a note's print, one page). */
export async function pdfFirstPageText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  await doc.destroy();
  return content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
}

/** A note as printed (GET its nota PDF with the user's token): its text. */
export async function notaText(shop: ShopKey, path: string, token: string): Promise<string> {
  const res = await fetch(`${shopUrl(shop)}/api/v1/${path}`, { headers: { token } });
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

/**
 * Keyboard only: on the DP field (the focus there), types `dp` over what it held; Enter in the field
 * saves (`saved`: the notice) and the invoice opens in its own window.
 */
export async function typeDpAndSave(context: BrowserContext, page: Page, dp: string, saved: string) {
  assert.equal(await focusedLabel(page), 'DP');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(dp);
  await savedAndPrinted(context, page, saved, () => page.keyboard.press('Enter'));
}
