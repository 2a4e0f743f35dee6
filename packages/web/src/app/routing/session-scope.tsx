import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { preloadNotify } from '../../components/ui/notify.tsx';
import { LiveChannelProvider } from '../../lib/live-channel.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.ts';
import { SessionEvents } from '../layout/session-events.tsx';

dayjs.locale('id');

/**
 * Everything a logged-in page has: the query cache (emptied when the session scope goes: logout,
 * ended session), the live channel and its session events.
 */
export function SessionScope() {
  const { user } = useSession();
  useEffect(() => {
    preloadNotify();
    return () => queryClient.clear();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <LiveChannelProvider token={user?.token ?? null}>
        <SessionEvents />
        <Outlet />
      </LiveChannelProvider>
    </QueryClientProvider>
  );
}
