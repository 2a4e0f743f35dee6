import { api } from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { cashSumsOfDayByJenis, expensesOfDay, openNonCashOfDay } from '../kas/kas.api.ts';
import { periodTotals } from './dashboard.service.ts';

/** Document 1's other dashboard calls: the year by month, the day's cash, expenses and open non-cash. */

const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** The twelve months of `year`, each the sum of its days' totals. */
export async function yearTotals(shop: ShopContext, year: number): Promise<api.DashboardMonth[]> {
  const days = await periodTotals(shop, `${year}-01-01`, `${year}-12-31`);
  return Array.from({ length: 12 }, (_, i) => {
    const bulan = `${year}-${pad(i + 1)}`;
    return { bulan, ...api.sumDashboardTotals(days.filter((d) => d.tanggal.startsWith(bulan))) };
  });
}

const num = (v: unknown) => Number(v ?? 0);

export async function dailyCash(shop: ShopContext, tanggal: string): Promise<api.DashboardCashRow[]> {
  const rows = await cashSumsOfDayByJenis(shop, tanggal);
  return rows.map((r) => ({
    jenis: r.jenis,
    jumlah_in: num(r.jumlah_in),
    jumlah_out: num(r.jumlah_out),
    saldo: num(r.jumlah_in) - num(r.jumlah_out),
  }));
}

export async function dailyBiaya(shop: ShopContext, tanggal: string): Promise<api.DashboardBiaya> {
  const rows = await expensesOfDay(shop, tanggal);
  const list = rows.map((r) => ({ deskripsi: r.deskripsi, jumlah: num(r.jumlah), input_by: r.input_by }));
  return { total: list.reduce((s, r) => s + r.jumlah, 0), rows: list };
}

export const outstandNonCash = (shop: ShopContext, tanggal: string) => openNonCashOfDay(shop, tanggal);

const TOTAL_OF = {
  PENJUALAN: 'total_penjualan',
  PEMBELIAN: 'total_pembelian',
  SERVICE: 'total_service',
  HUTANG: 'total_hutang',
} as const satisfies Record<(typeof api.SPECIFIC_CHART_KATEGORI)[number], keyof api.DashboardTotals>;

/** One total: DAILY over the days of the month of `tanggal`, MONTHLY over the months of its year. */
export async function specificChart(
  shop: ShopContext,
  q: { kategori: keyof typeof TOTAL_OF; type: 'DAILY' | 'MONTHLY' },
  tanggal: string,
): Promise<api.ChartPoint[]> {
  const key = TOTAL_OF[q.kategori];
  const [y, m] = tanggal.split('-').map(Number) as [number, number];
  if (q.type === 'MONTHLY') return (await yearTotals(shop, y)).map((p) => ({ x: p.bulan, y: p[key] }));
  const from = `${y}-${pad(m)}-01`;
  const to = `${y}-${pad(m)}-${pad(lastDayOfMonth(y, m))}`;
  return (await periodTotals(shop, from, to)).map((p) => ({ x: p.tanggal, y: p[key] }));
}
