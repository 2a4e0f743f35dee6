/**
 * `npm run e2e`: builds the web app, starts the demo chain on fresh data and free ports, runs every
 * spec in Debian's Chromium with node's test runner, then stops the demo. Fails (exit 1, with the
 * install hint) without Chromium.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from './browser.ts';
import { ROOT, run, startDemo, startStandIn } from './demo-process.ts';

const here = dirname(fileURLToPath(import.meta.url));

// Without a browser the suite must not pass untested.
if (!existsSync(CHROMIUM)) {
  console.error(
    `Chromium not found at ${CHROMIUM}: the browser tests cannot run. Install it (Debian/Ubuntu: ` +
      'sudo apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}
// The build takes seconds: always test the web app as the sources are now.
if (process.env.E2E_NO_BUILD !== '1' || !existsSync(join(ROOT, 'packages/web/dist/index.html'))) {
  console.log('== building the web app');
  if ((await run('npm', ['run', 'build', '-w', '@emas/web'])) !== 0) process.exit(1);
}

// The outside providers (external web shop, WhatsApp) are a local stand-in; the outbox retries fast.
const standIn = await startStandIn();
Object.assign(process.env, {
  EXTERNAL_SHOP_URL: `${standIn.url}/external`,
  WHATSAPP_API_URL: `${standIn.url}/wa`,
  GROSIR_URL: `${standIn.url}/grosir`,
  OUTBOX_RETRY_MS: '1000',
  OUTBOX_POLL_MS: '500',
  OUTBOX_MAX_ATTEMPTS: '30',
  // The browser tests stop a branch and ask again at once after starting it: head office's fan-out
  // breaker (which skips a branch that was just down) is off here; its route tests step its clock.
  FANOUT_RETRY_AFTER_MS: '0',
});
// A loaded machine may need longer to start the demo (E2E_DEMO_TIMEOUT_MS).
const demo = await startDemo(
  Number(process.env.E2E_PORT ?? 4300),
  Number(process.env.E2E_DEMO_TIMEOUT_MS ?? 300_000),
);
const only = process.argv.slice(2);
const specs = readdirSync(join(here, 'specs'))
  .filter((f) => f.endsWith('.spec.ts') && (!only.length || only.some((o) => f.includes(o))))
  .map((f) => join(here, 'specs', f));
const code = await run('node', ['--import', 'tsx', '--test', '--test-concurrency=1', ...specs], {
  E2E_PST: demo.urls.PST,
  E2E_TK1: demo.urls.TK1,
  E2E_TK2: demo.urls.TK2,
  E2E_DEMO_PID: String(demo.pid),
  E2E_STAND_IN: standIn.url,
});
demo.stop();
standIn.stop();
process.exit(code);
