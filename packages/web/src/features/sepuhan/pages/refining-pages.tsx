import { CheckOutlined, SendOutlined, SplitCellsOutlined } from '@ant-design/icons';
import { formatGram, formatPercent, wastingOf } from '@emas/contract';
import {
  type JenisCuci,
  type RefiningItem,
  SEPUHAN_MSG,
  sortirBody,
  TUJUAN_SORTIR,
  type TujuanSortir,
  terimaCuciBody,
} from '@emas/contract/api/sepuhan';
import { Button, Col, Form, Input, Row, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, type ReactNode, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showError, showSuccess } from '../../../components/ui/notify.tsx';
import { GramInput } from '../../../components/ui/number-inputs.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { BakiSelect, GudangSelect } from '../../stock/components/location-select.tsx';
import { saveKirimCuci, saveSortir, saveTerima, useRefiningStock } from '../api/sepuhan-calls.ts';

const NOT_FOR_SALE = new Set(['BELI', 'CUCI', 'HANCUR']);
const forSale = (kode: string) => !NOT_FOR_SALE.has(kode);
const TUJUAN_LABEL: Record<TujuanSortir, string> = {
  JUAL: 'JUAL (KEMBALI KE TOKO)',
  CUCI: 'CUCI',
  SEPUH: 'SEPUH',
  HANCUR: 'HANCUR (LEBUR)',
};

const baseColumns: ColumnsType<RefiningItem> = [
  { key: 'kode_barcode', dataIndex: 'kode_barcode', title: 'Barcode', width: 100 },
  { key: 'nama_barang', dataIndex: 'nama_barang', title: 'Nama Barang' },
  { key: 'kode_group', dataIndex: 'kode_group', title: 'Group', width: 80 },
  { key: 'kode_dept', dataIndex: 'kode_dept', title: 'Jenis', width: 70 },
  { key: 'kadar', title: 'Kadar', width: 80, align: 'right', render: (_, r) => `${formatPercent(r.kadar)}%` },
  {
    key: 'kondisi',
    dataIndex: 'kondisi',
    title: 'Kondisi',
    width: 110,
    render: (v) => (v ? <Tag>{v}</Tag> : null),
  },
];
const beratColumn: ColumnsType<RefiningItem>[number] = {
  key: 'berat',
  title: 'Berat',
  width: 100,
  align: 'right',
  render: (_, r) => formatGram(r.berat),
};

const sumBerat = (rows: readonly RefiningItem[]) =>
  rows.reduce((s, r) => s + Math.round(r.berat * 1000), 0) / 1000;

function Totals({ rows, label }: { rows: readonly RefiningItem[]; label: string }) {
  return (
    <Typography.Text data-testid="refining-totals">
      {label}: {rows.length} Pcs, {formatGram(sumBerat(rows))} gr
    </Typography.Text>
  );
}

/** The selectable pieces of a refining screen, with loading and empty states. */
function PieceTable({
  stock,
  selected,
  onSelect,
  columns,
  testId,
}: {
  /** The pieces' query: its rows, and whether they are being fetched. */
  stock: { data: RefiningItem[] | undefined; isFetching: boolean };
  selected: Key[];
  onSelect: (keys: Key[]) => void;
  columns: ColumnsType<RefiningItem>;
  testId: string;
}) {
  return (
    <Table<RefiningItem>
      data-testid={testId}
      size="small"
      rowKey="kode_barcode"
      loading={stock.isFetching}
      dataSource={stock.data ?? []}
      columns={columns}
      rowSelection={{ selectedRowKeys: selected, onChange: onSelect }}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      locale={{ emptyText: <EmptyState /> }}
      scroll={{ x: 760 }}
    />
  );
}

/** The screen's one save button: disabled until a piece is chosen, spinning while it saves. */
function SaveButton(p: {
  icon: ReactNode;
  saving: boolean;
  disabled: boolean;
  onClick: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Button
      type="primary"
      block
      icon={p.icon}
      loading={p.saving}
      disabled={p.disabled}
      onClick={() => void p.onClick()}
    >
      {p.children}
    </Button>
  );
}

type SortirValues = {
  tujuan?: TujuanSortir;
  kode_gudang_tujuan?: string;
  kode_baki_tujuan?: string;
  keterangan?: string;
};

/** Sortir Pembelian (pieces in BELI) and Pindah Sortir (pieces sorted into CUCI): one destination for the chosen pieces. */
function SortirScreen({ mode }: { mode: 'SORTIR' | 'PINDAH' }) {
  const title = mode === 'SORTIR' ? 'Sortir Pembelian' : 'Pindah Sortir';
  const stock = useRefiningStock({ posisi: mode === 'SORTIR' ? 'BELI' : 'SORTIR' });
  const [selected, setSelected] = useState<Key[]>([]);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<SortirValues>();
  const tujuan = Form.useWatch('tujuan', form);
  const gudang = Form.useWatch('kode_gudang_tujuan', form);
  const chosen = useMemo(
    () => (stock.data ?? []).filter((r) => selected.includes(r.kode_barcode)),
    [stock.data, selected],
  );

  const save = async () => {
    const v = form.getFieldsValue();
    const body = sortirBody.safeParse({ ...v, kode_barcodes: selected.map(String) });
    if (!body.success) {
      showError(body.error.issues[0]?.message ?? SEPUHAN_MSG.pickBarang);
      return;
    }
    setSaving(true);
    try {
      const res = await saveSortir(mode, body.data);
      showSuccess(`${res.message ?? SEPUHAN_MSG.sorted} (${res.data.no_sortir})`);
      setSelected([]);
      form.resetFields(['keterangan']);
    } catch {
      // The message is shown by the call.
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame title={title} onRefresh={() => void stock.refetch()}>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={16}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              {mode === 'SORTIR'
                ? 'Barang pembelian di gudang BELI menunggu sortir.'
                : 'Barang hasil sortir di gudang CUCI (belum dikirim atau sudah kembali).'}
            </Typography.Text>
            <PieceTable
              stock={stock}
              selected={selected}
              onSelect={setSelected}
              columns={[
                ...baseColumns,
                { key: 'kode_gudang', dataIndex: 'kode_gudang', title: 'Gudang', width: 80 },
                beratColumn,
              ]}
              testId="sortir-list"
            />
            <Totals rows={chosen} label="Dipilih" />
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <Form<SortirValues>
            form={form}
            layout="vertical"
            name={`sortir-${mode.toLowerCase()}`}
            autoComplete="off"
          >
            <Form.Item name="tujuan" label="Tujuan Sortir" required>
              <Select
                aria-label="Tujuan Sortir"
                placeholder="Pilih Tujuan"
                options={TUJUAN_SORTIR.map((t) => ({ value: t, label: TUJUAN_LABEL[t] }))}
                onChange={() =>
                  form.setFieldsValue({ kode_gudang_tujuan: undefined, kode_baki_tujuan: undefined })
                }
              />
            </Form.Item>
            {tujuan === 'JUAL' && (
              <>
                <Form.Item name="kode_gudang_tujuan" label="Gudang Tujuan" required>
                  <GudangSelect allow={forSale} aria-label="Gudang Tujuan" />
                </Form.Item>
                <Form.Item name="kode_baki_tujuan" label="Baki Tujuan" required>
                  <BakiSelect gudang={gudang} aria-label="Baki Tujuan" />
                </Form.Item>
              </>
            )}
            <Form.Item name="keterangan" label="Keterangan">
              <Input maxLength={200} />
            </Form.Item>
            <SaveButton
              icon={<SplitCellsOutlined />}
              saving={saving}
              disabled={!selected.length}
              onClick={save}
            >
              Simpan {title}
            </SaveButton>
          </Form>
        </Col>
      </Row>
    </PageFrame>
  );
}

export const SortirPembelianPage = () => <SortirScreen mode="SORTIR" />;
export const PindahSortirPage = () => <SortirScreen mode="PINDAH" />;

/** Kirim Barang Cuci: pieces sorted to CUCI or SEPUH leave to be washed or re-plated. */
export function KirimBarangCuciPage() {
  const stock = useRefiningStock({ posisi: 'KIRIM' });
  const [selected, setSelected] = useState<Key[]>([]);
  const [keterangan, setKeterangan] = useState('');
  const [saving, setSaving] = useState(false);
  const chosen = useMemo(
    () => (stock.data ?? []).filter((r) => selected.includes(r.kode_barcode)),
    [stock.data, selected],
  );
  const send = async () => {
    setSaving(true);
    try {
      const res = await saveKirimCuci(selected.map(String), keterangan || undefined);
      showSuccess(`${res.message ?? SEPUHAN_MSG.sent} (${res.data.no_kirim} ke ${res.data.tujuan})`);
      setSelected([]);
      setKeterangan('');
    } catch {
      // The message is shown by the call.
    } finally {
      setSaving(false);
    }
  };
  return (
    <PageFrame title="Kirim Barang Cuci" onRefresh={() => void stock.refetch()}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <PieceTable
          stock={stock}
          selected={selected}
          onSelect={setSelected}
          columns={[...baseColumns, beratColumn]}
          testId="kirim-cuci-list"
        />
        <Row gutter={16} align="middle">
          <Col xs={24} md={12}>
            <Totals rows={chosen} label="Dikirim" />
          </Col>
          <Col xs={24} md={7}>
            <Input
              aria-label="Keterangan"
              placeholder="Keterangan"
              value={keterangan}
              maxLength={200}
              onChange={(e) => setKeterangan(e.target.value)}
            />
          </Col>
          <Col xs={24} md={5}>
            <SaveButton icon={<SendOutlined />} saving={saving} disabled={!selected.length} onClick={send}>
              Kirim Barang
            </SaveButton>
          </Col>
        </Row>
      </Space>
    </PageFrame>
  );
}

/** Terima Barang Cuci / Terima Sepuhan: each chosen piece with the weight it came back with. */
function TerimaScreen({ jenis }: { jenis: JenisCuci }) {
  const title = jenis === 'CUCI' ? 'Terima Barang Cuci' : 'Terima Sepuhan';
  const stock = useRefiningStock({ posisi: 'DICUCI', jenis });
  const [selected, setSelected] = useState<Key[]>([]);
  const [berat, setBerat] = useState<Record<string, number | undefined>>({});
  const [saving, setSaving] = useState(false);

  const wasting = (r: RefiningItem) => {
    const b = berat[r.kode_barcode];
    return b === undefined ? null : wastingOf(r.berat, b);
  };
  const columns: ColumnsType<RefiningItem> = [
    { key: 'no_kirim', dataIndex: 'no_kirim', title: 'No Kirim', width: 150 },
    ...baseColumns.slice(0, 5),
    { ...beratColumn, title: 'Berat Kirim' },
    {
      key: 'berat_terima',
      title: 'Berat Terima',
      width: 130,
      render: (_, r) => (
        <GramInput
          size="small"
          aria-label={`Berat Terima ${r.kode_barcode}`}
          value={berat[r.kode_barcode]}
          onChange={(v) => {
            setBerat((m) => ({ ...m, [r.kode_barcode]: v }));
            if (v !== undefined && !selected.includes(r.kode_barcode))
              setSelected((s) => [...s, r.kode_barcode]);
          }}
        />
      ),
    },
    {
      key: 'susut',
      title: 'Wasting',
      width: 110,
      align: 'right',
      render: (_, r) => {
        const w = wasting(r);
        return w ? `${formatGram(w.susut)} (${formatPercent(w.persen)}%)` : '';
      },
    },
  ];

  const receive = async () => {
    const body = terimaCuciBody.safeParse({
      detail_barang: selected.map((k) => ({ kode_barcode: String(k), berat: berat[String(k)] })),
    });
    if (!body.success) {
      showError(body.error.issues[0]?.message ?? SEPUHAN_MSG.pickBarang);
      return;
    }
    setSaving(true);
    try {
      const res = await saveTerima(jenis, body.data);
      showSuccess(`${res.message ?? SEPUHAN_MSG.received} (Wasting ${formatGram(res.data.susut)} gr)`);
      setSelected([]);
      setBerat({});
    } catch {
      // The message is shown by the call.
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame title={title} onRefresh={() => void stock.refetch()}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <PieceTable
          stock={stock}
          selected={selected}
          onSelect={setSelected}
          columns={columns}
          testId="terima-cuci-list"
        />
        <Row gutter={16} align="middle">
          <Col xs={24} md={16}>
            <Totals
              rows={(stock.data ?? []).filter((r) => selected.includes(r.kode_barcode))}
              label="Diterima"
            />
          </Col>
          <Col xs={24} md={8}>
            <SaveButton
              icon={<CheckOutlined />}
              saving={saving}
              disabled={!selected.length}
              onClick={receive}
            >
              Terima Barang
            </SaveButton>
          </Col>
        </Row>
      </Space>
    </PageFrame>
  );
}

export const TerimaBarangCuciPage = () => <TerimaScreen jenis="CUCI" />;
export const TerimaSepuhanPage = () => <TerimaScreen jenis="SEPUH" />;
