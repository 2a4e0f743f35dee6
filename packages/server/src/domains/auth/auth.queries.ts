import type { AksesNode } from '@emas/contract';
import { and, eq, getTableName, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/database.ts';
import { preparedRead } from '../../db/prepared.ts';
import { perShop, preparedName, type ShopContext } from '../../platform/context.ts';

type Exec = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export const findUserForLogin = async (shop: ShopContext, userId: string) =>
  (await shop.db.select().from(shop.t.users).where(eq(shop.t.users.user_id, userId)).limit(1))[0];

export const insertSession = (
  shop: ShopContext,
  row: { token_hash: string; user_id: string; expires_at: Date; kind?: string },
) => shop.db.insert(shop.t.sessions).values(row);

/**
 * The user behind a live session. `akses_md5` fingerprints the stored tree (jsonb's text is canonical),
 * so the caller re-reads the tree itself (`withAkses`) only for a tree it has not built yet.
 */
export async function findLiveSession(
  shop: ShopContext,
  tokenHash: string,
  withAkses: true,
): Promise<(LiveSession & { akses: AksesNode[] }) | undefined>;
export async function findLiveSession(
  shop: ShopContext,
  tokenHash: string,
  withAkses?: false,
): Promise<LiveSession | undefined>;
export async function findLiveSession(shop: ShopContext, tokenHash: string, withAkses = false) {
  const statements = liveSessionStatements(shop);
  const rows = await (withAkses ? statements.full : statements.lean).execute({ tokenHash });
  return rows[0];
}

type LiveSession = {
  user_id: string;
  user_name: string;
  level: string;
  akses_md5: string;
  expires_ms: number;
};

/**
 * Every request runs this lookup: built once per shop and prepared (drizzle's query building costs more
 * than the lookup itself). The name carries the schema: PostgreSQL keeps one text per name per connection.
 */
function buildLiveSession(shop: ShopContext, withAkses: boolean) {
  const { sessions, users } = shop.t;
  return shop.db
    .select({
      user_id: users.user_id,
      user_name: users.user_name,
      level: users.level,
      akses_md5: sql<string>`md5(${users.akses}::text)`,
      expires_ms: sql<number>`(extract(epoch from ${sessions.expires_at}) * 1000)::int8`,
      ...(withAkses ? { akses: users.akses } : {}),
    })
    .from(sessions)
    .innerJoin(users, eq(users.user_id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql`now()`),
        eq(users.status, 'ACTIVE'),
      ),
    )
    .limit(1)
    .prepare(preparedName(shop, withAkses ? 'live_session_full' : 'live_session_lean'));
}

const liveSessionStatements = perShop((shop) => ({
  lean: buildLiveSession(shop, false),
  full: buildLiveSession(shop, true),
}));

/** A head-office call's credential: looked up on each of its requests, so prepared as the session lookup. */
const liveServiceCredential = preparedRead('live_service_credential', (shop, db) => {
  const { serviceCredentials: c } = shop.t;
  return db
    .select({ name: c.name })
    .from(c)
    .where(and(eq(c.token_hash, sql.placeholder('tokenHash')), isNull(c.revoked_at)))
    .limit(1);
});

export async function findLiveServiceCredential(shop: ShopContext, tokenHash: string) {
  return (await liveServiceCredential(shop, shop.db, { tokenHash }))[0];
}

export const revokeSession = (shop: ShopContext, tokenHash: string) =>
  shop.db
    .update(shop.t.sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(shop.t.sessions.token_hash, tokenHash), isNull(shop.t.sessions.revoked_at)));

/** Ends every session of the shop (store closing); runs inside the caller's transaction. */
export async function revokeAllSessions(shop: ShopContext, tx: Exec): Promise<number> {
  const rows = await tx
    .update(shop.t.sessions)
    .set({ revoked_at: sql`now()` })
    .where(isNull(shop.t.sessions.revoked_at))
    .returning({ h: shop.t.sessions.token_hash });
  return rows.length;
}

export const revokeSessionsOfUser = (shop: ShopContext, userId: string, tx: Exec = shop.db) =>
  tx
    .update(shop.t.sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(shop.t.sessions.user_id, userId), isNull(shop.t.sessions.revoked_at)));

/**
 * The condition "this session (or head office's service credential) is still live", to send inside
 * another statement of the caller's transaction (see openBusinessDay).
 */
export function sessionLiveCondition(
  shop: ShopContext,
  tx: Pick<Db, 'select'>,
  tokenHash: string,
  kind: 'USER' | 'SERVICE',
): SQL {
  if (kind === 'SERVICE') {
    const c = shop.t.serviceCredentials;
    const q = tx
      .select({ name: c.name })
      .from(c)
      .where(and(eq(c.token_hash, tokenHash), isNull(c.revoked_at)))
      .limit(1);
    return sql`exists ${q}`;
  }
  const s = shop.t.sessions;
  const q = tx
    .select({ user_id: s.user_id })
    .from(s)
    .where(and(eq(s.token_hash, tokenHash), isNull(s.revoked_at), gt(s.expires_at, sql`now()`)))
    .limit(1);
  return sql`exists ${q}`;
}

/**
 * Whether a session (or head office's service credential) is still live, read inside the caller's
 * transaction: a document write re-checks it after locking the business day (see openBusinessDay).
 */
export async function isSessionLive(
  shop: ShopContext,
  tx: Db,
  tokenHash: string,
  kind: 'USER' | 'SERVICE',
): Promise<boolean> {
  if (kind === 'USER') return (await liveUserSession(shop, tx, { tokenHash })).length > 0;
  const rows = await tx.execute(sql`select ${sessionLiveCondition(shop, tx, tokenHash, kind)} as live`);
  return rowsOf<{ live: boolean }>(rows)[0]?.live === true;
}

/** sessionLiveCondition of a user's session as a prepared statement: a row when it lives. */
const liveUserSession = preparedRead('session_live', (shop, db) => {
  const s = shop.t.sessions;
  return db
    .select({ user_id: s.user_id })
    .from(s)
    .where(
      and(eq(s.token_hash, sql.placeholder('tokenHash')), isNull(s.revoked_at), gt(s.expires_at, sql`now()`)),
    )
    .limit(1);
});

/** Users with a live login session (not ended, not expired): the store closing's checklist. */
export async function liveSessionsByUser(shop: ShopContext) {
  const { sessions, users } = shop.t;
  const rows = await shop.db
    .select({
      user_id: users.user_id,
      user_name: users.user_name,
      level: users.level,
      sesi: sql<string>`count(*)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.user_id, sessions.user_id))
    .where(and(eq(sessions.kind, 'USER'), isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`)))
    .groupBy(users.user_id, users.user_name, users.level)
    .orderBy(users.user_id);
  return rows.map((r) => ({ ...r, sesi: Number(r.sesi) }));
}

/** The tables a live session's lookup reads (platform's read cache keeps it while they are unchanged). */
export const sessionTables = (shop: ShopContext): readonly string[] => [
  getTableName(shop.t.sessions),
  getTableName(shop.t.users),
];

/** The table a service credential's lookup reads. */
export const credentialTables = (shop: ShopContext): readonly string[] => [
  getTableName(shop.t.serviceCredentials),
];
