import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export type DemoProcess = { urls: { PST: string; TK1: string; TK2: string }; pid: number; stop(): void };

/** Starts the demo chain (three shops) on fresh data in a temporary folder; resolves when all answer. */
export async function startDemo(basePort: number, timeoutMs = 300_000): Promise<DemoProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'emas-demo-'));
  const demo = spawn('node', ['--import', 'tsx', join(ROOT, 'packages/server/src/main/demo.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(basePort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DEMO_SHOP_SWITCH: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    if (demo.exitCode === null) demo.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  const until = Date.now() + timeoutMs;
  for (const port of [basePort, basePort + 1, basePort + 2]) {
    for (;;) {
      if (demo.exitCode !== null) throw new Error('the demo stopped before it served');
      try {
        if ((await fetch(`http://localhost:${port}/api/v1/users/me`)).status === 401) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > until) {
        stop();
        throw new Error(`port ${port} did not answer in time`);
      }
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  const url = (offset: number) => `http://localhost:${basePort + offset}`;
  return { urls: { PST: url(0), TK1: url(1), TK2: url(2) }, pid: demo.pid ?? 0, stop };
}

export function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const p = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    p.on('exit', (c) => resolve(c ?? 1));
  });
}

export type StandInProcess = { url: string; stop(): void };

/**
 * The local stand-in of the outside providers (external web shop, WhatsApp), in its own process;
 * resolves with its address (printed as STAND_IN_URL=...).
 */
export function startStandIn(timeoutMs = 60_000): Promise<StandInProcess> {
  const p = spawn('node', ['--import', 'tsx', join(ROOT, 'packages/server/src/main/stand-in-providers.ts')], {
    cwd: ROOT,
    env: { ...process.env, STAND_IN_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (p.exitCode === null) p.kill('SIGTERM');
  };
  process.on('exit', stop);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('the stand-in providers did not start in time'));
    }, timeoutMs);
    let out = '';
    p.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /STAND_IN_URL=(\S+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ url: m[1], stop });
      }
    });
    p.on('exit', () => reject(new Error('the stand-in providers stopped before they served')));
  });
}
