import { PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import { addDays, api, formatGram, formatMoney, formatTanggal } from '@emas/contract';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { useSession } from '../../../lib/session.ts';
import { printServiceNota, refreshServices, saveService, useServices } from '../api/service-calls.ts';
import { PaymentFields, type PaymentValues, toPayments } from '../components/payment-fields.tsx';
import { CompleteServiceModal, PickUpServiceModal } from '../components/service-modals.tsx';

const MSG = api.SERVICE_MSG;
type Values = PaymentValues & {
  kode_sales?: string;
  kode_member?: string;
  nama_customer?: string;
  alamat_customer?: string;
  no_hp?: string;
  nama_barang?: string;
  berat?: number;
  kode_deskripsi?: string[];
  keterangan?: string;
  kode_tukang?: string;
  total?: number;
  dp_rp?: number;
  tgl_janji?: Dayjs;
};
/** The open jobs shown under the form: those taken in the last 90 business days. */
const OPEN_DAYS = 90;
const STATE_COLOR: Record<string, string> = {
  PROSES: 'blue',
  SELESAI: 'gold',
  DIAMBIL: 'green',
  BATAL: 'red',
};

/**
 * Transaksi Service: take a repair (customer, item, repair descriptions, goldsmith, estimate, down
 * payment, promised date), print its SERVICE invoice; below, the open jobs with the 'service
 * selesai' and 'ambil' modals.
 */
export function TransaksiServicePage() {
  const { user } = useSession();
  const today = user?.tgl_system ?? dayjs().format('YYYY-MM-DD');
  const [form] = Form.useForm<Values>();
  const sales = useMasterOptions('sales');
  const tukang = useMasterOptions('tukang');
  const deskripsi = useMasterOptions('parameter-deskripsi-service');
  const [saving, setSaving] = useState(false);
  const [last, setLast] = useState<api.Service | null>(null);
  const [status, setStatus] = useState<'PROSES' | 'SELESAI'>('PROSES');
  const [selesai, setSelesai] = useState<api.Service | null>(null);
  const [ambil, setAmbil] = useState<api.Service | null>(null);
  const query = useMemo(
    () => ({ tgl_awal: addDays(today, -OPEN_DAYS), tgl_akhir: today, status, page: 1, limit: 500 }),
    [today, status],
  );
  const list = useServices(query);

  /** The estimate follows the chosen descriptions' ongkos until the cashier types another. */
  const onDeskripsi = (kodes: string[]) => {
    const sum = kodes.reduce(
      (s, k) => s + Number(deskripsi.data?.find((o) => o.value === k)?.row.ongkos ?? 0),
      0,
    );
    form.setFieldValue('total', sum);
  };

  const onSave = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const dp = v.dp_rp ?? 0;
      const res = await saveService({
        kode_sales: v.kode_sales ?? '',
        kode_member: v.kode_member || undefined,
        nama_customer: v.nama_customer || undefined,
        alamat_customer: v.alamat_customer || undefined,
        no_hp: v.no_hp || undefined,
        nama_barang: v.nama_barang ?? '',
        berat: v.berat ?? 0,
        kode_deskripsi: v.kode_deskripsi ?? [],
        keterangan: v.keterangan || undefined,
        kode_tukang: v.kode_tukang ?? '',
        total: v.total ?? 0,
        dp_rp: dp,
        tgl_janji: (v.tgl_janji ?? dayjs(today)).format('YYYY-MM-DD'),
        pembayaran: toPayments(v, dp),
      });
      showSuccess(res.message ?? MSG.saved);
      setLast(res.data);
      form.resetFields();
      void refreshServices();
      void printServiceNota(res.data.no_faktur_service, false).catch(() => undefined);
    } catch {
      // The client shows the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame title="Transaksi Service" onRefresh={() => void list.refetch()}>
      <Flex vertical gap={16}>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ dp_rp: 0, jenis: 'CASH', total: 0, tgl_janji: dayjs(addDays(today, 3)) }}
          data-testid="service-form"
        >
          <Row gutter={16}>
            <Col xs={24} xl={8}>
              <Card size="small" title="Customer">
                <Form.Item
                  name="kode_sales"
                  label="Sales"
                  rules={[{ required: true, message: 'Kode Sales Tidak Boleh Kosong' }]}
                >
                  <Select
                    showSearch
                    aria-label="Sales"
                    optionFilterProp="label"
                    loading={sales.isLoading}
                    options={sales.data ?? []}
                  />
                </Form.Item>
                <Form.Item name="kode_member" label="Kode Member">
                  <Input maxLength={13} />
                </Form.Item>
                <Form.Item name="nama_customer" label="Nama Customer">
                  <Input aria-label="Nama Customer" placeholder="UMUM" />
                </Form.Item>
                <Form.Item name="alamat_customer" label="Alamat">
                  <Input />
                </Form.Item>
                <Form.Item name="no_hp" label="No HP">
                  <Input aria-label="No HP" />
                </Form.Item>
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card size="small" title="Barang Service">
                <Form.Item
                  name="nama_barang"
                  label="Nama Barang"
                  rules={[{ required: true, message: 'Nama Barang Tidak Boleh Kosong' }]}
                >
                  <Input aria-label="Nama Barang" />
                </Form.Item>
                <Form.Item
                  name="berat"
                  label="Berat"
                  rules={[{ required: true, message: 'Berat Tidak Boleh Kosong' }]}
                >
                  <InputNumber<number> aria-label="Berat" min={0} step={0.001} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item
                  name="kode_deskripsi"
                  label="Deskripsi Service"
                  rules={[{ required: true, message: MSG.deskripsiRequired }]}
                >
                  <Select
                    mode="multiple"
                    aria-label="Deskripsi Service"
                    optionFilterProp="label"
                    loading={deskripsi.isLoading}
                    options={(deskripsi.data ?? []).map((o) => ({
                      value: o.value,
                      label: String(o.row.deskripsi ?? o.label),
                    }))}
                    onChange={onDeskripsi}
                  />
                </Form.Item>
                <Form.Item
                  name="kode_tukang"
                  label="Tukang"
                  rules={[{ required: true, message: MSG.tukangRequired }]}
                >
                  <Select
                    showSearch
                    aria-label="Tukang"
                    optionFilterProp="label"
                    loading={tukang.isLoading}
                    options={tukang.data ?? []}
                  />
                </Form.Item>
                <Form.Item name="keterangan" label="Keterangan">
                  <Input />
                </Form.Item>
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card size="small" title="Pembayaran">
                <Form.Item
                  name="total"
                  label="Estimasi Biaya"
                  rules={[{ required: true, message: 'Estimasi Biaya Tidak Boleh Kosong' }]}
                >
                  <InputNumber<number> aria-label="Estimasi Biaya" min={0} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item name="dp_rp" label="DP">
                  <InputNumber<number> aria-label="DP" min={0} style={{ width: '100%' }} />
                </Form.Item>
                <PaymentFields />
                <Form.Item
                  name="tgl_janji"
                  label="Tanggal Janji"
                  rules={[{ required: true, message: 'Tanggal Janji Tidak Boleh Kosong' }]}
                >
                  <DatePicker aria-label="Tanggal Janji" format="DD-MM-YYYY" style={{ width: '100%' }} />
                </Form.Item>
                <Space wrap>
                  <Button
                    type="primary"
                    icon={<SaveOutlined />}
                    loading={saving}
                    onClick={() => void onSave().catch(() => undefined)}
                  >
                    Simpan
                  </Button>
                  {last && (
                    <Button
                      icon={<PrinterOutlined />}
                      onClick={() => void printServiceNota(last.no_faktur_service, true)}
                    >
                      Cetak Ulang {last.no_faktur_service}
                    </Button>
                  )}
                </Space>
              </Card>
            </Col>
          </Row>
        </Form>

        <Card
          size="small"
          title="Service Belum Diambil"
          extra={
            <Select
              aria-label="Status Service"
              value={status}
              onChange={setStatus}
              options={[
                { value: 'PROSES', label: 'PROSES' },
                { value: 'SELESAI', label: 'SELESAI' },
              ]}
            />
          }
        >
          <Table<api.Service>
            size="small"
            rowKey="no_faktur_service"
            data-testid="service-open-table"
            loading={list.isFetching}
            dataSource={list.data ?? []}
            pagination={{ pageSize: 10 }}
            locale={{ emptyText: <EmptyState /> }}
            columns={[
              { key: 'no', title: 'No Faktur', dataIndex: 'no_faktur_service' },
              { key: 'tanggal', title: 'Tanggal', render: (_, r) => formatTanggal(r.tanggal) },
              { key: 'customer', title: 'Customer', dataIndex: 'nama_customer' },
              { key: 'barang', title: 'Barang', render: (_, r) => `${r.nama_barang} (${r.deskripsi})` },
              { key: 'berat', title: 'Berat', align: 'right', render: (_, r) => formatGram(r.berat) },
              { key: 'tukang', title: 'Tukang', dataIndex: 'kode_tukang' },
              {
                key: 'janji',
                title: 'Janji',
                render: (_, r) => (
                  <span
                    style={r.status === 'PROSES' && r.tgl_janji < today ? { color: '#cf1322' } : undefined}
                  >
                    {formatTanggal(r.tgl_janji)}
                  </span>
                ),
              },
              { key: 'total', title: 'Total', align: 'right', render: (_, r) => formatMoney(r.total) },
              { key: 'dp', title: 'DP', align: 'right', render: (_, r) => formatMoney(r.dp_rp) },
              {
                key: 'status',
                title: 'Status',
                render: (_, r) => <Tag color={STATE_COLOR[r.status]}>{r.status}</Tag>,
              },
              {
                key: 'aksi',
                title: 'Aksi',
                render: (_, r) => (
                  <Space>
                    {r.status === 'PROSES' && (
                      <Button
                        size="small"
                        aria-label={`Selesai ${r.no_faktur_service}`}
                        onClick={() => setSelesai(r)}
                      >
                        Selesai
                      </Button>
                    )}
                    {r.status === 'SELESAI' && (
                      <Button
                        size="small"
                        type="primary"
                        aria-label={`Ambil ${r.no_faktur_service}`}
                        onClick={() => setAmbil(r)}
                      >
                        Ambil
                      </Button>
                    )}
                    <Button
                      size="small"
                      icon={<PrinterOutlined />}
                      aria-label={`Cetak ${r.no_faktur_service}`}
                      onClick={() => void printServiceNota(r.no_faktur_service, true)}
                    />
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Flex>
      <CompleteServiceModal service={selesai} onClose={() => setSelesai(null)} />
      <PickUpServiceModal service={ambil} onClose={() => setAmbil(null)} />
    </PageFrame>
  );
}
