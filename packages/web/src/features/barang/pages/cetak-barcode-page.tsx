import { BarcodeOutlined, DeleteOutlined, PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import { api, BARCODE_MAX, MSG } from '@emas/contract';
import { LABELS_MAX } from '@emas/contract/api/cetak-barcode';
import {
  Button,
  Col,
  Flex,
  Form,
  Input,
  type InputRef,
  Row,
  Segmented,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { barcodeInput } from '../../../components/ui/input-formatters.ts';
import { ask, showError, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { findBarang, findBarangToPrint } from '../api/barang-calls.ts';
import { BakiSelect } from '../components/barang-selects.tsx';
import { barcodeText, gramText, STATUS_COLOR } from '../components/format.ts';
import { GudangItem } from '../components/goods-form-parts.tsx';
import { usePrintLabels } from '../components/print-labels.ts';
import { BARANG_TEXT } from '../messages.ts';

type Item = api.BarangRow;
type Way = 'barcode' | 'rentang' | 'baki';
const WAYS: { value: Way; label: string }[] = [
  { value: 'barcode', label: 'Per Barcode' },
  { value: 'rentang', label: 'Rentang Barcode' },
  { value: 'baki', label: 'Per Baki' },
];

/** Items already listed stay once; new ones are added after them. */
const merge = (cur: readonly Item[], add: readonly Item[]) => {
  const seen = new Set(cur.map((r) => r.kode_barcode));
  return [...cur, ...add.filter((r) => !seen.has(r.kode_barcode))];
};

/** cetak-barcode: choose items (barcodes, a range or a tray) and print their labels as a PDF. */
export function CetakBarcodePage() {
  const [way, setWay] = useState<Way>('barcode');
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<InputRef>(null);
  const [rangeForm] = Form.useForm<{ kode_awal?: string; kode_akhir?: string }>();
  const [bakiForm] = Form.useForm<{ kode_gudang?: string; kode_baki?: string }>();
  const gudang = Form.useWatch('kode_gudang', bakiForm);
  const { print, printing } = usePrintLabels();

  /** Typed or scanned barcodes, one or many (separated by spaces, commas or new lines). */
  const addBarcodes = async () => {
    const kodes = text
      .split(/[\s,;]+/)
      .map((k) => k.trim())
      .filter(Boolean);
    if (!kodes.length) return;
    setBusy(true);
    const found: Item[] = [];
    try {
      for (const k of kodes) {
        const parsed = api.barcode().safeParse(k);
        if (!parsed.success) {
          showError(parsed.error.issues[0]?.message ?? BARANG_TEXT.barcodeNotFound);
          return;
        }
        if (
          items.some((r) => r.kode_barcode === parsed.data) ||
          found.some((r) => r.kode_barcode === parsed.data)
        ) {
          toast.warning(BARANG_TEXT.alreadyListed(parsed.data));
          continue;
        }
        try {
          found.push(await findBarang(parsed.data));
        } catch (e) {
          if (e instanceof ApiError && e.kind === 'timeout') return;
          showError(e instanceof ApiError ? BARANG_TEXT.barcodeMissing(parsed.data) : MSG.requestFailed);
          return;
        }
      }
      setText('');
    } finally {
      if (found.length) setItems((cur) => merge(cur, found));
      setBusy(false);
      window.setTimeout(() => input.current?.focus(), 0);
    }
  };

  const addFound = async (q: { kode_awal?: string; kode_akhir?: string; kode_baki?: string }) => {
    setBusy(true);
    try {
      const res = await findBarangToPrint(q);
      if (res.data.length) {
        setItems((cur) => merge(cur, res.data));
        toast.info(res.message ?? BARANG_TEXT.found);
      } else toast.info(BARANG_TEXT.empty);
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'timeout') return;
      showError(e instanceof ApiError ? e.message : MSG.requestFailed);
    } finally {
      setBusy(false);
    }
  };

  const clearAll = async () => {
    if (await ask({ title: 'Hapus Semua Barang Dari Daftar?', okText: 'Ya', cancelText: 'Tidak' }))
      setItems([]);
  };

  const columns: ColumnsType<Item> = [
    { key: 'no', title: 'No', width: 56, render: (_, __, i) => i + 1 },
    { key: 'kode_barcode', title: 'Kode Barcode', render: (_, r) => barcodeText(r.kode_barcode) },
    { key: 'nama_barang', title: 'Nama Barang', dataIndex: 'nama_barang' },
    { key: 'berat', title: 'Berat', align: 'right', render: (_, r) => gramText(r.berat) },
    { key: 'kadar_cetak', title: 'Kadar Cetak', dataIndex: 'kadar_cetak' },
    { key: 'kode_gudang', title: 'Gudang', dataIndex: 'kode_gudang' },
    { key: 'kode_baki', title: 'Baki', dataIndex: 'kode_baki' },
    {
      key: 'status',
      title: 'Status',
      render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{r.status}</Tag>,
    },
    {
      key: 'aksi',
      title: 'Aksi',
      width: 64,
      render: (_, r) => (
        <Tooltip title="Hapus Dari Daftar">
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Hapus ${barcodeText(r.kode_barcode)}`}
            onClick={() => setItems((cur) => cur.filter((i) => i.kode_barcode !== r.kode_barcode))}
          />
        </Tooltip>
      ),
    },
  ];

  const tooMany = items.length > LABELS_MAX;

  return (
    <PageFrame title="Cetak Barcode">
      <Segmented<Way> options={WAYS} value={way} onChange={setWay} style={{ marginBottom: 16 }} />
      {way === 'barcode' && (
        <Flex gap={8} style={{ marginBottom: 16, maxWidth: 640 }}>
          <Input
            ref={input}
            aria-label="Kode Barcode"
            prefix={<BarcodeOutlined />}
            placeholder="Scan atau ketik barcode (boleh beberapa, dipisah spasi)"
            value={text}
            onChange={(e) => setText(e.target.value.toUpperCase().replace(/[^A-Z0-9_.\-\s,;]/g, ''))}
            onPressEnter={() => void addBarcodes()}
            disabled={busy}
            autoFocus
          />
          <Button onClick={() => void addBarcodes()} loading={busy}>
            Tambahkan
          </Button>
        </Flex>
      )}
      {way === 'rentang' && (
        <Form
          form={rangeForm}
          layout="inline"
          name="rentang-cetak-barcode"
          autoComplete="off"
          onFinish={(v) => void addFound({ kode_awal: v.kode_awal, kode_akhir: v.kode_akhir })}
          style={{ marginBottom: 16, rowGap: 8 }}
        >
          <Form.Item
            name="kode_awal"
            label="Kode Awal"
            normalize={barcodeInput}
            rules={[{ required: true, message: 'Kode Awal Tidak Boleh Kosong' }]}
          >
            <Input maxLength={BARCODE_MAX} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="kode_akhir"
            label="Kode Akhir"
            normalize={barcodeInput}
            rules={[{ required: true, message: 'Kode Akhir Tidak Boleh Kosong' }]}
          >
            <Input maxLength={BARCODE_MAX} style={{ width: 160 }} />
          </Form.Item>
          <Button htmlType="submit" icon={<SearchOutlined />} loading={busy}>
            Tambahkan
          </Button>
        </Form>
      )}
      {way === 'baki' && (
        <Form
          form={bakiForm}
          layout="vertical"
          name="baki-cetak-barcode"
          autoComplete="off"
          onValuesChange={(c) => 'kode_gudang' in c && bakiForm.setFieldValue('kode_baki', undefined)}
          onFinish={(v) => void addFound({ kode_baki: v.kode_baki })}
        >
          <Row gutter={16}>
            <Col xs={12} md={6}>
              <GudangItem />
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="kode_baki"
                label="Baki"
                rules={[{ required: true, message: 'Kode Baki Harus Dipilih' }]}
              >
                <BakiSelect gudang={gudang} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label=" ">
                <Button htmlType="submit" icon={<SearchOutlined />} loading={busy}>
                  Tambahkan
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
      <div data-testid="cetak-barcode-table">
        <Table<Item>
          size="small"
          columns={columns}
          dataSource={items}
          rowKey={(r) => r.kode_barcode}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: <EmptyState text={BARANG_TEXT.noBarcode} /> }}
        />
      </div>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }}>
        <Typography.Text type={tooMany ? 'danger' : 'secondary'}>
          {items.length} label{tooMany ? ` (maksimal ${LABELS_MAX} per cetak)` : ''}
        </Typography.Text>
        <Flex gap={8}>
          <Button onClick={() => void clearAll()} disabled={!items.length}>
            Hapus Semua
          </Button>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            loading={printing}
            disabled={!items.length || tooMany}
            onClick={() => void print(items.map((r) => r.kode_barcode))}
          >
            Cetak Barcode
          </Button>
        </Flex>
      </Flex>
    </PageFrame>
  );
}
