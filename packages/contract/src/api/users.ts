import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { USER_LEVELS, type UserLevel } from '../levels.ts';
import { oneOf, optionalText, paging, text, userId } from '../validation.ts';
import type { AksesNode } from './auth.ts';

export type UserStatus = 'ACTIVE' | 'INACTIVE';
export type UserRow = {
  user_id: string;
  user_name: string;
  level: UserLevel;
  no_hp: string;
  status: UserStatus;
  created_at: string;
  updated_at: string;
};

const password = text('Password', 200).refine((v) => v.length >= 6, { error: 'Password Minimal 6 Karakter' });
const userIdParam = z.object({ user_id: userId() });

export const listUsers = endpoint<undefined, z.infer<typeof paging>, undefined, UserRow[]>({
  method: 'GET',
  path: 'users',
  query: paging,
});

export const addUserBody = z.object({
  user_id: userId(),
  user_name: text('Nama User', 100),
  level: oneOf('Level', USER_LEVELS),
  password,
  no_hp: optionalText('No HP', 20),
});
export const addUser = endpoint<z.infer<typeof addUserBody>, undefined, undefined, UserRow>({
  method: 'POST',
  path: 'users',
  body: addUserBody,
});

export const editUserBody = z.object({
  user_name: text('Nama User', 100),
  level: oneOf('Level', USER_LEVELS),
  no_hp: optionalText('No HP', 20),
});
export const editUser = endpoint<
  z.infer<typeof editUserBody>,
  undefined,
  z.infer<typeof userIdParam>,
  UserRow
>({
  method: 'PUT',
  path: 'users/:user_id',
  body: editUserBody,
  params: userIdParam,
});

export const setUserStatusBody = z.object({ status: oneOf('Status', ['ACTIVE', 'INACTIVE'] as const) });
export const setUserStatus = endpoint<
  z.infer<typeof setUserStatusBody>,
  undefined,
  z.infer<typeof userIdParam>,
  UserRow
>({ method: 'PUT', path: 'users/:user_id/status', body: setUserStatusBody, params: userIdParam });

export const resetPasswordBody = z.object({ password });
export const resetPassword = endpoint<
  z.infer<typeof resetPasswordBody>,
  undefined,
  z.infer<typeof userIdParam>,
  null
>({ method: 'PUT', path: 'users/:user_id/reset-password', body: resetPasswordBody, params: userIdParam });

const aksesNode: z.ZodType<AksesNode> = z.lazy(() =>
  z.object({
    key: text('Menu', 100),
    title: text('Judul Menu', 100),
    is_show: z.boolean({ error: 'is_show Harus Berupa Ya/Tidak' }),
    children: z.array(aksesNode).max(200, { error: 'Menu Terlalu Banyak' }),
  }),
);
export const getUserAkses = endpoint<undefined, undefined, z.infer<typeof userIdParam>, AksesNode[]>({
  method: 'GET',
  path: 'users/:user_id/akses',
  params: userIdParam,
});
export const setUserAksesBody = z.object({
  akses: z.array(aksesNode, { error: 'Hak Akses Tidak Valid' }).max(200, { error: 'Menu Terlalu Banyak' }),
});
export const setUserAkses = endpoint<
  z.infer<typeof setUserAksesBody>,
  undefined,
  z.infer<typeof userIdParam>,
  AksesNode[]
>({ method: 'PUT', path: 'users/:user_id/akses', body: setUserAksesBody, params: userIdParam });

/**
 * Hak Akses News: the part of a user's access tree that covers the news and content of the member
 * catalogue app (the Katalog Member menu); saving it leaves the rest of the tree as it was.
 */
export const NEWS_AKSES_GROUPS: readonly string[] = ['KATALOG'];
export const getUserAksesNews = endpoint<undefined, undefined, z.infer<typeof userIdParam>, AksesNode[]>({
  method: 'GET',
  path: 'users/:user_id/akses-news',
  params: userIdParam,
});
export const setUserAksesNews = endpoint<
  z.infer<typeof setUserAksesBody>,
  undefined,
  z.infer<typeof userIdParam>,
  AksesNode[]
>({ method: 'PUT', path: 'users/:user_id/akses-news', body: setUserAksesBody, params: userIdParam });
