import { addDays, formatGram, formatMoney, formatRupiah } from '@emas/contract';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import type { DashboardPoint } from '../api/charts.ts';
import { useDailyChart, usePeriodChart } from '../api/charts.ts';
import { type ChartSeries, LineChart, PLACEHOLDER_POINTS } from '../components/line-chart.tsx';
import { GRAM_TOTALS, MONEY_TOTALS } from '../components/totals.ts';
import { TotalsCards } from '../components/totals-cards.tsx';

const PERIOD_DAYS = 7;

function seriesOf(
  points: DashboardPoint[] | undefined,
  defs: readonly { key: keyof Omit<DashboardPoint, 'tanggal'>; title: string; color: string }[],
): ChartSeries[] {
  return defs.map((d) => ({
    name: d.title,
    color: d.color,
    points: points ? points.map((p) => ({ x: p.tanggal, y: p[d.key] })) : PLACEHOLDER_POINTS,
  }));
}

const shortDate = (x: string) => (/^\d{4}-\d{2}-\d{2}$/.test(x) ? `${x.slice(8, 10)}/${x.slice(5, 7)}` : x);
const compactMoney = (v: number) =>
  v >= 1e9
    ? `${formatMoney(Math.round(v / 1e8) / 10)} M`
    : v >= 1e6
      ? `${formatMoney(Math.round(v / 1e5) / 10)} jt`
      : formatMoney(v);

/** Axis ticks: up to two decimals (the cards and tooltips show the full 3 decimals). */
const axisGram = (v: number) => (Math.round(v * 100) / 100).toLocaleString('id-ID');

/** The dashboard: the day's totals and the period charts of totals and grams. */
export function DashboardPage() {
  const { user } = useSession();
  const today = user?.tgl_system;
  const [day, setDay] = useState<string | undefined>(today);
  const [from, setFrom] = useState<string | undefined>(today ? addDays(today, 1 - PERIOD_DAYS) : undefined);
  const [to, setTo] = useState<string | undefined>(today);
  const daily = useDailyChart(day);
  const period = usePeriodChart(from, to);

  return (
    <PageFrame title="Dashboard" bare>
      <Flex vertical gap={16}>
        <Card
          title="Transaksi Harian"
          extra={
            <div style={{ width: 160 }}>
              <DatePickerField value={day} onChange={setDay} />
            </div>
          }
        >
          <TotalsCards totals={daily.data} loading={daily.isPending && daily.isFetching} />
        </Card>
        <Card title="Grafik Transaksi Periode">
          <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
            <Typography.Text>Periode</Typography.Text>
            <div style={{ width: 140 }}>
              <DatePickerField value={from} onChange={setFrom} maxDate={to} />
            </div>
            <Typography.Text>s/d</Typography.Text>
            <div style={{ width: 140 }}>
              <DatePickerField value={to} onChange={setTo} minDate={from} />
            </div>
          </Flex>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <Typography.Text strong>Total Transaksi (Rp)</Typography.Text>
              <LineChart
                ariaLabel="Grafik total transaksi"
                series={seriesOf(period.data, MONEY_TOTALS)}
                formatY={compactMoney}
                minMax={4}
                formatTip={formatRupiah}
                formatX={shortDate}
              />
            </Col>
            <Col xs={24} xl={10}>
              <Typography.Text strong>Berat (gram)</Typography.Text>
              <LineChart
                ariaLabel="Grafik gram penjualan dan pembelian"
                series={seriesOf(period.data, GRAM_TOTALS)}
                formatY={axisGram}
                formatTip={(v) => `${formatGram(v)} gr`}
                formatX={shortDate}
              />
            </Col>
          </Row>
        </Card>
      </Flex>
    </PageFrame>
  );
}
