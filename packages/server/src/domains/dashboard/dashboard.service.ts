import { addDays, api } from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';

/**
 * The dashboard's totals come from the transaction domains (sales, purchases, services, debts).
 * Each domain registers its contribution here as it is built; with none registered the totals are
 * honestly zero — there are no transactions to count yet.
 */
export type DashboardSource = (
  shop: ShopContext,
  from: string,
  to: string,
) => Promise<{ tanggal: string; totals: Partial<api.DashboardTotals> }[]>;

/** By name: every shop server of a process registers the same sources once. */
const sources = new Map<string, DashboardSource>();
export const registerDashboardSource = (name: string, s: DashboardSource) => {
  if (!sources.has(name)) sources.set(name, s);
};

const zero = api.zeroDashboardTotals;

const MAX_PERIOD_DAYS = 366;

export async function periodTotals(
  shop: ShopContext,
  from: string,
  to: string,
): Promise<api.DashboardPoint[]> {
  if (from > to) throw badRequest('Tanggal Awal Tidak Boleh Melebihi Tanggal Akhir');
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    days.push(d);
    if (days.length > MAX_PERIOD_DAYS) throw badRequest('Periode Maksimal 366 Hari');
  }
  const byDay = new Map(days.map((d) => [d, zero()]));
  for (const source of sources.values()) {
    for (const row of await source(shop, from, to)) {
      const acc = byDay.get(row.tanggal);
      if (!acc) continue;
      for (const [k, v] of Object.entries(row.totals)) acc[k as keyof api.DashboardTotals] += v ?? 0;
    }
  }
  return days.map((tanggal) => ({ tanggal, ...(byDay.get(tanggal) ?? zero()) }));
}

export async function dailyTotals(shop: ShopContext, day: string): Promise<api.DashboardTotals> {
  const [point] = await periodTotals(shop, day, day);
  const { tanggal: _, ...totals } = point ?? { tanggal: day, ...zero() };
  return totals;
}
