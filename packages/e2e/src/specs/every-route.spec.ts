import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { documentTitle, ROUTES } from '@emas/contract';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, shopUrl } from '../browser.ts';
import { loginThroughForm, type ShopKey } from '../helpers.ts';

/**
 * Every built screen of the route table opens without a script error, for an owner at a branch and
 * for the head-office user: one page, navigated by URL inside the app (no reload per route).
 */
let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

// The login page is where each run starts; opening it again would only show the form.
const BUILT = ROUTES.filter((r) => r.built && r.path !== '/').map((r) => r.path);

/** The heading of React Router's default error boundary (the app has no boundary of its own). */
const ERROR_BOUNDARY = 'Unexpected Application Error';

/** Script errors of the app: uncaught exceptions and console.error (not the browser's failed-request lines). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
      errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Client-side navigation, as a link of the app does it (react-router listens to popstate). */
const navigate = (page: Page, path: string) =>
  page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The screen has rendered: its title is set, its code and first data loaded, something is shown. */
const settled = (page: Page, path: string) =>
  page.waitForFunction(
    ({ p, title, boundary }) =>
      document.body.innerText.includes(boundary) ||
      (window.location.pathname === p &&
        document.title === title &&
        !document.querySelector('.page-loading, .ant-spin-spinning, .ant-skeleton-active') &&
        (document.getElementById('root')?.innerText.trim().length ?? 0) > 0),
    { p: path, title: documentTitle(path), boundary: ERROR_BOUNDARY },
    { timeout: 20_000 },
  );

async function openEveryRoute(shop: ShopKey, userId: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const failures: string[] = [];
  try {
    await loginThroughForm(page, shop, userId);
    for (const path of BUILT) {
      const before = errors.length;
      await navigate(page, path);
      let ok = true;
      try {
        await settled(page, path);
      } catch (e) {
        ok = false;
        failures.push(`${path}: did not settle (${(e as Error).message.split('\n')[0]})`);
      }
      const boundary = await page.getByText(ERROR_BOUNDARY).count();
      if (boundary) failures.push(`${path}: error boundary shown`);
      if (errors.length > before) failures.push(`${path}: ${errors.slice(before).join(' | ')}`);
      ok &&= !boundary && errors.length === before;
      // A crashed tree renders nothing more: start the next route from a fresh load of the app.
      if (!ok) await page.goto(`${shopUrl(shop)}/dashboard`);
    }
  } finally {
    await context.close();
  }
  assert.deepEqual(failures, [], `${userId} at ${shop}:\n${failures.join('\n')}`);
}

describe('every built route', () => {
  it('opens for owner1 at a branch without a script error', async () => {
    assert.ok(BUILT.includes('/kode-transaksi') && BUILT.includes('/parameter-point'));
    await openEveryRoute('TK1', 'owner1');
  });

  it('opens for PUSAT at head office without a script error', async () => {
    await openEveryRoute('PST', 'PUSAT');
  });
});
