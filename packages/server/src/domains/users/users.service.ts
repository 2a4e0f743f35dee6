import type { AksesNode, api, UserLevel } from '@emas/contract';
import { effectiveAkses, MSG, rightsBeyond } from '@emas/contract';
import argon2 from 'argon2';
import { writeAudit } from '../../platform/audit.queries.ts';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { revokeSessionsOfUser } from '../auth/auth.api.ts';
import { findUser, findUserCaseInsensitive, insertUser, pageUsers, updateUser } from './users.queries.ts';

type AddUser = import('zod').infer<typeof api.addUserBody>;
type EditUser = import('zod').infer<typeof api.editUserBody>;

type Holder = { level: UserLevel; akses: readonly AksesNode[] };

/**
 * Nobody creates, edits, raises or widens the tree of a user who could then open a route the actor
 * cannot (the contract's level/route rule); head office's service credential manages no users at all.
 */
function mustCover(actor: SessionUser, target: Holder) {
  if (actor.kind === 'SERVICE') throw forbidden(MSG.serviceCannotManageUsers);
  if (rightsBeyond(actor, target).length) throw forbidden(MSG.levelTooHigh);
}

async function targetUser(shop: ShopContext, actor: SessionUser, userId: string) {
  const user = await findUser(shop, userId);
  if (!user) throw notFound('User Tidak Ditemukan');
  const level = user.level as UserLevel;
  mustCover(actor, { level, akses: effectiveAkses(level, user.akses) });
  return user;
}

export const listUsers = (shop: ShopContext, q: { page: number; limit: number; search?: string }) =>
  pageUsers(shop, q.page, q.limit, q.search);

export async function addUser(shop: ShopContext, actor: SessionUser, input: AddUser) {
  mustCover(actor, { level: input.level, akses: effectiveAkses(input.level, null) });
  if (await findUserCaseInsensitive(shop, input.user_id)) throw badRequest(MSG.userExists);
  const row = await insertUser(shop, {
    user_id: input.user_id,
    user_name: input.user_name.toUpperCase(),
    level: input.level,
    password_hash: await argon2.hash(input.password),
    no_hp: input.no_hp ?? '',
  });
  if (!row) throw badRequest(MSG.userExists);
  return row;
}

export async function editUser(shop: ShopContext, actor: SessionUser, userId: string, input: EditUser) {
  const user = await targetUser(shop, actor, userId);
  mustCover(actor, { level: input.level, akses: effectiveAkses(input.level, user.akses) });
  return shop.db.transaction(async (tx) => {
    const row = await updateUser(
      shop,
      userId,
      { user_name: input.user_name.toUpperCase(), level: input.level, no_hp: input.no_hp ?? '' },
      tx,
    );
    await writeAudit(shop, tx, {
      user_id: actor.user_id,
      action: 'EDIT',
      entity: 'users',
      entity_key: userId,
      new_value: input,
    });
    return row;
  });
}

export async function setStatus(
  shop: ShopContext,
  actor: SessionUser,
  userId: string,
  status: 'ACTIVE' | 'INACTIVE',
) {
  if (userId === actor.user_id && status === 'INACTIVE')
    throw badRequest('Tidak Bisa Menonaktifkan User Sendiri');
  await targetUser(shop, actor, userId);
  return shop.db.transaction(async (tx) => {
    const row = await updateUser(shop, userId, { status }, tx);
    if (status === 'INACTIVE') await revokeSessionsOfUser(shop, userId, tx);
    await writeAudit(shop, tx, {
      user_id: actor.user_id,
      action: status,
      entity: 'users',
      entity_key: userId,
    });
    return row;
  });
}

export async function resetPassword(shop: ShopContext, actor: SessionUser, userId: string, password: string) {
  await targetUser(shop, actor, userId);
  const password_hash = await argon2.hash(password);
  await shop.db.transaction(async (tx) => {
    await updateUser(shop, userId, { password_hash }, tx);
    await revokeSessionsOfUser(shop, userId, tx);
    await writeAudit(shop, tx, {
      user_id: actor.user_id,
      action: 'RESET_PASSWORD',
      entity: 'users',
      entity_key: userId,
    });
  });
}

export async function getAkses(shop: ShopContext, userId: string): Promise<AksesNode[]> {
  const user = await findUser(shop, userId);
  if (!user) throw notFound('User Tidak Ditemukan');
  return effectiveAkses(user.level as UserLevel, user.akses);
}

/** The groups of the user's tree among `groups` (Hak Akses News shows only those). */
export async function getAksesGroups(shop: ShopContext, userId: string, groups: readonly string[]) {
  return (await getAkses(shop, userId)).filter((n) => groups.includes(n.key));
}

/**
 * Saves the user's access tree. With `groups`, only those top-level groups are taken from `akses`;
 * every other entry keeps its stored choice (Hak Akses News cannot touch the rest of the menu).
 */
export async function setAkses(
  shop: ShopContext,
  actor: SessionUser,
  userId: string,
  akses: AksesNode[],
  groups?: readonly string[],
) {
  const user = await targetUser(shop, actor, userId);
  const wanted = groups
    ? effectiveAkses(user.level as UserLevel, user.akses).map((n) =>
        groups.includes(n.key) ? (akses.find((a) => a.key === n.key) ?? n) : n,
      )
    : akses;
  // Keep only known menu keys, in the shape of the current route table.
  const clean = effectiveAkses(user.level as UserLevel, wanted);
  if (!clean.length) throw new AppError(400, 'Hak Akses Tidak Valid');
  mustCover(actor, { level: user.level as UserLevel, akses: clean });
  await shop.db.transaction(async (tx) => {
    await updateUser(shop, userId, { akses: clean }, tx);
    await writeAudit(shop, tx, {
      user_id: actor.user_id,
      action: 'EDIT_AKSES',
      entity: 'users',
      entity_key: userId,
      old_value: user.akses,
      new_value: clean,
    });
  });
  return clean;
}
