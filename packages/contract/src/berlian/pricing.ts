import { Decimal } from 'decimal.js';
import { type RoundDirection, roundMoney } from '../rounding.ts';

/**
 * The price of a diamond item. A diamond piece is not sold by its gold weight: its tag carries the
 * stones' price, in US dollars (total_usd at the kurs it was tagged with) or as a fixed Rupiah price
 * (total_harga), plus the setting's work (ongkos_berlian). The sale line stores total_usd, curr, kurs
 * and the Rupiah of the stones (total_berlian_rp), as the sales detail of the reports document does.
 */
export const CURR = ['USD', 'IDR'] as const;
export type Curr = (typeof CURR)[number];

export type DiamondPriceInput = {
  curr: Curr;
  /** Dollars with cents. */
  total_usd: Decimal.Value;
  /** Rupiah per dollar (whole Rupiah). */
  kurs: number;
  /** The fixed Rupiah price of an IDR-priced piece. */
  total_harga: number;
  ongkos_berlian: number;
  pembulatan: number;
  arah: RoundDirection;
};

/** The stones in Rupiah: total_usd x kurs (to the whole Rupiah, half up) or the fixed price. */
export function diamondRupiah(
  i: Pick<DiamondPriceInput, 'curr' | 'total_usd' | 'kurs' | 'total_harga'>,
): number {
  if (i.curr === 'IDR') return i.total_harga;
  return new Decimal(i.total_usd).times(i.kurs).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/** The line price: stones in Rupiah + ongkos_berlian, rounded to the unit (up, or down by the module). */
export function priceDiamondLine(i: DiamondPriceInput): { total_berlian_rp: number; harga_total: number } {
  const total_berlian_rp = diamondRupiah(i);
  return {
    total_berlian_rp,
    harga_total: roundMoney(new Decimal(total_berlian_rp).plus(i.ongkos_berlian), i.pembulatan, i.arah),
  };
}
