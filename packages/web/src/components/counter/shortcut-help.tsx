import { Modal, Table, Typography } from 'antd';
import { type CounterAction, helpRows } from './counter-keys.ts';

/** The help overlay of a counter screen: its keys (F1 or ?), with the screen's own wording. */
export function ShortcutHelp({
  open,
  onClose,
  labels,
}: {
  open: boolean;
  onClose: () => void;
  /** The screen's actions and their wording there; actions left out are not shown. */
  labels: Partial<Record<CounterAction, string | true>>;
}) {
  const rows = helpRows(labels);
  return (
    <Modal open={open} onCancel={onClose} footer={null} centered title="Tombol Pintas" width={520}>
      <Table
        size="small"
        rowKey="action"
        pagination={false}
        dataSource={rows}
        data-testid="shortcut-help"
        columns={[
          {
            title: 'Tombol',
            dataIndex: 'keys',
            width: 130,
            render: (v: string) => <Typography.Text keyboard>{v}</Typography.Text>,
          },
          { title: 'Fungsi', dataIndex: 'label' },
        ]}
      />
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        Esc menutup jendela ini. Tombol yang sama berlaku di Transaksi Penjualan dan Transaksi Pembelian.
      </Typography.Text>
    </Modal>
  );
}
