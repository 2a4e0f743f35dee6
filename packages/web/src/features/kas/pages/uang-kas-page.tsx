import { MSG } from '@emas/contract';
import { type CashRow, UANG_KAS_KATEGORI } from '@emas/contract/api/kas';
import { Table } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { afterKasChange, useAddUangKas, useUangKas } from '../api/kas-calls.ts';
import { cashColumns } from '../components/cash-columns.tsx';
import { CashDayLayout } from '../components/cash-day-layout.tsx';
import { CashEntryCard, entryBody } from '../components/cash-entry-card.tsx';
import { SaldoKasirTable } from '../components/saldo-kasir-table.tsx';

/** Uang Kas: cash in and out of the user's drawer, the day's movements and each cashier's saldo. */
export function UangKasPage() {
  const { user } = useSession();
  const [tanggal, setTanggal] = useState<string | undefined>(user?.tgl_system);
  const list = useUangKas(tanggal);
  const add = useAddUangKas();

  return (
    <PageFrame title="Uang Kas" onRefresh={() => void afterKasChange()}>
      <CashDayLayout
        tanggal={tanggal}
        onTanggal={setTanggal}
        entry={
          <CashEntryCard
            title="Input Uang Kas"
            kategori={UANG_KAS_KATEGORI}
            saving={add.isPending}
            save={(v) => add.mutateAsync(entryBody<(typeof UANG_KAS_KATEGORI)[number]>(v))}
          />
        }
      >
        <SaldoKasirTable tanggal={tanggal} />
        <Table<CashRow>
          size="small"
          rowKey="_id"
          data-testid="uang-kas-list"
          loading={list.isFetching}
          dataSource={list.data ?? []}
          columns={cashColumns([{ key: 'keterangan', title: 'Keterangan', dataIndex: 'keterangan' }])}
          locale={{ emptyText: <EmptyState /> }}
          pagination={{ pageSize: 10 }}
        />
        {list.isError && <EmptyState text={MSG.requestFailed} />}
      </CashDayLayout>
    </PageFrame>
  );
}
