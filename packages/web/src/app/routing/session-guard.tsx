import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { endSession, isSessionValid, touchSession, useSession } from '../../lib/session.ts';
import { loadRouteScreen } from './route-screen-loader.ts';

/**
 * Pages behind the login: shown only while the stored login marker equals today's date (Jakarta);
 * otherwise local storage is cleared and the user goes to the login page.
 */
export function SessionGuard() {
  const { valid } = useSession();
  const location = useLocation();
  // The date changes at midnight without any write: look again every minute.
  useEffect(() => {
    const t = window.setInterval(touchSession, 60_000);
    return () => window.clearInterval(t);
  }, []);
  const ok = valid && isSessionValid();
  useEffect(() => {
    if (!ok) endSession();
  }, [ok]);
  if (!ok) return <Navigate to="/" replace state={{ from: location.pathname }} />;
  // Fetched now, with the session scope and the layout (an effect would wait until they are loaded).
  void loadRouteScreen();
  return <Outlet />;
}
