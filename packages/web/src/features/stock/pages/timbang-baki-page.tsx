import { ClearOutlined, DashboardOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { api, formatGram, formatMoney, formatWaktu, MSG } from '@emas/contract';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ask, showSuccess, showWarning } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { selectOnFocus } from '../../../components/ui/select-on-focus.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import {
  useResetTimbang,
  useStartTimbang,
  useTimbangActivity,
  useTimbangList,
} from '../api/timbang-calls.ts';
import { BakiSelect, GudangSelect } from '../components/location-select.tsx';
import { STOCK_TEXT } from '../messages.ts';

const { BARANG_MSG } = api;
type TimbangRow = api.TimbangBakiRow;
type Values = { kode_gudang?: string; kode_toko?: string };

/** A weighing within half a milligram of the expected weight agrees. */
const TOLERANCE = 0.0005;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * timbang-baki: weigh a tray. Start records what the scale should show (the tray's ready goods plus
 * the empty tray's own weight); the weighed value typed per row shows the difference. Reset clears
 * the user's list; the activity of a day lists every start and reset.
 */
export function TimbangBakiPage() {
  const [form] = Form.useForm<Values>();
  const gudang = Form.useWatch('kode_gudang', form);
  const list = useTimbangList();
  const start = useStartTimbang();
  const reset = useResetTimbang();
  const [weighed, setWeighed] = useState<Record<number, number | undefined>>({});

  const onStart = async () => {
    const v = await form.validateFields();
    try {
      await start.mutateAsync({ kode_gudang: v.kode_gudang as string, kode_toko: v.kode_toko as string });
      form.setFieldValue('kode_toko', undefined);
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'timeout') return; // the client showed its toast
      showWarning(e instanceof ApiError ? e.message : MSG.requestFailed, STOCK_TEXT.timbangFailedTitle);
    }
  };

  const onReset = async () => {
    if (!(await ask({ title: STOCK_TEXT.resetQuestion, okText: 'OK', cancelText: 'Tidak', danger: true })))
      return;
    const res = await reset.mutateAsync().catch(() => null);
    if (!res) return;
    showSuccess(res.message ?? BARANG_MSG.timbangReset);
    setWeighed({});
  };

  const rows = list.data ?? [];
  const selisihOf = (r: TimbangRow) => {
    const w = weighed[r.id];
    return w === undefined ? undefined : round3(w - r.berat_total);
  };

  const columns: ColumnsType<TimbangRow> = [
    { key: 'no', title: 'No', width: 56, render: (_, __, i) => i + 1 },
    { key: 'waktu', title: 'Waktu', render: (_, r) => formatWaktu(r.created_at) },
    { key: 'kode_gudang', title: 'Gudang', dataIndex: 'kode_gudang' },
    { key: 'kode_toko', title: 'Baki', dataIndex: 'kode_toko' },
    { key: 'qty', title: 'Qty', align: 'right', render: (_, r) => formatMoney(r.qty) },
    { key: 'berat', title: 'Berat Barang', align: 'right', render: (_, r) => formatGram(r.berat) },
    { key: 'berat_baki', title: 'Berat Baki', align: 'right', render: (_, r) => formatGram(r.berat_baki) },
    {
      key: 'berat_total',
      title: 'Berat Seharusnya',
      align: 'right',
      render: (_, r) => <Typography.Text strong>{formatGram(r.berat_total)}</Typography.Text>,
    },
    {
      key: 'timbang',
      title: 'Berat Timbangan',
      render: (_, r) => (
        <InputNumber<number>
          {...selectOnFocus}
          aria-label={`Berat Timbangan ${r.kode_toko}`}
          min={0}
          step={0.001}
          precision={3}
          suffix="gr"
          style={{ width: 150 }}
          value={weighed[r.id]}
          onChange={(v) => setWeighed((w) => ({ ...w, [r.id]: v ?? undefined }))}
        />
      ),
    },
    {
      key: 'selisih',
      title: 'Selisih',
      align: 'right',
      render: (_, r) => {
        const s = selisihOf(r);
        if (s === undefined) return '-';
        const ok = Math.abs(s) < TOLERANCE;
        return (
          <Tag color={ok ? 'green' : 'red'} data-testid={`selisih-${r.kode_toko}`}>
            {ok ? 'SESUAI' : `${s > 0 ? '+' : ''}${formatGram(s)}`}
          </Tag>
        );
      },
    },
    { key: 'input_by', title: 'User', dataIndex: 'input_by' },
  ];

  return (
    <PageFrame title="Timbang Baki" onRefresh={() => void list.refetch()}>
      <Flex vertical gap={16}>
        <Form<Values>
          form={form}
          layout="inline"
          name="timbang-baki"
          autoComplete="off"
          onValuesChange={(changed) => {
            if ('kode_gudang' in changed) form.setFieldValue('kode_toko', undefined);
          }}
        >
          <Form.Item
            name="kode_gudang"
            label="Gudang"
            rules={[{ required: true, message: BARANG_MSG.pickGudang }]}
            style={{ minWidth: 260 }}
          >
            <GudangSelect />
          </Form.Item>
          <Form.Item
            name="kode_toko"
            label="Baki"
            rules={[{ required: true, message: BARANG_MSG.pickBaki }]}
            style={{ minWidth: 260 }}
          >
            <BakiSelect gudang={gudang} />
          </Form.Item>
          <Flex gap={8} wrap>
            <Button
              type="primary"
              icon={<DashboardOutlined />}
              loading={start.isPending}
              onClick={() => void onStart().catch(() => undefined)}
            >
              Mulai Timbang
            </Button>
            <Button icon={<ReloadOutlined />} loading={list.isFetching} onClick={() => void list.refetch()}>
              Ambil Data
            </Button>
            <Button
              danger
              icon={<ClearOutlined />}
              loading={reset.isPending}
              disabled={!rows.length}
              onClick={() => void onReset()}
            >
              Reset
            </Button>
          </Flex>
        </Form>
        <Table<TimbangRow>
          size="middle"
          data-testid="timbang-baki-table"
          columns={columns}
          dataSource={rows}
          rowKey={(r) => r.id}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyState text="Belum Ada Baki Yang Ditimbang" /> }}
          summary={() =>
            rows.length ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4}>
                  <Typography.Text strong>Total</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {formatMoney(rows.reduce((s, r) => s + r.qty, 0))}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  {formatGram(rows.reduce((s, r) => s + r.berat, 0))}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  {formatGram(rows.reduce((s, r) => s + r.berat_baki, 0))}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7} align="right">
                  <Typography.Text strong>
                    {formatGram(rows.reduce((s, r) => s + r.berat_total, 0))}
                  </Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={8} colSpan={3} />
              </Table.Summary.Row>
            ) : undefined
          }
        />
        <ActivityReport />
      </Flex>
    </PageFrame>
  );
}

/** The weighing activity of a day (timbang-baki/post-activity-report), optionally of one user. */
function ActivityReport() {
  const { user } = useSession();
  const [tanggal, setTanggal] = useState<string | undefined>(user?.tgl_system);
  const [userId, setUserId] = useState('');
  const [asked, setAsked] = useState<{ tgl_system: string; user_id?: string } | null>(null);
  const activity = useTimbangActivity(asked);

  const columns: ColumnsType<api.TimbangActivity & { no: number }> = [
    { key: 'no', title: 'No', width: 56, render: (_, __, i) => i + 1 },
    { key: 'datetime', title: 'Waktu', dataIndex: 'datetime' },
    { key: 'input_by', title: 'User', dataIndex: 'input_by' },
    { key: 'message', title: 'Aktivitas', dataIndex: 'message' },
  ];

  return (
    <Card size="small" title="Laporan Aktivitas Timbang Baki">
      <Row gutter={[12, 12]} align="middle" style={{ marginBottom: 12 }}>
        <Col>
          <DatePickerField
            value={tanggal}
            onChange={setTanggal}
            maxDate={user?.tgl_system}
            style={{ width: 160 }}
          />
        </Col>
        <Col>
          <Input
            aria-label="User ID"
            placeholder="User ID (opsional)"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            style={{ width: 200 }}
          />
        </Col>
        <Col>
          <Button
            icon={<SearchOutlined />}
            loading={activity.isFetching}
            disabled={!tanggal}
            onClick={() => {
              if (!tanggal) return;
              const q = { tgl_system: tanggal, user_id: userId.trim() || undefined };
              if (JSON.stringify(q) === JSON.stringify(asked)) void activity.refetch();
              else setAsked(q);
            }}
          >
            Tampilkan
          </Button>
        </Col>
      </Row>
      <Table<api.TimbangActivity & { no: number }>
        size="small"
        data-testid="timbang-activity-table"
        columns={columns}
        dataSource={(activity.data ?? []).map((a, i) => ({ ...a, no: i }))}
        rowKey={(a) => a.no}
        loading={activity.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{
          emptyText: (
            <EmptyState text={asked ? 'Tidak Ada Aktivitas' : 'Pilih Tanggal Lalu Klik Tampilkan'} />
          ),
        }}
      />
    </Card>
  );
}
