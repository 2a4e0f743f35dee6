import { type api, formatGram, formatMoney, formatTanggal, sumRupiah } from '@emas/contract';
import { Button, Descriptions, Flex, Spin, Table, Tag, Typography } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { usePurchaseInvoice } from '../api/pembelian-calls.ts';

export const StatusTag = ({ status }: { status: 'OPEN' | 'BATAL' }) => (
  <Tag color={status === 'BATAL' ? 'red' : 'green'} data-testid="status-tag">
    {status}
  </Tag>
);

/** A purchase invoice: head, lines, payments and totals. */
export function PurchaseInvoiceView({ invoice }: { invoice: api.Invoice }) {
  const paid = sumRupiah(invoice.pembayaran.map((p) => p.jumlah_out - p.jumlah_in));
  const batal = invoice.pembelian.find((l) => l.status === 'BATAL');
  return (
    <Flex vertical gap={12} data-testid="invoice-view">
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="No Faktur">{invoice.no_faktur_group}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <StatusTag status={invoice.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Tanggal">
          {formatTanggal(invoice.tanggal)} {invoice.jam.slice(11, 19)}
        </Descriptions.Item>
        <Descriptions.Item label="Sales">{invoice.kode_sales}</Descriptions.Item>
        <Descriptions.Item label="Customer">
          {invoice.nama_customer}
          {invoice.kode_member ? ` (${invoice.kode_member})` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="No HP">{invoice.no_hp || '-'}</Descriptions.Item>
        <Descriptions.Item label="Alamat" span={2}>
          {invoice.alamat_customer || '-'}
        </Descriptions.Item>
        {batal && (
          <Descriptions.Item label="Dibatalkan" span={2}>
            {batal.batal_by} — {batal.batal_alasan}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Table<api.PurchaseLine>
        size="small"
        pagination={false}
        rowKey={(l) => l.no_faktur_beli}
        dataSource={invoice.pembelian}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState /> }}
        columns={[
          { key: 'no', title: 'No Faktur Beli', dataIndex: 'no_faktur_beli' },
          {
            key: 'jenis',
            title: 'Jenis',
            render: (_, l) => (l.jenis_pembelian === 'TUKAR' ? <Tag color="blue">TUKAR</Tag> : 'BELI'),
          },
          { key: 'asal', title: 'Asal', render: (_, l) => l.no_faktur_jual || 'BARANG LUAR' },
          { key: 'barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
          { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
          { key: 'group', title: 'Group', dataIndex: 'kode_group' },
          { key: 'kondisi', title: 'Kondisi', dataIndex: 'kode_kondisi' },
          { key: 'berat', title: 'Berat', align: 'right', render: (_, l) => formatGram(l.berat) },
          {
            key: 'harga_gram',
            title: 'Harga/gr',
            align: 'right',
            render: (_, l) => formatMoney(l.harga_gram),
          },
          { key: 'harga', title: 'Harga', align: 'right', render: (_, l) => formatMoney(l.harga) },
          { key: 'status', title: 'Status', render: (_, l) => <StatusTag status={l.status} /> },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={7}>
              <Typography.Text strong>Total</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={7} align="right">
              <Typography.Text strong>
                {formatGram(invoice.pembelian.reduce((s, l) => s + l.berat, 0))}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={8} />
            <Table.Summary.Cell index={9} align="right">
              <Typography.Text strong data-testid="invoice-total">
                {formatMoney(invoice.total_beli)}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={10} />
          </Table.Summary.Row>
        )}
      />
      <Typography.Text strong>Pembayaran</Typography.Text>
      <Table<api.Payment>
        size="small"
        pagination={false}
        rowKey={(p, i) => `${p.jenis}-${p.no_rekening}-${i}`}
        dataSource={invoice.pembayaran}
        locale={{ emptyText: <EmptyState text="Tidak Ada Pembayaran" /> }}
        columns={[
          { key: 'jenis', title: 'Jenis', dataIndex: 'jenis' },
          { key: 'bank', title: 'Bank', render: (_, p) => p.kode_bank || '-' },
          { key: 'rek', title: 'No Rekening', render: (_, p) => p.no_rekening || '-' },
          {
            key: 'jumlah',
            title: 'Jumlah',
            align: 'right',
            render: (_, p) => formatMoney(p.jumlah_out || p.jumlah_in),
          },
        ]}
        footer={
          invoice.pembayaran.length
            ? () => <Typography.Text>Total Dibayar {formatMoney(paid)}</Typography.Text>
            : undefined
        }
      />
    </Flex>
  );
}

/** The detail of a purchase invoice in a modal (POST pembelian/get/bynota/single). */
export function PurchaseInvoiceModal({
  noFaktur,
  onClose,
}: {
  noFaktur: string | null;
  onClose: () => void;
}) {
  const q = usePurchaseInvoice(noFaktur);
  return (
    <StaticModal
      open={!!noFaktur}
      title={`Detail Pembelian ${noFaktur ?? ''}`}
      onCancel={onClose}
      width={1000}
      footer={<Button onClick={onClose}>Tutup</Button>}
    >
      {q.isFetching && !q.data ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : q.data ? (
        <PurchaseInvoiceView invoice={q.data} />
      ) : (
        <EmptyState />
      )}
    </StaticModal>
  );
}
