import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm run serve` as an operator runs it: its own process, its lines on stderr, its exit code. */
const SERVE = join(dirname(fileURLToPath(import.meta.url)), 'serve.ts');
const ROOT = join(dirname(SERVE), '../../../..');
const PG = process.env.TEST_DATABASE_URL;

type Run = { child: ChildProcess; out: () => string; exited: Promise<number | null> };

function serve(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (d) => {
    text += d;
  });
  child.stderr?.on('data', (d) => {
    text += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, out: () => text, exited };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function until(check: () => boolean | Promise<boolean>, what: string, run?: Run): Promise<void> {
  for (let i = 0; i < 6000; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}\n${run?.out() ?? ''}`);
}

/** A stack trace's frame line, which the operator must never see. */
const STACK_FRAME = /^\s+at .+[:(]/m;

describe('a database that does not answer at start', () => {
  it('is tried again with a growing wait, one line per attempt naming host and cause, then gives up without a stack', async () => {
    const port = await freePort();
    const run = serve({
      KODE_TOKO: 'TK9',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/emas_toko`,
      DB_CONNECT_TIMEOUT_MS: '2500',
    });
    expect(await run.exited).toBe(1);
    const lines = run.out().trim().split('\n');
    const attempts = lines.filter((l) => l.includes(`127.0.0.1:${port}/emas_toko`));
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    for (const l of attempts)
      expect(l).toMatch(/^\[serve TK9\] Database .* belum bisa dihubungi \(ECONNREFUSED /);
    expect(attempts[0]).toMatch(/percobaan 1, coba lagi dalam 1 detik$/);
    expect(attempts[1]).toMatch(/percobaan 2/);
    expect(lines.at(-1)).toMatch(
      /Berhenti: database tidak bisa dihubungi dalam 3 detik \(DB_CONNECT_TIMEOUT_MS\)/,
    );
    expect(run.out()).not.toMatch(STACK_FRAME);
  }, 120_000);

  it.skipIf(!PG)(
    'a database that does not exist: the line says how to create it',
    async () => {
      const name = `emas_missing_${randomBytes(4).toString('hex')}`;
      const url = new URL(PG as string);
      url.pathname = `/${name}`;
      const run = serve({ KODE_TOKO: 'TK9', DATABASE_URL: url.toString(), DB_CONNECT_TIMEOUT_MS: '1' });
      expect(await run.exited).toBe(1);
      expect(run.out()).toContain(
        `Database "${name}" belum ada di ${url.hostname}:${url.port || '5432'} (3D000`,
      );
      expect(run.out()).toContain(`createdb -h ${url.hostname} -p ${url.port || '5432'} -U <user> ${name}`);
      expect(run.out()).not.toMatch(STACK_FRAME);
    },
    120_000,
  );
});

/** Reads from a raw connection until `done` says the text so far is complete. */
function readUntil(socket: Socket, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (d: Buffer) => {
      text += d.toString('utf8');
      if (done(text)) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}
const httpComplete = (t: string) => {
  const head = t.indexOf('\r\n\r\n');
  const len = /content-length: (\d+)/i.exec(t)?.[1];
  return head >= 0 && len !== undefined && t.length - head - 4 >= Number(len);
};

describe('one shop started, stopped and started again', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'emas-serve-'));
  const schema = `t${randomBytes(4).toString('hex')}_serve`;
  const KEY = randomBytes(32).toString('hex');
  // PostgreSQL lane: the test server, in a schema of its own; else PGlite in a folder of its own.
  const dbEnv: Record<string, string> = PG ? { DATABASE_URL: PG, DB_SCHEMA: schema } : {};
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (PG) {
      const c = new pg.Client({ connectionString: PG });
      await c.connect();
      await c.query(`drop schema if exists "${schema}" cascade`);
      await c.end();
    }
  });
  const start = async (key: string) => {
    const port = await freePort();
    const run = serve({
      ...dbEnv,
      KODE_TOKO: 'TK7',
      PORT: String(port),
      DATA_DIR: dataDir,
      CREDENTIAL_KEY: key,
      ADMIN_PASSWORD: 'rahasia123',
    });
    return { run, port };
  };
  const health = async (port: number) => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/health`)).status === 200;
    } catch {
      return false;
    }
  };

  it('records the key on the first start; SIGTERM lets a request in progress finish and exits 0', async () => {
    const { run, port } = await start(KEY);
    let exit: number | null | undefined;
    void run.exited.then((c) => {
      exit = c;
    });
    await until(async () => exit !== undefined || (await health(port)), 'the shop listens', run);
    expect(run.out()).toContain('sidik CREDENTIAL_KEY dicatat di database');

    // One connection the server has surely accepted (a first request answered on it), then a login
    // whose body is only half sent when SIGTERM arrives.
    const socket = connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    const first = readUntil(socket, httpComplete);
    socket.write('GET /health HTTP/1.1\r\nHost: toko\r\n\r\n');
    expect(await first).toMatch(/^HTTP\/1\.1 200/);
    const body = JSON.stringify({ user_id: 'admin', password: 'rahasia123' });
    const answer = readUntil(socket, httpComplete);
    socket.write(
      `POST /api/v1/users/login HTTP/1.1\r\nHost: toko\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    run.child.kill('SIGTERM');
    await until(() => run.out().includes('SIGTERM: berhenti menerima permintaan'), 'the stop begins', run);
    // No new connection is accepted any more.
    await until(
      () =>
        new Promise<boolean>((resolve) => {
          const probe = connect(port, '127.0.0.1');
          probe.once('connect', () => {
            probe.destroy();
            resolve(false);
          });
          probe.once('error', () => resolve(true));
        }),
      'the port is closed',
      run,
    );
    socket.write(body.slice(10));
    const res = await answer;
    expect(res).toMatch(/^HTTP\/1\.1 200/);
    expect(res).toContain('"status":"success"');
    expect(await run.exited).toBe(0);
    socket.destroy();
    expect(run.out()).not.toMatch(STACK_FRAME);
  }, 600_000);

  it('refuses to start with another CREDENTIAL_KEY, saying what to do', async () => {
    const { run } = await start(randomBytes(32).toString('hex'));
    expect(await run.exited).toBe(1);
    expect(run.out()).toContain('CREDENTIAL_KEY proses ini bukan kunci database toko TK7');
    expect(run.out()).toContain('CREDENTIAL_KEY yang sama');
    expect(run.out()).not.toMatch(STACK_FRAME);
  }, 600_000);

  it('starts again with the same key', async () => {
    const { run, port } = await start(KEY);
    let exit: number | null | undefined;
    void run.exited.then((c) => {
      exit = c;
    });
    await until(async () => exit !== undefined || (await health(port)), 'the shop listens', run);
    expect(exit).toBeUndefined();
    expect(run.out()).not.toContain('sidik CREDENTIAL_KEY dicatat');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  }, 600_000);
});
