import { addDays, type api, LIVE_EVENTS, MSG } from '@emas/contract';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import { runJob } from '../../platform/jobs.ts';
import type { Live } from '../../platform/live.ts';
import type { SessionUser } from '../../platform/session.ts';
import { revokeAllSessions } from '../auth/auth.queries.ts';
import { backupDay } from './closing-backup.ts';
import { closingSteps } from './closing-steps.ts';
import { insertClosingLog, lockToko, updateToko } from './system.queries.ts';

// Closings running in this process; the advisory lock below covers other processes of the shop.
const running = new Set<string>();

/**
 * Closes the business day: runs every registered closing step, moves tgl_system to the next day and
 * ends every session of the shop — all in one transaction, so a crash leaves the day open and closable.
 */
export async function closeStore(
  shop: ShopContext,
  live: Live,
  user: SessionUser,
  input: { tgl_system?: string },
  opts: { backupDir?: string } = {},
): Promise<api.CloseStoreResult> {
  if (running.has(shop.schema)) throw conflict(MSG.closingBusy);
  running.add(shop.schema);
  try {
    const { uid, result } = await runJob(
      live,
      user.user_id,
      async (report, jobUid) => {
        live.toUser(user.user_id, LIVE_EVENTS.startClosedStore, { uid: jobUid });
        const started = new Date();
        return shop.db.transaction(async (tx) => {
          const lock = await tx.execute(
            sql`select pg_try_advisory_xact_lock(hashtext(${`${shop.schema}:closing`})) as ok`,
          );
          if (!rowsOf<{ ok: boolean }>(lock)[0]?.ok) throw conflict(MSG.closingBusy);
          const toko = await lockToko(shop, tx);
          if (!toko) throw new AppError(500, MSG.serverError, 'shop row missing');
          if (input.tgl_system && input.tgl_system !== toko.tgl_system) throw conflict(MSG.closingWrongDate);
          const next = addDays(toko.tgl_system, 1);
          const steps = closingSteps();
          const total = steps.length + 1;
          const done: { name: string; result: unknown }[] = [];
          for (const [i, step] of steps.entries()) {
            report(i, total, step.name);
            const ctx = { shop, tgl_system: toko.tgl_system, tgl_system_baru: next, user_id: user.user_id };
            done.push({ name: step.name, result: await step.run(tx as unknown as Db, ctx) });
          }
          report(steps.length, total, 'Mengganti Tanggal System');
          await updateToko(shop, tx, { tgl_system: next });
          const sessionsEnded = await revokeAllSessions(shop, tx);
          await insertClosingLog(shop, tx, {
            tgl_system: toko.tgl_system,
            tgl_system_baru: next,
            closed_by: user.user_id,
            started_at: started,
            sessions_ended: sessionsEnded,
            steps: done,
          });
          return { tgl_system_lama: toko.tgl_system, tgl_system: next };
        });
      },
      {
        event: LIVE_EVENTS.closedStoreProgress,
        decorate: (p) => ({ ...p, percentage: Math.round((100 * p.progress) / Math.max(p.total, 1)) }),
      },
    );
    live.endSessions(MSG.closingDone);
    // PGlite does not fsync: keep a dump per closed day. A failure here (or a crash) is retried when
    // the server starts again (resumeClosingBackup); the closing itself has committed.
    if (shop.database.dumpDataDir && opts.backupDir) {
      await backupDay(shop, opts.backupDir, result.tgl_system_lama).catch((e) =>
        console.error('backup after closing failed', e),
      );
    }
    return { uid, ...result };
  } finally {
    running.delete(shop.schema);
  }
}
