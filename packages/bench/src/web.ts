import { gzipSync } from 'node:zlib';
import { launchBrowser } from '@emas/e2e/browser';
import type { Page } from 'playwright-core';
import { kB, summarise } from './stats.ts';

/** Gzip size of every script a page load fetched (gzip level 6, what a proxy would serve). */
function collectScripts(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      sizes.set(res.url(), gzipSync(await res.body(), { level: 6 }).length);
    } catch {
      /* redirected or aborted */
    }
  });
  return sizes;
}

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** Gzip bytes of the scripts the login page loads on a first visit. */
export async function loginPageJsGzipBytes(baseUrl: string): Promise<number> {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext()).newPage();
    const scripts = collectScripts(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    return total(scripts);
  } finally {
    await browser.close();
  }
}

/**
 * The weight of the first page and of the dashboard, and the dashboard's time to interactive: from
 * navigation start to the moment the totals are on screen and the main thread answers.
 */
export async function benchWeb(baseUrl: string, runs = 5) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    const loginScripts = collectScripts(page);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const loginKb = kB(total(loginScripts));

    const dashScripts = collectScripts(page);
    await page.locator('#user_id').fill('owner1');
    await page.locator('#password').fill('demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Transaksi Harian').waitFor();
    await page.waitForLoadState('networkidle');
    const afterLoginKb = kB(total(dashScripts));

    // A cold load of the dashboard with a stored session, as after opening the browser.
    const tti: number[] = [];
    const dashboardAll: number[] = [];
    for (let i = 0; i < runs; i++) {
      const fresh = await context.newPage();
      const scripts = collectScripts(fresh);
      await fresh.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
      await fresh.getByText('Gram Penjualan').first().waitFor();
      await fresh.locator('svg').first().waitFor();
      // The main thread is free when a task queued now runs at once.
      const ms = await fresh.evaluate(
        () => new Promise<number>((resolve) => setTimeout(() => resolve(performance.now()), 0)),
      );
      tti.push(ms);
      await fresh.waitForLoadState('networkidle');
      dashboardAll.push(total(scripts));
      await fresh.close();
    }
    return {
      loginPageJsGzipKb: loginKb,
      dashboardExtraJsAfterLoginGzipKb: afterLoginKb,
      dashboardColdJsGzipKb: kB(Math.max(...dashboardAll)),
      dashboardTimeToInteractiveMs: summarise(tti),
    };
  } finally {
    await browser.close();
  }
}
