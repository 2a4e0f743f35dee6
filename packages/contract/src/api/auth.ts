import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import type { AppType, UserLevel } from '../levels.ts';
import { text } from '../validation.ts';

/** A node of a user's access tree: one menu entry (route path or menu group) and its children. */
export type AksesNode = { key: string; title: string; is_show: boolean; children: AksesNode[] };

/** A module key and whether it is on for the shop. */
export type ModuleSetting = { key: string; active: boolean };

/** The user data stored by the web app after login (foundation document section 3). */
export type UserData = {
  user_id: string;
  user_name: string;
  level: UserLevel;
  token: string;
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  no_telp: string;
  tgl_system: string;
  no_whatsapp: string;
  akses: AksesNode[];
  /** A fingerprint of `akses`: users/me sends it instead of the tree, which the web re-reads when it changes. */
  versi_akses: string;
  module: ModuleSetting[];
  pembulatan: number;
  app_type: AppType;
};

export const loginBody = z.object({ user_id: text('User ID', 50), password: text('Password', 200) });
export const login = endpoint<z.infer<typeof loginBody>, undefined, undefined, UserData>({
  method: 'POST',
  path: 'users/login',
  body: loginBody,
});

export const logoutBody = z.object({ user_id: text('User ID', 50).optional() });
export const logout = endpoint<z.infer<typeof logoutBody>, undefined, undefined, null>({
  method: 'POST',
  path: 'users/logout',
  body: logoutBody,
});

/** users/me: the user data without the token and without the access tree (only its versi_akses). */
export type MeData = Omit<UserData, 'token' | 'akses'>;

/** The current session's user data, refreshed (modules, tgl_system) without logging in again. */
export const me = endpoint<undefined, undefined, undefined, MeData>({
  method: 'GET',
  path: 'users/me',
});

/** The current session's access tree and its fingerprint: read once, then only when versi_akses changes. */
export type MyAkses = Pick<UserData, 'akses' | 'versi_akses'>;
export const myAkses = endpoint<undefined, undefined, undefined, MyAkses>({
  method: 'GET',
  path: 'users/me-akses',
});
