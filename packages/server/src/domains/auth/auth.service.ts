import {
  type AksesNode,
  effectiveAkses,
  MSG,
  parsePembulatan,
  type UserData,
  type UserLevel,
} from '@emas/contract';
import argon2 from 'argon2';
import type { ShopContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { LoginThrottle } from '../../platform/login-throttle.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { findParaSystem, findToko, listModuleRows } from '../system/system.queries.ts';
import { findUserForLogin, insertSession, revokeSession } from './auth.queries.ts';

// A hash to verify against when the user does not exist, so both failures take the same time.
const dummyHash = argon2.hash('tidak-ada-user-ini');

/** The user data the web stores after login (and refreshes from users/me). */
export async function buildUserData(
  shop: ShopContext,
  user: { user_id: string; user_name: string; level: UserLevel; akses: AksesNode[]; no_hp?: string },
): Promise<Omit<UserData, 'token'>> {
  const [toko, modules, pembulatan] = await Promise.all([
    findToko(shop),
    listModuleRows(shop),
    findParaSystem(shop, 'PEMBULATAN'),
  ]);
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
    akses: effectiveAkses(user.level, user.akses),
    module: modules.map((m) => ({ key: m.key, active: m.active })),
    pembulatan: parsePembulatan(pembulatan?.value),
    app_type: toko.app_type === 'PUSAT' ? 'PUSAT' : 'TOKO',
  };
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
  const data = await buildUserData(shop, { ...user, level: user.level as UserLevel });
  return { ...data, token };
}

export const logout = (shop: ShopContext, tokenHash: string) => revokeSession(shop, tokenHash);
