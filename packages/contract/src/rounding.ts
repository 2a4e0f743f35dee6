import { Decimal } from 'decimal.js';
import { MODULE } from './modules.ts';

/** Money and weight rounding (foundation document section 9; DESIGN.md section 6). */
export type RoundDirection = 'up' | 'down';

/** The PEMBULATAN default, used silently when the parameter is missing or unreadable. */
export const DEFAULT_PEMBULATAN = 500;

const validUnit = (unit: unknown): number =>
  typeof unit === 'number' && Number.isInteger(unit) && unit >= 1 ? unit : DEFAULT_PEMBULATAN;

/** No '-0' in results. */
const noNegativeZero = (n: number): number => (n === 0 ? 0 : n);

/**
 * An amount rounded to a whole-rupiah multiple of `unit`, up (toward +infinity) or down.
 * A unit that is not a whole number of at least 1 falls back to 500 silently.
 */
export function roundMoney(
  amount: Decimal.Value,
  unit: number = DEFAULT_PEMBULATAN,
  direction: RoundDirection = 'up',
): number {
  const a = new Decimal(amount);
  if (!a.isFinite()) throw new RangeError(`amount is not a finite number: ${String(amount)}`);
  const u = validUnit(unit);
  const mode = direction === 'up' ? Decimal.ROUND_CEIL : Decimal.ROUND_FLOOR;
  return noNegativeZero(a.div(u).toDecimalPlaces(0, mode).times(u).toNumber());
}

/** The PEMBULATAN system parameter as a rounding unit; missing or unreadable gives 500. */
export function parsePembulatan(value: string | number | undefined | null): number {
  if (value === undefined || value === null) return DEFAULT_PEMBULATAN;
  const n = typeof value === 'number' ? value : Number(value.trim() || 'NaN');
  return validUnit(n);
}

/** Sales round up unless PEMBULATAN_PENJUALAN_KEBAWAH_MODULE is on. */
export const salesRoundingDirection = (activeModules: ReadonlySet<string>): RoundDirection =>
  activeModules.has(MODULE.PEMBULATAN_PENJUALAN_KEBAWAH) ? 'down' : 'up';

/** Purchases round up unless PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE is on. */
export const purchaseRoundingDirection = (activeModules: ReadonlySet<string>): RoundDirection =>
  activeModules.has(MODULE.PEMBULATAN_PEMBELIAN_KEBAWAH) ? 'down' : 'up';

// Weight rounding. Grams are taken to 3 decimals (half away from zero) and worked on as integer
// thousandths t. Interpretation of the specification's "hundredths thresholds": the remainder below
// the 0.1 g step, r = t mod 100, is read in thousandths (0..99), so "over 20 up to 60" means
// 0.020 g < r <= 0.060 g. The other variants' bounds 80, 70 and 40 are read as 0.1 g step rules with a
// single bound (r at or below it down to .x0, above it up to the next 0.1): reading them as the upper
// bound of the .x5 band fails for 40, since .x5 itself would then round up again.

type Remainder = (r: number) => number;

/** Rounds within steps of `unit` thousandths: the remainder r (0..unit-1) is replaced by target(r). */
const byRemainder =
  (unit: number, target: Remainder) =>
  (grams: Decimal.Value): number => {
    const t = new Decimal(grams).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).times(1000).toNumber();
    if (!Number.isFinite(t)) throw new RangeError(`weight is not a finite number: ${String(grams)}`);
    const base = Math.floor(t / unit) * unit;
    return noNegativeZero((base + target(t - base)) / 1000);
  };

/** r <= low: down to .x0; low < r <= high: .x5; r > high: up to the next 0.1. */
const fiveOrTen =
  (low: number, high: number): Remainder =>
  (r) =>
    r <= low ? 0 : r <= high ? 50 : 100;

/** r at or below `bound` down to .x0, over it up to the next 0.1. */
const tenAbove =
  (bound: number): Remainder =>
  (r) =>
    r <= bound ? 0 : 100;

/** Hundredths part (r) 20 or less down to .x0, over 20 up to 60 to .x5, over 60 up to the next 0.1. */
export const roundWeight005_01 = byRemainder(100, fiveOrTen(20, 60));

/** r 80 or less down to .x0, over 80 up to the next 0.1. */
export const roundWeight01_80 = byRemainder(100, tenAbove(80));
/** r 70 or less down to .x0, over 70 up to the next 0.1. */
export const roundWeight01_70 = byRemainder(100, tenAbove(70));
/** r 40 or less down to .x0, over 40 up to the next 0.1. */
export const roundWeight01_40 = byRemainder(100, tenAbove(40));
/** r rounded up to the next of .x00, .x30, .x50, .x80 or the next 0.1 (steps 0.03, 0.05, 0.08, 0.1). */
export const roundWeight003_005_008_01 = byRemainder(
  100,
  (r) => [0, 30, 50, 80, 100].find((s) => s >= r) ?? 100,
);
/** The part below 1 g: 0 stays, up to 500 thousandths rounds up to .5, over 500 up to the next gram. */
export const roundWeight05_1 = byRemainder(1000, (r) => (r === 0 ? 0 : r <= 500 ? 500 : 1000));
/** No rounding beyond 3 decimals. */
export const roundWeight3Decimals = byRemainder(1, () => 0);

/** The weight rounding variants by name, for a shop to pick one. */
export const WEIGHT_ROUNDING = {
  NONE: roundWeight3Decimals,
  X5_20_60: roundWeight005_01,
  X10_80: roundWeight01_80,
  X10_70: roundWeight01_70,
  X10_40: roundWeight01_40,
  STEP_03_05_08_10: roundWeight003_005_008_01,
  HALF_GRAM: roundWeight05_1,
} as const satisfies Record<string, (grams: Decimal.Value) => number>;
export type WeightRoundingName = keyof typeof WEIGHT_ROUNDING;

/** Each variant's largest move: a result is always less than this far from its input (in grams). */
export const WEIGHT_ROUNDING_MAX_SHIFT: Readonly<Record<WeightRoundingName, number>> = {
  NONE: 0.001,
  X5_20_60: 0.05,
  X10_80: 0.1,
  X10_70: 0.1,
  X10_40: 0.1,
  STEP_03_05_08_10: 0.03,
  HALF_GRAM: 0.5,
};
