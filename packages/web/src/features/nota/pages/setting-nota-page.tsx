import { ArrowLeftOutlined, DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { homePath, useSession } from '../../../lib/session.ts';
import { NotaDesigner } from '../components/nota-designer.tsx';
import { PlatformDialog } from '../components/platform-dialog.tsx';

/**
 * setting-nota: the invoice layout designer, full screen (no sidebar or header), for the Desktop
 * invoice or, picked in the platform dialog, the Mobile (POS slip) layout.
 */
export function SettingNotaPage() {
  const navigate = useNavigate();
  const { user, mode } = useSession();
  const [platform, setPlatform] = useState('Desktop');
  const [picking, setPicking] = useState(false);
  const mobile = platform === 'Mobile';
  return (
    <Layout style={{ minHeight: '100vh', background: '#f5f5f5' }}>
      <Flex
        align="center"
        gap={12}
        style={{ padding: '10px 20px', background: '#fff', borderBottom: '1px solid #e8e8e8' }}
      >
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(homePath(mode))}>
          Kembali
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Setting Nota
        </Typography.Title>
        <Typography.Text type="secondary">
          {user?.nama_toko} — {mobile ? 'tata letak slip POS (Mobile)' : 'tata letak nota 210 x 105 mm'}
        </Typography.Text>
        <Button
          icon={mobile ? <MobileOutlined /> : <DesktopOutlined />}
          onClick={() => setPicking(true)}
          style={{ marginInlineStart: 'auto' }}
        >
          Platform: {platform}
        </Button>
      </Flex>
      <div style={{ padding: 20 }}>
        <NotaDesigner key={platform} isMobile={mobile} />
      </div>
      <PlatformDialog
        open={picking}
        value={platform}
        onPick={(p) => {
          setPlatform(p);
          setPicking(false);
        }}
        onCancel={() => setPicking(false)}
      />
    </Layout>
  );
}
