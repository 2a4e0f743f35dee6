import { Drawer, Grid, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PriceReminder } from '../../features/harga-emas/components/price-reminder.tsx';
import { useSession } from '../../lib/session.ts';
import { readItem, STORAGE_KEYS, writeItem } from '../../lib/storage.ts';
import { PageLoading } from '../pages/page-loading.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { Sidebar } from './sidebar.tsx';

const SIDER_WIDTH = 250;
const SIDER_MINIFIED_WIDTH = 64;

/**
 * The main layout: header, sidebar, content and footer. On wide screens the sidebar is either full
 * or minified (icons with floating sub-menus); on narrow screens it is toggled in as an overlay.
 */
export function MainLayout() {
  const { user, mode } = useSession();
  const narrow = Grid.useBreakpoint().lg === false;
  const [minified, setMinified] = useState(() => readItem<boolean>(STORAGE_KEYS.sidebar) === true);
  const [toggled, setToggled] = useState(false);
  const { pathname } = useLocation();
  if (!user) return null;

  const toggle = () => {
    if (narrow) setToggled((t) => !t);
    else
      setMinified((m) => {
        writeItem(STORAGE_KEYS.sidebar, !m);
        return !m;
      });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {narrow ? (
        <Drawer
          open={toggled}
          placement="left"
          size={SIDER_WIDTH}
          closable={false}
          onClose={() => setToggled(false)}
          styles={{ body: { padding: 0, background: '#2b2113' } }}
        >
          <Sidebar user={user} mode={mode} minified={false} onNavigate={() => setToggled(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_MINIFIED_WIDTH}
          collapsed={minified}
          trigger={null}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'hidden' }}
          data-testid="sidebar"
          data-state={minified ? 'minified' : 'expanded'}
        >
          <Sidebar user={user} mode={mode} minified={minified} />
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader
          user={user}
          mode={mode}
          narrow={narrow}
          sidebarOpen={narrow ? toggled : !minified}
          onToggleSidebar={toggle}
        />
        <Layout.Content style={{ padding: narrow ? 10 : 20 }}>
          <PriceReminder user={user} />
          <Suspense fallback={<PageLoading />}>
            <Outlet key={pathname} />
          </Suspense>
        </Layout.Content>
        <AppFooter />
      </Layout>
    </Layout>
  );
}
