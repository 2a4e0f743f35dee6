import { PrinterOutlined } from '@ant-design/icons';
import { formatGram, formatRupiah, type PreOrder, type PreOrderLine } from '@emas/contract';
import { Button, Descriptions, Table, type TableColumnsType } from 'antd';

/** A PO as printed: its head, goods lines and amounts; Cetak prints the page (the invoice block only). */
export function PoInvoice({ po }: { po: PreOrder }) {
  return (
    <div className="po-invoice" data-testid="po-invoice">
      <style>
        {
          '@media print { body * { visibility: hidden } .po-invoice, .po-invoice * { visibility: visible } .po-invoice { position: absolute; inset: 0 } .po-invoice .no-print { display: none } }'
        }
      </style>
      <Descriptions size="small" column={3} bordered title={`Nota Pre Order ${po.no_po}`}>
        <Descriptions.Item label="Tanggal">{po.tgl_po}</Descriptions.Item>
        <Descriptions.Item label="Customer">{`${po.nama_customer} (${po.kode_member})`}</Descriptions.Item>
        <Descriptions.Item label="Sales">{po.kode_sales}</Descriptions.Item>
        <Descriptions.Item label="Marketplace">{`${po.kode_marketplace} / ${po.no_order}`}</Descriptions.Item>
        <Descriptions.Item label="No Rekening">{po.no_rekening}</Descriptions.Item>
        <Descriptions.Item label="Status">{po.status_label}</Descriptions.Item>
        <Descriptions.Item label="Qty Estimasi">{po.qty_estimasi}</Descriptions.Item>
        <Descriptions.Item label="Berat Estimasi">{formatGram(po.berat_estimasi)}</Descriptions.Item>
        <Descriptions.Item label="Total Harga">{formatRupiah(po.harga_total)}</Descriptions.Item>
      </Descriptions>
      <PoLines po={po} />
      <Button
        className="no-print"
        icon={<PrinterOutlined />}
        onClick={() => window.print()}
        style={{ marginTop: 8 }}
      >
        Cetak
      </Button>
    </div>
  );
}

/** The columns of a PO's goods lines (the form's table and the invoice). */
export const PO_LINE_COLUMNS: TableColumnsType<PreOrderLine> = [
  { title: 'Kode Barcode', dataIndex: 'kode_barcode' },
  { title: 'Deskripsi', dataIndex: 'deskripsi' },
  { title: 'Berat', dataIndex: 'berat', align: 'right', render: (v: number) => formatGram(v) },
  { title: 'Harga/gr', dataIndex: 'harga_gram', align: 'right', render: (v: number) => formatRupiah(v) },
  {
    title: 'Harga Estimasi',
    dataIndex: 'harga_estimasi',
    align: 'right',
    render: (v: number) => formatRupiah(v),
  },
];

/** The goods lines of a PO (its expandable detail in Lihat Pre Order too). */
export function PoLines({ po }: { po: PreOrder }) {
  return (
    <Table
      size="small"
      rowKey={(_, i) => String(i)}
      pagination={false}
      dataSource={po.detail_barang}
      data-testid={`po-lines-${po.no_po}`}
      columns={PO_LINE_COLUMNS}
    />
  );
}
