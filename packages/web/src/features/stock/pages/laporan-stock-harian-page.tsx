import { CheckCircleOutlined, FileTextOutlined, SearchOutlined } from '@ant-design/icons';
import { type api, formatGram, formatMoney, MSG } from '@emas/contract';
import { Alert, Button, Col, Flex, Row, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { downloadText, toCsv } from '../../../components/ui/csv.ts';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { showError } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { ReportState, reportStatus } from '../../../components/ui/report-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { checkStock, type SaldoFilter, useStockSaldo } from '../api/stock-saldo.ts';
import { GudangSelect } from '../components/location-select.tsx';
import { STOCK_TEXT } from '../messages.ts';

type Daily = api.StockDailyRow;
type Pair = { qty: keyof Daily; berat: keyof Daily; title: string };

/** The five column pairs of a balance row: pieces and grams. */
const PAIRS: readonly Pair[] = [
  { title: 'Awal', qty: 'stock_awal', berat: 'berat_awal' },
  { title: 'Masuk', qty: 'qty_in', berat: 'berat_in' },
  { title: 'Keluar', qty: 'qty_out', berat: 'berat_out' },
  { title: 'Jual', qty: 'qty_jual', berat: 'berat_jual' },
  { title: 'Akhir', qty: 'stock_akhir', berat: 'berat_akhir' },
];
const KEYS = ['kode_gudang', 'kode_baki', 'kode_group', 'kode_dept'] as const;
const KEY_TITLES: Record<(typeof KEYS)[number], string> = {
  kode_gudang: 'Gudang',
  kode_baki: 'Baki',
  kode_group: 'Group',
  kode_dept: 'Jenis',
};
const KOLOM_TITLES: Record<string, string> = Object.fromEntries(
  PAIRS.flatMap((p) => [
    [p.qty, `Qty ${p.title}`],
    [p.berat, `Berat ${p.title}`],
  ]),
);

const num = (r: Daily, k: keyof Daily) => Number(r[k]) || 0;
const sum = (rows: readonly Daily[], k: keyof Daily) => rows.reduce((s, r) => s + num(r, k), 0);

/**
 * laporan-stock-harian: the day's balances per warehouse, tray, group and jenis (awal, masuk, keluar,
 * jual, akhir in pieces and grams, with totals) from stock/saldo, and 'Cek Saldo' (stock/check):
 * whether the balances stored by that day's closing agree with the stock ledger.
 */
export function LaporanStockHarianPage() {
  const { user } = useSession();
  const tglSystem = user?.tgl_system;
  const [tanggal, setTanggal] = useState<string | undefined>(tglSystem);
  const [gudang, setGudang] = useState<string | undefined>();
  const [asked, setAsked] = useState<SaldoFilter | null>(null);
  const saldo = useStockSaldo(asked);
  const [check, setCheck] = useState<api.StockCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const rows = saldo.data?.rows ?? [];
  const status = reportStatus({
    requested: !!asked,
    isFetching: saldo.isFetching,
    isError: saldo.isError,
    data: saldo.data?.rows,
  });

  const show = () => {
    if (!tanggal) return;
    const f = { tanggal, kode_gudang: gudang };
    setCheck(null);
    if (JSON.stringify(f) === JSON.stringify(asked)) void saldo.refetch();
    else setAsked(f);
  };

  const cekSaldo = async () => {
    if (!tanggal) return;
    setChecking(true);
    try {
      setCheck(await checkStock(tanggal));
    } catch (e) {
      if (!(e instanceof ApiError)) showError(MSG.requestFailed);
    } finally {
      setChecking(false);
    }
  };

  const exportCsv = () => {
    const cols = [
      ...KEYS.map((k) => ({ title: KEY_TITLES[k], value: (r: Daily) => r[k] })),
      ...PAIRS.flatMap((p) => [
        { title: `Qty ${p.title}`, value: (r: Daily) => num(r, p.qty) },
        { title: `Berat ${p.title}`, value: (r: Daily) => num(r, p.berat), format: 'gram' as const },
      ]),
    ];
    downloadText(toCsv(cols, rows), `LAPORAN STOCK HARIAN ${saldo.data?.tanggal ?? ''}.csv`);
  };

  const columns: ColumnsType<Daily> = [
    ...KEYS.map((k) => ({
      key: k,
      title: KEY_TITLES[k],
      dataIndex: k,
      fixed: k === 'kode_gudang' ? ('left' as const) : undefined,
      render: (v: string) => v || '-',
    })),
    ...PAIRS.map((p) => ({
      key: p.title,
      title: p.title,
      children: [
        {
          key: `${p.title}-qty`,
          title: 'Qty',
          align: 'right' as const,
          render: (_: unknown, r: Daily) => formatMoney(num(r, p.qty)),
        },
        {
          key: `${p.title}-berat`,
          title: 'Berat',
          align: 'right' as const,
          render: (_: unknown, r: Daily) => formatGram(num(r, p.berat)),
        },
      ],
    })),
  ];

  return (
    <PageFrame title="Laporan Stock Harian" onRefresh={asked ? () => void saldo.refetch() : undefined}>
      <Flex vertical gap={16}>
        <Row gutter={[12, 12]} align="middle">
          <Col>
            <Typography.Text strong>Tanggal</Typography.Text>
          </Col>
          <Col>
            <DatePickerField
              id="tanggal"
              value={tanggal}
              onChange={(v) => {
                setTanggal(v);
                setCheck(null);
              }}
              maxDate={tglSystem}
              style={{ width: 160 }}
            />
          </Col>
          <Col>
            <Typography.Text strong>Gudang</Typography.Text>
          </Col>
          <Col style={{ minWidth: 240 }}>
            <GudangSelect
              aria-label="Gudang"
              value={gudang}
              onChange={setGudang}
              placeholder="Semua Gudang"
            />
          </Col>
          <Col>
            <Flex gap={8}>
              <Button type="primary" icon={<SearchOutlined />} loading={saldo.isFetching} onClick={show}>
                Tampilkan
              </Button>
              <Button
                icon={<CheckCircleOutlined />}
                loading={checking}
                disabled={!tanggal}
                onClick={cekSaldo}
              >
                Cek Saldo
              </Button>
            </Flex>
          </Col>
        </Row>
        {check && <CheckResult check={check} />}
        <ReportState status={status} message={status === 'empty' ? STOCK_TEXT.saldoEmpty : undefined}>
          <Flex vertical gap={8}>
            <Flex gap={8} align="center" wrap justify="space-between">
              <Flex gap={8} align="center" wrap>
                <Typography.Text>Tanggal {saldo.data?.tanggal}</Typography.Text>
                {saldo.data?.sumber === 'TUTUP_TOKO' ? (
                  <Tag color="green">SALDO TUTUP TOKO</Tag>
                ) : (
                  <Tag color="gold">DIHITUNG (HARI BELUM DITUTUP)</Tag>
                )}
              </Flex>
              <Button icon={<FileTextOutlined />} onClick={exportCsv}>
                Export CSV
              </Button>
            </Flex>
            <Table<Daily>
              size="small"
              bordered
              data-testid="stock-harian-table"
              columns={columns}
              dataSource={rows}
              rowKey={(r) => KEYS.map((k) => r[k]).join('|')}
              pagination={false}
              scroll={{ x: 'max-content', y: 560 }}
              summary={() => (
                <Table.Summary fixed>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={4}>
                      <Typography.Text strong>Total</Typography.Text>
                    </Table.Summary.Cell>
                    {PAIRS.flatMap((p, i) => [
                      <Table.Summary.Cell key={`${p.title}-q`} index={4 + i * 2} align="right">
                        <Typography.Text strong data-testid={`total-qty-${p.title.toLowerCase()}`}>
                          {formatMoney(sum(rows, p.qty))}
                        </Typography.Text>
                      </Table.Summary.Cell>,
                      <Table.Summary.Cell key={`${p.title}-b`} index={5 + i * 2} align="right">
                        <Typography.Text strong data-testid={`total-berat-${p.title.toLowerCase()}`}>
                          {formatGram(sum(rows, p.berat))}
                        </Typography.Text>
                      </Table.Summary.Cell>,
                    ])}
                  </Table.Summary.Row>
                </Table.Summary>
              )}
            />
          </Flex>
        </ReportState>
      </Flex>
    </PageFrame>
  );
}

/** Cek Saldo: not closed yet, agrees, or the differences between stored and recomputed numbers. */
function CheckResult({ check }: { check: api.StockCheck }) {
  if (!check.tersimpan)
    return (
      <Alert type="info" showIcon data-testid="cek-saldo" title={STOCK_TEXT.saldoNotClosed(check.tanggal)} />
    );
  if (check.cocok)
    return (
      <Alert type="success" showIcon data-testid="cek-saldo" title={STOCK_TEXT.saldoMatch(check.tanggal)} />
    );
  const columns: ColumnsType<api.StockSelisih> = [
    ...KEYS.map((k) => ({ key: k, title: KEY_TITLES[k], dataIndex: k, render: (v: string) => v || '-' })),
    { key: 'kolom', title: 'Kolom', render: (_, s) => KOLOM_TITLES[s.kolom] ?? s.kolom },
    {
      key: 'tersimpan',
      title: 'Tersimpan',
      align: 'right',
      render: (_, s) => (s.kolom.startsWith('berat') ? formatGram(s.tersimpan) : formatMoney(s.tersimpan)),
    },
    {
      key: 'dihitung',
      title: 'Dihitung Dari Kartu Stock',
      align: 'right',
      render: (_, s) => (s.kolom.startsWith('berat') ? formatGram(s.dihitung) : formatMoney(s.dihitung)),
    },
  ];
  return (
    <Alert
      type="error"
      showIcon
      data-testid="cek-saldo"
      title={STOCK_TEXT.saldoMismatch(check.tanggal, check.selisih.length)}
      description={
        <Table<api.StockSelisih>
          size="small"
          columns={columns}
          dataSource={check.selisih}
          rowKey={(s) => [...KEYS.map((k) => s[k]), s.kolom].join('|')}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
        />
      }
    />
  );
}
