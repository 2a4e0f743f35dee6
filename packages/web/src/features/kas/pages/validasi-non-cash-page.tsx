import { CheckOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { activeModuleSet, findRoute, formatTanggal, MODULE, routeAccess } from '@emas/contract';
import { type ByDeskripsi, type CashRow, KAS_MSG, type NonCashQuery } from '@emas/contract/api/kas';
import { Button, Card, Col, Flex, Form, Row, Select, Switch, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { showActionError } from '../../../lib/action-error.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import {
  cashByDeskripsi,
  useKasSetting,
  useKasUsers,
  useNonCash,
  useSetKasSetting,
  validateNonCash,
} from '../api/kas-calls.ts';
import { inOutColumns } from '../components/cash-columns.tsx';
import { userChoices } from '../components/kas-choices.ts';
import { RekeningField } from '../components/rekening-field.tsx';
import { SearchButtonCol } from '../components/search-button-col.tsx';

type Filter = { no_rekening?: string; usere_name?: string };
/** The list is asked again 1 s after a validation (operations document section 4). */
const REFETCH_MS = 1000;

/**
 * Validasi Non Cash: the OPEN transfer, debit and credit rows by account (or ALL) and, with the
 * finance module, by user; tick rows and Kirim validates them; the info button shows the invoice.
 */
/** The day's rows first (the closing waits for them), older ones after. */
const newestFirst = (rows: readonly CashRow[]) =>
  [...rows].sort((a, b) => b.tanggal.localeCompare(a.tanggal) || b._id - a._id);

export function ValidasiNonCashPage() {
  const { user } = useSession();
  const modules = activeModuleSet(user?.module ?? []);
  const byUser = modules.has(MODULE.VALIDASI_INPUT_BY_KEUANGAN);
  const settingRoute = findRoute('/settingsystem');
  const canSet = !!user && !!settingRoute && routeAccess(user, settingRoute, modules, user.app_type) === 'ok';
  const [form] = Form.useForm<Filter>();
  const [query, setQuery] = useState<NonCashQuery | null>(null);
  const list = useNonCash(query);
  const users = useKasUsers();
  const [selected, setSelected] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  const [info, setInfo] = useState<ByDeskripsi | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSearch = async () => {
    const v = await form.validateFields();
    setSelected([]);
    setQuery({
      no_rekening: v.no_rekening as string,
      usere_name: byUser && v.usere_name && v.usere_name !== 'ALL' ? v.usere_name : undefined,
    });
  };

  const onSend = async () => {
    if (!selected.length) return showError(KAS_MSG.pickTransaksi);
    setSending(true);
    try {
      const res = await validateNonCash(selected);
      showSuccess(res.message ?? KAS_MSG.validated);
      setSelected([]);
      timer.current = window.setTimeout(() => void list.refetch(), REFETCH_MS);
    } catch (e) {
      showActionError(e, KAS_MSG.validateFailed);
    } finally {
      setSending(false);
    }
  };

  const onInfo = async (r: CashRow) => {
    try {
      setInfo(await cashByDeskripsi(r.deskripsi));
    } catch (e) {
      showError(e instanceof ApiError ? e.message : KAS_MSG.dataTidakAda);
    }
  };

  return (
    <PageFrame title="Validasi Non Cash" onRefresh={() => void list.refetch()}>
      <Flex vertical gap={16}>
        <Form<Filter> form={form} layout="vertical" initialValues={{ no_rekening: 'ALL', usere_name: 'ALL' }}>
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <RekeningField withAll />
            </Col>
            {byUser && (
              <Col xs={24} md={6}>
                <Form.Item name="usere_name" label="User">
                  <Select
                    id="usere_name"
                    options={[{ value: 'ALL', label: 'ALL' }, ...userChoices(users.data)]}
                  />
                </Form.Item>
              </Col>
            )}
            <SearchButtonCol onSearch={onSearch} />
          </Row>
        </Form>

        <Table<CashRow>
          size="small"
          rowKey="_id"
          data-testid="validasi-list"
          loading={list.isFetching}
          dataSource={query ? newestFirst(list.data ?? []) : []}
          pagination={{ defaultPageSize: 50, showSizeChanger: true, pageSizeOptions: [50, 100, 200] }}
          locale={{ emptyText: <EmptyState /> }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
          columns={[
            { key: 'tanggal', title: 'Tanggal', dataIndex: 'tanggal' },
            { key: 'kategori', title: 'Kategori', dataIndex: 'kategori' },
            { key: 'jenis', title: 'Jenis', dataIndex: 'jenis' },
            { key: 'kode_bank', title: 'Bank', dataIndex: 'kode_bank' },
            { key: 'no_rekening', title: 'No Rekening', dataIndex: 'no_rekening' },
            ...inOutColumns<CashRow>(),
            { key: 'input_by', title: 'Input By', dataIndex: 'input_by' },
            {
              key: 'info',
              title: 'Info',
              align: 'center',
              render: (_, r) => (
                <Button
                  size="small"
                  aria-label={`Info ${r.deskripsi}`}
                  icon={<InfoCircleOutlined />}
                  onClick={() => void onInfo(r)}
                />
              ),
            },
          ]}
        />
        <Flex justify="end">
          <Button type="primary" icon={<CheckOutlined />} loading={sending} onClick={() => void onSend()}>
            Kirim
          </Button>
        </Flex>

        {canSet && <TutupTokoSetting />}
      </Flex>

      <StaticModal open={!!info} title="Info Transaksi" onCancel={() => setInfo(null)} footer={null}>
        {info && (
          <Flex vertical gap={8} data-testid="info-transaksi">
            <Typography.Text>
              No Faktur : <b>{info.deskripsi}</b>
            </Typography.Text>
            <Typography.Text type="secondary">
              {formatTanggal(info.tanggal)} · {info.kategori} · {info.input_by}
            </Typography.Text>
            <Table<CashRow>
              size="small"
              rowKey="_id"
              pagination={false}
              dataSource={info.rows}
              columns={[
                { key: 'jenis', title: 'Jenis', dataIndex: 'jenis' },
                ...inOutColumns<CashRow>(),
                { key: 'status', title: 'Status', dataIndex: 'status_validasi' },
              ]}
            />
          </Flex>
        )}
      </StaticModal>
    </PageFrame>
  );
}

/** The closing guard's setting, for those who may change system settings. */
function TutupTokoSetting() {
  const setting = useKasSetting();
  const save = useSetKasSetting();
  return (
    <Card size="small">
      <Flex gap={12} align="center">
        <Switch
          aria-label="Wajib Validasi Non Cash Sebelum Tutup Toko"
          checked={setting.data?.wajib_validasi_non_cash ?? false}
          loading={setting.isFetching || save.isPending}
          onChange={(v) =>
            void save.mutateAsync(v).then((r) => showSuccess(r.message ?? KAS_MSG.settingSaved))
          }
        />
        <Typography.Text>
          Toko tidak bisa ditutup selama masih ada transaksi non cash hari ini yang belum divalidasi
        </Typography.Text>
      </Flex>
    </Card>
  );
}
