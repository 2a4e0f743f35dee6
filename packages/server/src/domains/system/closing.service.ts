import {
  addDays,
  type api,
  CLOSING_MSG,
  type ClosingWarning,
  closingRefusal,
  kasNeedsNote,
  kasSelisih,
  LIVE_EVENTS,
  MSG,
} from '@emas/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, conflict } from '../../platform/errors.ts';
import { runJob } from '../../platform/jobs.ts';
import type { Live } from '../../platform/live.ts';
import type { SessionUser } from '../../platform/session.ts';
import { revokeAllSessions } from '../auth/auth.api.ts';
import { cashBalancesOfDay } from '../kas/kas.api.ts';
import { backupDay } from './closing-backup.ts';
import { closingSteps } from './closing-steps.ts';
import { insertClosingLog, lockToko, tryClosingLock, updateToko } from './system.queries.ts';

// Closings running in this process; the advisory lock below covers other processes of the shop.
const running = new Set<string>();

/** Status of a closing refused by a rule of the day (the page stays ready to close again). */
const REFUSED = 422;

type CountedCash = { input_by: string; jumlah: number; keterangan?: string }[];

/**
 * Each cashier's drawer as counted against the system's CASH balance of the day: kept with the
 * closing log, with the note (keterangan) a short drawer must carry. A count for a user without a
 * drawer today is refused (a typing slip).
 */
async function countedDrawers(shop: ShopContext, tx: Db, day: string, counted: CountedCash) {
  const balances = new Map((await cashBalancesOfDay(shop, tx, day)).map((b) => [b.input_by, b.saldo]));
  const rows = counted.map((c) => {
    const saldo = balances.get(c.input_by);
    if (saldo === undefined) throw new AppError(REFUSED, CLOSING_MSG.kasirUnknown(c.input_by));
    const keterangan = c.keterangan?.trim() ?? '';
    return {
      input_by: c.input_by,
      saldo,
      dihitung: c.jumlah,
      selisih: kasSelisih(saldo, c.jumlah),
      keterangan,
    };
  });
  // Issue 43: a shortage is accepted only with a note; every drawer missing one is named at once.
  const unexplained = rows.filter((r) => kasNeedsNote(r.saldo, r.dihitung, r.keterangan));
  if (unexplained.length) throw badRequest(CLOSING_MSG.shortageNote(unexplained.map((r) => r.input_by)));
  return rows;
}

/**
 * Closes the business day: runs every registered closing step, moves tgl_system to the next day and
 * ends every session of the shop — all in one transaction, so a crash leaves the day open and closable.
 * The business date never passes the calendar day after today (Jakarta): closing a day that is already
 * tomorrow is refused. Every open screen is warned as the closing starts (their carts stay on them).
 */
export async function closeStore(
  shop: ShopContext,
  live: Live,
  user: SessionUser,
  input: { tgl_system?: string; kas_hitung?: CountedCash },
  opts: { backupDir?: string } = {},
): Promise<api.CloseStoreResult> {
  const now = shop.config.clock;
  if (running.has(shop.schema)) throw conflict(MSG.closingBusy);
  running.add(shop.schema);
  try {
    const { uid, result } = await runJob(
      live,
      user.user_id,
      async (report, jobUid) => {
        live.toUser(user.user_id, LIVE_EVENTS.startClosedStore, { uid: jobUid });
        const started = new Date();
        const steps = closingSteps();
        // Steps, then the date and the sessions: known before anything runs, so the bar never reads 0 / 0.
        const total = steps.length + 2;
        report(0, total, CLOSING_MSG.starting);
        return shop.db.transaction(async (tx) => {
          if (!(await tryClosingLock(shop, tx))) throw conflict(MSG.closingBusy);
          const toko = await lockToko(shop, tx);
          if (!toko) throw new AppError(500, MSG.serverError, 'shop row missing');
          if (input.tgl_system && input.tgl_system !== toko.tgl_system) throw conflict(MSG.closingWrongDate);
          const refused = closingRefusal(toko.tgl_system, now());
          if (refused) throw new AppError(REFUSED, refused);
          const next = addDays(toko.tgl_system, 1);
          const done: { name: string; result: unknown }[] = [];
          if (input.kas_hitung?.length) {
            const result = await countedDrawers(shop, tx as unknown as Db, toko.tgl_system, input.kas_hitung);
            done.push({ name: 'Hitung Kas Kasir', result });
          }
          // Every open screen hears it before its session ends.
          live.toShop(LIVE_EVENTS.closingWarning, {
            by: user.user_id,
            tgl_system: toko.tgl_system,
            message: CLOSING_MSG.warning(user.user_id),
          } satisfies ClosingWarning);
          for (const [i, step] of steps.entries()) {
            report(i + 1, total, step.name);
            const ctx = { shop, tgl_system: toko.tgl_system, tgl_system_baru: next, user_id: user.user_id };
            done.push({ name: step.name, result: await step.run(tx as unknown as Db, ctx) });
          }
          report(steps.length + 1, total, 'Mengganti Tanggal System');
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
