import { CheckOutlined, CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { api, formatMoney } from '@emas/contract';
import { Button, Col, Flex, Form, Row, Select, Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { useSession } from '../../../lib/session.ts';
import { usePendingPesanan, validatePesanan } from '../api/pesanan-calls.ts';

const MSG = api.PESANAN_MSG;
/** The list is asked again 1 s after a validation (document 2). */
const REFETCH_MS = 1000;

/** Validasi Pesanan (document 2): the unvalidated orders by sales code; tick rows and Validasi. */
export function ValidasiPesananPage() {
  const { user } = useSession();
  const [form] = Form.useForm<{ kode_sales: string }>();
  const sales = useMasterOptions('sales');
  const [kodeSales, setKodeSales] = useState<string | null>(null);
  const list = usePendingPesanan(kodeSales);
  const [selected, setSelected] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const searched = useRef(false);
  useEffect(() => {
    if (!searched.current || list.isFetching) return;
    if (list.isError || (list.isSuccess && !list.data.length)) showError('Data Tidak Ada');
    if (list.isError || list.isSuccess) searched.current = false;
  }, [list.isError, list.isSuccess, list.isFetching, list.data]);

  const onSearch = () => {
    searched.current = true;
    setSelected([]);
    const v = form.getFieldsValue().kode_sales || 'ALL';
    if (kodeSales === v) void list.refetch();
    setKodeSales(v);
  };

  const onValidate = async () => {
    if (!selected.length) return showError(MSG.noPesananChosen);
    setSending(true);
    try {
      const res = await validatePesanan({ no_pesanans: selected, user_id: user?.user_id ?? '' });
      showSuccess(res.message ?? MSG.validated);
      setSelected([]);
      timer.current = window.setTimeout(() => void list.refetch(), REFETCH_MS);
    } catch (e) {
      showError(e instanceof ApiError && e.status < 500 && e.message ? e.message : MSG.validateFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <PageFrame title="Validasi Pesanan" onRefresh={() => void list.refetch()}>
      <Flex vertical gap={16}>
        <Form form={form} layout="vertical" initialValues={{ kode_sales: 'ALL' }}>
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
        <Table<api.PendingPesanan>
          size="small"
          rowKey="no_pesanan"
          data-testid="validasi-pesanan-list"
          loading={list.isFetching}
          dataSource={kodeSales !== null ? (list.data ?? []) : []}
          pagination={{ pageSize: 20 }}
          locale={{ emptyText: <EmptyState /> }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
          columns={[
            { key: 'kode_sales', title: 'Sales', dataIndex: 'kode_sales' },
            { key: 'no', title: 'No Pesanan', dataIndex: 'no_pesanan' },
            { key: 'nama', title: 'Nama Customer', dataIndex: 'nama_customer' },
            { key: 'alamat', title: 'Alamat', dataIndex: 'alamat' },
            { key: 'hp', title: 'No HP', dataIndex: 'no_hp' },
            {
              key: 'total',
              title: 'Total Harga',
              align: 'right',
              render: (_, r) => formatMoney(r.total_harga),
            },
            {
              key: 'bayar',
              title: 'Jumlah Bayar',
              align: 'right',
              render: (_, r) => formatMoney(r.jumlah_bayar),
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
    </PageFrame>
  );
}
