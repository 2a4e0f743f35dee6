import { Decimal } from 'decimal.js';
import { type RoundDirection, roundMoney } from '../rounding.ts';

/**
 * Pricing of a sale line and a purchase (buy-back) line (DESIGN.md section 6). Weights are grams with
 * 3 decimals, prices whole Rupiah. The server prices with these functions and stores every input with
 * the result; the counter screen shows the same numbers before saving.
 */

export type SaleLineInput = {
  berat: Decimal.Value;
  harga_gram: number;
  ongkos: number;
  harga_atribut: number;
  /** Rounding unit (PEMBULATAN) and direction (up unless the downward module is on). */
  pembulatan: number;
  arah: RoundDirection;
};

/** berat x harga_gram + ongkos + harga_atribut, rounded to the unit. */
export function priceSaleLine(i: SaleLineInput): number {
  const raw = new Decimal(i.berat).times(i.harga_gram).plus(i.ongkos).plus(i.harga_atribut);
  return roundMoney(raw, i.pembulatan, i.arah);
}

export type PurchaseLineInput = {
  berat: Decimal.Value;
  /** The group's purchase price per gram of the day. */
  harga_gram: number;
  /** Cuts of master-potongan-pembelian for the group and condition. */
  potongan_persen: Decimal.Value;
  potongan_per_gram: number;
  pembulatan: number;
  arah: RoundDirection;
};

/** The net purchase price per gram: the day's price less the percentage cut and the per-gram cut, never below 0. */
export function purchasePricePerGram(
  i: Pick<PurchaseLineInput, 'harga_gram' | 'potongan_persen' | 'potongan_per_gram'>,
) {
  const net = new Decimal(i.harga_gram)
    .times(new Decimal(100).minus(i.potongan_persen))
    .div(100)
    .minus(i.potongan_per_gram);
  return Decimal.max(net, 0);
}

/** berat x net price per gram, rounded to the unit. */
export function pricePurchaseLine(i: PurchaseLineInput): number {
  return roundMoney(new Decimal(i.berat).times(purchasePricePerGram(i)), i.pembulatan, i.arah);
}

/**
 * The most a purchase line may be bought for without an SPV/OWN authorisation (PEMBELIAN DI ATAS
 * MAKSIMUM): berat x the maximum per gram, rounded up to the unit.
 */
export function maxPurchasePrice(i: {
  berat: Decimal.Value;
  harga_maks_gram: number;
  pembulatan: number;
}): number {
  return roundMoney(new Decimal(i.berat).times(i.harga_maks_gram), i.pembulatan, 'up');
}

/** The maximum per gram: the master's own (above 0), else the day's purchase price of the group. */
export const maxPricePerGram = (masterMax: number, hargaBeli: number): number =>
  masterMax > 0 ? masterMax : hargaBeli;

/** Sum of whole-Rupiah amounts (exact for any realistic total). */
export const sumRupiah = (amounts: readonly number[]): number =>
  amounts.reduce((s, a) => s.plus(a), new Decimal(0)).toNumber();
