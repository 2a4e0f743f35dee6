import { formatGram, formatRupiah } from '@emas/contract';
import { Card, Col, Row, Statistic } from 'antd';
import type { DashboardTotals } from '../api/charts.ts';
import { GRAM_TOTALS, MONEY_TOTALS } from './totals.ts';

type Props = { totals: DashboardTotals | undefined; loading?: boolean; compact?: boolean };

/** The day's totals as cards: sales, purchases, service, debts in Rupiah and the grams. */
export function TotalsCards({ totals, loading, compact }: Props) {
  const span = compact ? { xs: 24, sm: 12 } : { xs: 24, sm: 12, md: 8, xl: 4 };
  return (
    <Row gutter={[12, 12]}>
      {MONEY_TOTALS.map((t) => (
        <Col key={t.key} {...span}>
          <Card size="small" loading={loading} style={{ borderTop: `3px solid ${t.color}` }}>
            <Statistic
              title={t.title}
              value={totals?.[t.key] ?? 0}
              formatter={(v) => formatRupiah(Number(v))}
              styles={{ content: { fontSize: compact ? 16 : 20 } }}
            />
          </Card>
        </Col>
      ))}
      {GRAM_TOTALS.map((t) => (
        <Col key={t.key} {...span}>
          <Card size="small" loading={loading} style={{ borderTop: `3px solid ${t.color}` }}>
            <Statistic
              title={t.title}
              value={totals?.[t.key] ?? 0}
              formatter={(v) => `${formatGram(Number(v))} gr`}
              styles={{ content: { fontSize: compact ? 16 : 20 } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
