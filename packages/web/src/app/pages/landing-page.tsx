import { formatTanggal } from '@emas/contract';
import { Card, Descriptions, Typography } from 'antd';
import { PageFrame } from '../../components/ui/page-frame.tsx';
import { useSession } from '../../lib/session.ts';
import { menuIcon } from '../layout/menu-icons.tsx';
import { visibleMenu } from '../routing/visible-menu.ts';
import { MenuCardGrid } from './menu-card-grid.tsx';

/**
 * /landingpages (ungated; the specification names the path only): a welcome with the shop, the
 * business date and the user, and the menu groups the user may open.
 */
export function LandingPage() {
  const { user } = useSession();
  if (!user) return null;
  const groups = visibleMenu(user);
  return (
    <PageFrame title="Landing Page">
      <Card size="small" data-testid="landing-welcome" style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          Selamat Datang, {user.user_name}
        </Typography.Title>
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="Toko">
            {user.nama_toko} ({user.kode_toko})
          </Descriptions.Item>
          <Descriptions.Item label="Tanggal Sistem">{formatTanggal(user.tgl_system)}</Descriptions.Item>
          <Descriptions.Item label="Alamat">{user.alamat_toko}</Descriptions.Item>
          <Descriptions.Item label="Level">{user.level}</Descriptions.Item>
        </Descriptions>
      </Card>
      <MenuCardGrid
        cards={groups
          .filter(({ group }) => group.subMenuPath)
          .map(({ group, routes }) => ({
            path: group.subMenuPath as string,
            title: group.title,
            icon: menuIcon(group.icon),
            note: `${routes.length} menu`,
          }))}
      />
    </PageFrame>
  );
}
