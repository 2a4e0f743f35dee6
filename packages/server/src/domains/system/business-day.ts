import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { invalidToken } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { noteBusinessWrite } from '../../platform/write-scope.ts';
import { isSessionLive } from '../auth/auth.queries.ts';
import { lockBusinessDay } from '../barang/barang.queries.ts';

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
