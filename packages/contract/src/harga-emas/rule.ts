import Decimal from 'decimal.js';

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
