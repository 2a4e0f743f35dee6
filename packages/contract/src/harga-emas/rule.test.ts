import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupPricePerGram, KATEGORI_HARGA_100 } from './rule.ts';

describe('groupPricePerGram', () => {
  it('follows the 24K price by kadar with harga_100%', () => {
    expect(groupPricePerGram(KATEGORI_HARGA_100, 1_200_000, 75, 0)).toBe(900_000);
    expect(groupPricePerGram(KATEGORI_HARGA_100, 1_000_001, 37.5, 0)).toBe(375_000);
    expect(groupPricePerGram(KATEGORI_HARGA_100, 1_000_002, 37.5, 0)).toBe(375_001);
  });
  it("keeps the group's own price otherwise", () => {
    expect(groupPricePerGram('harga_group', 1_200_000, 75, 850_000)).toBe(850_000);
  });
  it('is a whole number within half a Rupiah of the exact value, never above the 24K price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (base, kadarBp) => {
          const kadar = kadarBp / 100;
          const p = groupPricePerGram(KATEGORI_HARGA_100, base, kadar, 0);
          expect(Number.isInteger(p)).toBe(true);
          expect(Math.abs(p - (base * kadar) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(p).toBeLessThanOrEqual(base);
        },
      ),
    );
  });
  it('is monotone in kadar', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.integer({ min: 0, max: 9_999 }), (base, k) => {
        expect(groupPricePerGram(KATEGORI_HARGA_100, base, (k + 1) / 100, 0)).toBeGreaterThanOrEqual(
          groupPricePerGram(KATEGORI_HARGA_100, base, k / 100, 0),
        );
      }),
    );
  });
});
