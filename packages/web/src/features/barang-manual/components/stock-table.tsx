import { type api, formatGram, formatMoney } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { fetchBarangManual, STOCK_KEY } from '../api/barang-manual-calls.ts';

/** The manual stock rows of a filter (tray, group, type), with the totals. */
export function StockTable({
  filter,
  testId = 'stock-manual-table',
}: {
  filter: api.BarangManualQuery;
  testId?: string;
}) {
  const rows = useQuery({
    queryKey: [...STOCK_KEY, filter],
    queryFn: ({ signal }) => fetchBarangManual(filter, signal),
  });
  const data = rows.data ?? [];
  return (
    <Table<api.BarangManual>
      size="small"
      rowKey="_id"
      loading={rows.isLoading}
      dataSource={data}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      data-testid={testId}
      locale={{ emptyText: 'Data Barang Manual Tidak Tersedia' }}
      columns={[
        { title: 'Gudang', dataIndex: 'kode_gudang' },
        { title: 'Baki', dataIndex: 'kode_toko' },
        { title: 'Group', dataIndex: 'kode_group' },
        { title: 'Jenis', dataIndex: 'kode_dept' },
        { title: 'Stock', dataIndex: 'stock', align: 'right' },
        { title: 'Berat', dataIndex: 'berat', align: 'right', render: (v: number) => formatGram(v) },
        {
          title: 'Harga Modal /gr',
          dataIndex: 'harga_modal',
          align: 'right',
          render: (v: number) => formatMoney(v),
        },
      ]}
      summary={() =>
        data.length ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              Total
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              {data.reduce((s, r) => s + r.stock, 0)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              {formatGram(data.reduce((s, r) => s + r.berat, 0))}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} />
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
