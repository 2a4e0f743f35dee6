/**
 * Local storage with obfuscated keys (foundation document section 9: "Local storage keys are
 * obfuscated with a fixed cipher"). Values are JSON. Every key of the app is listed in STORAGE_KEYS.
 */
export const STORAGE_KEYS = {
  userData: 'userdata',
  loginMarker: 'login',
  pickedShop: 'toko-pilihan',
  appMode: 'mode',
  customer: 'customer',
  sidebar: 'sidebar',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

const CIPHER = 'emas-toko';

/** The fixed cipher: XOR with a constant word, then base64 without padding. */
export function storageKey(name: StorageKey): string {
  let mixed = '';
  for (let i = 0; i < name.length; i++) {
    mixed += String.fromCharCode(name.charCodeAt(i) ^ CIPHER.charCodeAt(i % CIPHER.length));
  }
  return `_${btoa(mixed).replace(/=+$/, '')}`;
}

export function readItem<T>(name: StorageKey): T | null {
  try {
    const raw = window.localStorage.getItem(storageKey(name));
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeItem(name: StorageKey, value: unknown): void {
  window.localStorage.setItem(storageKey(name), JSON.stringify(value));
}

export function removeItem(name: StorageKey): void {
  window.localStorage.removeItem(storageKey(name));
}

/**
 * Carts a screen has not saved (open-cart.ts) live under their own prefix: a session that ends (logout,
 * store closing) clears everything else, they stay for the same user's next login.
 */
const KEPT_PREFIX = '_kept:';

export function clearStorage(): void {
  const ls = window.localStorage;
  for (const k of Object.keys(ls)) if (!k.startsWith(KEPT_PREFIX)) ls.removeItem(k);
}

export function readKept<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(KEPT_PREFIX + key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeKept(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(KEPT_PREFIX + key, JSON.stringify(value));
  } catch {
    /* a full storage keeps the cart on screen only */
  }
}

export const dropKept = (key: string): void => window.localStorage.removeItem(KEPT_PREFIX + key);
