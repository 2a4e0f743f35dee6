import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../components/ui/page-frame.tsx';
import { homePath, useSession } from '../../lib/session.ts';
import { useCurrentRoute } from '../routing/current-route.ts';

/** An honest page for a route whose screen is not built yet. */
export function ComingSoonPage() {
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const { mode } = useSession();
  return (
    <PageFrame title={route.title} bare>
      <Result
        data-testid="coming-soon"
        icon={<ClockCircleOutlined style={{ color: '#9a6b00' }} />}
        title="Segera hadir"
        subTitle={`Halaman ${route.title} sedang dibangun dan segera hadir.`}
        extra={
          <Button type="primary" onClick={() => navigate(homePath(mode))}>
            Go Home
          </Button>
        }
      />
    </PageFrame>
  );
}
