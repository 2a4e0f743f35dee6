import { type Database, describeDatabaseError, openDatabase } from '../db/database.ts';

/** Why a server stops at start: one line for the operator, no stack trace. */
export class StartupError extends Error {}

/** Waits between attempts: 1, 2, 4, 8, 16, then 30 seconds. */
export const connectDelayMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt - 1));

/** DB_CONNECT_TIMEOUT_MS: how long the start waits for PostgreSQL; 0 waits for ever. Default 5 minutes. */
export const connectTimeoutMs = (env = process.env) => {
  const n = Number(env.DB_CONNECT_TIMEOUT_MS ?? 300_000);
  return Number.isFinite(n) && n >= 0 ? n : 300_000;
};

/** host:port/database of a PostgreSQL URL, without its user or password. */
export function describeTarget(url: string): { where: string; host: string; port: string; name: string } {
  try {
    const u = new URL(url);
    const host = u.hostname || 'localhost';
    const port = u.port || '5432';
    const name =
      decodeURIComponent(u.pathname.replace(/^\//, '')) || decodeURIComponent(u.username) || 'postgres';
    return { where: `${host}:${port}/${name}`, host, port, name };
  } catch {
    return { where: '(DATABASE_URL tidak bisa dibaca)', host: '', port: '', name: '' };
  }
}

const codeOf = (err: unknown): string | undefined => {
  for (
    let e = err as { code?: unknown; cause?: unknown; errors?: unknown[] } | undefined, i = 0;
    e && i < 6;
    i++
  ) {
    if (typeof e.code === 'string') return e.code;
    e = (e.cause ?? e.errors?.[0]) as typeof e;
  }
  return undefined;
};

/** The one line an attempt that failed prints: where, why, and what the operator can do about it. */
export function connectFailureLine(url: string, err: unknown): string {
  const t = describeTarget(url);
  const code = codeOf(err);
  const cause = describeDatabaseError(err);
  if (code === '3D000')
    return `Database "${t.name}" belum ada di ${t.host}:${t.port} (${cause}). Buat dulu: createdb -h ${t.host} -p ${t.port} -U <user> ${t.name}  (atau di psql: CREATE DATABASE "${t.name}";)`;
  if (code === '28P01' || code === '28000')
    return `Database ${t.where} menolak login (${cause}). Periksa user dan password di DATABASE_URL`;
  return `Database ${t.where} belum bisa dihubungi (${cause})`;
}

/**
 * Opens the shop's database. PostgreSQL that does not answer yet (still starting, a network not up, a
 * database not created) is tried again with a growing wait, each failed attempt reported in one line,
 * until DB_CONNECT_TIMEOUT_MS has passed (0: for ever); then a StartupError. PGlite is opened once.
 */
export async function openDatabaseWithRetry(
  opts: Parameters<typeof openDatabase>[0] & { report: (line: string) => void; timeoutMs?: number },
): Promise<Database> {
  const { report, timeoutMs = connectTimeoutMs(), ...open } = opts;
  if (!open.url) return openDatabase(open);
  const deadline = timeoutMs > 0 ? Date.now() + timeoutMs : Number.POSITIVE_INFINITY;
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(open);
    } catch (err) {
      const line = connectFailureLine(open.url, err);
      const left = deadline - Date.now();
      if (left <= 0) {
        report(`${line}; percobaan ${attempt}`);
        throw new StartupError(
          `Berhenti: database tidak bisa dihubungi dalam ${Math.round(timeoutMs / 1000)} detik (DB_CONNECT_TIMEOUT_MS)`,
        );
      }
      const wait = Math.min(connectDelayMs(attempt), left);
      report(`${line}; percobaan ${attempt}, coba lagi dalam ${Math.ceil(wait / 1000)} detik`);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}
