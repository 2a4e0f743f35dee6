/**
 * The demo's rows of the bench table: its resident memory with three shops idle (beside three bare
 * PGlite + node:http shops, and the 650 MB limit), and the login page's first-load JS (250 kB gzip).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run, startDemo } from '@emas/e2e/demo';
import { atMost, type BenchRow, measured, notMeasured } from './table.ts';
import { loginPageJsGzipBytes } from './web.ts';

const RSS_LIMIT_MB = 650;
const LOGIN_JS_LIMIT_KB = 250;
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A process's resident memory in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!line?.[1]) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) / 1024;
}

/** Three bare shops in their own process: its RSS once idle. */
async function bareShopsRssMb(): Promise<number> {
  const script = fileURLToPath(new URL('./bare-shops.mjs', import.meta.url));
  const child = spawn('node', [script], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`bare shops exited ${code}`)));
    });
    await settle(5_000);
    return rssMb(child.pid ?? 0);
  } finally {
    child.kill('SIGTERM');
  }
}

export async function rssRows(): Promise<BenchRow[]> {
  const bare = await bareShopsRssMb();
  const demo = await startDemo(Number(process.env.BENCH_PORT ?? 4400));
  try {
    // Idle: seeded, listening, nobody logged in.
    await settle(15_000);
    const project = rssMb(demo.pid);
    return [
      measured({
        measure: 'demo RSS, 3 shops idle',
        engine: 'PGlite',
        project,
        anchor: RSS_LIMIT_MB,
        unit: 'MB',
        anchorText: `${RSS_LIMIT_MB} MB limit (one bare PGlite + node:http x3: ${Math.round(bare)} MB)`,
        goal: atMost(1),
      }),
    ];
  } finally {
    demo.stop();
  }
}

export async function bundleRows(): Promise<BenchRow[]> {
  if ((await run('npm', ['run', 'build', '-w', '@emas/web'])) !== 0)
    return [notMeasured('login page first-load JS', '-', 'web build failed')];
  const demo = await startDemo(Number(process.env.BENCH_PORT ?? 4400));
  try {
    const kb = (await loginPageJsGzipBytes(demo.urls.TK1)) / 1000;
    return [
      measured({
        measure: 'login page first-load JS (gzip)',
        engine: '-',
        project: kb,
        anchor: LOGIN_JS_LIMIT_KB,
        unit: 'kB',
        anchorText: `${LOGIN_JS_LIMIT_KB} kB target`,
        goal: atMost(1),
      }),
    ];
  } finally {
    demo.stop();
  }
}
