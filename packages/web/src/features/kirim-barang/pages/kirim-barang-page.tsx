import { PrinterOutlined, SendOutlined } from '@ant-design/icons';
import { addDays, api, formatGram, formatTanggal, todayJakarta } from '@emas/contract';
import { Button, Card, Col, Form, Input, Row, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useOpenCart } from '../../../lib/open-cart.ts';
import { openApiPdf } from '../../../lib/pdf-window.ts';
import { isHeadOffice, useSession } from '../../../lib/session.ts';
import { BarcodeScanList } from '../../stock/components/barcode-scan-list.tsx';
import { BakiSelect } from '../../stock/components/location-select.tsx';
import { kirimBarang, useKirimList, useTokoTujuan } from '../api/kirim-calls.ts';
import { TransitTable } from '../components/transit-table.tsx';

const { KIRIM_MSG } = api;
type KirimForm = { kode_toko_tujuan?: string; kode_baki?: string; keterangan?: string };
const PUSAT = 'PST';

const openSuratJalan = (noKirim: string, win?: Window | null) =>
  openApiPdf(
    api.suratJalan.path.replace(':no_kirim', encodeURIComponent(noKirim)),
    {},
    `SURAT JALAN ${noKirim}.pdf`,
    win === undefined ? {} : { win },
  );

const STATUS_COLOR: Record<api.StatusKirim, string> = { KIRIM: 'orange', TERKIRIM: 'blue', SELESAI: 'green' };

const HISTORY: ColumnsType<api.KirimBarang> = [
  { title: 'Tanggal', dataIndex: 'tanggal', width: 100, render: (v: string) => formatTanggal(v) },
  { title: 'No Kirim', dataIndex: 'no_kirim', width: 170 },
  { title: 'Ke', dataIndex: 'kode_toko_tujuan', width: 70 },
  { title: 'Qty', dataIndex: 'qty', width: 60, align: 'right' },
  { title: 'Berat', dataIndex: 'berat', width: 90, align: 'right', render: (v: number) => formatGram(v) },
  {
    title: 'Status',
    dataIndex: 'status',
    width: 100,
    render: (v: api.StatusKirim) => <Tag color={STATUS_COLOR[v]}>{v}</Tag>,
  },
  {
    title: 'Surat Jalan',
    key: 'cetak',
    width: 110,
    render: (_, r) => (
      <Button size="small" icon={<PrinterOutlined />} onClick={() => void openSuratJalan(r.no_kirim)}>
        Cetak
      </Button>
    ),
  },
];

/**
 * Kirim Barang (to head office or any shop) and Kirim Barang Ke Cabang (to a branch): items by
 * barcode and/or a whole tray leave the stock into transit; the surat jalan opens to print. Below,
 * the goods on the road (head office: every shop's) and this shop's recent shipments.
 */
export function KirimBarangPage({ keCabang }: { keCabang: boolean }) {
  const { user } = useSession();
  const headOffice = isHeadOffice(user);
  const title = keCabang ? 'Kirim Barang Ke Cabang' : 'Kirim Barang';
  const [items, setItems] = useState<api.BarangRow[]>([]);
  const [form] = Form.useForm<KirimForm>();
  const [saving, setSaving] = useState(false);
  const tujuan = useTokoTujuan();
  const today = todayJakarta();
  const history = useKirimList({ tgl_awal: addDays(today, -30), tgl_akhir: addDays(today, 1) });
  const baki = Form.useWatch('kode_baki', form);
  useOpenCart(title, items.length, items, setItems);

  const options = (tujuan.data ?? [])
    .filter((t) => !keCabang || t.kode_toko !== PUSAT)
    .map((t) => ({ value: t.kode_toko, label: `${t.kode_toko} - ${t.nama_toko}` }));

  const send = async () => {
    const v = await form.validateFields();
    const body = api.kirimBarangBody.safeParse({
      kode_toko_tujuan: v.kode_toko_tujuan,
      ...(items.length ? { kode_barcodes: items.map((i) => i.kode_barcode) } : {}),
      ...(v.kode_baki ? { kode_baki: v.kode_baki } : {}),
      ...(v.keterangan ? { keterangan: v.keterangan } : {}),
    });
    if (!body.success) {
      showError(body.error.issues[0]?.message ?? KIRIM_MSG.barangRequired);
      return;
    }
    // The surat jalan's window opens inside the click, before the save's await.
    const win = window.open('', '_blank');
    setSaving(true);
    try {
      const res = await kirimBarang(body.data);
      showSuccess(`${res.message ?? KIRIM_MSG.sent}: ${res.data.no_kirim}`);
      setItems([]);
      form.resetFields();
      await openSuratJalan(res.data.no_kirim, win);
    } catch {
      win?.close();
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame title={title}>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={16}>
          <BarcodeScanList items={items} onChange={setItems} disabled={saving} testId="kirim-barang-list" />
        </Col>
        <Col xs={24} lg={8}>
          <Form<KirimForm> form={form} layout="vertical" name="kirim-barang" autoComplete="off">
            <Form.Item
              name="kode_toko_tujuan"
              label="Toko Tujuan"
              rules={[{ required: true, message: KIRIM_MSG.tujuanRequired }]}
            >
              <Select
                aria-label="Toko Tujuan"
                placeholder="Pilih Toko Tujuan"
                loading={tujuan.isFetching}
                options={options}
                notFoundContent="Tidak Ada Toko Di Master Toko"
              />
            </Form.Item>
            <Form.Item name="kode_baki" label="Semua Barang Di Baki (Opsional)">
              <BakiSelect anyGudang aria-label="Baki" />
            </Form.Item>
            <Form.Item name="keterangan" label="Keterangan">
              <Input maxLength={200} />
            </Form.Item>
            <Button
              type="primary"
              block
              icon={<SendOutlined />}
              loading={saving}
              disabled={!items.length && !baki}
              onClick={() => void send().catch(() => undefined)}
            >
              Kirim
            </Button>
          </Form>
        </Col>
        <Col span={24}>
          <Card
            size="small"
            title={headOffice ? 'Barang Dalam Perjalanan (Semua Toko)' : 'Barang Dalam Perjalanan'}
          >
            <TransitTable headOffice={headOffice} />
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title="Riwayat Kirim Barang (30 Hari)">
            <Table<api.KirimBarang>
              data-testid="kirim-history"
              size="small"
              rowKey="no_kirim"
              loading={history.isFetching}
              columns={HISTORY}
              dataSource={history.data ?? []}
              pagination={{ pageSize: 10, showSizeChanger: false }}
              scroll={{ x: 800 }}
              locale={{ emptyText: <EmptyState text="Belum Ada Kiriman" /> }}
            />
          </Card>
        </Col>
      </Row>
    </PageFrame>
  );
}

export const KirimBarangKeCabangPage = () => <KirimBarangPage keCabang />;
export const KirimBarangUmumPage = () => <KirimBarangPage keCabang={false} />;
