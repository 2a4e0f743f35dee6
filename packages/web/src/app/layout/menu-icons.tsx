import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CheckSquareOutlined,
  CrownOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  FileTextOutlined,
  GiftOutlined,
  GoldOutlined,
  HomeOutlined,
  InboxOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons of the menu groups by the names the route table gives (antd icon names or plain words). */
const ICONS: Record<string, ReactNode> = {
  appstore: <AppstoreOutlined />,
  audit: <AuditOutlined />,
  bank: <BankOutlined />,
  barang: <GoldOutlined />,
  gold: <GoldOutlined />,
  penjualan: <ShoppingCartOutlined />,
  'shopping-cart': <ShoppingCartOutlined />,
  pesanan: <SolutionOutlined />,
  solution: <SolutionOutlined />,
  pembelian: <ShoppingOutlined />,
  shopping: <ShoppingOutlined />,
  service: <ToolOutlined />,
  tool: <ToolOutlined />,
  hutang: <WalletOutlined />,
  wallet: <WalletOutlined />,
  validasi: <CheckSquareOutlined />,
  'check-square': <CheckSquareOutlined />,
  laporan: <FileTextOutlined />,
  'file-text': <FileTextOutlined />,
  utility: <SettingOutlined />,
  setting: <SettingOutlined />,
  member: <CrownOutlined />,
  crown: <CrownOutlined />,
  master: <DatabaseOutlined />,
  database: <DatabaseOutlined />,
  kas: <DollarOutlined />,
  dollar: <DollarOutlined />,
  katalog: <GiftOutlined />,
  gift: <GiftOutlined />,
  toko: <ShopOutlined />,
  shop: <ShopOutlined />,
  user: <UserOutlined />,
  users: <TeamOutlined />,
  team: <TeamOutlined />,
  inbox: <InboxOutlined />,
  home: <HomeOutlined />,
  dashboard: <DashboardOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  if (!name) return <AppstoreOutlined />;
  const key = name
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase();
  return ICONS[key] ?? ICONS[key.split('-')[0] ?? ''] ?? <AppstoreOutlined />;
}
