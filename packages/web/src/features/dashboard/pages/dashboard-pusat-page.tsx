import { SyncOutlined } from '@ant-design/icons';
import {
  addDays,
  api,
  formatGram,
  formatJam,
  formatMoneyAxis,
  formatRupiah,
  formatTanggal,
  MSG,
  type ShopResult,
} from '@emas/contract';
import { Alert, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { isHeadOffice, useSession } from '../../../lib/session.ts';
import {
  type DashboardPoint,
  type DashboardTotals,
  useDailyChartAllShops,
  usePeriodChartAllShops,
} from '../api/charts.ts';
import { type LiveActivity, useDashboardLiveRefresh } from '../api/live-refresh.ts';
import { LineChart } from '../components/line-chart.tsx';
import { MONEY_TOTALS, PERIOD_DAYS, seriesOf } from '../components/totals.ts';
import { TotalsCards } from '../components/totals-cards.tsx';

const grams = (v: number) => `${formatGram(v)} gr`;

/** A shop's figures of the day on its card. */
const SHOP_FIGURES = [
  { key: 'total_penjualan', title: 'Penjualan', format: formatRupiah, size: 16 },
  { key: 'total_pembelian', title: 'Pembelian', format: formatRupiah, size: 16 },
  { key: 'gram_penjualan', title: 'Gram Penjualan', format: grams, size: 14 },
  { key: 'gram_pembelian', title: 'Gram Pembelian', format: grams, size: 14 },
] as const satisfies readonly {
  key: keyof DashboardTotals;
  title: string;
  format: (v: number) => string;
  size: number;
}[];

/** A shop's own chart: sales and purchases of the period in Rupiah. */
const SHOP_SERIES = MONEY_TOTALS.filter((t) => t.key === 'total_penjualan' || t.key === 'total_pembelian');

function LiveNote({ last }: { last: LiveActivity }) {
  return (
    <Typography.Text type="secondary" data-testid="dashboard-live">
      <SyncOutlined spin={false} /> Langsung:{' '}
      {last ? `diperbarui ${formatJam(last.at)} (transaksi ${last.kode_toko})` : 'menunggu transaksi toko'}
    </Typography.Text>
  );
}

/**
 * A shop answered from head office's replica: how fresh its figures are ('data s/d 20:15:03'), marked
 * when late. A shop answered live shows nothing.
 */
function ShopFreshness({ daily }: { daily: ShopResult<DashboardTotals> }) {
  const fresh = daily.status === 'success' ? daily.replica : undefined;
  if (!fresh) return null;
  return (
    <Tag color={fresh.stale ? 'orange' : 'blue'} data-testid={`shop-fresh-${daily.kode_toko}`}>
      {fresh.label}
      {fresh.stale ? ' (terlambat)' : ''}
    </Tag>
  );
}

function ShopCard(props: {
  daily: ShopResult<DashboardTotals>;
  period: ShopResult<DashboardPoint[]> | undefined;
  fresh: boolean;
}) {
  const { daily, period } = props;
  const t = daily.status === 'success' ? daily.data : null;
  return (
    <Card
      size="small"
      title={daily.nama_toko}
      extra={
        <Flex gap={4} align="center">
          <ShopFreshness daily={daily} />
          <Tag color={daily.status === 'success' ? 'gold' : 'red'}>{daily.kode_toko}</Tag>
        </Flex>
      }
      data-testid={`shop-card-${daily.kode_toko}`}
      style={props.fresh ? { boxShadow: '0 0 0 2px #f5d76e' } : undefined}
    >
      {!t ? (
        <Alert
          type="error"
          showIcon
          title={MSG.multiShopFailed}
          description={
            daily.status === 'error' && daily.message !== MSG.multiShopFailed ? daily.message : undefined
          }
        />
      ) : (
        <Flex vertical gap={8}>
          <Row gutter={[8, 8]}>
            {SHOP_FIGURES.map((f) => (
              <Col key={f.key} span={12}>
                <Statistic
                  title={f.title}
                  value={t[f.key]}
                  formatter={(v) => f.format(Number(v))}
                  styles={{ content: { fontSize: f.size } }}
                />
              </Col>
            ))}
          </Row>
          <LineChart
            ariaLabel={`Grafik transaksi ${daily.nama_toko}`}
            height={200}
            series={seriesOf(period?.status === 'success' ? period.data : undefined, SHOP_SERIES)}
            formatY={formatMoneyAxis}
            formatTip={formatRupiah}
            minMax={4}
          />
        </Flex>
      )}
    </Card>
  );
}

/**
 * /dashboardPusat, head office's landing page: the day's totals over every shop, then each shop with
 * its figures and its chart of the period; it refreshes as branches sell (their activity relayed over
 * head office's live channel). A shop that fails says so and is left out of the totals.
 */
export function DashboardPusatPage() {
  const { user } = useSession();
  const [day, setDay] = useState<string | undefined>(user?.tgl_system);
  const headOffice = isHeadOffice(user);
  const shops = useDailyChartAllShops(headOffice ? day : undefined);
  const periods = usePeriodChartAllShops(
    headOffice && day ? addDays(day, 1 - PERIOD_DAYS) : undefined,
    headOffice ? day : undefined,
  );
  const last = useDashboardLiveRefresh();

  if (!headOffice) {
    return (
      <PageFrame title="Dashboard Pusat">
        <Empty description="Dashboard Pusat Hanya Tersedia Di Kantor Pusat" />
      </PageFrame>
    );
  }

  const answered = shops.data ?? [];
  const ok = answered.flatMap((s) => (s.status === 'success' ? [s.data] : []));
  const failed = answered.filter((s) => s.status !== 'success').map((s) => s.kode_toko);
  const fresh = last?.fresh ? last.kode_toko : null;

  return (
    <PageFrame title="Dashboard Pusat" bare>
      <Flex vertical gap={16}>
        <Card
          title={`Total Semua Toko${day ? ` — ${formatTanggal(day)}` : ''}`}
          extra={
            <Flex gap={12} align="center" wrap>
              <LiveNote last={last} />
              <div style={{ width: 150 }}>
                <DatePickerField value={day} onChange={setDay} />
              </div>
            </Flex>
          }
          data-testid="dashboard-pusat-total"
        >
          {failed.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={`${MSG.multiShopFailed}: ${failed.join(', ')} (tidak termasuk dalam total)`}
            />
          )}
          <TotalsCards
            totals={shops.data ? api.sumDashboardTotals(ok) : undefined}
            loading={shops.isPending}
          />
        </Card>
        {shops.isPending ? (
          <Skeleton active />
        ) : !answered.length ? (
          <Empty description="Belum Ada Toko Di Master Toko" />
        ) : (
          <Row gutter={[16, 16]}>
            {answered.map((s) => (
              <Col key={s.kode_toko} xs={24} lg={12}>
                <ShopCard
                  daily={s}
                  period={periods.data?.find((p) => p.kode_toko === s.kode_toko)}
                  fresh={fresh === s.kode_toko}
                />
              </Col>
            ))}
          </Row>
        )}
      </Flex>
    </PageFrame>
  );
}
