import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { isoDate } from '../validation.ts';

/** Totals of one day or one period point of the dashboard charts (money in whole rupiah, grams 3 decimals). */
export type DashboardTotals = {
  total_penjualan: number;
  total_pembelian: number;
  total_service: number;
  total_hutang: number;
  gram_penjualan: number;
  gram_pembelian: number;
};
export type DashboardPoint = DashboardTotals & { tanggal: string };

/** A day without transactions. */
export const zeroDashboardTotals = (): DashboardTotals => ({
  total_penjualan: 0,
  total_pembelian: 0,
  total_service: 0,
  total_hutang: 0,
  gram_penjualan: 0,
  gram_pembelian: 0,
});

/** Head office's figures over several shops: each total added up, grams without float drift. */
export function sumDashboardTotals(list: readonly DashboardTotals[]): DashboardTotals {
  const out = zeroDashboardTotals();
  const keys = Object.keys(out) as (keyof DashboardTotals)[];
  const milli = { gram_penjualan: 0, gram_pembelian: 0 };
  for (const t of list) {
    for (const k of keys) if (k !== 'gram_penjualan' && k !== 'gram_pembelian') out[k] += Number(t[k] ?? 0);
    milli.gram_penjualan += Math.round(Number(t.gram_penjualan ?? 0) * 1000);
    milli.gram_pembelian += Math.round(Number(t.gram_pembelian ?? 0) * 1000);
  }
  out.gram_penjualan = milli.gram_penjualan / 1000;
  out.gram_pembelian = milli.gram_pembelian / 1000;
  return out;
}

export const dailyChartQuery = z.object({ tgl_system: isoDate('Tanggal').optional() });
export const dailyTransactionChart = endpoint<
  undefined,
  z.infer<typeof dailyChartQuery>,
  undefined,
  DashboardTotals
>({
  method: 'GET',
  path: 'cash-pusat/daily-transaction-chart',
  query: dailyChartQuery,
});

export const periodChartQuery = z.object({
  tgl_awal: isoDate('Tanggal Awal'),
  tgl_akhir: isoDate('Tanggal Akhir'),
});
export const periodTransactionChart = endpoint<
  undefined,
  z.infer<typeof periodChartQuery>,
  undefined,
  DashboardPoint[]
>({
  method: 'GET',
  path: 'cash-pusat/period-transaction-chart',
  query: periodChartQuery,
});
