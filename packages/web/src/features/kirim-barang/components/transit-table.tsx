import { type api, formatGram, formatTanggal } from '@emas/contract';
import { Alert, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useTransit } from '../api/kirim-calls.ts';

const COLUMNS: ColumnsType<api.TransitRow> = [
  { title: 'Tanggal', dataIndex: 'tanggal', width: 100, render: (v: string) => formatTanggal(v) },
  { title: 'No Kirim', dataIndex: 'no_kirim', width: 170 },
  { title: 'Dari', dataIndex: 'kode_toko_asal', width: 70 },
  { title: 'Ke', dataIndex: 'kode_toko_tujuan', width: 70 },
  { title: 'Barcode', dataIndex: 'kode_barcode', width: 100 },
  { title: 'Nama Barang', dataIndex: 'nama_barang', ellipsis: true },
  { title: 'Group', dataIndex: 'kode_group', width: 80 },
  { title: 'Berat', dataIndex: 'berat', width: 90, align: 'right', render: (v: number) => formatGram(v) },
  {
    title: 'Posisi',
    dataIndex: 'posisi',
    width: 150,
    render: (v: api.TransitRow['posisi']) =>
      v === 'DIKIRIM' ? <Tag color="orange">BELUM SAMPAI</Tag> : <Tag color="blue">MENUNGGU TERIMA</Tag>,
  },
];

/** The goods on the road between shops (head office: every shop's, merged). */
export function TransitTable({ headOffice }: { headOffice: boolean }) {
  const transit = useTransit(headOffice);
  const rows = transit.data?.rows ?? [];
  const berat = rows.reduce((s, r) => s + r.berat, 0);
  return (
    <>
      {transit.data?.gagal.length ? (
        <Alert type="warning" showIcon title={`Data Gagal Dimuat: ${transit.data.gagal.join(', ')}`} />
      ) : null}
      <Table<api.TransitRow>
        data-testid="transit-table"
        size="small"
        rowKey={(r) => `${r.kode_toko_asal}|${r.no_kirim}|${r.kode_barcode}`}
        loading={transit.isFetching}
        columns={COLUMNS}
        dataSource={rows}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        scroll={{ x: 1000 }}
        locale={{ emptyText: <EmptyState text="Tidak Ada Barang Dalam Perjalanan" /> }}
        footer={() => `${rows.length} pcs, ${formatGram(berat)} gr dalam perjalanan`}
      />
    </>
  );
}
