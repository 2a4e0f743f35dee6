import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The server package's folder and the repository's (whose node_modules the compiled server resolves from). */
export const serverRoot = resolve(fileURLToPath(import.meta.url), '../../..');
export const repoRoot = resolve(serverRoot, '../..');

export const run = promisify(execFile);

/** A free TCP port on 127.0.0.1 (closed again; the caller binds it right after). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

/** Whether an executable exists (absolute path, or a name on PATH). */
export function hasProgram(name: string): boolean {
  if (name.startsWith('/')) return existsSync(name);
  return (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, name)));
}

export type Proc = {
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves once the output matches; rejects when the process ends first. */
  waitFor(pattern: RegExp): Promise<void>;
  /** SIGTERM, then waits for the end (SIGKILL if it does not end). */
  stop(): Promise<void>;
};

/** Starts a program, collecting what it writes. */
export function startProcess(
  cmd: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; cwd?: string },
): Proc {
  const child = spawn(cmd, args, { env: opts.env, cwd: opts.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += d.toString('utf8');
    for (const l of listeners) l();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const ended = new Promise<void>((ok) => child.once('exit', () => ok()));
  return {
    child,
    output: () => out,
    waitFor: (pattern) =>
      new Promise((ok, fail) => {
        const check = () => {
          if (pattern.test(out)) {
            listeners.delete(check);
            ok();
          }
        };
        listeners.add(check);
        check();
        void ended.then(() => {
          if (!pattern.test(out)) fail(new Error(`${cmd} ended before ${pattern}:\n${out.slice(-3000)}`));
        });
      }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await ended;
      clearTimeout(killer);
    },
  };
}

/** The environment for a child server: this one's minus test and database settings, plus `extra`. */
export function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of [
    'TEST_DATABASE_URL',
    'DATABASE_URL',
    'DB_SCHEMA',
    'TRUST_PROXY',
    'REDIS_URL',
    'VITEST',
    'VITEST_POOL_ID',
    'VITEST_WORKER_ID',
  ])
    delete env[k];
  return { ...env, NODE_OPTIONS: '', LOG_LEVEL: 'info', ...extra };
}

/** Builds the compiled server into `out` (scripts/build.mjs) with `web` as its web app. */
export async function buildServer(out: string, web: string): Promise<void> {
  await run(process.execPath, [join(serverRoot, 'scripts/build.mjs'), '--out', out, '--web', web], {
    cwd: serverRoot,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}
