import { PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import { addDays, api, formatGram, formatMoney, formatTanggal } from '@emas/contract';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useMasterOptions } from '../../../lib/master-options.ts';
import { useSession } from '../../../lib/session.ts';
import { printPesananNota, refreshPesanan, savePesanan, usePesananList } from '../api/pesanan-calls.ts';
import { AmbilPesananModal, TerimaPesananModal } from '../components/pesanan-modals.tsx';

/** The open orders shown under the form: those taken in the last 180 business days. */
const OPEN_DAYS = 180;

type Values = {
  kode_sales?: string;
  kode_member?: string;
  nama_customer?: string;
  alamat_customer?: string;
  no_hp?: string;
  nama_barang?: string;
  kode_group?: string;
  berat?: number;
  harga_kunci?: 'PESAN' | 'AMBIL';
  ongkos?: number;
  dp_rp?: number;
  jenis?: (typeof api.JENIS_BAYAR_PESANAN)[number];
  no_rekening?: string;
};

/**
 * Transaksi Pesanan: a customer's order (model, estimated weight and group, the price locked now or
 * at pick-up, ongkos, down payment). The server prices the estimate with the day's gold price.
 */
export function TransaksiPesananPage() {
  const [form] = Form.useForm<Values>();
  const sales = useMasterOptions('sales');
  const groups = useMasterOptions('group');
  const rekening = useMasterOptions('rekening');
  const jenis = Form.useWatch('jenis', form);
  const [saving, setSaving] = useState(false);
  const [last, setLast] = useState<api.Pesanan | null>(null);
  const { user } = useSession();
  const today = user?.tgl_system ?? dayjs().format('YYYY-MM-DD');
  const [status, setStatus] = useState<'PESAN' | 'SIAP'>('PESAN');
  const [terima, setTerima] = useState<api.Pesanan | null>(null);
  const [ambil, setAmbil] = useState<api.Pesanan | null>(null);
  const query = useMemo(
    () => ({ tgl_awal: addDays(today, -OPEN_DAYS), tgl_akhir: today, status, page: 1, limit: 500 }),
    [today, status],
  );
  const list = usePesananList(query);

  const onSave = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const dp = v.dp_rp ?? 0;
      const res = await savePesanan({
        kode_sales: v.kode_sales ?? '',
        kode_member: v.kode_member || undefined,
        nama_customer: v.nama_customer || undefined,
        alamat_customer: v.alamat_customer || undefined,
        no_hp: v.no_hp || undefined,
        nama_barang: v.nama_barang ?? '',
        kode_group: v.kode_group ?? '',
        berat: v.berat ?? 0,
        harga_kunci: v.harga_kunci ?? 'PESAN',
        ongkos: v.ongkos ?? 0,
        dp_rp: dp,
        pembayaran: dp > 0 ? [{ jenis: v.jenis ?? 'CASH', jumlah: dp, no_rekening: v.no_rekening }] : [],
      });
      showSuccess(res.message ?? api.PESANAN_MSG.saved);
      setLast(res.data);
      form.resetFields();
      void refreshPesanan();
    } catch {
      // The client shows the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame title="Transaksi Pesanan">
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ harga_kunci: 'PESAN', ongkos: 0, dp_rp: 0, jenis: 'CASH' }}
        data-testid="pesanan-form"
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
                <Input aria-label="Alamat" />
              </Form.Item>
              <Form.Item name="no_hp" label="No HP">
                <Input aria-label="No HP" />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <Card size="small" title="Pesanan">
              <Form.Item
                name="nama_barang"
                label="Model Pesanan"
                rules={[{ required: true, message: 'Model Pesanan Tidak Boleh Kosong' }]}
              >
                <Input aria-label="Model Pesanan" />
              </Form.Item>
              <Form.Item
                name="kode_group"
                label="Group"
                rules={[{ required: true, message: 'Group Harus Dipilih' }]}
              >
                <Select
                  showSearch
                  aria-label="Group"
                  optionFilterProp="label"
                  loading={groups.isLoading}
                  options={groups.data ?? []}
                />
              </Form.Item>
              <Form.Item
                name="berat"
                label="Berat Estimasi"
                rules={[{ required: true, message: 'Berat Estimasi Tidak Boleh Kosong' }]}
              >
                <InputNumber<number>
                  aria-label="Berat Estimasi"
                  min={0}
                  step={0.001}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Form.Item name="harga_kunci" label="Kunci Harga Emas">
                <Select
                  aria-label="Kunci Harga Emas"
                  options={[
                    { value: 'PESAN', label: 'Saat Pesan' },
                    { value: 'AMBIL', label: 'Saat Ambil' },
                  ]}
                />
              </Form.Item>
              <Form.Item name="ongkos" label="Ongkos">
                <InputNumber<number> aria-label="Ongkos" min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <Card size="small" title="Pembayaran">
              <Form.Item name="dp_rp" label="DP">
                <InputNumber<number> aria-label="DP" min={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="jenis" label="Jenis Pembayaran">
                <Select
                  aria-label="Jenis Pembayaran"
                  options={api.JENIS_BAYAR_PESANAN.map((j) => ({ value: j, label: j }))}
                />
              </Form.Item>
              {jenis && jenis !== 'CASH' && (
                <Form.Item
                  name="no_rekening"
                  label="No Rekening"
                  rules={[
                    { required: jenis === 'TRANSFER', message: api.TRANSAKSI_MSG.accountRequired(jenis) },
                  ]}
                >
                  <Select
                    aria-label="No Rekening"
                    loading={rekening.isLoading}
                    options={(rekening.data ?? []).map((o) => ({ value: o.value, label: o.label }))}
                  />
                </Form.Item>
              )}
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={saving}
                onClick={() => void onSave().catch(() => undefined)}
              >
                Simpan
              </Button>
              {last && (
                <Alert
                  style={{ marginTop: 12 }}
                  type="success"
                  showIcon
                  data-testid="pesanan-saved"
                  title={`${last.no_pesanan}: Total ${formatMoney(last.total_harga)}, DP ${formatMoney(last.dp_rp)}, Sisa ${formatMoney(last.sisa_rp)}`}
                />
              )}
            </Card>
          </Col>
        </Row>
      </Form>
      <Card
        size="small"
        title="Pesanan Berjalan"
        style={{ marginTop: 16 }}
        extra={
          <Select
            aria-label="Status Pesanan"
            value={status}
            onChange={setStatus}
            options={[
              { value: 'PESAN', label: 'PESAN' },
              { value: 'SIAP', label: 'SIAP' },
            ]}
          />
        }
      >
        <Table<api.Pesanan>
          size="small"
          rowKey="no_pesanan"
          data-testid="pesanan-open-table"
          loading={list.isFetching}
          dataSource={list.data ?? []}
          pagination={{ pageSize: 10 }}
          locale={{ emptyText: <EmptyState /> }}
          columns={[
            { key: 'no', title: 'No Pesanan', dataIndex: 'no_pesanan' },
            { key: 'tanggal', title: 'Tanggal', render: (_, r) => formatTanggal(r.tanggal) },
            { key: 'customer', title: 'Customer', dataIndex: 'nama_customer' },
            { key: 'model', title: 'Model', render: (_, r) => `${r.nama_barang} (${r.kode_group})` },
            { key: 'berat', title: 'Berat Est.', align: 'right', render: (_, r) => formatGram(r.berat) },
            { key: 'barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
            { key: 'total', title: 'Total', align: 'right', render: (_, r) => formatMoney(r.total_harga) },
            { key: 'dp', title: 'DP', align: 'right', render: (_, r) => formatMoney(r.jumlah_bayar) },
            {
              key: 'status',
              title: 'Status',
              render: (_, r) => <Tag color={r.status === 'SIAP' ? 'gold' : 'blue'}>{r.status}</Tag>,
            },
            {
              key: 'aksi',
              title: 'Aksi',
              render: (_, r) => (
                <Space>
                  {r.status === 'PESAN' && (
                    <Button size="small" aria-label={`Terima ${r.no_pesanan}`} onClick={() => setTerima(r)}>
                      Terima
                    </Button>
                  )}
                  {r.status === 'SIAP' && (
                    <Button
                      size="small"
                      type="primary"
                      aria-label={`Ambil ${r.no_pesanan}`}
                      onClick={() => setAmbil(r)}
                    >
                      Ambil
                    </Button>
                  )}
                  <Button
                    size="small"
                    icon={<PrinterOutlined />}
                    aria-label={`Cetak ${r.no_pesanan}`}
                    onClick={() => void printPesananNota(r.no_pesanan, true)}
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <TerimaPesananModal pesanan={terima} onClose={() => setTerima(null)} />
      <AmbilPesananModal pesanan={ambil} onClose={() => setAmbil(null)} />
    </PageFrame>
  );
}
