/**
 * The sales rows' "own SQL" anchor (issue 46): the statements one sale over HTTP sends, captured from
 * the server at bench time (the Drizzle logger's statementProbe: text and parameters, BEGIN and
 * COMMIT included) so that the anchor stays in step with the code, replayed by pgbench without any
 * application server, on the same shop's data, each transaction selling a different ready item under
 * document numbers of its own. Only the replay's backends' CPU is counted (application_name).
 */
import { spawn } from 'node:child_process';
import { statementProbe } from '@emas/server/db/database';
import { localSocketUrl } from '@emas/server/db/pg-pools';
import { countBackendCpu } from './pg-cpu.ts';

/** One statement a sale sent: its text ($1, $2... placeholders) and parameters. */
export type Captured = { text: string; params: unknown[] };

/** What the replay of one level measured: transactions per second and the backends' CPU per transaction. */
export type ReplayRun = { tps: number; cpuMsPerTx: number | null };

/** The statements `sell()` sends while it runs (nothing else may use the database meanwhile). */
export async function captureStatements<T>(
  sell: () => Promise<T>,
): Promise<{ statements: Captured[]; answer: T }> {
  const statements: Captured[] = [];
  statementProbe.watch = (text, params) => statements.push({ text, params: [...params] });
  try {
    return { statements, answer: await sell() };
  } finally {
    statementProbe.watch = undefined;
  }
}

/** A parameter as an SQL literal, as node-postgres sends it (text, type left to the server). */
function literal(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  const text = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
  // A colon inside a literal would read as a pgbench variable (:name).
  return `'${text.replace(/'/g, "''").replace(/:/g, "' || chr(58) || '")}'`;
}

/**
 * The pgbench script of a captured sale. The item sold and the document numbers the sale took differ
 * in each transaction: the item is the ready item numbered :n (lpad to 8 digits, as the bench's
 * items), and each number ends in R:n instead of its counter (the counter row is still taken and
 * advanced by the statement that numbers the sale, as in the app). :n is :base + :client_id x :quota
 * + the client's own count, so every transaction of a run sells another item.
 */
export function replayScript(statements: Captured[], item: string, documentNumbers: string[]): string {
  const value = (v: unknown): string => {
    if (v === item) return `lpad((:n)::text, 8, '0')`;
    if (typeof v === 'string' && documentNumbers.includes(v)) {
      const head = v.replace(/\d+$/, '');
      return `(${literal(head)} || 'R' || (:n)::text)`;
    }
    return literal(v);
  };
  const sql = statements.map(
    ({ text, params }) => `${text.replace(/\$(\d+)/g, (_, k: string) => value(params[Number(k) - 1]))};`,
  );
  return ['\\set i :i + 1', '\\set n :base + :client_id * :quota + :i', ...sql, ''].join('\n');
}

/** A pgbench run, its output as text; asynchronous, so that the CPU sampler keeps sampling. */
function pgbench(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['pipe', 'pipe', 'pipe'], env });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString('utf8');
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`pgbench exited ${code}: ${err.split('\n').slice(-3).join(' ')}`)),
    );
    child.stdin.end();
  });
}

/**
 * Replays the script with `c` clients, `quota` transactions each, selling items :base + 1 ... :base
 * + c x quota (which must be ready); answers its TPS and its backends' CPU per transaction. Prepared
 * statements (-M prepared): the database's best on these statements.
 */
export async function replayTps(
  url: string,
  scriptFile: string,
  run: { c: number; quota: number; base: number },
): Promise<ReplayRun> {
  // The way the shop's server takes (its Unix socket when local): the same for both.
  const u = new URL(localSocketUrl(url) ?? url);
  const conn = ['-h', u.searchParams.get('host') ?? u.hostname, '-p', u.port || '5432'];
  const db = decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres';
  const user = decodeURIComponent(u.username || 'postgres');
  const appName = `bench-own-sql-${process.pid}`;
  const env = { ...process.env, PGAPPNAME: appName, PGPASSWORD: decodeURIComponent(u.password) };
  const cpu = await countBackendCpu(url, appName, 10);
  const text = await pgbench(
    [
      ...conn,
      '-U',
      user,
      '-n',
      '-M',
      'prepared',
      '-f',
      scriptFile,
      '-c',
      String(run.c),
      '-j',
      String(Math.min(run.c, 2)),
      '-t',
      String(run.quota),
      '-D',
      'i=0',
      '-D',
      `base=${run.base}`,
      '-D',
      `quota=${run.quota}`,
      db,
    ],
    env,
  );
  const used = await cpu();
  const done = Number(/number of transactions actually processed: (\d+)/.exec(text)?.[1] ?? 0);
  if (done !== run.c * run.quota)
    throw new Error(`own SQL replay: ${done} of ${run.c * run.quota} transactions`);
  return {
    tps: Number(/tps = ([\d.]+)/.exec(text)?.[1] ?? 0),
    cpuMsPerTx: used !== null && done ? used / done : null,
  };
}
