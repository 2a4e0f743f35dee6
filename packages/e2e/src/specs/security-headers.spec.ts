import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, shopUrl } from '../browser.ts';
import { loggedIn } from '../helpers.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

/** Messages Chromium logs when the Content-Security-Policy blocks something. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

describe('security headers in the browser', () => {
  it('the app runs under its policy: pages, catalogue images, a PDF window and its own frames', async () => {
    const { context, page } = await loggedIn(browser, 'TK1', 'owner1');
    const violations = cspViolations(page);
    const doc = await page.goto(`${shopUrl('TK1')}/dashboard`);
    assert.match(String(doc?.headers()['content-security-policy']), /frame-ancestors 'self'/);
    assert.equal(doc?.headers()['x-content-type-options'], 'nosniff');
    await page.getByTestId('header-shop').waitFor();

    await page.goto(`${shopUrl('TK1')}/item-katalog`);
    await page.getByTestId('header-shop').waitFor();

    // A report opens its PDF in a window of its own (a blob: document).
    await page.goto(`${shopUrl('TK1')}/laporan-harga-emas`);
    await page.getByTestId('laporan-filters').waitFor();
    await page.getByRole('button', { name: 'Cari' }).click();
    const exportPdf = page.getByRole('button', { name: 'Export PDF' });
    await exportPdf.waitFor();
    const [pdf] = await Promise.all([context.waitForEvent('page'), exportPdf.click()]);
    await pdf.waitForURL(/^blob:/);

    // The app may frame its own pages and blob: documents (a PDF shown inside a page).
    // (A script string: the test's bundler would add helpers the page does not have.)
    const framed = (await page.evaluate(`(async () => {
      const load = (src) =>
        new Promise((resolve) => {
          const f = document.createElement('iframe');
          f.onload = () => {
            try {
              resolve(f.contentDocument?.body?.innerText ?? 'no document');
            } catch {
              resolve('blocked');
            }
          };
          f.src = src;
          document.body.appendChild(f);
        });
      const blob = URL.createObjectURL(new Blob(['<p>blob isi</p>'], { type: 'text/html' }));
      return [await load(blob), await load('/favicon.svg')];
    })()`)) as string[];
    assert.equal(framed[0], 'blob isi');
    assert.notEqual(framed[1], 'blocked');
    assert.deepEqual(violations, []);
    await context.close();
  });

  it('another site cannot frame the app', async () => {
    const page = await browser.newPage();
    const violations = cspViolations(page);
    // A page of no origin of ours (no policy of its own) frames TK1: Chromium refuses and says why.
    const refused = page.waitForEvent('console', {
      predicate: (m) => /frame-ancestors/.test(m.text()),
      timeout: 30_000,
    });
    await page.setContent(`<iframe src="${shopUrl('TK1')}/"></iframe>`);
    await refused;
    assert.ok(violations.some((v) => /frame-ancestors/.test(v)));
    await page.close();
  });
});
