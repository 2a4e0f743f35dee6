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

// ---------------------------------------------------------------------------------------------
// Document 1's other dashboard calls (section 7; their answers are not shown there)

/** One month of the year chart. */
export type DashboardMonth = DashboardTotals & { bulan: string };
export const yearChartQuery = z.object({
  tahun: z.coerce
    .number({ error: 'Tahun Tidak Valid' })
    .int({ error: 'Tahun Tidak Valid' })
    .min(2000, { error: 'Tahun Tidak Valid' })
    .max(2999, { error: 'Tahun Tidak Valid' })
    .optional(),
});
/** GET transaction/daily-transaction-get-year: the twelve months of a year (default the business day's). */
export const yearTransactionChart = endpoint<
  undefined,
  z.infer<typeof yearChartQuery>,
  undefined,
  DashboardMonth[]
>({
  method: 'GET',
  path: 'transaction/daily-transaction-get-year',
  query: yearChartQuery,
});

/** The day's cash per kind of payment (CASH, TRANSFER, ...): in, out and their difference. */
export type DashboardCashRow = { jenis: string; jumlah_in: number; jumlah_out: number; saldo: number };
/** GET cash-pusat/daily-cash-chart (tgl_system, default the business day). */
export const dailyCashChart = endpoint<
  undefined,
  z.infer<typeof dailyChartQuery>,
  undefined,
  DashboardCashRow[]
>({
  method: 'GET',
  path: 'cash-pusat/daily-cash-chart',
  query: dailyChartQuery,
});

/** The day's expenses (KAS KELUAR): each row and the total. */
export type DashboardBiaya = {
  total: number;
  rows: { deskripsi: string; jumlah: number; input_by: string }[];
};
/** GET cash-pusat/daily-biaya (tgl_system). */
export const dailyBiaya = endpoint<undefined, z.infer<typeof dailyChartQuery>, undefined, DashboardBiaya>({
  method: 'GET',
  path: 'cash-pusat/daily-biaya',
  query: dailyChartQuery,
});

/** GET cash-pusat/outstand-noncash (tgl_system): the day's non-cash rows not yet validated. */
export const outstandNonCash = endpoint<
  undefined,
  z.infer<typeof dailyChartQuery>,
  undefined,
  { jumlah: number; total: number }
>({
  method: 'GET',
  path: 'cash-pusat/outstand-noncash',
  query: dailyChartQuery,
});

/** The totals a specific chart can show, and its spans: the month's days or the year's months. */
export const SPECIFIC_CHART_KATEGORI = ['PENJUALAN', 'PEMBELIAN', 'SERVICE', 'HUTANG'] as const;
export const SPECIFIC_CHART_TYPE = ['DAILY', 'MONTHLY'] as const;
export const specificChartQuery = z.object({
  kategori: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(SPECIFIC_CHART_KATEGORI, {
      error: `Kategori Harus Salah Satu Dari ${SPECIFIC_CHART_KATEGORI.join(', ')}`,
    }),
  ),
  type: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.trim().toUpperCase() : 'DAILY'),
    z.enum(SPECIFIC_CHART_TYPE, { error: `Type Harus Salah Satu Dari ${SPECIFIC_CHART_TYPE.join(', ')}` }),
  ),
  tgl_system: isoDate('Tanggal').optional(),
});
/** One point of a chart series (document 1: series of x/y points). */
export type ChartPoint = { x: string; y: number };
/** GET cash-pusat/daily-specific-chart (kategori, type): one total over the month's days or the year's months. */
export const dailySpecificChart = endpoint<
  undefined,
  z.infer<typeof specificChartQuery>,
  undefined,
  ChartPoint[]
>({
  method: 'GET',
  path: 'cash-pusat/daily-specific-chart',
  query: specificChartQuery,
});
