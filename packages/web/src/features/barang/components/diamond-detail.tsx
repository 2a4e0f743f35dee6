import { type api, stoneTotals } from '@emas/contract';
import { Table } from 'antd';
import { rupiahText } from './format.ts';

type Stone = NonNullable<api.BarangRow['data_berlian']>[number];

/** A diamond item's tag price in the goods detail (nothing for a gold item). */
export function diamondDetailItems(row: api.BarangRow): { label: string; value: React.ReactNode }[] {
  if (!row.data_berlian?.length) return [];
  const { qty, carat } = stoneTotals(row.data_berlian);
  return [
    { label: 'Curr', value: row.curr || '-' },
    { label: 'Total USD', value: row.curr === 'USD' ? row.total_usd.toFixed(2) : '-' },
    { label: 'Kurs', value: row.curr === 'USD' ? rupiahText(row.kurs) : '-' },
    { label: 'Harga Berlian', value: rupiahText(row.total_harga) },
    { label: 'Ongkos Berlian', value: rupiahText(row.ongkos_berlian) },
    { label: 'Jumlah Batu', value: `${qty} butir / ${carat.toFixed(3)} ct` },
  ];
}

/** The stones of a diamond item (data_berlian), one row per stone line. */
export function DiamondStones({ row }: { row: api.BarangRow }) {
  if (!row.data_berlian?.length) return null;
  return (
    <Table<Stone & { no: number }>
      data-testid="barang-batu"
      style={{ marginTop: 12 }}
      size="small"
      pagination={false}
      rowKey="no"
      dataSource={row.data_berlian.map((s, i) => ({ ...s, no: i + 1 }))}
      columns={[
        { title: 'No', dataIndex: 'no', width: 48 },
        { title: 'Kode Batu', dataIndex: 'kode_batu', render: (v?: string) => v || '-' },
        { title: 'Jenis Batu', dataIndex: 'kode_jenis_batu' },
        { title: 'Shape', dataIndex: 'kode_shape' },
        { title: 'Color', dataIndex: 'kode_color', render: (v?: string) => v || '-' },
        { title: 'Clarity', dataIndex: 'kode_clarity', render: (v?: string) => v || '-' },
        { title: 'Ct/Batu', dataIndex: 'berat_carat', align: 'right', render: (v: number) => v.toFixed(3) },
        { title: 'Qty', dataIndex: 'qty', align: 'right' },
      ]}
    />
  );
}
