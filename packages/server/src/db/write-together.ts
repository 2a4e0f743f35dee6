import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * Several INSERT/UPDATE/DELETE statements sent as one (one round trip): all but the last become
 * data-modifying WITH queries of the last. They run on one snapshot, so none may read what another
 * of them writes (independent rows only); an error in any of them fails the whole statement.
 */
export async function writeTogether(tx: Db, writes: readonly (SQLWrapper | undefined)[]): Promise<void> {
  // Their SQL itself: a query builder put into `sql` directly comes wrapped in parentheses.
  const all = writes.filter((w): w is SQLWrapper => w !== undefined).map((w) => w.getSQL());
  const last = all.at(-1);
  if (!last) return;
  const before = all.slice(0, -1).map((w, i) => sql`${sql.raw(`w${i}`)} as (${w})`);
  await tx.execute(before.length ? sql`with ${sql.join(before, sql`, `)} ${last}` : last);
}
