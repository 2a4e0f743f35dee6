import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';

/** The card of the pieces a customer brings, with 'Tambah Barang (F4)' for another line. */
export function PiecesCard({
  title,
  onAdd,
  children,
}: {
  title: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Card
      size="small"
      title={title}
      extra={
        <Button icon={<PlusOutlined />} onClick={onAdd}>
          Tambah Barang (F4)
        </Button>
      }
    >
      {children}
    </Card>
  );
}
