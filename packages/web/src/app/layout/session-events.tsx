import { api, CLOSING_MSG, type ClosingWarning, LIVE_EVENTS, type ModuleSetting, MSG } from '@emas/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notice, toast } from '../../components/ui/notify.tsx';
import { promptSettingsChanged } from '../../components/ui/settings-changed-prompt.ts';
import { callData } from '../../lib/api-client.ts';
import { useLiveChannel, useLiveEvent } from '../../lib/live-channel.tsx';
import { endSession, getUser, isClosingHere, updateUser } from '../../lib/session.ts';

/**
 * Refreshes the stored user data once per layout mount; a dead token ends the session there. users/me
 * carries only the access tree's versi_akses: the stored tree is read again only when that changed.
 */
async function refreshUser(): Promise<void> {
  try {
    const me = await callData(api.me, { quiet: true });
    if (getUser()?.versi_akses === me.versi_akses) return updateUser(me);
    updateUser({ ...me, ...(await callData(api.myAkses, { quiet: true })) });
  } catch {
    // Invalid Token is handled by the client; anything else keeps the stored data.
  }
}

/**
 * What the live channel tells every page: the store is about to close -> a warning that stays until
 * read (open carts are kept, see open-cart.ts); the session ended (store closed) -> login; system
 * settings changed -> the refresh prompt.
 */
export function SessionEvents() {
  const navigate = useNavigate();
  const socket = useLiveChannel();
  const closingNotice = useRef<(() => void) | null>(null);

  useEffect(() => {
    void refreshUser();
  }, []);

  useEffect(() => {
    if (!socket) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const onError = (e: Error) => {
      // A refused token: ask the server once more, which ends a dead session (not while this user
      // is closing the store: that page says goodbye itself).
      if (/invalid token/i.test(e.message) && !isClosingHere()) void refreshUser();
      // The shop's database was away when the channel connected: a refusal that socket.io does not
      // retry by itself, so the page tries again while it stays open.
      if (e.message === MSG.databaseUnavailable) retry = setTimeout(() => socket.connect(), 5_000);
    };
    socket.on('connect_error', onError);
    return () => {
      clearTimeout(retry);
      socket.off('connect_error', onError);
    };
  }, [socket]);

  useLiveEvent<ClosingWarning>(LIVE_EVENTS.closingWarning, (p) => {
    // The closer knows.
    if (isClosingHere() || p.by === getUser()?.user_id) return;
    closingNotice.current?.();
    closingNotice.current = notice(p.message, CLOSING_MSG.warningTitle);
  });

  useLiveEvent<{ message?: string; reason?: string }>(LIVE_EVENTS.sessionEnded, (p) => {
    // The closer shows its own message and leaves after 1 s.
    if (isClosingHere()) return;
    closingNotice.current?.();
    // A session ended on its own (reset password, deactivated, expired) says so; else the closing.
    toast.info(p?.reason === 'REVOKED' && p.message ? p.message : MSG.closingByOther);
    endSession();
    navigate('/', { replace: true });
  });

  useLiveEvent<{ module?: ModuleSetting[] }>(LIVE_EVENTS.settingsChanged, (p) => {
    // The page that made the change holds it already (Setup Toko merges before it saves): no prompt.
    const mine = new Map((getUser()?.module ?? []).map((m) => [m.key, m.active]));
    if (p?.module?.length && p.module.every((m) => mine.get(m.key) === m.active)) return;
    void promptSettingsChanged(p?.module);
  });

  return null;
}
