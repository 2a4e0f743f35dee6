import { EyeOutlined, PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import { type api, formatGram, formatMoney, formatTanggal, todayJakarta } from '@emas/contract';
import { Button, Col, Flex, Row, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { type Key, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { showError, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import {
  fetchPurchasePage,
  OPEN_AT_MOST,
  PEMBELIAN_KEY,
  printPurchaseNota,
  refreshPembelian,
} from '../api/pembelian-calls.ts';
import { PurchaseInvoiceModal, StatusTag } from '../components/purchase-invoice-view.tsx';

type Filter = { tgl_awal: string; tgl_akhir: string; status: 'ALL' | 'OPEN' | 'BATAL' };

const STATUS_OPTIONS = [
  { value: 'ALL', label: 'Semua Status' },
  { value: 'OPEN', label: 'OPEN' },
  { value: 'BATAL', label: 'BATAL' },
];

/** Reprints invoices: one tab for up to 10, a saved file for more. */
async function reprint(numbers: readonly string[]) {
  const ok = await printPurchaseNota(numbers, true);
  if (ok && numbers.length > OPEN_AT_MOST) toast.success(`${numbers.length} Nota Disimpan Sebagai File`);
}

/** Page totals of the open lines. */
function PageTotals({ rows }: { rows: readonly api.PurchaseLine[] }) {
  const open = rows.filter((r) => r.status === 'OPEN');
  return (
    <Flex gap={24} wrap data-testid="lihat-beli-totals">
      <Typography.Text type="secondary">Total halaman ini (status OPEN):</Typography.Text>
      <Typography.Text>
        Barang <b>{open.length}</b>
      </Typography.Text>
      <Typography.Text>
        Berat <b>{formatGram(open.reduce((s, r) => s + r.berat, 0))} gr</b>
      </Typography.Text>
      <Typography.Text>
        Harga <b>Rp {formatMoney(open.reduce((s, r) => s + r.harga, 0))}</b>
      </Typography.Text>
    </Flex>
  );
}

/** Lihat Pembelian: the purchase lines of a date range, their invoices' detail and reprints. */
export function LihatPembelianPage() {
  const { user } = useSession();
  const today = user?.tgl_system ?? todayJakarta();
  const [filter, setFilter] = useState<Filter>({ tgl_awal: today, tgl_akhir: today, status: 'ALL' });
  const [shown, setShown] = useState<Filter>(filter);
  const [selected, setSelected] = useState<Key[]>([]);
  const [groups, setGroups] = useState<Map<Key, string>>(new Map());
  const [detail, setDetail] = useState<string | null>(null);

  const search = () => {
    if (filter.tgl_awal > filter.tgl_akhir)
      return showError('Tanggal Awal Tidak Boleh Melebihi Tanggal Akhir');
    setSelected([]);
    setShown({ ...filter });
  };

  const chosenGroups = [...new Set(selected.map((k) => groups.get(k)).filter((g): g is string => !!g))];

  const columns: DataColumn<api.PurchaseLine>[] = [
    {
      key: 'no_faktur_group',
      title: 'No Faktur',
      render: (r) => (
        <div>
          <Typography.Text strong>{r.no_faktur_group}</Typography.Text>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.no_faktur_beli}
            </Typography.Text>
            {r.jenis_pembelian === 'TUKAR' && (
              <Tag color="blue" style={{ marginLeft: 6 }}>
                TUKAR
              </Tag>
            )}
          </div>
        </div>
      ),
      exportValue: (r) => r.no_faktur_group,
    },
    { key: 'no_faktur_beli', title: 'No Faktur Beli', field: 'no_faktur_beli', hidden: true },
    { key: 'jenis', title: 'Jenis', field: 'jenis_pembelian', hidden: true },
    {
      key: 'tanggal',
      title: 'Tanggal',
      render: (r) => `${formatTanggal(r.tanggal)} ${r.jam.slice(11, 16)}`,
      exportValue: (r) => r.tanggal,
    },
    {
      key: 'barang',
      title: 'Barang',
      render: (r) => (
        <div>
          {r.nama_barang}
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.kode_group} · {r.kode_kondisi} · {r.no_faktur_jual || 'BARANG LUAR'}
            </Typography.Text>
          </div>
        </div>
      ),
      exportValue: (r) => r.nama_barang,
    },
    { key: 'asal', title: 'Asal', hidden: true, exportValue: (r) => r.no_faktur_jual || 'BARANG LUAR' },
    { key: 'kode_group', title: 'Group', field: 'kode_group', hidden: true },
    { key: 'kode_kondisi', title: 'Kondisi', field: 'kode_kondisi', hidden: true },
    {
      key: 'berat',
      title: 'Berat',
      align: 'right',
      render: (r) => formatGram(r.berat),
      exportValue: (r) => r.berat,
    },
    {
      key: 'harga',
      title: 'Harga',
      align: 'right',
      render: (r) => formatMoney(r.harga),
      exportValue: (r) => r.harga,
    },
    { key: 'nama_customer', title: 'Customer', field: 'nama_customer' },
    { key: 'input_by', title: 'Kasir', field: 'input_by' },
    {
      key: 'status',
      title: 'Status',
      render: (r) => <StatusTag status={r.status} />,
      exportValue: (r) => r.status,
    },
    {
      key: 'aksi',
      title: 'Aksi',
      noExport: true,
      render: (r) => (
        <Space size={4}>
          <Tooltip title="Detail">
            <Button
              size="small"
              aria-label={`Detail ${r.no_faktur_beli}`}
              icon={<EyeOutlined />}
              onClick={() => setDetail(r.no_faktur_group)}
            />
          </Tooltip>
          <Tooltip title="Cetak Ulang">
            <Button
              size="small"
              aria-label={`Cetak Ulang ${r.no_faktur_beli}`}
              icon={<PrinterOutlined />}
              onClick={() => void reprint([r.no_faktur_group])}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <PageFrame title="Lihat Pembelian" onRefresh={() => void refreshPembelian()}>
      <Row gutter={[12, 12]} align="bottom" style={{ marginBottom: 12 }}>
        <Col xs={12} md={5}>
          <Typography.Text type="secondary">Tanggal Awal</Typography.Text>
          <DatePickerField
            id="lihat-beli-awal"
            value={filter.tgl_awal}
            onChange={(v) => setFilter((f) => ({ ...f, tgl_awal: v }))}
          />
        </Col>
        <Col xs={12} md={5}>
          <Typography.Text type="secondary">Tanggal Akhir</Typography.Text>
          <DatePickerField
            id="lihat-beli-akhir"
            value={filter.tgl_akhir}
            onChange={(v) => setFilter((f) => ({ ...f, tgl_akhir: v }))}
          />
        </Col>
        <Col xs={12} md={4}>
          <Typography.Text type="secondary">Status</Typography.Text>
          <Select
            aria-label="Status"
            style={{ width: '100%' }}
            value={filter.status}
            options={STATUS_OPTIONS}
            onChange={(v) => setFilter((f) => ({ ...f, status: v as Filter['status'] }))}
          />
        </Col>
        <Col xs={12} md={4}>
          <Button type="primary" icon={<SearchOutlined />} onClick={search}>
            Cari Data
          </Button>
        </Col>
      </Row>
      <DataTable<api.PurchaseLine>
        testId="lihat-beli-table"
        queryKey={[...PEMBELIAN_KEY, 'list', shown]}
        fetchPage={async (r) => {
          const page = await fetchPurchasePage(shown, r);
          setGroups(
            (g) => new Map([...g, ...page.data.map((l) => [l.no_faktur_beli, l.no_faktur_group] as const)]),
          );
          return page;
        }}
        columns={columns}
        rowKey={(r) => r.no_faktur_beli}
        searchPlaceholder="Cari No Faktur / Barang / Customer"
        selection={{ selectedKeys: selected, onChange: setSelected }}
        extraButtons={[
          {
            label: chosenGroups.length
              ? `Cetak Ulang Terpilih (${chosenGroups.length})`
              : 'Cetak Ulang Terpilih',
            icon: <PrinterOutlined />,
            disabled: !chosenGroups.length,
            onClick: () => void reprint(chosenGroups),
          },
        ]}
        exportCsv={{ fileName: 'LIHAT PEMBELIAN.csv' }}
        footer={(rows) => <PageTotals rows={rows} />}
        cardTitle={(r) => `${r.no_faktur_group} — ${r.nama_barang}`}
      />
      <PurchaseInvoiceModal noFaktur={detail} onClose={() => setDetail(null)} />
    </PageFrame>
  );
}
