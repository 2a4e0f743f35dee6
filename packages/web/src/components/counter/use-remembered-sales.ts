import { useCallback, useState } from 'react';
import { getUser } from '../../lib/session.ts';
import { readKept, writeKept } from '../../lib/storage.ts';

type Remembered = Record<string, string>;
/**
 * Kept (storage.ts) under its own key: a logout or a new login clears the session's storage, and the
 * sales person a cashier works with must survive it.
 */
const KEY = 'sales-kasir';

/**
 * The sales person a cashier works with, kept per user id on this computer across logins: the
 * counter starts each sale with it, and F7 (or the field) changes it.
 */
export function useRememberedSales(): [string | undefined, (kode: string | undefined) => void] {
  const userId = getUser()?.user_id ?? '';
  const [kode, setKode] = useState<string | undefined>(
    () => readKept<Remembered>(KEY)?.[userId] || undefined,
  );
  const remember = useCallback(
    (next: string | undefined) => {
      const all = readKept<Remembered>(KEY) ?? {};
      if (next) all[userId] = next;
      else delete all[userId];
      writeKept(KEY, all);
      setKode(next);
    },
    [userId],
  );
  return [kode, remember];
}
