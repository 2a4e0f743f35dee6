import { SearchOutlined } from '@ant-design/icons';
import { formatGram, formatMoney, todayJakarta } from '@emas/contract';
import type { OpnameReportQuery, OpnameReportRow, QtyBerat } from '@emas/contract/api/stock-opname';
import { opnameReportQuery } from '@emas/contract/api/stock-opname';
import { Button, Flex, Tag } from 'antd';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { showError } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { useOpnameReport } from '../api/stock-opname-calls.ts';

type Row = OpnameReportRow;
type CountKey = 'expected' | 'scanned' | 'missing' | 'extra';

const COUNT_TITLES: [CountKey, string][] = [
  ['expected', 'Seharusnya'],
  ['scanned', 'Discan'],
  ['missing', 'Belum Ditemukan'],
  ['extra', 'Tidak Sesuai Lokasi'],
];
const gram = (v: QtyBerat) => formatGram(v.berat).replaceAll(',', '');

const columns: DataColumn<Row>[] = [
  { key: 'id', title: 'No', field: 'id' },
  { key: 'tanggal', title: 'Tanggal', field: 'tanggal' },
  { key: 'kode_gudang', title: 'Gudang', field: 'kode_gudang' },
  {
    key: 'kode_baki',
    title: 'Baki',
    render: (r) => r.kode_baki || 'SEMUA',
    exportValue: (r) => r.kode_baki || 'SEMUA',
  },
  {
    key: 'status',
    title: 'Status',
    render: (r) => (
      <Tag color={r.status === 'DONE' ? 'green' : 'blue'}>{r.status === 'DONE' ? 'SELESAI' : 'BERJALAN'}</Tag>
    ),
    exportValue: (r) => (r.status === 'DONE' ? 'SELESAI' : 'BERJALAN'),
  },
  ...COUNT_TITLES.flatMap(([k, title]): DataColumn<Row>[] => [
    {
      key: `${k}-qty`,
      title: `Qty ${title}`,
      align: 'right',
      render: (r) => formatMoney(r[k].qty),
      exportValue: (r) => r[k].qty,
    },
    {
      key: `${k}-berat`,
      title: `Berat ${title}`,
      align: 'right',
      render: (r) => formatGram(r[k].berat),
      exportValue: (r) => gram(r[k]),
    },
  ]),
  { key: 'created_by', title: 'Dibuat Oleh', field: 'created_by' },
  {
    key: 'finished_by',
    title: 'Diselesaikan Oleh',
    render: (r) => r.finished_by ?? '-',
    exportValue: (r) => r.finished_by ?? '',
  },
];

/** laporan-stock-opname-global: the counts started in a date range, with their totals and a CSV. */
export function LaporanStockOpnameGlobalPage() {
  const { user } = useSession();
  const today = user?.tgl_system ?? todayJakarta();
  const [awal, setAwal] = useState(today);
  const [akhir, setAkhir] = useState(today);
  const [asked, setAsked] = useState<OpnameReportQuery | null>(null);
  const report = useOpnameReport(asked);

  const show = () => {
    const q = opnameReportQuery.safeParse({ tgl_awal: awal, tgl_akhir: akhir });
    if (!q.success) return showError(q.error.issues[0]?.message ?? '');
    if (JSON.stringify(q.data) === JSON.stringify(asked)) void report.refetch();
    else setAsked(q.data);
  };

  return (
    <PageFrame title="Laporan Stock Opname Global">
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center">
          <DatePickerField value={awal} onChange={setAwal} placeholder="Tanggal Awal" />
          <span>s/d</span>
          <DatePickerField value={akhir} onChange={setAkhir} placeholder="Tanggal Akhir" />
          <Button type="primary" icon={<SearchOutlined />} loading={report.isFetching} onClick={show}>
            Tampilkan
          </Button>
        </Flex>
        {asked && (
          <DataTable<Row>
            rows={report.data}
            loading={report.isFetching}
            columns={columns}
            rowKey={(r) => r.id}
            exportCsv={{
              fileName: `LAPORAN STOCK OPNAME GLOBAL ${asked.tgl_awal} SD ${asked.tgl_akhir}.csv`,
            }}
            testId="laporan-stock-opname-global"
          />
        )}
      </Flex>
    </PageFrame>
  );
}
