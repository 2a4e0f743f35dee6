import { useEffect, useState } from 'react';
import { ask } from './notify.tsx';
import './connection-watch.css';

export const OFFLINE_TEXT = 'Looks like you lost your internet connection';
export const BACK_ONLINE_TEXT = 'Looks like you connection is Back, You Can Use Our Website Again';

/**
 * Offline: a modal nobody can dismiss (plain markup, so it shows even when no further code can be
 * fetched). Back online: a prompt that reloads the page.
 */
export function ConnectionWatch() {
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  useEffect(() => {
    const goOffline = () => setOffline(true);
    const goOnline = () => {
      setOffline(false);
      void ask({ title: BACK_ONLINE_TEXT, okText: 'Muat Ulang', cancelText: 'Nanti' }).then((ok) => {
        if (ok) window.location.reload();
      });
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);
  if (!offline) return null;
  return (
    <div className="offline-mask">
      <div
        className="offline-box"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="offline-title"
        data-testid="offline-modal"
      >
        <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="#cf1322"
            d="M12 4C7.3 4 3.1 5.8 0 8.7l2 2.2C4.6 8.5 8.1 7 12 7c1.2 0 2.4.1 3.5.4l2.6-2.6C16.2 4.3 14.1 4 12 4Zm9.9 6.9 2-2.2a17 17 0 0 0-3.1-2.3l-2.2 2.2c1.2.6 2.3 1.4 3.3 2.3ZM3.3 2 2 3.3l3.9 3.9-.5.2 2.2 2.2.8-.4 2.1 2.1c-1.9.3-3.6 1.2-5 2.5l2.2 2.2c1.2-1.1 2.7-1.8 4.4-1.8l8.1 8.1 1.3-1.3L3.3 2ZM12 17.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z"
          />
        </svg>
        <h2 id="offline-title">{OFFLINE_TEXT}</h2>
        <p>Halaman akan bisa dipakai lagi setelah koneksi kembali.</p>
      </div>
    </div>
  );
}
