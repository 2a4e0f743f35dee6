import { APP_TITLE } from '@emas/contract';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Frame of the pages shown without login (terms, privacy). */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', background: '#f6f3ec', padding: '32px 16px' }}>
      <Card style={{ maxWidth: 820, margin: '0 auto' }}>
        <Typography.Text type="secondary">{APP_TITLE}</Typography.Text>
        <Typography.Title level={2} style={{ marginTop: 4 }}>
          {title}
        </Typography.Title>
        <Typography>{children}</Typography>
        <Link to="/">Kembali ke halaman login</Link>
      </Card>
    </div>
  );
}
