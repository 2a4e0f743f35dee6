import { ConfigProvider } from 'antd';
import idID from 'antd/es/locale/id_ID';
import type { ReactNode } from 'react';
import { ConnectionWatch } from '../components/ui/connection-watch.tsx';
import { NotifyMount } from '../components/ui/notify.tsx';
import { theme } from './theme.ts';

/**
 * Ant Design in Indonesian with the house theme, the notifications and the connection watch. What
 * only logged-in pages need (TanStack Query, the live channel, dayjs) comes with the session scope.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={idID} theme={theme}>
      <NotifyMount />
      <ConnectionWatch />
      {children}
    </ConfigProvider>
  );
}
