import { formatGram, formatMoney } from '@emas/contract';
import type { RfidCounts, RfidHasil, RfidRow } from '@emas/contract/api/stock-opname-rfid';
import { RFID_HASIL_LABEL } from '@emas/contract/api/stock-opname-rfid';
import { Card, Col, Row, Statistic, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

const HASIL_COLOR: Record<RfidHasil, string> = {
  FOUND: 'green',
  MISSING: 'red',
  UNKNOWN: 'purple',
  ELSEWHERE: 'gold',
};

export const HasilTag = ({ hasil }: { hasil: RfidHasil }) => (
  <Tag color={HASIL_COLOR[hasil]}>{RFID_HASIL_LABEL[hasil]}</Tag>
);

const COUNTS: [keyof RfidCounts, string][] = [
  ['expected', 'Seharusnya'],
  ['reads', 'Tag Terbaca'],
  ['found', 'Ditemukan'],
  ['missing', 'Tidak Terbaca'],
  ['unknown', 'Tidak Dikenal'],
  ['elsewhere', 'Beda Lokasi'],
  ['tanpa_tag', 'Tanpa Tag'],
];

/** The session's figures: one card each, `rfid-{key}` for the tests. */
export function RfidCountCards({ counts }: { counts: RfidCounts }) {
  return (
    <Row gutter={[12, 12]}>
      {COUNTS.map(([key, title]) => (
        <Col key={key} xs={12} md={6} xl={3}>
          <Card size="small" data-testid={`rfid-${key}`}>
            <Statistic title={title} value={formatMoney(counts[key])} suffix="pcs" />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

const columns: ColumnsType<RfidRow> = [
  { key: 'no', title: 'No', width: 56, render: (_, __, i) => i + 1 },
  { key: 'hasil', title: 'Hasil', render: (_, r) => <HasilTag hasil={r.hasil} /> },
  { key: 'tag_id', title: 'Tag ID', dataIndex: 'tag_id' },
  { key: 'kode_barcode', title: 'Barcode', render: (_, r) => r.kode_barcode || '-' },
  { key: 'nama_barang', title: 'Nama Barang', render: (_, r) => r.nama_barang || '-' },
  {
    key: 'lokasi',
    title: 'Lokasi',
    render: (_, r) => (r.kode_gudang ? `${r.kode_gudang}${r.kode_baki ? ` / ${r.kode_baki}` : ''}` : '-'),
  },
  { key: 'status', title: 'Status', render: (_, r) => r.status || '-' },
  {
    key: 'berat',
    title: 'Berat (gr)',
    align: 'right',
    render: (_, r) => (r.kode_barcode ? formatGram(r.berat) : '-'),
  },
];

/** The rows that need a look: not read, unknown tags, items from elsewhere. */
export function RfidRowsTable({ rows }: { rows: RfidRow[] }) {
  return (
    <Table<RfidRow>
      size="small"
      columns={columns}
      dataSource={rows}
      rowKey={(r) => r.tag_id}
      pagination={{ pageSize: 50, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState text="Semua Barang Sudah Terbaca" /> }}
      data-testid="rfid-rows"
    />
  );
}
