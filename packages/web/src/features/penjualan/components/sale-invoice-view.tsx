import { type api, formatGram, formatMoney, formatTanggal, sumRupiah } from '@emas/contract';
import { Button, Descriptions, Flex, Spin, Table, Tag, Typography } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { useSaleInvoice } from '../api/lihat-batal-calls.ts';

export const SaleStatusTag = ({ status }: { status: 'OPEN' | 'BATAL' }) => (
  <Tag color={status === 'BATAL' ? 'red' : 'green'} data-testid="status-tag">
    {status}
  </Tag>
);

const Strong = ({ children, testId }: { children: string; testId?: string }) => (
  <Typography.Text strong data-testid={testId}>
    {children}
  </Typography.Text>
);

/** A sale invoice: head, sale lines, trade-ins, payments and totals. */
export function SaleInvoiceView({ invoice }: { invoice: api.Invoice }) {
  const paid = sumRupiah(invoice.pembayaran.map((p) => p.jumlah_in - p.jumlah_out));
  const batal = invoice.penjualan.find((l) => l.status === 'BATAL');
  return (
    <Flex vertical gap={12} data-testid="invoice-view">
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="No Faktur">{invoice.no_faktur_group}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <SaleStatusTag status={invoice.status} />
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
      <Table<api.SaleLine>
        size="small"
        pagination={false}
        rowKey={(l) => l.no_faktur_jual}
        dataSource={invoice.penjualan}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState /> }}
        columns={[
          { key: 'no', title: 'No Faktur Jual', dataIndex: 'no_faktur_jual' },
          { key: 'barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
          { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
          { key: 'group', title: 'Group', dataIndex: 'kode_group' },
          { key: 'kadar', title: 'Kadar', render: (_, l) => l.kadar_cetak || `${l.kadar}%` },
          { key: 'berat', title: 'Berat', align: 'right', render: (_, l) => formatGram(l.berat) },
          {
            key: 'harga_gram',
            title: 'Harga/gr',
            align: 'right',
            render: (_, l) => formatMoney(l.harga_gram),
          },
          { key: 'ongkos', title: 'Ongkos', align: 'right', render: (_, l) => formatMoney(l.ongkos) },
          { key: 'harga', title: 'Harga', align: 'right', render: (_, l) => formatMoney(l.harga_total) },
          { key: 'status', title: 'Status', render: (_, l) => <SaleStatusTag status={l.status} /> },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              <Strong>Total Penjualan</Strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <Strong>{formatGram(invoice.penjualan.reduce((s, l) => s + l.berat, 0))}</Strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} colSpan={2} />
            <Table.Summary.Cell index={8} align="right">
              <Strong testId="invoice-total">{formatMoney(invoice.total_jual)}</Strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={9} />
          </Table.Summary.Row>
        )}
      />
      {invoice.pembelian.length > 0 && (
        <>
          <Typography.Text strong>Barang Tukar</Typography.Text>
          <Table<api.PurchaseLine>
            size="small"
            pagination={false}
            rowKey={(l) => l.no_faktur_beli}
            dataSource={invoice.pembelian}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'no', title: 'No Faktur Beli', dataIndex: 'no_faktur_beli' },
              { key: 'asal', title: 'Asal', render: (_, l) => l.no_faktur_jual || 'BARANG LUAR' },
              { key: 'nama', title: 'Nama Barang', dataIndex: 'nama_barang' },
              { key: 'kondisi', title: 'Kondisi', dataIndex: 'kode_kondisi' },
              { key: 'berat', title: 'Berat', align: 'right', render: (_, l) => formatGram(l.berat) },
              { key: 'harga', title: 'Harga', align: 'right', render: (_, l) => formatMoney(l.harga) },
            ]}
            footer={() => <Typography.Text>Total Tukar {formatMoney(invoice.total_beli)}</Typography.Text>}
          />
        </>
      )}
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
            render: (_, p) => formatMoney(p.jumlah_in || p.jumlah_out),
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

/** The detail of a sale invoice in a modal (POST penjualan/get/bynota/single). */
export function SaleInvoiceModal({ noFaktur, onClose }: { noFaktur: string | null; onClose: () => void }) {
  const q = useSaleInvoice(noFaktur);
  return (
    <StaticModal
      open={!!noFaktur}
      title={`Detail Penjualan ${noFaktur ?? ''}`}
      onCancel={onClose}
      width={1000}
      footer={<Button onClick={onClose}>Tutup</Button>}
    >
      {q.isFetching && !q.data ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : q.data ? (
        <SaleInvoiceView invoice={q.data} />
      ) : (
        <EmptyState />
      )}
    </StaticModal>
  );
}
