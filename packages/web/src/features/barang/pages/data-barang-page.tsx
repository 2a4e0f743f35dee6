import { DownloadOutlined, EyeOutlined, SearchOutlined } from '@ant-design/icons';
import { api, BARCODE_MAX, formatNumber } from '@emas/contract';
import { Button, Col, Flex, Form, Input, Row, Select, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { type CsvColumn, downloadText, toCsv } from '../../../components/ui/csv.ts';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { barcodeInput } from '../../../components/ui/input-formatters.ts';
import { showError, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  BARANG_KEY,
  type BarangFilters,
  fetchAllBarang,
  fetchBarangPage,
  refreshBarang,
} from '../api/barang-calls.ts';
import { BarangDetailModal } from '../components/barang-detail-modal.tsx';
import { BakiSelect, GroupSelect, GudangSelect, JenisSelect } from '../components/barang-selects.tsx';
import {
  barcodeText,
  dateText,
  gramText,
  percentText,
  rupiahText,
  STATUS_COLOR,
} from '../components/format.ts';

type Item = api.BarangRow;
type FilterValues = Omit<BarangFilters, 'status'> & { status: BarangFilters['status'] };

const STATUS_OPTIONS = [
  ...api.BARANG_STATUS.map((s) => ({ value: s, label: s })),
  { value: 'ALL', label: 'SEMUA' },
];
const INITIAL: FilterValues = { status: 'READY' };

const COLUMNS = (open: (r: Item) => void): DataColumn<Item>[] => [
  { key: 'kode_barcode', title: 'Kode Barcode', render: (r) => barcodeText(r.kode_barcode) },
  { key: 'nama_barang', title: 'Nama Barang', field: 'nama_barang' },
  { key: 'kode_group', title: 'Group', field: 'kode_group' },
  { key: 'kode_dept', title: 'Jenis', field: 'kode_dept' },
  { key: 'kode_gudang', title: 'Gudang', field: 'kode_gudang' },
  { key: 'kode_baki', title: 'Baki', field: 'kode_baki' },
  { key: 'berat', title: 'Berat', align: 'right', render: (r) => gramText(r.berat) },
  { key: 'kadar_cetak', title: 'Kadar Cetak', field: 'kadar_cetak' },
  { key: 'kadar', title: 'Kadar Jual', align: 'right', render: (r) => percentText(r.kadar) },
  { key: 'ongkos', title: 'Ongkos', align: 'right', render: (r) => rupiahText(r.ongkos) },
  { key: 'profit', title: 'Profit', align: 'right', render: (r) => rupiahText(r.profit) },
  {
    key: 'status',
    title: 'Status',
    render: (r) => <Tag color={STATUS_COLOR[r.status]}>{r.status}</Tag>,
  },
  { key: 'tgl_input', title: 'Tgl Input', render: (r) => dateText(r.tgl_input) },
  {
    key: 'aksi',
    title: 'Aksi',
    noExport: true,
    render: (r) => (
      <Tooltip title="Detail">
        <Button
          size="small"
          icon={<EyeOutlined />}
          aria-label={`Detail ${barcodeText(r.kode_barcode)}`}
          onClick={() => open(r)}
        />
      </Tooltip>
    ),
  },
];

/** Every field of an item, as the export writes it. */
const CSV_COLUMNS: CsvColumn<Item>[] = [
  { title: 'KODE BARCODE', value: (r) => r.kode_barcode, barcode: true },
  { title: 'KODE INTERN', value: (r) => r.kode_intern },
  { title: 'NAMA BARANG', value: (r) => r.nama_barang },
  { title: 'KODE GROUP', value: (r) => r.kode_group },
  { title: 'KODE JENIS', value: (r) => r.kode_dept },
  { title: 'KODE GUDANG', value: (r) => r.kode_gudang },
  { title: 'KODE BAKI', value: (r) => r.kode_baki },
  { title: 'BERAT', value: (r) => r.berat, format: 'gram' },
  { title: 'BERAT ASLI', value: (r) => r.berat_asli, format: 'gram' },
  { title: 'KADAR CETAK', value: (r) => r.kadar_cetak },
  { title: 'KADAR JUAL', value: (r) => r.kadar, format: 'percent' },
  { title: 'KADAR MODAL', value: (r) => r.kadar_modal, format: 'percent' },
  { title: 'ONGKOS', value: (r) => r.ongkos, format: 'rupiah' },
  { title: 'PROFIT', value: (r) => r.profit, format: 'rupiah' },
  { title: 'MARKIS', value: (r) => r.markis },
  { title: 'NAMA ATRIBUT', value: (r) => r.nama_atribut },
  { title: 'BERAT ATRIBUT', value: (r) => r.berat_atribut, format: 'gram' },
  { title: 'HARGA ATRIBUT', value: (r) => r.harga_atribut, format: 'rupiah' },
  { title: 'SIZE', value: (r) => r.size },
  { title: 'STATUS', value: (r) => r.status },
  { title: 'TGL INPUT', value: (r) => r.tgl_input, format: 'date' },
  { title: 'INPUT BY', value: (r) => r.created_by },
];

/** data-barang: the goods list, paged and filtered on the server, with detail and CSV export. */
export function DataBarangPage() {
  const [form] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<BarangFilters>(INITIAL);
  const [detail, setDetail] = useState<Item | null>(null);
  const [exporting, setExporting] = useState(false);
  const group = Form.useWatch('kode_group', form);
  const gudang = Form.useWatch('kode_gudang', form);

  const apply = (v: FilterValues) => {
    const next: BarangFilters = {
      ...v,
      kode_barcode: v.kode_barcode?.trim() || undefined,
      nama_barang: v.nama_barang?.trim().toUpperCase() || undefined,
    };
    setFilters(next);
  };

  const exportCsv = async () => {
    setExporting(true);
    const done = toast.loading('Sedang Menyiapkan Export...');
    try {
      const rows = await fetchAllBarang(filters);
      if (!rows.length) {
        toast.error('Data Kosong');
        return;
      }
      downloadText(toCsv(CSV_COLUMNS, rows), 'DATA BARANG.csv');
      if (rows.length >= api.BARANG_COUNT_LIMIT)
        toast.warning(`Export Dibatasi ${formatNumber(api.BARANG_COUNT_LIMIT)} Barang Pertama`);
    } catch (e) {
      if (!(e instanceof ApiError)) showError(String(e));
    } finally {
      done();
      setExporting(false);
    }
  };

  return (
    <PageFrame title="Data Barang" onRefresh={() => void refreshBarang()}>
      <Form<FilterValues>
        form={form}
        layout="vertical"
        name="filter-data-barang"
        initialValues={INITIAL}
        onFinish={apply}
        onValuesChange={(changed: Partial<FilterValues>) => {
          if ('kode_group' in changed) form.setFieldValue('kode_dept', undefined);
          if ('kode_gudang' in changed) form.setFieldValue('kode_baki', undefined);
        }}
        autoComplete="off"
      >
        <Row gutter={12}>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="kode_barcode" label="Kode Barcode" normalize={barcodeInput}>
              <Input maxLength={BARCODE_MAX} allowClear placeholder="Awal atau seluruh barcode" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="nama_barang" label="Nama Barang">
              <Input allowClear placeholder="Sebagian nama" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8} lg={6}>
            <Form.Item name="kode_group" label="Group">
              <GroupSelect placeholder="Semua Group" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8} lg={6}>
            <Form.Item name="kode_dept" label="Jenis">
              <JenisSelect group={group} anyGroup placeholder="Semua Jenis" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8} lg={6}>
            <Form.Item name="kode_gudang" label="Gudang">
              <GudangSelect placeholder="Semua Gudang" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8} lg={6}>
            <Form.Item name="kode_baki" label="Baki">
              <BakiSelect gudang={gudang} anyGudang placeholder="Semua Baki" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8} lg={6}>
            <Form.Item name="status" label="Status">
              <Select options={STATUS_OPTIONS} aria-label="Status" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16} lg={6}>
            <Form.Item label=" ">
              <Flex gap={8}>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                  Cari
                </Button>
                <Button
                  onClick={() => {
                    form.resetFields();
                    setFilters(INITIAL);
                  }}
                >
                  Reset
                </Button>
              </Flex>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <DataTable<Item>
        testId="data-barang-table"
        queryKey={[...BARANG_KEY, 'list', filters]}
        fetchPage={(r) => fetchBarangPage(r, filters)}
        columns={COLUMNS(setDetail)}
        rowKey={(r) => r.kode_barcode}
        search={false}
        extraButtons={[
          {
            label: 'Export CSV',
            icon: <DownloadOutlined />,
            loading: exporting,
            onClick: () => void exportCsv(),
          },
        ]}
        cardTitle={(r) => `${barcodeText(r.kode_barcode)} — ${r.nama_barang}`}
      />
      <BarangDetailModal row={detail} onClose={() => setDetail(null)} />
    </PageFrame>
  );
}
