import { EyeOutlined, PrinterOutlined, SearchOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { api, formatGram, formatMoney, formatTanggal, todayJakarta } from '@emas/contract';
import { Button, Col, Flex, Row, Select, Space, Tooltip, Typography } from 'antd';
import { type Key, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { showError, showSuccess, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import {
  fetchSalePage,
  OPEN_AT_MOST,
  PENJUALAN_LIST_KEY,
  printSaleNota,
  refreshPenjualanList,
  sendWa,
} from '../api/lihat-batal-calls.ts';
import { SaleInvoiceModal, SaleStatusTag } from '../components/sale-invoice-view.tsx';

type Filter = { tgl_awal: string; tgl_akhir: string; status: 'ALL' | 'OPEN' | 'BATAL' };

const STATUS_OPTIONS = [
  { value: 'ALL', label: 'Semua Status' },
  { value: 'OPEN', label: 'OPEN' },
  { value: 'BATAL', label: 'BATAL' },
];

/** Reprints invoices (marked COPY when the reprint module is on): one tab for up to 10, a file for more. */
async function reprint(numbers: readonly string[]) {
  const ok = await printSaleNota(numbers, true);
  if (ok && numbers.length > OPEN_AT_MOST) toast.success(`${numbers.length} Nota Disimpan Sebagai File`);
}

async function kirimWa(noFaktur: string) {
  try {
    const res = await sendWa(noFaktur);
    showSuccess(res.message ?? api.TRANSAKSI_MSG.waSent);
  } catch {
    // the error box showed 'No Wa Tidak Terdaftar' or the server's message
  }
}

/** Page totals of the open lines. */
function PageTotals({ rows }: { rows: readonly api.SaleLine[] }) {
  const open = rows.filter((r) => r.status === 'OPEN');
  return (
    <Flex gap={24} wrap data-testid="lihat-jual-totals">
      <Typography.Text type="secondary">Total halaman ini (status OPEN):</Typography.Text>
      <Typography.Text>
        Barang <b>{open.length}</b>
      </Typography.Text>
      <Typography.Text>
        Berat <b>{formatGram(open.reduce((s, r) => s + r.berat, 0))} gr</b>
      </Typography.Text>
      <Typography.Text>
        Harga <b>Rp {formatMoney(open.reduce((s, r) => s + r.harga_total, 0))}</b>
      </Typography.Text>
    </Flex>
  );
}

/** Lihat Penjualan: the sale lines of a date range, their invoices' detail, reprints and WhatsApp. */
export function LihatPenjualanPage() {
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

  const columns: DataColumn<api.SaleLine>[] = [
    {
      key: 'no_faktur_group',
      title: 'No Faktur',
      render: (r) => (
        <div>
          <Typography.Text strong>{r.no_faktur_group}</Typography.Text>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.no_faktur_jual}
            </Typography.Text>
          </div>
        </div>
      ),
      exportValue: (r) => r.no_faktur_group,
    },
    { key: 'no_faktur_jual', title: 'No Faktur Jual', field: 'no_faktur_jual', hidden: true },
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
              {r.kode_barcode} · {r.kode_group}
            </Typography.Text>
          </div>
        </div>
      ),
      exportValue: (r) => r.nama_barang,
    },
    { key: 'kode_barcode', title: 'Barcode', field: 'kode_barcode', hidden: true },
    { key: 'kode_group', title: 'Group', field: 'kode_group', hidden: true },
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
      render: (r) => formatMoney(r.harga_total),
      exportValue: (r) => r.harga_total,
    },
    { key: 'nama_customer', title: 'Customer', field: 'nama_customer' },
    {
      key: 'sales',
      title: 'Sales / Kasir',
      render: (r) => `${r.kode_sales} / ${r.input_by}`,
      exportValue: (r) => `${r.kode_sales} / ${r.input_by}`,
    },
    {
      key: 'status',
      title: 'Status',
      render: (r) => <SaleStatusTag status={r.status} />,
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
              aria-label={`Detail ${r.no_faktur_jual}`}
              icon={<EyeOutlined />}
              onClick={() => setDetail(r.no_faktur_group)}
            />
          </Tooltip>
          <Tooltip title="Cetak Ulang">
            <Button
              size="small"
              aria-label={`Cetak Ulang ${r.no_faktur_jual}`}
              icon={<PrinterOutlined />}
              onClick={() => void reprint([r.no_faktur_group])}
            />
          </Tooltip>
          <Tooltip title="Kirim WA">
            <Button
              size="small"
              aria-label={`Kirim WA ${r.no_faktur_jual}`}
              icon={<WhatsAppOutlined />}
              disabled={r.status === 'BATAL'}
              onClick={() => void kirimWa(r.no_faktur_group)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <PageFrame title="Lihat Penjualan" onRefresh={() => void refreshPenjualanList()}>
      <Row gutter={[12, 12]} align="bottom" style={{ marginBottom: 12 }}>
        <Col xs={12} md={5}>
          <Typography.Text type="secondary">Tanggal Awal</Typography.Text>
          <DatePickerField
            id="lihat-jual-awal"
            value={filter.tgl_awal}
            onChange={(v) => setFilter((f) => ({ ...f, tgl_awal: v }))}
          />
        </Col>
        <Col xs={12} md={5}>
          <Typography.Text type="secondary">Tanggal Akhir</Typography.Text>
          <DatePickerField
            id="lihat-jual-akhir"
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
      <DataTable<api.SaleLine>
        testId="lihat-jual-table"
        queryKey={[...PENJUALAN_LIST_KEY, 'list', shown]}
        fetchPage={async (r) => {
          const page = await fetchSalePage(shown, r);
          setGroups(
            (g) => new Map([...g, ...page.data.map((l) => [l.no_faktur_jual, l.no_faktur_group] as const)]),
          );
          return page;
        }}
        columns={columns}
        rowKey={(r) => r.no_faktur_jual}
        searchPlaceholder="Cari No Faktur / Barcode / Customer"
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
        exportCsv={{ fileName: 'LIHAT PENJUALAN.csv' }}
        footer={(rows) => <PageTotals rows={rows} />}
        cardTitle={(r) => `${r.no_faktur_group} — ${r.nama_barang}`}
      />
      <SaleInvoiceModal noFaktur={detail} onClose={() => setDetail(null)} />
    </PageFrame>
  );
}
