import {
  type AksesNode,
  effectiveAkses,
  type MeData,
  MSG,
  type MyAkses,
  parsePembulatan,
  type UserData,
  type UserLevel,
} from '@emas/contract';
import argon2 from 'argon2';
import { aksesVersion } from '../../platform/access-tree.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { LoginThrottle } from '../../platform/login-throttle.ts';
import type { SessionLookup, SessionUser } from '../../platform/session.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { findShopForUser } from '../system/system.api.ts';
import {
  credentialTables,
  findLiveServiceCredential,
  findLiveSession,
  findUserForLogin,
  insertSession,
  revokeSession,
  sessionTables,
} from './auth.queries.ts';

/** The sessions and service credentials behind a token, for platform's session check (wired in by main/). */
export const sessionLookup: SessionLookup = {
  findLiveSession,
  findLiveServiceCredential,
  sessionTables,
  credentialTables,
};

// A hash to verify against when the user does not exist, so both failures take the same time.
const dummyHash = argon2.hash('tidak-ada-user-ini');

type Holder = { user_id: string; user_name: string; level: UserLevel; akses: readonly AksesNode[] };

/**
 * users/me: the user data the web stores, without the access tree; its versi_akses tells the web
 * whether the tree it keeps is still the user's (else it reads users/me-akses).
 */
export async function buildMeData(
  shop: ShopContext,
  user: Holder & { kind?: SessionUser['kind'] },
): Promise<MeData> {
  const toko = await findShopForUser(shop);
  if (!toko) throw new AppError(500, MSG.serverError, `shop row ${shop.kode_toko} missing`);
  return {
    user_id: user.user_id,
    user_name: user.user_name,
    level: user.level,
    kode_toko: toko.kode_toko,
    nama_toko: toko.nama_toko,
    alamat_toko: toko.alamat_toko,
    no_telp: toko.no_telp,
    tgl_system: toko.tgl_system,
    no_whatsapp: toko.no_whatsapp,
    versi_akses: aksesVersion(treeFor(user)),
    module: toko.module.map((m) => ({ key: m.key, active: m.active })),
    pembulatan: parsePembulatan(toko.pembulatan ?? undefined),
    app_type: toko.app_type === 'PUSAT' ? 'PUSAT' : 'TOKO',
  };
}

/**
 * A session user's tree is already effective; head office's service credential (and a user row at
 * login) carries the stored one, made effective here as before.
 */
const treeFor = (user: Holder & { kind?: SessionUser['kind'] }): readonly AksesNode[] =>
  user.kind === 'USER' ? user.akses : effectiveAkses(user.level, user.akses);

/** users/me-akses: the access tree and its fingerprint. */
export function myAkses(user: SessionUser): MyAkses {
  const akses = treeFor(user);
  return { akses: akses as AksesNode[], versi_akses: aksesVersion(akses) };
}

export async function login(
  shop: ShopContext,
  throttle: LoginThrottle,
  input: { user_id: string; password: string },
  ip: string,
): Promise<UserData> {
  // Counted before the password is checked: parallel guesses past the limit are never checked.
  await throttle.begin(input.user_id, ip);
  const user = await findUserForLogin(shop, input.user_id);
  const ok = await argon2.verify(user?.password_hash ?? (await dummyHash), input.password).catch(() => false);
  // An inactive account answers as a wrong password: a guesser learns nothing about it.
  if (!user || !ok || user.status !== 'ACTIVE') throw new AppError(401, MSG.loginFailed);
  await throttle.succeed(input.user_id, ip);
  const token = newToken();
  await insertSession(shop, {
    token_hash: hashToken(token),
    user_id: user.user_id,
    expires_at: new Date(Date.now() + shop.config.sessionTtlHours * 3_600_000),
  });
  const holder = { ...user, level: user.level as UserLevel };
  const data = await buildMeData(shop, holder);
  return { ...data, akses: treeFor(holder) as AksesNode[], token };
}

export const logout = (shop: ShopContext, tokenHash: string) => revokeSession(shop, tokenHash);
