import { useCallback, useState } from 'react';
import { getUser } from '../../lib/session.ts';
import { readItem, STORAGE_KEYS, writeItem } from '../../lib/storage.ts';

type Remembered = Record<string, string>;

/**
 * The sales person a cashier works with, kept per user id on this computer: the counter starts each
 * sale with it, and F7 (or the field) changes it.
 */
export function useRememberedSales(): [string | undefined, (kode: string | undefined) => void] {
  const userId = getUser()?.user_id ?? '';
  const [kode, setKode] = useState<string | undefined>(
    () => readItem<Remembered>(STORAGE_KEYS.counterSales)?.[userId] || undefined,
  );
  const remember = useCallback(
    (next: string | undefined) => {
      const all = readItem<Remembered>(STORAGE_KEYS.counterSales) ?? {};
      if (next) all[userId] = next;
      else delete all[userId];
      writeItem(STORAGE_KEYS.counterSales, all);
      setKode(next);
    },
    [userId],
  );
  return [kode, remember];
}
