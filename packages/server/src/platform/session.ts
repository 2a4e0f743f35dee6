import { type AksesNode, HEAD_OFFICE_KODE_TOKO, PUSAT_USER_ID, type UserLevel } from '@emas/contract';
import { knownTree, treeOf } from './access-tree.ts';
import type { ShopContext } from './context.ts';
import { readWhileUnchanged } from './read-cache.ts';
import { hashToken } from './tokens.ts';

export type SessionUser = {
  user_id: string;
  user_name: string;
  level: UserLevel;
  akses: AksesNode[];
  /**
   * SERVICE: head office calling this shop with its service credential. SYSTEM: the server's own
   * writes without a session (demo seed, direct service tests); never produced from a token.
   */
  kind: 'USER' | 'SERVICE' | 'SYSTEM';
  tokenHash: string;
  /**
   * SERVICE only: the name the credential was issued under, PUSAT for head office's own, a shop's code
   * for the one a sister shop ships with (checked against the shipment's sending shop).
   */
  credential?: string;
};

/** A user the server acts as without a session (demo seed, direct service tests): kind SYSTEM. */
/** Head office's own credential (PUSAT, or the head office's shop code): it acts as an owner. */
export const isHeadOfficeCredential = (u: SessionUser): boolean =>
  u.kind === 'SERVICE' && (u.credential === PUSAT_USER_ID || u.credential === HEAD_OFFICE_KODE_TOKO);

export const systemUser = (user_id: string, level: UserLevel): SessionUser => ({
  user_id,
  user_name: user_id.toUpperCase(),
  level,
  akses: [],
  kind: 'SYSTEM',
  tokenHash: '',
});

export const SERVICE_TOKEN_PREFIX = 'svc_';

/** A live session's user as the sessions' owner reads it; `akses` only when asked `withAkses`. */
export type LiveSessionRow = {
  user_id: string;
  user_name: string;
  level: string;
  akses_md5: string;
  expires_ms: number;
};

/**
 * Where sessions and service credentials are read: the domain that owns them (auth) provides it and
 * the composition root (main/) wires it in at start, so that platform reads no domain's tables itself.
 */
export type SessionLookup = {
  findLiveSession(
    shop: ShopContext,
    tokenHash: string,
    withAkses: true,
  ): Promise<(LiveSessionRow & { akses: AksesNode[] }) | undefined>;
  findLiveSession(
    shop: ShopContext,
    tokenHash: string,
    withAkses?: false,
  ): Promise<LiveSessionRow | undefined>;
  findLiveServiceCredential(shop: ShopContext, tokenHash: string): Promise<{ name: string } | undefined>;
  /** The tables each lookup reads: its answer is kept while they are unchanged (read-cache.ts). */
  sessionTables(shop: ShopContext): readonly string[];
  credentialTables(shop: ShopContext): readonly string[];
};

let lookup: SessionLookup | undefined;

/** Wires in the sessions' owner (main/ does, before a server answers). */
export const useSessionLookup = (l: SessionLookup): void => {
  lookup = l;
};

const sessions = (): SessionLookup => {
  if (!lookup) throw new Error('no session lookup wired in (main/ composes the server)');
  return lookup;
};

/** The user behind a `token` header, or null for a missing, wrong, expired or revoked token. */
export async function resolveSession(
  shop: ShopContext,
  token: string | undefined,
): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  if (token.startsWith(SERVICE_TOKEN_PREFIX)) {
    const cred = await readWhileUnchanged(
      shop.database,
      `${shop.schema}:credential:${tokenHash}`,
      sessions().credentialTables(shop),
      () => sessions().findLiveServiceCredential(shop, tokenHash),
    );
    if (!cred) return null;
    return {
      user_id: PUSAT_USER_ID,
      user_name: `PUSAT (${cred.name})`,
      level: 'OWN',
      akses: [],
      kind: 'SERVICE',
      tokenHash,
      credential: cred.name,
    };
  }
  // On PGlite a live session is kept in memory until the next write (read-cache.ts): a light request
  // then needs no turn on the database while a long report holds it. Its expiry is checked here.
  const row = await readWhileUnchanged(
    shop.database,
    `${shop.schema}:session:${tokenHash}`,
    sessions().sessionTables(shop),
    () => sessions().findLiveSession(shop, tokenHash),
  );
  if (!row || row.expires_ms <= Date.now()) return null;
  const user = { user_id: row.user_id, user_name: row.user_name, kind: 'USER' as const, tokenHash };
  const akses = knownTree(row.level as UserLevel, row.akses_md5);
  if (akses) return { ...user, level: row.level as UserLevel, akses };
  // A tree not built yet: read the session again with the stored tree, one consistent row.
  const full = await sessions().findLiveSession(shop, tokenHash, true);
  if (!full) return null;
  const level = full.level as UserLevel;
  return { ...user, user_name: full.user_name, level, akses: treeOf(level, full.akses_md5, full.akses) };
}
