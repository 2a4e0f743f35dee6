import Decimal from 'decimal.js';
import { formatTanggal } from '../dates.ts';

/** The para-system value kategori_harga: one 24K price for every group, or each group its own. */
export type KategoriHarga = 'harga_100%' | 'harga_group';
export const KATEGORI_HARGA_100 = 'harga_100%';

/** With harga_100% the prices are entered once, for 24K gold, under this code. */
export const BASE_24K = '24K';

/**
 * A group's price per gram (DESIGN.md section 6): with harga_100% the 24K price x kadar / 100, rounded
 * to whole Rupiah (half up); otherwise the group's own price.
 */
export function groupPricePerGram(kategori: string, base24k: number, kadar: number, own: number): number {
  if (kategori !== KATEGORI_HARGA_100) return own;
  return new Decimal(base24k).mul(kadar).div(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/** What priceSetOn reads of a day's prices (GET harga-emas). */
type PricedDay = {
  tanggal: string;
  base: { berlaku_sejak: string | null } | null;
  groups: readonly { berlaku_sejak: string | null }[];
};

/**
 * Whether the day has a price of its own (issue 43): a day without one keeps the last day's. With
 * harga_100% the 24K price counts; otherwise a price set that day for any group.
 */
export function priceSetOn(day: PricedDay): boolean {
  if (day.base) return day.base.berlaku_sejak === day.tanggal;
  return day.groups.some((g) => g.berlaku_sejak === day.tanggal);
}

/** The last day a price was set before `day.tanggal` (the one still in effect), or null: never. */
export function lastPriceDay(day: PricedDay): string | null {
  const days = day.base ? [day.base.berlaku_sejak] : day.groups.map((g) => g.berlaku_sejak);
  return days.reduce<string | null>((a, d) => (d && (!a || d > a) ? d : a), null);
}

/** The reminder shown to whoever may set prices while the business day has none of its own. */
export const priceReminderText = (day: PricedDay): string => {
  const last = lastPriceDay(day);
  return `Harga emas hari ini belum diatur (${formatTanggal(day.tanggal)}): ${
    last ? `transaksi masih memakai harga tanggal ${formatTanggal(last)}` : 'belum ada harga emas sama sekali'
  }. Atur harga di Parameter Harga Emas.`;
};
