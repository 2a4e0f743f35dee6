import {
  CalendarOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  PrinterOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { formatTanggal, type UserData } from '@emas/contract';
import { Avatar, Button, Dropdown, Flex, Layout, Switch, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { PrinterNotaModal } from '../../components/counter/printer-nota-modal.tsx';
import { logout } from '../../features/auth/api/logout.ts';
import { usePickedShopDay } from '../../features/toko/api/picked-shop-day.ts';
import { type AppMode, homePath, isHeadOffice, setAppMode, useSession } from '../../lib/session.ts';

/** Only head office has the shop picker: its code loads only there. */
const ShopPicker = lazy(async () => ({
  default: (await import('../../features/toko/components/shop-picker.tsx')).ShopPicker,
}));

type Props = {
  user: UserData;
  mode: AppMode;
  sidebarOpen: boolean;
  narrow: boolean;
  onToggleSidebar: () => void;
};

/**
 * The header: sidebar toggle, the shop (at head office the picked shop, with its own business date),
 * business date, head-office shop picker, POS mode and the user.
 */
export function AppHeader({ user, mode, sidebarOpen, narrow, onToggleSidebar }: Props) {
  const navigate = useNavigate();
  const [printerOpen, setPrinterOpen] = useState(false);
  const headOffice = isHeadOffice(user);
  const { pickedShop } = useSession();
  const picked = headOffice ? pickedShop : null;
  const pickedDay = usePickedShopDay(picked?.kode_toko ?? null);
  const day = picked ? pickedDay.data : user.tgl_system;

  const switchMode = (pos: boolean) => {
    const next: AppMode = pos ? 'POS' : 'DASHBOARD';
    setAppMode(next);
    navigate(homePath(next));
  };
  const doLogout = async () => {
    await logout();
    navigate('/', { replace: true });
  };

  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        borderBottom: '1px solid #eadfc8',
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: 'auto',
        minHeight: 56,
        flexWrap: 'wrap',
        lineHeight: 'normal',
        paddingBlock: 8,
      }}
    >
      <Button
        type="text"
        aria-label={sidebarOpen ? 'Kecilkan Menu' : 'Buka Menu'}
        icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleSidebar}
      />
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis data-testid="header-shop">
          <ShopOutlined /> {picked ? picked.nama_toko : user.nama_toko}
          {picked && (
            <Tag color="gold" style={{ marginInlineStart: 8 }}>
              {picked.kode_toko}
            </Tag>
          )}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }} data-testid="header-date">
          <CalendarOutlined /> Tanggal Sistem: {day ? formatTanggal(day) : '…'}
          {picked && ` · dari ${user.nama_toko}`}
        </Typography.Text>
      </Flex>
      <Flex align="center" gap={12} wrap style={{ marginInlineStart: 'auto' }}>
        {headOffice && (
          <Suspense fallback={null}>
            <ShopPicker />
          </Suspense>
        )}
        <Flex align="center" gap={6}>
          <Switch
            size="small"
            checked={mode === 'POS'}
            onChange={switchMode}
            aria-label="Mode POS"
            id="mode-pos"
          />
          {!narrow && <label htmlFor="mode-pos">Mode POS</label>}
        </Flex>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'info', label: `${user.user_name} (${user.level})`, disabled: true },
              { type: 'divider' },
              {
                key: 'printer',
                icon: <PrinterOutlined />,
                label: 'Printer Nota',
                onClick: () => setPrinterOpen(true),
              },
              {
                key: 'logout',
                icon: <LogoutOutlined />,
                label: 'Logout',
                danger: true,
                onClick: () => void doLogout(),
              },
            ],
          }}
        >
          <Button type="text" data-testid="user-menu" style={{ paddingInline: 4 }}>
            <Avatar size="small" icon={<UserOutlined />} style={{ background: '#9a6b00' }} />
            {!narrow && <span>{user.user_id}</span>}
          </Button>
        </Dropdown>
        {printerOpen && <PrinterNotaModal open onClose={() => setPrinterOpen(false)} />}
      </Flex>
    </Layout.Header>
  );
}
