import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODULE } from './modules.ts';
import {
  DEFAULT_PEMBULATAN,
  parsePembulatan,
  purchaseRoundingDirection,
  roundMoney,
  roundWeight3Decimals,
  roundWeight01_40,
  roundWeight01_70,
  roundWeight01_80,
  roundWeight05_1,
  roundWeight003_005_008_01,
  roundWeight005_01,
  salesRoundingDirection,
  WEIGHT_ROUNDING,
  WEIGHT_ROUNDING_MAX_SHIFT,
  type WeightRoundingName,
} from './rounding.ts';

const amount = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });
const unit = fc.constantFrom(1, 100, 500, 1000, 5000, 25_000);
const direction = fc.constantFrom('up' as const, 'down' as const);

describe('roundMoney', () => {
  it('gives a multiple of the unit, within one unit, on the right side, idempotent', () => {
    fc.assert(
      fc.property(amount, unit, direction, (a, u, d) => {
        const r = roundMoney(a, u, d);
        expect(Number.isInteger(r)).toBe(true);
        expect(r % u === 0).toBe(true);
        expect(Math.abs(r - a)).toBeLessThan(u);
        if (d === 'up') expect(r).toBeGreaterThanOrEqual(a);
        else expect(r).toBeLessThanOrEqual(a);
        expect(roundMoney(r, u, d)).toBe(r);
      }),
    );
  });

  it('rounds fractional rupiah to whole multiples', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        unit,
        direction,
        (a, c, u, d) => {
          const value = `${a}.${String(c).padStart(2, '0')}`;
          const r = roundMoney(value, u, d);
          expect(r % u).toBe(0);
          if (d === 'up') expect(r).toBeGreaterThan(a);
          else expect(r).toBeLessThanOrEqual(a);
        },
      ),
    );
  });

  it('rounds up by default to 500', () => {
    expect(roundMoney(1_234_567)).toBe(1_235_000);
    expect(roundMoney(1_234_567, 500, 'down')).toBe(1_234_500);
    expect(roundMoney(1_234_500)).toBe(1_234_500);
    expect(roundMoney(1_234_500.01)).toBe(1_235_000);
    expect(roundMoney(1001, 1000, 'up')).toBe(2000);
    expect(roundMoney(-1, 500, 'up')).toBe(0);
    expect(Object.is(roundMoney(-1, 500, 'up'), 0)).toBe(true);
  });

  it('falls back to 500 for a bad unit', () => {
    for (const bad of [0, -100, Number.NaN, Number.POSITIVE_INFINITY, 0.5, 250.5]) {
      expect(roundMoney(1201, bad, 'up')).toBe(1500);
    }
  });

  it('refuses an amount that is not a number', () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError);
    expect(() => roundMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('parsePembulatan and directions', () => {
  it('reads the PEMBULATAN parameter, 500 when unreadable', () => {
    expect(parsePembulatan('1000')).toBe(1000);
    expect(parsePembulatan(' 100 ')).toBe(100);
    expect(parsePembulatan(250)).toBe(250);
    for (const bad of [undefined, null, '', 'abc', '0', '-500', '12.5', 'NaN']) {
      expect(parsePembulatan(bad)).toBe(DEFAULT_PEMBULATAN);
    }
  });
  it('rounds down only with the matching module', () => {
    const none = new Set<string>();
    expect(salesRoundingDirection(none)).toBe('up');
    expect(purchaseRoundingDirection(none)).toBe('up');
    expect(salesRoundingDirection(new Set([MODULE.PEMBULATAN_PENJUALAN_KEBAWAH]))).toBe('down');
    expect(purchaseRoundingDirection(new Set([MODULE.PEMBULATAN_PENJUALAN_KEBAWAH]))).toBe('up');
    expect(purchaseRoundingDirection(new Set([MODULE.PEMBULATAN_PEMBELIAN_KEBAWAH]))).toBe('down');
    expect(salesRoundingDirection(new Set([MODULE.PEMBULATAN_PEMBELIAN_KEBAWAH]))).toBe('up');
  });
});

/** Grams with exactly 3 decimals, built from integer thousandths. */
const thousandths = fc.integer({ min: 0, max: 100_000_000 });
const names = Object.keys(WEIGHT_ROUNDING) as WeightRoundingName[];
const toT = (g: number) => Math.round(g * 1000);
const hasAtMost3Decimals = (x: number) =>
  Number.isFinite(x) &&
  Math.abs(x * 1000 - Math.round(x * 1000)) < 1e-6 &&
  String(x) === String(Math.round(x * 1000) / 1000);

describe('weight rounding properties', () => {
  for (const name of names) {
    const round = WEIGHT_ROUNDING[name];
    const maxShift = toT(WEIGHT_ROUNDING_MAX_SHIFT[name]);
    it(`${name}: 3 decimals, monotonic, within its step, idempotent`, () => {
      fc.assert(
        fc.property(thousandths, thousandths, (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const rlo = round(lo / 1000);
          const rhi = round(hi / 1000);
          expect(hasAtMost3Decimals(rlo)).toBe(true);
          expect(rlo).toBeLessThanOrEqual(rhi);
          expect(Math.abs(toT(rlo) - lo)).toBeLessThan(maxShift);
          expect(round(rlo)).toBe(rlo);
        }),
      );
    });
  }

  it('takes grams to 3 decimals first, without float error', () => {
    expect(roundWeight3Decimals(1.0005)).toBe(1.001);
    expect(roundWeight3Decimals(0.1 + 0.2)).toBe(0.3);
    expect(roundWeight3Decimals('2.3456')).toBe(2.346);
    expect(roundWeight005_01(0.1 + 0.2)).toBe(0.3);
    expect(() => roundWeight005_01(Number.NaN)).toThrow(RangeError);
  });
});

describe('weight rounding at the boundaries', () => {
  it('X5_20_60: <=20 down, 21..60 to .x5, >60 up', () => {
    expect(roundWeight005_01(1.2)).toBe(1.2);
    expect(roundWeight005_01(1.22)).toBe(1.2);
    expect(roundWeight005_01(1.221)).toBe(1.25);
    expect(roundWeight005_01(1.25)).toBe(1.25);
    expect(roundWeight005_01(1.26)).toBe(1.25);
    expect(roundWeight005_01(1.261)).toBe(1.3);
    expect(roundWeight005_01(1.299)).toBe(1.3);
    expect(roundWeight005_01(9.961)).toBe(10);
    expect(roundWeight005_01(0.02)).toBe(0);
  });
  it('X10_80: <=80 down, >80 up', () => {
    expect(roundWeight01_80(2.08)).toBe(2);
    expect(roundWeight01_80(2.081)).toBe(2.1);
    expect(roundWeight01_80(2.1)).toBe(2.1);
  });
  it('X10_70: <=70 down, >70 up', () => {
    expect(roundWeight01_70(3.17)).toBe(3.1);
    expect(roundWeight01_70(3.171)).toBe(3.2);
    expect(roundWeight01_70(3.2)).toBe(3.2);
  });
  it('X10_40: <=40 down, >40 up', () => {
    expect(roundWeight01_40(4.34)).toBe(4.3);
    expect(roundWeight01_40(4.341)).toBe(4.4);
    expect(roundWeight01_40(4.399)).toBe(4.4);
    expect(roundWeight01_40(0.04)).toBe(0);
  });
  it('STEP_03_05_08_10: up to the next of .x0, .x3, .x5, .x8, next .1', () => {
    expect(roundWeight003_005_008_01(5.1)).toBe(5.1);
    expect(roundWeight003_005_008_01(5.101)).toBe(5.13);
    expect(roundWeight003_005_008_01(5.13)).toBe(5.13);
    expect(roundWeight003_005_008_01(5.131)).toBe(5.15);
    expect(roundWeight003_005_008_01(5.15)).toBe(5.15);
    expect(roundWeight003_005_008_01(5.151)).toBe(5.18);
    expect(roundWeight003_005_008_01(5.18)).toBe(5.18);
    expect(roundWeight003_005_008_01(5.181)).toBe(5.2);
    expect(roundWeight003_005_008_01(9.999)).toBe(10);
  });
  it('HALF_GRAM: up to .5 at or below 500 thousandths, else to the next gram', () => {
    expect(roundWeight05_1(7)).toBe(7);
    expect(roundWeight05_1(7.001)).toBe(7.5);
    expect(roundWeight05_1(7.5)).toBe(7.5);
    expect(roundWeight05_1(7.501)).toBe(8);
    expect(roundWeight05_1(7.999)).toBe(8);
  });
});
