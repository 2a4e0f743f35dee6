import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '../screenshots');

export const shopUrl = (kode: 'PST' | 'TK1' | 'TK2') => {
  const url = process.env[`E2E_${kode}`];
  if (!url) throw new Error(`E2E_${kode} is not set: run the specs through npm run e2e`);
  return url;
};

/**
 * How long a step may wait for the state it expects. Generous on purpose: the specs wait for states, not
 * for time, and a loaded 2-core machine can be slow; a real failure still ends the wait.
 */
export const STATE_TIMEOUT_MS = Number(process.env.E2E_TIMEOUT_MS ?? 90_000);

/**
 * Headless Chromium's renderer crashes when a frame holding a PDF prints (the counter prints its
 * invoices from a hidden frame). In the tests every window counts its prints in `__printed` instead,
 * so a spec can check that the invoice frame printed.
 */
const RECORD_PRINTS = () => {
  const w = window as Window & { __printed?: number };
  w.print = () => {
    w.__printed = (w.__printed ?? 0) + 1;
  };
};

/** How many times the page's invoice frame (the counter's hidden print frame) printed. */
export async function printsOfFrame(page: Page): Promise<number> {
  let n = 0;
  for (const f of page.frames())
    if (f.url().startsWith('blob:'))
      n += await f.evaluate(() => (window as Window & { __printed?: number }).__printed ?? 0).catch(() => 0);
  return n;
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // Every context (and browser.newPage's own context) waits as long as STATE_TIMEOUT_MS for a state,
  // and records prints instead of printing (see RECORD_PRINTS).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(STATE_TIMEOUT_MS);
    await context.addInitScript(RECORD_PRINTS);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    page.context().setDefaultTimeout(STATE_TIMEOUT_MS);
    await page.context().addInitScript(RECORD_PRINTS);
    return page;
  };
  return browser;
}

/** A PNG of the page under screenshots/; the whole page unless `fullPage` is false (the viewport). */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}
