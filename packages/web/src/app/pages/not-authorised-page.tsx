import { StopOutlined } from '@ant-design/icons';
import { MSG } from '@emas/contract';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { homePath, useSession } from '../../lib/session.ts';
import { useCurrentRoute } from '../routing/current-route.ts';

/** A route whose module is switched off for the shop. */
export function NotAuthorisedPage() {
  const navigate = useNavigate();
  const { mode } = useSession();
  const route = useCurrentRoute();
  return (
    <Result
      data-testid="not-authorised"
      icon={<StopOutlined style={{ color: '#cf1322' }} />}
      title="Tidak Diizinkan"
      subTitle={`${route.title}: ${MSG.moduleOff}`}
      extra={
        <Button type="primary" onClick={() => navigate(homePath(mode))}>
          Go Home
        </Button>
      }
    />
  );
}
