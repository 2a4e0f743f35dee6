import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';

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

/** An API call slower than this is named in the log too (a wait for a state may time out behind it). */
const SLOW_CALL_MS = 15_000;

/**
 * Names in the log every API call of the context that failed (status 400 and above, with the server's
 * message) or was slow: when a spec waits in vain for a success message, the log tells why.
 */
/** A call as the log names it: method, host and path (no query string). */
const callName = (request: Request): string => {
  const { host, pathname } = new URL(request.url());
  return `${request.method()} ${host}${pathname}`;
};

function logFailedCalls(context: BrowserContext): void {
  context.on('requestfinished', async (request) => {
    if (!request.url().includes('/api/')) return;
    const response = await request.response().catch(() => null);
    if (!response) return;
    const status = response.status();
    const ms = request.timing().responseEnd;
    if (status < 400 && ms < SLOW_CALL_MS) return;
    const message =
      status >= 400
        ? await response.json().then(
            (b: { message?: string }) => b.message ?? '',
            () => '',
          )
        : '';
    console.error(`[e2e api] ${callName(request)} -> ${status} in ${Math.round(ms)} ms ${message}`.trim());
  });
  context.on('requestfailed', (request) => {
    // A call the page dropped as it moved on (ERR_ABORTED) is no failure.
    const error = request.failure()?.errorText ?? '';
    if (!request.url().includes('/api/') || error.includes('ERR_ABORTED')) return;
    console.error(`[e2e api] ${callName(request)} failed: ${error}`);
  });
}

/** How many times the page's invoice frame (the counter's hidden print frame) printed. */
export async function printsOfFrame(page: Page): Promise<number> {
  let n = 0;
  for (const f of page.frames())
    if (f.url().startsWith('blob:'))
      n += await f.evaluate(() => (window as Window & { __printed?: number }).__printed ?? 0).catch(() => 0);
  return n;
}

/** The browsers the spec launched, for the report of a failed test. */
const launched = new Set<Browser>();

/**
 * What a user sees of a page that matters when a wait failed: open dialogs, messages, field errors.
 * Source text, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
const VISIBLE_STATE = `(() => {
  const texts = (selector) =>
    [...document.querySelectorAll(selector)]
      .filter((e) => e.offsetParent !== null || getComputedStyle(e).position === 'fixed')
      .map((e) => e.innerText.replace(/\\s+/g, ' ').trim().slice(0, 300))
      .filter(Boolean);
  return {
    dialogs: texts('.ant-modal-content'),
    messages: texts('.ant-message-notice, .ant-notification-notice'),
    fieldErrors: texts('.ant-form-item-explain-error'),
  };
})()`;

/**
 * After a failed test, a screenshot of each open page (screenshots/failed-*.png) and, in the log, its
 * address and what it shows: a CI log then says why a wait for a state ended in vain.
 */
async function reportFailure(testName: string): Promise<void> {
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  let n = 0;
  for (const browser of launched)
    for (const context of browser.contexts())
      for (const page of context.pages()) {
        n += 1;
        const state = await page.evaluate(VISIBLE_STATE).catch((e: Error) => ({ error: e.message }));
        console.error(`[e2e failed] page ${n} ${page.url()} ${JSON.stringify(state)}`);
        await screenshot(page, `failed-${slug}-${n}`, false).catch(() => undefined);
      }
}
// Only in a spec run by node's test runner (the runner script imports this module too).
if (process.env.NODE_TEST_CONTEXT)
  afterEach(async (t) => {
    // TestContext.passed (node 20.12 and later) is not in this @types/node yet.
    if ((t as { passed?: boolean }).passed === false) await reportFailure(t.name);
  });

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
  launched.add(browser);
  browser.on('disconnected', () => launched.delete(browser));
  // Every context waits as long as STATE_TIMEOUT_MS for a state, records prints instead of printing
  // (see RECORD_PRINTS) and logs its failed calls. browser.newPage makes its own context through
  // this.newContext, so its page is set up here too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(STATE_TIMEOUT_MS);
    await context.addInitScript(RECORD_PRINTS);
    logFailedCalls(context);
    return context;
  };
  return browser;
}

/** A PNG of the page under screenshots/; the whole page unless `fullPage` is false (the viewport). */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}
