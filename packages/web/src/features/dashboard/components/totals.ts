import type { DashboardPoint, DashboardTotals } from '../api/charts.ts';
import { type ChartSeries, PLACEHOLDER_POINTS } from './line-chart.tsx';

/** The dashboard figures: four money totals and two weights (foundation document section 3). */
export const MONEY_TOTALS = [
  { key: 'total_penjualan', title: 'Penjualan', color: '#9a6b00' },
  { key: 'total_pembelian', title: 'Pembelian', color: '#1f6fb2' },
  { key: 'total_service', title: 'Service', color: '#389e0d' },
  { key: 'total_hutang', title: 'Hutang', color: '#cf1322' },
] as const satisfies readonly { key: keyof DashboardTotals; title: string; color: string }[];

export const GRAM_TOTALS = [
  { key: 'gram_penjualan', title: 'Gram Penjualan', color: '#d48806' },
  { key: 'gram_pembelian', title: 'Gram Pembelian', color: '#13a8a8' },
] as const satisfies readonly { key: keyof DashboardTotals; title: string; color: string }[];

/** Days of the period charts, ending at the day shown. */
export const PERIOD_DAYS = 7;

type TotalDef = { key: keyof DashboardTotals; title: string; color: string };

/** Chart series of the given totals over the period's points (the placeholder points until they come). */
export function seriesOf(points: DashboardPoint[] | undefined, defs: readonly TotalDef[]): ChartSeries[] {
  return defs.map((d) => ({
    name: d.title,
    color: d.color,
    points: points ? points.map((p) => ({ x: p.tanggal, y: p[d.key] })) : PLACEHOLDER_POINTS,
  }));
}
