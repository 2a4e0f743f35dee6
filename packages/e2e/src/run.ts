/**
 * `npm run e2e`: starts the demo chain on fresh data and free ports, runs every spec in Debian's
 * Chromium with node's test runner, then stops the demo. Skips (exit 0, says so) without Chromium.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from './browser.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');

if (!existsSync(CHROMIUM)) {
  console.log(`Chromium not found at ${CHROMIUM}: browser tests skipped (apt-get install -y chromium)`);
  process.exit(0);
}
// The build takes seconds: always test the web app as the sources are now.
if (process.env.E2E_NO_BUILD !== '1' || !existsSync(join(root, 'packages/web/dist/index.html'))) {
  console.log('== building the web app');
  if ((await run('npm', ['run', 'build', '-w', '@emas/web'], {})) !== 0) process.exit(1);
}

const basePort = Number(process.env.E2E_PORT ?? 4300);
const dataDir = mkdtempSync(join(tmpdir(), 'emas-e2e-'));
const demo = spawn('node', ['--import', 'tsx', join(root, 'packages/server/src/main/demo.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(basePort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopDemo = () => {
  if (demo.exitCode === null) demo.kill('SIGTERM');
};
process.on('exit', () => {
  stopDemo();
  rmSync(dataDir, { recursive: true, force: true });
});

await waitForPorts([basePort, basePort + 1, basePort + 2], 120_000);
const specs = readdirSync(join(here, 'specs'))
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => join(here, 'specs', f));
const code = await run('node', ['--import', 'tsx', '--test', '--test-concurrency=1', ...specs], {
  E2E_PST: `http://localhost:${basePort}`,
  E2E_TK1: `http://localhost:${basePort + 1}`,
  E2E_TK2: `http://localhost:${basePort + 2}`,
});
stopDemo();
process.exit(code);

function run(cmd: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const p = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    p.on('exit', (c) => resolve(c ?? 1));
  });
}

async function waitForPorts(ports: number[], timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (const port of ports) {
    for (;;) {
      if (demo.exitCode !== null) throw new Error('the demo stopped before it served');
      try {
        const res = await fetch(`http://localhost:${port}/api/v1/users/me`);
        if (res.status === 401) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > until) throw new Error(`port ${port} did not answer in time`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}
