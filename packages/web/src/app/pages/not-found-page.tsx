import { Flex, Typography } from 'antd';
import { Link } from 'react-router';

/** The 404 page: 'We couldn't find it...' with a Go Home link to /dashboard. */
export function NotFoundPage() {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={12}
      style={{ minHeight: '70vh', textAlign: 'center', padding: 24 }}
    >
      <Typography.Title style={{ fontSize: 96, margin: 0, color: '#9a6b00' }}>404</Typography.Title>
      <Typography.Title level={3} style={{ margin: 0 }}>
        We couldn't find it...
      </Typography.Title>
      <Typography.Text type="secondary">
        Halaman yang Anda cari tidak ada atau sudah dipindahkan.
      </Typography.Text>
      <Link
        to="/dashboard"
        style={{ background: '#9a6b00', color: '#fff', padding: '8px 24px', borderRadius: 6, fontSize: 16 }}
      >
        Go Home
      </Link>
    </Flex>
  );
}
