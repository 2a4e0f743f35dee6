import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { invalidToken } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { noteBusinessWrite } from '../../platform/write-scope.ts';
import { isSessionLive, sessionLiveCondition } from '../auth/auth.api.ts';
import { alwaysTrue, lockBusinessDay, type SqlCondition } from './system.queries.ts';

/** The business day as read (findBusinessDay) or read under the shop row's share lock (lockBusinessDay). */
export { findBusinessDay, lockBusinessDay } from './system.queries.ts';

/**
 * The business day a document write is dated with, read inside the write's own transaction under a
 * share lock on the shop row, and the caller's session checked again under that lock. The store
 * closing locks that row for update while it moves tgl_system and ends every session, so a write
 * either commits before the closing (inside the day being closed) or runs after it and is refused
 * with 401 Invalid Token — never dated on the new day with a session the closing ended. The request
 * is noted as a write of the day: once it answered, dashboards hear of it (write-scope.ts).
 */
export async function openBusinessDay(shop: ShopContext, tx: Db, user: SessionUser): Promise<string> {
  noteBusinessWrite();
  const day = await lockBusinessDay(shop, tx);
  if (user.kind !== 'SYSTEM' && !(await isSessionLive(shop, tx, user.tokenHash, user.kind)))
    throw invalidToken();
  return day;
}

/**
 * openBusinessDay with the session check sent inside the caller's next statement (one round trip
 * less). That statement starts after the share lock on the shop row is held, so it sees the sessions a
 * closing ended as openBusinessDay's own check would. The caller selects `live` in that statement and
 * hands its answer to `confirm` before using anything else it read (undefined when the statement
 * answered no row: the check is then made on its own).
 */
export async function openBusinessDayCheckingLater(
  shop: ShopContext,
  tx: Db,
  user: SessionUser,
): Promise<{ tanggal: string; live: SqlCondition; confirm(live: boolean | undefined): Promise<void> }> {
  noteBusinessWrite();
  const tanggal = await lockBusinessDay(shop, tx);
  if (user.kind === 'SYSTEM') return { tanggal, live: alwaysTrue(), confirm: async () => {} };
  const kind = user.kind;
  return {
    tanggal,
    live: sessionLiveCondition(shop, tx, user.tokenHash, kind),
    async confirm(live) {
      if (live === false || (live === undefined && !(await isSessionLive(shop, tx, user.tokenHash, kind))))
        throw invalidToken();
    },
  };
}
