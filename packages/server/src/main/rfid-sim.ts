/**
 * RFID reader simulator for the demo: reads an OPEN Stock Opname RFID session's expected tags, drops
 * one (an item "lost"), adds one tag no item has, and posts them to the reader endpoint
 * (`POST /api/v1/stock-opname-rfid/{id}/reads`) in batches, every tag read several times over
 * (as a reader in a tray does), batches sent two at a time.
 *
 *   npm run rfid-sim -w @emas/server -- --url http://localhost:3001 --session 1 [--user owner1]
 *     [--password ...] [--batch 100]
 *
 * Only fetch and the contract: the Chromium spec calls `runRfidSim` itself.
 */
import { API_PREFIX } from '@emas/contract';
import type { RfidDetail, RfidReadsAnswer } from '@emas/contract/api/stock-opname-rfid';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';

export type RfidSimOptions = {
  /** The branch's address, e.g. http://localhost:3001. */
  url: string;
  session: number;
  /** A user token; without it, `user` (default owner1) and `password` (default the demo's) log in. */
  token?: string;
  user?: string;
  password?: string;
  /** Tags per post (default 100). */
  batch?: number;
  log?: (line: string) => void;
};
export type RfidSimResult = {
  /** Tags posted, repeats included. */
  sent: number;
  posts: number;
  /** The expected tag left out, if any was expected. */
  dropped: string | null;
  unknown: string;
  /** Distinct tags the server holds for the session after the run. */
  total: number;
};

type Envelope<T> = { status: string; message?: string; data: T };

async function api<T>(url: string, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url.replace(/\/+$/, '')}${API_PREFIX}/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope<T>;
  if (!res.ok || json.status !== 'success')
    throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

/** The reads of a pass over the tray: every tag 2 or 3 times, in an interleaved order. */
export function readStream(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (let pass = 0; pass < 3; pass++)
    for (let i = 0; i < tags.length; i++) {
      const tag = tags[(i * 7 + pass) % tags.length] as string;
      if (pass < 2 || i % 2 === 0) out.push(tag);
    }
  return out;
}

export async function runRfidSim(o: RfidSimOptions): Promise<RfidSimResult> {
  const log = o.log ?? (() => undefined);
  let token = o.token ?? '';
  if (!token) {
    const login = await api<{ token: string }>(o.url, 'POST', 'users/login', '', {
      user_id: o.user ?? 'owner1',
      password: o.password ?? DEMO_PASSWORD,
    });
    token = login.token;
  }
  const detail = await api<RfidDetail>(o.url, 'GET', `stock-opname-rfid/${o.session}`, token);
  if (detail.status !== 'OPEN') throw new Error(`session ${o.session} is ${detail.status}`);
  const expected = detail.rows.filter((r) => r.hasil === 'MISSING').map((r) => r.tag_id);
  const dropped = expected.length ? (expected[expected.length - 1] as string) : null;
  const unknown = `SIM-UNKNOWN-${Date.now().toString(36).toUpperCase()}`;
  const tags = [...expected.filter((t) => t !== dropped), unknown];
  const stream = readStream(tags);
  const size = Math.max(1, o.batch ?? 100);
  const batches: string[][] = [];
  for (let i = 0; i < stream.length; i += size) batches.push(stream.slice(i, i + size));
  log(`${expected.length} tag diharapkan, 1 dibuang (${dropped ?? '-'}), 1 tidak dikenal (${unknown})`);
  let total = 0;
  // Two posts in flight at a time, as a reader that does not wait for the previous answer.
  for (let i = 0; i < batches.length; i += 2) {
    const answers = await Promise.all(
      batches
        .slice(i, i + 2)
        .map((b) =>
          api<RfidReadsAnswer>(o.url, 'POST', `stock-opname-rfid/${o.session}/reads`, token, { tag_ids: b }),
        ),
    );
    for (const a of answers) total = Math.max(total, a.total);
    log(`kirim ${Math.min(i + 2, batches.length)}/${batches.length}: ${total} tag unik`);
  }
  return { sent: stream.length, posts: batches.length, dropped, unknown, total };
}

function argsOf(argv: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a.startsWith('--')) {
      out[a.slice(2)] = argv[i + 1] ?? '';
      i++;
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const a = argsOf(process.argv.slice(2));
  const session = Number(a.session);
  if (!a.url || !Number.isInteger(session) || session <= 0) {
    console.error('Pakai: npm run rfid-sim -w @emas/server -- --url http://localhost:3001 --session <id>');
    process.exit(2);
  }
  runRfidSim({
    url: a.url,
    session,
    token: a.token,
    user: a.user,
    password: a.password,
    batch: a.batch ? Number(a.batch) : undefined,
    log: (l) => console.log(l),
  }).then(
    (r) => console.log(`selesai: ${r.sent} bacaan dalam ${r.posts} kiriman, ${r.total} tag unik`),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
