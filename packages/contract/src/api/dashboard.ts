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
