import { formatMoney } from '@emas/contract';
import { type CashRow, type SaldoRekening, UANG_BANK_KATEGORI } from '@emas/contract/api/kas';
import { Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { afterKasChange, useAddUangBank, useUangBank } from '../api/kas-calls.ts';
import { cashColumns } from '../components/cash-columns.tsx';
import { CashDayLayout } from '../components/cash-day-layout.tsx';
import { CashEntryCard, entryBody } from '../components/cash-entry-card.tsx';
import { RekeningField } from '../components/rekening-field.tsx';

/** Uang Bank: money in and out of the shop's accounts (non-cash rows, validated later) and each account's day. */
export function UangBankPage() {
  const { user } = useSession();
  const [tanggal, setTanggal] = useState<string | undefined>(user?.tgl_system);
  const list = useUangBank(tanggal);
  const add = useAddUangBank();

  return (
    <PageFrame title="Uang Bank" onRefresh={() => void afterKasChange()}>
      <CashDayLayout
        tanggal={tanggal}
        onTanggal={setTanggal}
        entry={
          <CashEntryCard
            title="Input Uang Bank"
            kategori={UANG_BANK_KATEGORI}
            accountField={<RekeningField placeholder="Pilih Rekening" />}
            saving={add.isPending}
            save={(v) =>
              add.mutateAsync({
                ...entryBody<(typeof UANG_BANK_KATEGORI)[number]>(v),
                no_rekening: v.no_rekening as string,
              })
            }
          />
        }
      >
        <Typography.Title level={5} style={{ margin: 0 }}>
          Saldo Rekening
        </Typography.Title>
        <Table<SaldoRekening>
          size="small"
          rowKey={(r) => `${r.kode_bank}|${r.no_rekening}`}
          loading={list.isFetching}
          dataSource={list.data?.saldo ?? []}
          pagination={false}
          locale={{ emptyText: <EmptyState /> }}
          columns={[
            { key: 'kode_bank', title: 'Bank', dataIndex: 'kode_bank' },
            { key: 'no_rekening', title: 'No Rekening', dataIndex: 'no_rekening' },
            { key: 'masuk', title: 'Masuk', align: 'right', render: (_, r) => formatMoney(r.masuk) },
            { key: 'keluar', title: 'Keluar', align: 'right', render: (_, r) => formatMoney(r.keluar) },
            { key: 'saldo', title: 'Saldo', align: 'right', render: (_, r) => formatMoney(r.saldo) },
          ]}
        />
        <Table<CashRow>
          size="small"
          rowKey="_id"
          loading={list.isFetching}
          dataSource={list.data?.rows ?? []}
          columns={cashColumns([
            { key: 'no_rekening', title: 'No Rekening', dataIndex: 'no_rekening' },
            {
              key: 'status',
              title: 'Validasi',
              render: (_, r) => (
                <Tag color={r.status_validasi === 'VALID' ? 'green' : 'orange'}>{r.status_validasi}</Tag>
              ),
            },
          ])}
          locale={{ emptyText: <EmptyState /> }}
          pagination={{ pageSize: 10 }}
        />
      </CashDayLayout>
    </PageFrame>
  );
}
