import { RedoOutlined } from '@ant-design/icons';
import { formatTanggal } from '@emas/contract';
import {
  OUTBOX_CHANNELS,
  OUTBOX_STATUS_LABEL,
  OUTBOX_STATUSES,
  type OutboxChannel,
  type OutboxRow,
  type OutboxStatus,
} from '@emas/contract/api/whatsapp';
import { Button, Flex, Select, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useOutbox, useRetryOutbox } from '../api/whatsapp-calls.ts';

const COLOR: Record<OutboxStatus, string> = { PENDING: 'orange', SENT: 'green', FAIL: 'red' };

const jam = (iso: string | null) =>
  iso
    ? `${formatTanggal(iso.slice(0, 10))} ${new Date(iso).toLocaleTimeString('id-ID', { timeZone: 'Asia/Jakarta' })}`
    : '-';

/** The status of one outbox row: waiting ones say they are retried and when, failed ones why. */
export function OutboxStatusTag({ row }: { row: OutboxRow }) {
  return (
    <Tooltip title={row.last_error ?? undefined}>
      <Tag color={COLOR[row.status]} data-testid={`outbox-status-${row.id}`}>
        {OUTBOX_STATUS_LABEL[row.status]}
      </Tag>
    </Tooltip>
  );
}

/**
 * Outbox Pesan: every WhatsApp message and web-shop registration with its status, attempts, last
 * error and next attempt; Kirim Ulang tries one again at once. Refreshes itself every 3 s.
 */
export function OutboxPesanPage() {
  const [channel, setChannel] = useState<OutboxChannel | 'ALL'>('ALL');
  const [status, setStatus] = useState<OutboxStatus | 'ALL'>('ALL');
  const list = useOutbox(channel, status);
  const retry = useRetryOutbox();
  return (
    <PageFrame title="Outbox Pesan" onRefresh={() => void list.refetch()}>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Channel"
          style={{ width: 180 }}
          value={channel}
          onChange={setChannel}
          options={['ALL', ...OUTBOX_CHANNELS].map((c) => ({ value: c, label: c }))}
        />
        <Select
          aria-label="Status"
          style={{ width: 220 }}
          value={status}
          onChange={setStatus}
          options={[
            { value: 'ALL', label: 'SEMUA STATUS' },
            ...OUTBOX_STATUSES.map((s) => ({ value: s, label: OUTBOX_STATUS_LABEL[s] })),
          ]}
        />
      </Flex>
      <Table<OutboxRow>
        size="small"
        rowKey="id"
        data-testid="outbox-table"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={{ pageSize: 50 }}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <EmptyState /> }}
        columns={[
          { key: 'created_at', title: 'Waktu', render: (_, r) => jam(r.created_at) },
          { key: 'channel', title: 'Channel', dataIndex: 'channel' },
          { key: 'ref', title: 'Tujuan', dataIndex: 'ref' },
          { key: 'ringkasan', title: 'Isi', dataIndex: 'ringkasan', ellipsis: true },
          { key: 'status', title: 'Status', render: (_, r) => <OutboxStatusTag row={r} /> },
          { key: 'attempts', title: 'Percobaan', dataIndex: 'attempts', align: 'right' },
          { key: 'last_error', title: 'Error Terakhir', render: (_, r) => r.last_error ?? '-' },
          { key: 'next', title: 'Kirim Ulang Berikutnya', render: (_, r) => jam(r.next_attempt_at) },
          { key: 'sent_at', title: 'Terkirim', render: (_, r) => jam(r.sent_at) },
          {
            key: 'aksi',
            title: 'Aksi',
            render: (_, r) =>
              r.status === 'SENT' ? null : (
                <Button
                  size="small"
                  icon={<RedoOutlined />}
                  loading={retry.isPending && retry.variables === r.id}
                  onClick={() =>
                    retry.mutate(r.id, { onSuccess: (res) => res.message && toast.success(res.message) })
                  }
                >
                  Kirim Ulang
                </Button>
              ),
          },
        ]}
      />
    </PageFrame>
  );
}
