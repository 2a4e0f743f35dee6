import type { Database } from '../db/database.ts';
import type { ShopServer } from '../platform/app.ts';

/** SHUTDOWN_TIMEOUT_MS: how long a stop waits for the requests in progress before it gives up. */
const shutdownTimeoutMs = () => {
  const n = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 30_000);
  return Number.isFinite(n) && n > 0 ? n : 30_000;
};

/**
 * SIGTERM (a supervisor, systemd, a deploy) or SIGINT: stop accepting connections, let the requests
 * in progress finish, stop the outbox workers (their unsent batch handed back to the shop's other
 * processes), close the live channel and the database, exit 0. Past SHUTDOWN_TIMEOUT_MS: exit 1.
 */
export function stopOnSignals(
  servers: ShopServer | ShopServer[],
  database: Database,
  report: (line: string) => void,
): void {
  const all = Array.isArray(servers) ? servers : [servers];
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    report(`${signal}: berhenti menerima permintaan, menunggu permintaan yang berjalan selesai`);
    setTimeout(() => {
      report(`belum selesai setelah ${shutdownTimeoutMs() / 1000} detik (SHUTDOWN_TIMEOUT_MS), dihentikan`);
      process.exit(1);
    }, shutdownTimeoutMs()).unref();
    try {
      await Promise.all(all.map((s) => s.close()));
      await database.close();
      report('berhenti');
      process.exit(0);
    } catch (err) {
      report(`berhenti dengan galat: ${(err as Error).message}`);
      process.exit(1);
    }
  };
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void stop(sig));
}
