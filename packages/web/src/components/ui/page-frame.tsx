import { CloseOutlined, DownOutlined, HomeOutlined, ReloadOutlined, UpOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Card, Flex, Tooltip, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { homePath, useSession } from '../../lib/session.ts';

/** How long the refresh button spins before the form data reloads (section 9). */
export const REFRESH_SPIN_MS = 2000;

export type PanelState = 'expanded' | 'collapsed' | 'removed';

export type PageFrameProps = {
  title: string;
  /** Breadcrumb after Home; defaults to the title. */
  breadcrumb?: string[];
  /** Shows the refresh button: spins 2 s, then calls this to reload the form data. */
  onRefresh?: () => void;
  /** Buttons in the panel header, before the panel tools. */
  extra?: ReactNode;
  /** Panel title when it differs from the page title. */
  panelTitle?: ReactNode;
  /** No panel: the children stand on the page (dashboards, card grids). */
  bare?: boolean;
  children: ReactNode;
};

/** The shared page frame: title, breadcrumb, collapsible panel and the POS-mode Home button. */
export function PageFrame({
  title,
  breadcrumb,
  onRefresh,
  extra,
  panelTitle,
  bare,
  children,
}: PageFrameProps) {
  const { mode } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [panel, setPanel] = useState<PanelState>('expanded');
  const [reloading, setReloading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const refresh = () => {
    if (reloading) return;
    setReloading(true);
    timer.current = window.setTimeout(() => {
      setReloading(false);
      onRefresh?.();
    }, REFRESH_SPIN_MS);
  };

  const crumbs = [
    { title: <Link to={homePath(mode)}>Home</Link> },
    ...(breadcrumb ?? [title]).map((t) => ({ title: t })),
  ];

  const tools = (
    <Flex gap={4} align="center">
      {extra}
      {onRefresh && (
        <Tooltip title="Muat Ulang">
          <Button
            type="text"
            size="small"
            aria-label="Muat Ulang"
            icon={<ReloadOutlined spin={reloading} />}
            onClick={refresh}
          />
        </Tooltip>
      )}
      <Tooltip title={panel === 'collapsed' ? 'Buka Panel' : 'Tutup Panel'}>
        <Button
          type="text"
          size="small"
          aria-label={panel === 'collapsed' ? 'Buka Panel' : 'Tutup Panel'}
          icon={panel === 'collapsed' ? <DownOutlined /> : <UpOutlined />}
          onClick={() => setPanel(panel === 'collapsed' ? 'expanded' : 'collapsed')}
        />
      </Tooltip>
      <Tooltip title="Hapus Panel">
        <Button
          type="text"
          size="small"
          aria-label="Hapus Panel"
          icon={<CloseOutlined />}
          onClick={() => setPanel('removed')}
        />
      </Tooltip>
    </Flex>
  );

  return (
    <div className="page-frame">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <div>
          <Breadcrumb items={crumbs} />
          <Typography.Title level={3} style={{ margin: '4px 0 0' }}>
            {title}
          </Typography.Title>
        </div>
        {mode === 'POS' && pathname !== '/home' && (
          <Button icon={<HomeOutlined />} onClick={() => navigate('/home')}>
            Home
          </Button>
        )}
      </Flex>
      {bare ? (
        children
      ) : panel === 'removed' ? (
        <Button type="dashed" block onClick={() => setPanel('expanded')}>
          Tampilkan Panel {title}
        </Button>
      ) : (
        <Card
          title={panelTitle ?? title}
          extra={tools}
          styles={{ body: panel === 'collapsed' ? { display: 'none' } : undefined }}
          data-panel={panel}
        >
          {children}
        </Card>
      )}
    </div>
  );
}
