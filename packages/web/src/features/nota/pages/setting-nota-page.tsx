import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { homePath, useSession } from '../../../lib/session.ts';
import { NotaDesigner } from '../components/nota-designer.tsx';

/** setting-nota: the invoice layout designer, full screen (no sidebar or header). */
export function SettingNotaPage() {
  const navigate = useNavigate();
  const { user, mode } = useSession();
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
        <Typography.Text type="secondary">{user?.nama_toko} — tata letak nota 210 x 105 mm</Typography.Text>
      </Flex>
      <div style={{ padding: 20 }}>
        <NotaDesigner isMobile={false} />
      </div>
    </Layout>
  );
}
