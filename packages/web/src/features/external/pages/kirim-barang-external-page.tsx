import { SendOutlined } from '@ant-design/icons';
import { formatGram, formatMoney } from '@emas/contract';
import type { BarangExternal, StatusExternal } from '@emas/contract/api/external';
import { Button, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { registerWebExternal } from '../api/external-calls.ts';
import { type Range, RangeForm } from '../components/range-form.tsx';

const STATUS_COLOR: Record<StatusExternal, string> = {
  ANTRI: 'orange',
  SUCCESS: 'green',
  FAIL: 'red',
  SOLD: 'blue',
};

/** The status of a registration; a waiting or failed one tells its attempts and last error. */
export function StatusExternalTag({ row }: { row: BarangExternal }) {
  const tag = <Tag color={STATUS_COLOR[row.status_external]}>{row.status_external}</Tag>;
  if (row.status_external !== 'ANTRI' && row.status_external !== 'FAIL') return tag;
  return (
    <Tooltip title={`Percobaan ${row.attempts}${row.last_error ? `: ${row.last_error}` : ''}`}>
      <span>
        {tag}
        <small data-testid="status-external-retry">
          {row.status_external !== 'ANTRI'
            ? ''
            : row.attempts
              ? ` dikirim ulang otomatis (percobaan ${row.attempts})`
              : ' menunggu dikirim'}
        </small>
      </span>
    </Tooltip>
  );
}

/** The columns of a list of registered items (both external screens). */
export const BARANG_EXTERNAL_COLUMNS: TableColumnsType<BarangExternal> = [
  { key: 'kode_barcode', title: 'Kode Barcode', dataIndex: 'kode_barcode' },
  { key: 'nama_barang', title: 'Nama Barang', dataIndex: 'nama_barang' },
  { key: 'berat', title: 'Berat', align: 'right', render: (_, r) => formatGram(r.berat) },
  { key: 'harga_jual', title: 'Harga Jual', align: 'right', render: (_, r) => formatMoney(r.harga_jual) },
  { key: 'id_ext', title: 'Id External', render: (_, r) => r.id_ext ?? '-' },
  { key: 'status', title: 'Status', render: (_, r) => <StatusExternalTag row={r} /> },
];

/**
 * Kirim Barang External, submenu Data Barang: a date range; Kirim registers the ready items added in
 * those days on the web shop (through the outbox, retried when the web is down) and lists them with
 * barcode, name, weight and status (FAIL: not available on the web).
 */
export function KirimBarangExternalPage() {
  const { user } = useSession();
  const today = user?.tgl_system;
  const [range, setRange] = useState<Range>({ from: today, to: today });
  const { from, to } = range;
  const [rows, setRows] = useState<BarangExternal[] | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!from || !to) return;
    setBusy(true);
    try {
      const r = await registerWebExternal({ tgl_from: from, tgl_to: to });
      setRows(r.data);
      if (r.message) toast.success(r.message);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setRows([]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title="Kirim Barang External" onRefresh={rows ? () => void run() : undefined}>
      <RangeForm id="kirim-external" range={range} onChange={setRange} onSubmit={() => void run()}>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={busy}>
          Kirim Data Barang
        </Button>
      </RangeForm>
      <Table<BarangExternal>
        size="small"
        rowKey="kode_barcode"
        data-testid="kirim-external-table"
        loading={busy}
        dataSource={rows ?? []}
        pagination={{ pageSize: 50 }}
        scroll={{ x: 800 }}
        locale={{ emptyText: <EmptyState /> }}
        columns={BARANG_EXTERNAL_COLUMNS}
      />
    </PageFrame>
  );
}
