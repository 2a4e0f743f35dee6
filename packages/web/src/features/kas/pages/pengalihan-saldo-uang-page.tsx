import { SwapOutlined } from '@ant-design/icons';
import { formatMoney } from '@emas/contract';
import { type CashRow, KAS_KATEGORI, KAS_KATEGORI_FILTER, KAS_MSG } from '@emas/contract/api/kas';
import { Button, Col, Flex, Form, Row, Select, Table, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ProgressModal } from '../../../components/ui/progress-modal.tsx';
import { showActionError } from '../../../lib/action-error.ts';
import { useSession } from '../../../lib/session.ts';
import { useStreamingSearch } from '../../../lib/streaming-search.ts';
import { afterKasChange, moveBalance, startCashReport, useKasUsers } from '../api/kas-calls.ts';
import { inOutColumns } from '../components/cash-columns.tsx';
import { userChoices } from '../components/kas-choices.ts';
import { SearchButtonCol } from '../components/search-button-col.tsx';

type Filter = { tgl_from?: string; tgl_to?: string; kategori?: string; input_by?: string };
/** After a move the list is searched again after 3 s (operations document section 4). */
const RELOAD_MS = 3000;

/**
 * Pengalihan Saldo Uang: the movable cash rows stream in over the live channel (cash-report-detail,
 * with a progress modal); the ticked rows' balance moves to a cashier of level KASIR.
 */
export function PengalihanSaldoUangPage() {
  const { user } = useSession();
  const [form] = Form.useForm<Filter>();
  const users = useKasUsers();
  const kasir = useKasUsers('KASIR');
  const search = useStreamingSearch<CashRow>();
  const [selected, setSelected] = useState<CashRow[]>([]);
  const [tujuan, setTujuan] = useState<string | undefined>();
  const [moving, setMoving] = useState(false);
  const lastFilter = useRef<Filter | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = (f: Filter) => {
    lastFilter.current = f;
    setSelected([]);
    search.start(() =>
      startCashReport({
        tgl_from: f.tgl_from as string,
        tgl_to: f.tgl_to as string,
        kategori: f.kategori,
        input_by: f.input_by === 'SEMUA' ? undefined : f.input_by,
        uid: `pengalihan-${Date.now()}`,
      }),
    );
  };
  const onSearch = async () => run(await form.validateFields());

  // FINISH shows the rows without SALDO AWAL (operations document section 4).
  const rows = useMemo(
    () =>
      search.state.status === 'done'
        ? search.state.rows.filter((r) => r.kategori !== KAS_KATEGORI.SALDO_AWAL)
        : [],
    [search.state],
  );

  const onMove = async () => {
    if (!tujuan) return showError(KAS_MSG.tujuanEmpty);
    if (!selected.length) return showError(KAS_MSG.pickSaldo);
    setMoving(true);
    try {
      const res = await moveBalance({
        user_tujuan: tujuan,
        transactions: selected.map((r) => ({ input_by: r.input_by, kategori: r.kategori, id_trx: r.id_trx })),
      });
      showSuccess(res.message ?? KAS_MSG.moved);
      setSelected([]);
      void afterKasChange();
      timer.current = window.setTimeout(() => lastFilter.current && run(lastFilter.current), RELOAD_MS);
    } catch (e) {
      showActionError(e, KAS_MSG.moveFailed);
    } finally {
      setMoving(false);
    }
  };

  const total = selected.reduce((s, r) => s + r.jumlah_in - r.jumlah_out, 0);

  return (
    <PageFrame title="Pengalihan Saldo Uang">
      <Flex vertical gap={16}>
        <Form<Filter>
          form={form}
          layout="vertical"
          initialValues={{
            tgl_from: user?.tgl_system,
            tgl_to: user?.tgl_system,
            kategori: 'SEMUA',
            input_by: 'SEMUA',
          }}
        >
          <Row gutter={12}>
            <Col xs={24} md={5}>
              <Form.Item
                name="tgl_from"
                label="Tanggal Awal"
                rules={[{ required: true, message: 'Tanggal Awal Tidak Boleh Kosong' }]}
              >
                <DatePickerField id="tgl_from" />
              </Form.Item>
            </Col>
            <Col xs={24} md={5}>
              <Form.Item
                name="tgl_to"
                label="Tanggal Akhir"
                rules={[{ required: true, message: 'Tanggal Akhir Tidak Boleh Kosong' }]}
              >
                <DatePickerField id="tgl_to" />
              </Form.Item>
            </Col>
            <Col xs={24} md={5}>
              <Form.Item name="kategori" label="Kategori">
                <Select
                  id="kategori"
                  showSearch
                  options={KAS_KATEGORI_FILTER.map((k) => ({ value: k, label: k }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={5}>
              <Form.Item name="input_by" label="Input By">
                <Select
                  id="input_by"
                  loading={users.isFetching}
                  options={[{ value: 'SEMUA', label: 'SEMUA' }, ...userChoices(users.data)]}
                />
              </Form.Item>
            </Col>
            <SearchButtonCol onSearch={onSearch} />
          </Row>
        </Form>

        {search.state.status === 'empty' || search.state.status === 'error' ? (
          <EmptyState text={search.state.message ?? KAS_MSG.searchEmpty} />
        ) : (
          <Table<CashRow>
            size="small"
            rowKey="_id"
            data-testid="pengalihan-list"
            loading={search.state.status === 'searching'}
            dataSource={rows}
            pagination={{ pageSize: 20 }}
            locale={{ emptyText: <EmptyState /> }}
            rowSelection={{
              selectedRowKeys: selected.map((r) => r._id),
              onChange: (_, picked) => setSelected(picked),
            }}
            columns={[
              { key: 'tanggal', title: 'Tanggal', dataIndex: 'tanggal' },
              { key: 'kategori', title: 'Kategori', dataIndex: 'kategori' },
              { key: 'deskripsi', title: 'Deskripsi', dataIndex: 'deskripsi' },
              { key: 'input_by', title: 'Input By', dataIndex: 'input_by' },
              ...inOutColumns<CashRow>(),
            ]}
          />
        )}

        <Flex gap={12} align="center" wrap>
          <Typography.Text>Tujuan</Typography.Text>
          <Select
            id="user_tujuan"
            aria-label="Tujuan"
            style={{ minWidth: 240 }}
            placeholder="Pilih Kasir Tujuan"
            allowClear
            value={tujuan}
            onChange={setTujuan}
            loading={kasir.isFetching}
            options={userChoices(kasir.data)}
          />
          <Typography.Text>
            Dipilih {selected.length} transaksi, saldo <b>{formatMoney(total)}</b>
          </Typography.Text>
          <Button type="primary" icon={<SwapOutlined />} loading={moving} onClick={() => void onMove()}>
            Pindahkan Saldo
          </Button>
        </Flex>
      </Flex>
      <ProgressModal
        open={search.state.status === 'searching'}
        title="Mengambil Data Kas"
        progress={search.state.progress}
        total={search.state.total}
      />
    </PageFrame>
  );
}
