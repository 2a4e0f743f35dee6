import { type CartState, CLOSING_MSG, LIVE_EVENTS } from '@emas/contract';
import { useEffect, useRef } from 'react';
import { toast } from '../components/ui/notify.tsx';
import { useLiveChannel } from './live-channel.tsx';
import { useSession } from './session.ts';
import { dropKept, readKept, writeKept } from './storage.ts';

type Kept<T> = { value: T; saved_at: string; tgl_system: string };

/**
 * An open cart of a screen (scanned items not saved yet), for the store closing: its number of lines
 * goes to the server over the live channel (the closing checklist lists unsaved carts), and its value
 * is kept on this device, out of the session's storage, so a session the closing ends does not lose
 * it: the next login of the same user at the same shop gets it back through `restore`.
 *
 * One line per screen: `useOpenCart('Transaksi Penjualan', lines.length, lines, setLines)`.
 */
export function useOpenCart<T>(screen: string, lines: number, value: T, restore: (value: T) => void): void {
  const socket = useLiveChannel();
  const { user } = useSession();
  const key = user ? `${user.kode_toko}:${user.user_id}:${screen}` : null;

  // Back on the screen after a login: the cart this user left unsaved, once.
  const restored = useRef(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  useEffect(() => {
    if (!key || restored.current) return;
    restored.current = true;
    const kept = readKept<Kept<T>>(key);
    if (!kept) return;
    restoreRef.current(kept.value);
    toast.info(CLOSING_MSG.cartKept);
  }, [key]);

  // Kept while it has lines; a cart saved or emptied leaves nothing behind.
  useEffect(() => {
    if (!key || !restored.current) return;
    if (lines > 0)
      writeKept(key, {
        value,
        saved_at: new Date().toISOString(),
        tgl_system: user?.tgl_system ?? '',
      } satisfies Kept<T>);
    else dropKept(key);
  }, [key, lines, value, user?.tgl_system]);

  // The server hears the count now and after every reconnect; leaving the screen clears it.
  useEffect(() => {
    if (!socket) return;
    const send = () => socket.emit(LIVE_EVENTS.cartState, { screen, lines } satisfies CartState);
    send();
    socket.on('connect', send);
    return () => {
      socket.off('connect', send);
    };
  }, [socket, screen, lines]);
  useEffect(
    () => () => {
      socket?.emit(LIVE_EVENTS.cartState, { screen, lines: 0 } satisfies CartState);
    },
    [socket, screen],
  );
}
