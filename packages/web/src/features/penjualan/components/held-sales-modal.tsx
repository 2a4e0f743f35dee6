import { type api, formatMoney } from '@emas/contract';
import { Button, Modal, Table } from 'antd';
import { useHeldSales } from '../api/penjualan-calls.ts';

const jam = (iso: string) =>
  new Date(iso).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' });

/** The shop's held sales (F10 with an empty cart): any counter may call one back. */
export function HeldSalesModal({
  open,
  onClose,
  onRecall,
}: {
  open: boolean;
  onClose: () => void;
  onRecall: (held: api.HeldSale) => void;
}) {
  const held = useHeldSales();
  return (
    <Modal open={open} onCancel={onClose} footer={null} centered width={820} title="Penjualan Ditahan (F10)">
      <Table<api.HeldSale>
        size="small"
        rowKey="id"
        pagination={false}
        loading={held.isFetching}
        dataSource={held.data ?? []}
        data-testid="held-sales"
        scroll={{ y: 380 }}
        locale={{ emptyText: 'Tidak Ada Penjualan Ditahan' }}
        columns={[
          { title: 'Jam', dataIndex: 'created_at', width: 70, render: jam },
          { title: 'Kasir', dataIndex: 'input_by', width: 100 },
          {
            title: 'Customer',
            render: (_: unknown, h) => h.keterangan || h.nama_customer || 'UMUM',
          },
          { title: 'Barang', dataIndex: 'jumlah_barang', width: 70, align: 'right' },
          {
            title: 'Total',
            dataIndex: 'total',
            width: 130,
            align: 'right',
            render: (v: number) => `Rp ${formatMoney(v)}`,
          },
          {
            title: '',
            width: 100,
            render: (_: unknown, h) => (
              <Button type="primary" size="small" aria-label={`Panggil ${h.id}`} onClick={() => onRecall(h)}>
                Panggil
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
