import { PlusOutlined } from '@ant-design/icons';
import type { GesekHistoryRow } from '@emas/contract/api/kas';
import { Button, Flex, Table } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { useGesekHistories } from '../api/kas-calls.ts';
import { inOutColumns } from '../components/cash-columns.tsx';
import { DayField } from '../components/day-field.tsx';
import { GesekModal } from '../components/gesek-modal.tsx';

/** Gesek Tunai: the day's card cash-outs (category, description, amount in and out) and the add modal. */
export function GesekTunaiPage() {
  const { user } = useSession();
  const [tanggal, setTanggal] = useState<string | undefined>(user?.tgl_system);
  const [open, setOpen] = useState(false);
  const list = useGesekHistories(tanggal ? { tgl_from: tanggal, tgl_to: tanggal } : null);
  return (
    <PageFrame title="Gesek Tunai" onRefresh={() => void list.refetch()}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" wrap gap={8}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
            Tambah Data
          </Button>
          <DayField value={tanggal} onChange={setTanggal} />
        </Flex>
        <Table<GesekHistoryRow>
          size="small"
          rowKey="_id"
          data-testid="gesek-list"
          loading={list.isFetching}
          dataSource={list.data ?? []}
          pagination={{ pageSize: 20 }}
          locale={{ emptyText: <EmptyState /> }}
          columns={[
            { key: 'kategori', title: 'Kategori', dataIndex: 'kategori' },
            { key: 'deskripsi', title: 'Deskripsi', dataIndex: 'deskripsi' },
            { key: 'jenis', title: 'Jenis', dataIndex: 'jenis' },
            { key: 'keterangan', title: 'Keterangan', dataIndex: 'keterangan' },
            ...inOutColumns<GesekHistoryRow>(),
            { key: 'input_by', title: 'Input By', dataIndex: 'input_by' },
          ]}
        />
      </Flex>
      <GesekModal open={open} onClose={() => setOpen(false)} />
    </PageFrame>
  );
}
