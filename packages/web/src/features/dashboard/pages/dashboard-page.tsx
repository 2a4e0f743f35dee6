import { addDays, formatGram, formatMoneyAxis, formatRupiah } from '@emas/contract';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { useDailyChart, usePeriodChart } from '../api/charts.ts';
import { useDashboardLiveRefresh } from '../api/live-refresh.ts';
import { HutangJatuhTempo } from '../components/hutang-jatuh-tempo.tsx';
import { LineChart } from '../components/line-chart.tsx';
import { GRAM_TOTALS, MONEY_TOTALS, PERIOD_DAYS, seriesOf } from '../components/totals.ts';
import { TotalsCards } from '../components/totals-cards.tsx';

/** Grams as the cards show them, unit included: '28.467 gr' (never read as thousands). */
const gramAxis = (v: number) => `${formatGram(v)} gr`;

/** The dashboard: the day's totals and the period charts of totals and grams, refreshed as the shop sells. */
export function DashboardPage() {
  useDashboardLiveRefresh();
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
        <HutangJatuhTempo />
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
                formatY={formatMoneyAxis}
                minMax={4}
                formatTip={formatRupiah}
              />
            </Col>
            <Col xs={24} xl={10}>
              <Typography.Text strong>Berat (gram)</Typography.Text>
              <LineChart
                ariaLabel="Grafik gram penjualan dan pembelian"
                series={seriesOf(period.data, GRAM_TOTALS)}
                formatY={gramAxis}
                formatTip={gramAxis}
              />
            </Col>
          </Row>
        </Card>
      </Flex>
    </PageFrame>
  );
}
