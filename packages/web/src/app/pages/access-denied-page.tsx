import { MSG } from '@emas/contract';
import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { homePath, useSession } from '../../lib/session.ts';
import { AccessDeniedImage } from './access-denied-image.tsx';

/** Access denied: access to this menu is not allowed, contact the admin; a Go Home button. */
export function AccessDeniedPage() {
  const navigate = useNavigate();
  const { mode } = useSession();
  return (
    <Flex
      vertical
      align="center"
      gap={12}
      style={{ padding: '48px 16px', textAlign: 'center' }}
      data-testid="access-denied"
    >
      <AccessDeniedImage />
      <Typography.Title level={3} style={{ margin: 0 }}>
        Akses Ditolak
      </Typography.Title>
      <Typography.Text type="secondary">{MSG.forbidden}</Typography.Text>
      <Button type="primary" size="large" onClick={() => navigate(homePath(mode))}>
        Go Home
      </Button>
    </Flex>
  );
}

const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** At /dashboard a user without the dashboard sees a welcome-back greeting instead. */
export function WelcomeBackPage() {
  const { user } = useSession();
  return (
    <Flex
      vertical
      align="center"
      gap={8}
      style={{ padding: '64px 16px', textAlign: 'center' }}
      data-testid="welcome-back"
    >
      <Typography.Title level={2} style={{ margin: 0 }}>
        Selamat Datang Kembali, {capitalise(user?.user_id ?? '')}
      </Typography.Title>
      <Typography.Text type="secondary">Silahkan pilih menu di samping untuk mulai bekerja.</Typography.Text>
    </Flex>
  );
}
