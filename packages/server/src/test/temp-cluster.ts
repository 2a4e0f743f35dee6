import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throw-away PostgreSQL cluster for tests that need to stop and start a database (an outage) or a
 * server setting the shared test server lacks (wal_level=logical): Debian's initdb / pg_ctl in a
 * temporary folder, on a free port of 127.0.0.1, trust authentication, user `postgres`.
 */
export type TempCluster = {
  /** `postgres://postgres@127.0.0.1:{port}/postgres` */
  url: string;
  port: number;
  /** Stops the server (fast shutdown: open connections are ended); the data stays. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it if running and removes its folder. */
  dispose(): Promise<void>;
};

const BIN_DIRS = [
  process.env.PG_BIN_DIR,
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
  '/usr/local/bin',
  '/usr/bin',
].filter((d): d is string => !!d);

const binDir = (): string | null =>
  BIN_DIRS.find((d) => existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl'))) ?? null;

/** PostgreSQL refuses to run as root: as root the cluster runs as the `postgres` user. */
function runAs(): { uid: number; gid: number } | null | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

/** Why a throw-away cluster cannot be made here, or null when it can (tests skip themselves on a reason). */
export function tempClusterUnavailable(): string | null {
  if (!binDir()) return 'initdb/pg_ctl not found (apt-get install postgresql)';
  if (runAs() === null) return 'running as root without a postgres user';
  return null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

function run(bin: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    // 'ignore': the postmaster pg_ctl leaves running must not hold a pipe of ours open.
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'], ...(user ?? {}) });
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${bin} ${args.join(' ')} failed (${code}): ${err}`)),
    );
  });
}

export async function startTempCluster(
  opts: {
    walLevel?: 'replica' | 'logical';
    /** More server settings (`-c name=value`), e.g. { max_replication_slots: '4' }. */
    settings?: Record<string, string | number>;
  } = {},
): Promise<TempCluster> {
  const dir = binDir();
  const user = runAs();
  if (!dir || user === null) throw new Error(`no throw-away cluster: ${tempClusterUnavailable()}`);
  const root = mkdtempSync(join(tmpdir(), 'emas-pg-'));
  if (user) chownSync(root, user.uid, user.gid);
  const data = join(root, 'data');
  const port = await freePort();
  await run(
    join(dir, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
    user,
  );
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${root}`,
    '-c fsync=off',
    ...(opts.walLevel ? [`-c wal_level=${opts.walLevel}`] : []),
    ...Object.entries(opts.settings ?? {}).map(([k, v]) => `-c ${k}=${v}`),
  ].join(' ');
  let running = false;
  const pgCtl = (args: string[]) => run(join(dir, 'pg_ctl'), ['-D', data, '-w', ...args], user);
  const cluster: TempCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: async () => {
      await pgCtl(['-l', join(root, 'log'), '-o', settings, 'start']);
      running = true;
    },
    stop: async () => {
      await pgCtl(['-m', 'fast', 'stop']);
      running = false;
    },
    dispose: async () => {
      if (running) await cluster.stop().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (err) {
    await cluster.dispose();
    throw err;
  }
  return cluster;
}
