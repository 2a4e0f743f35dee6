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

export function clearStorage(): void {
  window.localStorage.clear();
}
