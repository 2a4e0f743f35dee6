import { randomUUID } from 'node:crypto';
import { type JobProgress, LIVE_EVENTS } from '@emas/contract';
import type { Live } from './live.ts';

/** `data`: rows a streaming report sends with this step (PROGRESS appends them on the screen). */
export type ReportProgress = (progress: number, total: number, message?: string, data?: unknown) => void;

/**
 * Runs a long operation for a user and pushes its progress over the live channel
 * (`job-progress`, plus any extra event the caller names, e.g. closed-store-progress).
 */
export async function runJob<T>(
  live: Live | undefined,
  userId: string,
  work: (report: ReportProgress, uid: string) => Promise<T>,
  opts: { event?: string; decorate?: (p: JobProgress) => unknown } = {},
): Promise<{ uid: string; result: T }> {
  const uid = randomUUID();
  const push = (p: JobProgress) => {
    live?.toUser(userId, LIVE_EVENTS.jobProgress, p);
    if (opts.event) live?.toUser(userId, opts.event, opts.decorate ? opts.decorate(p) : p);
  };
  try {
    const result = await work((progress, total, message, data) => {
      push({
        uid,
        user: userId,
        status: 'PROGRESS',
        progress,
        total,
        message,
        ...(data === undefined ? {} : { data }),
      });
    }, uid);
    push({ uid, user: userId, status: 'FINISH', progress: 1, total: 1 });
    return { uid, result };
  } catch (e) {
    push({ uid, user: userId, status: 'ERROR', progress: 0, total: 1, message: (e as Error).message });
    throw e;
  }
}
