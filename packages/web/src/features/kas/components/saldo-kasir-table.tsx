import { formatMoney, formatTanggal } from '@emas/contract';
import type { SaldoKasir } from '@emas/contract/api/kas';
import { Table, Typography } from 'antd';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useSaldoKasir } from '../api/kas-calls.ts';

/** Each cashier's drawer on a day: saldo awal, in, out and saldo akhir (CASH rows). */
export function SaldoKasirTable({ tanggal }: { tanggal: string | undefined }) {
  const saldo = useSaldoKasir(tanggal);
  const money = (k: keyof SaldoKasir) => (_: unknown, r: SaldoKasir) => formatMoney(r[k] as number);
  return (
    <div data-testid="saldo-kasir">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Saldo Kasir {saldo.data ? `(${formatTanggal(saldo.data.tanggal)})` : ''}
      </Typography.Title>
      <Table<SaldoKasir>
        size="small"
        rowKey="input_by"
        loading={saldo.isFetching}
        dataSource={saldo.data?.rows ?? []}
        pagination={false}
        locale={{ emptyText: <EmptyState /> }}
        columns={[
          { key: 'input_by', title: 'Kasir', dataIndex: 'input_by' },
          { key: 'saldo_awal', title: 'Saldo Awal', align: 'right', render: money('saldo_awal') },
          { key: 'masuk', title: 'Masuk', align: 'right', render: money('masuk') },
          { key: 'keluar', title: 'Keluar', align: 'right', render: money('keluar') },
          {
            key: 'saldo_akhir',
            title: 'Saldo Akhir',
            align: 'right',
            render: (_, r) => <span data-testid={`saldo-${r.input_by}`}>{formatMoney(r.saldo_akhir)}</span>,
          },
        ]}
        summary={() =>
          saldo.data?.rows.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <b>TOTAL</b>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {formatMoney(saldo.data.total.saldo_awal)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {formatMoney(saldo.data.total.masuk)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {formatMoney(saldo.data.total.keluar)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <b>{formatMoney(saldo.data.total.saldo_akhir)}</b>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </div>
  );
}
