import { type AppType, type ModuleSetting, PUSAT_USER_ID, todayJakarta, type UserData } from '@emas/contract';
import { useSyncExternalStore } from 'react';
import { clearStorage, readItem, removeItem, STORAGE_KEYS, writeItem } from './storage.ts';

/**
 * The session kept in local storage: the user data returned by login, the login marker (the
 * Jakarta date of the login, or false once the session was ended) and the head-office shop pick.
 */
export type PickedShop = { kode_toko: string; nama_toko: string; portal: string };
export type AppMode = 'POS' | 'DASHBOARD';

const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  version++;
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
// Another tab logging out or picking a shop changes this tab too.
if (typeof window !== 'undefined') window.addEventListener('storage', changed);

export const getUser = (): UserData | null => readItem<UserData>(STORAGE_KEYS.userData);

/** The layout is shown only while the login marker equals today's date in Jakarta. */
export function isSessionValid(): boolean {
  return getUser() !== null && readItem<string | false>(STORAGE_KEYS.loginMarker) === todayJakarta();
}

export function startSession(user: UserData): void {
  const mode = getAppMode();
  clearStorage();
  writeItem(STORAGE_KEYS.userData, user);
  writeItem(STORAGE_KEYS.loginMarker, todayJakarta());
  writeItem(STORAGE_KEYS.appMode, mode);
  changed();
}

export function updateUser(patch: Partial<UserData>): void {
  const user = getUser();
  if (!user) return;
  writeItem(STORAGE_KEYS.userData, { ...user, ...patch });
  changed();
}

/** Merges module settings by key into the stored user data (settings-changed prompt). */
export function mergeModules(modules: readonly ModuleSetting[]): void {
  const user = getUser();
  if (!user) return;
  const byKey = new Map(user.module.map((m) => [m.key, m]));
  for (const m of modules) byKey.set(m.key, { key: m.key, active: m.active });
  updateUser({ module: [...byKey.values()] });
}

/** Logout, an ended session or a store closing: everything stored goes. */
export function endSession(): void {
  clearStorage();
  changed();
}

/** A rejected token: storage cleared and the login marker set to false. */
export function invalidateSession(): void {
  clearStorage();
  writeItem(STORAGE_KEYS.loginMarker, false);
  changed();
}

export const isHeadOffice = (user: Pick<UserData, 'user_id' | 'app_type'> | null): boolean =>
  !!user && (user.app_type === ('PUSAT' satisfies AppType) || user.user_id === PUSAT_USER_ID);

export const getPickedShop = (): PickedShop | null => readItem<PickedShop>(STORAGE_KEYS.pickedShop);

export function setPickedShop(shop: PickedShop | null): void {
  if (shop) writeItem(STORAGE_KEYS.pickedShop, shop);
  else removeItem(STORAGE_KEYS.pickedShop);
  changed();
}

export const getAppMode = (): AppMode =>
  readItem<AppMode>(STORAGE_KEYS.appMode) === 'POS' ? 'POS' : 'DASHBOARD';

export function setAppMode(mode: AppMode): void {
  writeItem(STORAGE_KEYS.appMode, mode);
  changed();
}

/**
 * The Home route: /home in POS mode, /dashboard otherwise; head office lands on /dashboardPusat (its
 * own dashboard has no sales of its own to show).
 */
export const homePath = (mode: AppMode = getAppMode()): string =>
  mode === 'POS' ? '/home' : isHeadOffice(getUser()) ? '/dashboardPusat' : '/dashboard';

/** The store closer handles the end of its own session itself (message, then login after 1 s). */
let closingHere = false;
export const setClosingHere = (on: boolean) => {
  closingHere = on;
};
export const isClosingHere = () => closingHere;

export type SessionSnapshot = {
  user: UserData | null;
  valid: boolean;
  pickedShop: PickedShop | null;
  mode: AppMode;
};

let cached: { version: number; snapshot: SessionSnapshot } | null = null;
function snapshot(): SessionSnapshot {
  if (cached?.version !== version) {
    cached = {
      version,
      snapshot: { user: getUser(), valid: isSessionValid(), pickedShop: getPickedShop(), mode: getAppMode() },
    };
  }
  return cached.snapshot;
}

/** The session for components; re-renders whenever it changes (in this tab or another). */
export const useSession = (): SessionSnapshot => useSyncExternalStore(subscribe, snapshot);

/** Re-reads the session (the login marker expires at midnight without any write). */
export const touchSession = (): void => changed();
