import { CheckOutlined, CloseOutlined, EyeOutlined, SearchOutlined } from '@ant-design/icons';
import { api, formatMoney } from '@emas/contract';
import { Button, Col, Flex, Form, Row, Select, Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { useSession } from '../../../lib/session.ts';
import { servicePayments, usePendingServices, validateServices } from '../api/service-calls.ts';

const MSG = api.SERVICE_MSG;
/** The list is asked again 1 s after a validation (document 2). */
const REFETCH_MS = 1000;
type Filter = { kode_sales: string };

/**
 * Validasi Service (document 2): the unvalidated services by sales code (default ALL); tick rows and
 * Validasi validates them under the user's id; the eye button shows the payment lines.
 */
export function ValidasiServicePage() {
  const { user } = useSession();
  const [form] = Form.useForm<Filter>();
  const sales = useMasterOptions('sales');
  const [kodeSales, setKodeSales] = useState<string | null>(null);
  const list = usePendingServices(kodeSales);
  const [selected, setSelected] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [detail, setDetail] = useState<{ no: string; rows: api.ServicePaymentLine[] } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A search that finds nothing (or fails) says 'Data Tidak Ada'; the reload after a validation does not.
  const searched = useRef(false);
  useEffect(() => {
    if (!searched.current || list.isFetching) return;
    if (list.isError || (list.isSuccess && !list.data.length)) showError(MSG.noData);
    if (list.isError || list.isSuccess) searched.current = false;
  }, [list.isError, list.isSuccess, list.isFetching, list.data]);

  const onSearch = () => {
    searched.current = true;
    setSelected([]);
    const v = form.getFieldsValue();
    if (kodeSales === (v.kode_sales || 'ALL')) void list.refetch();
    setKodeSales(v.kode_sales || 'ALL');
  };

  const onValidate = async () => {
    if (!selected.length) return showError(MSG.noServiceChosen);
    setSending(true);
    try {
      const res = await validateServices({ no_services: selected, user_id: user?.user_id ?? '' });
      showSuccess(res.message ?? MSG.validated);
      setSelected([]);
      timer.current = window.setTimeout(() => void list.refetch(), REFETCH_MS);
    } catch (e) {
      showError(e instanceof ApiError && e.status < 500 && e.message ? e.message : MSG.validateFailed);
    } finally {
      setSending(false);
    }
  };

  const onDetail = async (no: string) => {
    try {
      setDetail({ no, rows: await servicePayments(no) });
    } catch {
      showError(' Terjadi Kesalhaan Saat Mengirim Data');
    }
  };

  return (
    <PageFrame title="Validasi Service" onRefresh={() => void list.refetch()}>
      <Flex vertical gap={16}>
        <Form<Filter> form={form} layout="vertical" initialValues={{ kode_sales: 'ALL' }}>
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <Form.Item name="kode_sales" label="Kode Sales">
                <Select
                  aria-label="Kode Sales"
                  showSearch
                  optionFilterProp="label"
                  options={[{ value: 'ALL', label: 'ALL' }, ...(sales.data ?? [])]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={4} style={{ display: 'flex', alignItems: 'end', paddingBottom: 24 }}>
              <Button type="primary" icon={<SearchOutlined />} onClick={onSearch} block>
                Cari Data
              </Button>
            </Col>
          </Row>
        </Form>
        <Table<api.PendingService>
          size="small"
          rowKey="no_faktur_service"
          data-testid="validasi-service-list"
          loading={list.isFetching}
          dataSource={kodeSales !== null ? (list.data ?? []) : []}
          pagination={{ pageSize: 20 }}
          locale={{ emptyText: <EmptyState /> }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
          columns={[
            { key: 'kode_sales', title: 'Sales', dataIndex: 'kode_sales' },
            { key: 'no', title: 'No Service', dataIndex: 'no_faktur_service' },
            { key: 'nama', title: 'Nama Customer', dataIndex: 'nama_customer' },
            { key: 'hp', title: 'No HP', dataIndex: 'no_hp' },
            { key: 'dp', title: 'DP', align: 'right', render: (_, r) => formatMoney(r.dp_rp) },
            { key: 'total', title: 'Total', align: 'right', render: (_, r) => formatMoney(r.total) },
            {
              key: 'detail',
              title: 'Detail',
              align: 'center',
              render: (_, r) => (
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  aria-label={`Detail ${r.no_faktur_service}`}
                  onClick={() => void onDetail(r.no_faktur_service)}
                />
              ),
            },
          ]}
        />
        <Flex justify="end" gap={8}>
          <Button
            icon={<CloseOutlined />}
            onClick={() => {
              setSelected([]);
              window.location.reload();
            }}
          >
            Batal Validasi
          </Button>
          <Button type="primary" icon={<CheckOutlined />} loading={sending} onClick={() => void onValidate()}>
            Validasi
          </Button>
        </Flex>
      </Flex>
      <StaticModal open={!!detail} title="Detail Pembayaran" onCancel={() => setDetail(null)} footer={null}>
        {detail && (
          <Table<api.ServicePaymentLine>
            size="small"
            rowKey={(r) => `${r.jenis}-${r.jumlah_in}-${r.jumlah_out}`}
            data-testid="detail-pembayaran"
            pagination={false}
            dataSource={detail.rows}
            columns={[
              { key: 'jenis', title: 'Jenis', dataIndex: 'jenis' },
              {
                key: 'total',
                title: 'Total',
                align: 'right',
                render: (_, r) => formatMoney(r.jumlah_in || r.jumlah_out),
              },
            ]}
          />
        )}
      </StaticModal>
    </PageFrame>
  );
}
