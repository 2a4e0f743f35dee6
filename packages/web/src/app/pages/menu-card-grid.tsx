import { AppstoreOutlined } from '@ant-design/icons';
import { Card, Col, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';

export type MenuCard = {
  path: string;
  title: string;
  icon?: ReactNode;
  note?: string;
  soon?: boolean;
  /** A tile that acts in place instead of opening a page. */
  onClick?: () => void;
  active?: boolean;
};

function CardBody({ c, large }: { c: MenuCard; large?: boolean }) {
  return (
    <Card
      hoverable
      size="small"
      style={{ height: '100%', textAlign: 'center', borderColor: c.active ? '#9a6b00' : undefined }}
      styles={{ body: { padding: large ? 24 : 16 } }}
    >
      <div style={{ fontSize: large ? 40 : 28, color: '#9a6b00' }}>{c.icon ?? <AppstoreOutlined />}</div>
      <Typography.Text strong style={{ display: 'block', marginTop: 8 }}>
        {c.title}
      </Typography.Text>
      {c.note && <Typography.Text type="secondary">{c.note}</Typography.Text>}
      {c.soon && (
        <div>
          <Tag style={{ marginTop: 6 }}>Segera hadir</Tag>
        </div>
      )}
    </Card>
  );
}

/** Menu entries as a grid of cards (sub-menu pages, POS home). */
export function MenuCardGrid({ cards, large }: { cards: MenuCard[]; large?: boolean }) {
  if (!cards.length) return <EmptyState text="Tidak Ada Menu" />;
  return (
    <Row gutter={[12, 12]}>
      {cards.map((c) => (
        <Col key={c.path} xs={12} sm={8} md={6} xl={4}>
          {c.onClick ? (
            <button
              type="button"
              onClick={c.onClick}
              aria-expanded={!!c.active}
              style={{ all: 'unset', display: 'block', width: '100%', height: '100%', cursor: 'pointer' }}
            >
              <CardBody c={c} large={large} />
            </button>
          ) : (
            <Link to={c.path} aria-label={c.title} style={{ display: 'block', height: '100%' }}>
              <CardBody c={c} large={large} />
            </Link>
          )}
        </Col>
      ))}
    </Row>
  );
}
