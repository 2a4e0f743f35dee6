import type { Locator, Page } from 'playwright-core';

/**
 * Keystroke to paint in the browser: for each key typed into a field, the time from the key event to
 * the moment after the next frame was painted (a requestAnimationFrame, then a message posted from it:
 * the message runs once the frame's work, React's included, is done). Shared by the browser test and
 * `npm run bench`.
 */
export type KeystrokeSamples = { samples: number[]; median: number; p95: number; max: number };

declare global {
  interface Window {
    __keystrokes?: number[];
  }
}

async function install(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.__keystrokes) {
      window.__keystrokes = [];
      return;
    }
    window.__keystrokes = [];
    window.addEventListener(
      'keydown',
      (e) => {
        const start = e.timeStamp;
        requestAnimationFrame(() => {
          const ch = new MessageChannel();
          ch.port1.onmessage = () => window.__keystrokes?.push(performance.now() - start);
          ch.port2.postMessage(0);
        });
      },
      true,
    );
  });
}

const stat = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round = (v: number) => Math.round(v * 10) / 10;

/**
 * Types `texts` into the field as a scanner does (`delayMs` between keys, no Enter) and answers the
 * keystroke-to-paint times. The field is cleared between texts with a select-all and Backspace, which
 * are not measured.
 */
export async function measureKeystrokes(
  page: Page,
  field: Locator,
  texts: readonly string[],
  delayMs = 8,
): Promise<KeystrokeSamples> {
  await install(page);
  const all: number[] = [];
  for (const text of texts) {
    await field.focus();
    await page.evaluate(() => {
      window.__keystrokes = [];
    });
    await page.keyboard.type(text, { delay: delayMs });
    // The last key's frame.
    await page.waitForFunction((n) => (window.__keystrokes?.length ?? 0) >= n, text.length);
    all.push(...(await page.evaluate(() => window.__keystrokes ?? [])).slice(0, text.length));
    await field.press('ControlOrMeta+a');
    await field.press('Backspace');
  }
  const sorted = [...all].sort((a, b) => a - b);
  return {
    samples: all.map(round),
    median: round(stat(sorted, 0.5)),
    p95: round(stat(sorted, 0.95)),
    max: round(sorted.at(-1) ?? 0),
  };
}
