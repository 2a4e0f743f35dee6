import { GoldOutlined, HomeOutlined } from '@ant-design/icons';
import { APP_TITLE, type UserData } from '@emas/contract';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type AppMode, homePath } from '../../lib/session.ts';
import { visibleMenu } from '../routing/visible-menu.ts';
import { menuIcon } from './menu-icons.tsx';

/** Floating sub-menus of the minified sidebar hide after 250 ms. */
export const SUBMENU_HIDE_DELAY_S = 0.25;

/** The group whose pages stand at the top of the menu instead of in a sub-menu. */
const TOP_GROUP = 'DASHBOARD';

type Props = { user: UserData; mode: AppMode; minified: boolean; onNavigate?: () => void };

type Items = NonNullable<MenuProps['items']>;

/**
 * The sidebar: built from the route table and menu groups, filtered by the user's rights and modules;
 * only screens that are built (the sub-menu pages list the others as 'Segera hadir').
 */
export function Sidebar({ user, mode, minified, onNavigate }: Props) {
  const { pathname } = useLocation();
  const groups = useMemo(() => visibleMenu(user, { builtOnly: true }), [user]);

  const items = useMemo<Items>(() => {
    const top: Items =
      mode === 'POS' ? [{ key: '/home', icon: <HomeOutlined />, label: <Link to="/home">Home</Link> }] : [];
    for (const { group, routes } of groups.filter((g) => g.group.key === TOP_GROUP)) {
      for (const r of routes) {
        top.push({ key: r.path, icon: menuIcon(group.icon), label: <Link to={r.path}>{r.title}</Link> });
      }
    }
    return [
      ...top,
      ...groups
        .filter((g) => g.group.key !== TOP_GROUP)
        .map(({ group, routes }) => ({
          key: group.key,
          icon: menuIcon(group.icon),
          label: group.title,
          children: routes.map((r) => ({ key: r.path, label: <Link to={r.path}>{r.title}</Link> })),
        })),
    ];
  }, [groups, mode]);

  const currentGroup = groups.find((g) => g.routes.some((r) => r.path === pathname))?.group.key;
  const [openKeys, setOpenKeys] = useState<string[]>(currentGroup ? [currentGroup] : []);
  useEffect(() => {
    if (currentGroup) setOpenKeys((keys) => (keys.includes(currentGroup) ? keys : [currentGroup]));
  }, [currentGroup]);

  return (
    <nav aria-label="Menu utama" style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Link
        to={homePath(mode)}
        onClick={onNavigate}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          padding: '14px 20px',
          color: '#f5d76e',
          minHeight: 56,
        }}
      >
        <GoldOutlined style={{ fontSize: 22 }} />
        {!minified && (
          <strong style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {APP_TITLE}
          </strong>
        )}
      </Link>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={[pathname]}
        {...(minified ? {} : { openKeys, onOpenChange: (keys: string[]) => setOpenKeys(keys.slice(-1)) })}
        subMenuCloseDelay={SUBMENU_HIDE_DELAY_S}
        onClick={onNavigate}
        style={{ flex: 1, overflowY: 'auto', borderInlineEnd: 0 }}
        data-testid="sidebar-menu"
      />
    </nav>
  );
}
