import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lelangSisa, mayBeAuctioned, shareByWeight } from './lelang.ts';

describe('which loans may be auctioned', () => {
  it('only an AKTIF loan past its due date', () => {
    expect(mayBeAuctioned('AKTIF', '2026-07-08', '2026-07-09')).toBe(true);
    expect(mayBeAuctioned('AKTIF', '2026-07-08', '2026-07-08')).toBe(false);
    expect(mayBeAuctioned('AKTIF', '2026-07-08', '2026-07-01')).toBe(false);
    for (const s of ['LUNAS', 'LELANG', 'BATAL'])
      expect(mayBeAuctioned(s, '2026-01-01', '2026-07-09'), s).toBe(false);
  });
});

describe('the principal shared by weight', () => {
  it('gives the leftover Rupiah to the largest remainders, the earlier piece on a tie', () => {
    // 1000 over 1 g, 1 g, 1 g: 333.33 each, one Rupiah left for the first.
    expect(shareByWeight(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    // 1,000,000 over 2.5 g and 7.5 g: exact.
    expect(shareByWeight(1_000_000, [2.5, 7.5])).toEqual([250_000, 750_000]);
    // 100 over 0.001 g, 0.002 g, 0.004 g: 14.28, 28.57, 57.14 -> 14, 29, 57.
    expect(shareByWeight(100, [0.001, 0.002, '0.004'])).toEqual([14, 29, 57]);
    expect(shareByWeight(5, [0, 0])).toEqual([3, 2]);
    expect(shareByWeight(7, [])).toEqual([]);
    expect(() => shareByWeight(-1, [1])).toThrow(RangeError);
    expect(() => shareByWeight(1.5, [1])).toThrow(RangeError);
  });

  it('sums exactly to the principal, each share within 1 Rupiah of its exact share (BigInt reference)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 50 }),
        (jumlah, mgs) => {
          const shares = shareByWeight(
            jumlah,
            mgs.map((m) => m / 1000),
          );
          expect(shares.reduce((s, v) => s + v, 0)).toBe(jumlah);
          const total = mgs.reduce((s, m) => s + BigInt(m), 0n);
          for (const [i, share] of shares.entries()) {
            expect(Number.isSafeInteger(share) && share >= 0).toBe(true);
            // floor(exact) <= share <= floor(exact) + 1
            const floor = (BigInt(jumlah) * BigInt(mgs[i] as number)) / total;
            expect(BigInt(share) - floor >= 0n && BigInt(share) - floor <= 1n).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a heavier piece never costs less than a lighter one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 2, maxLength: 20 }),
        (jumlah, mgs) => {
          const shares = shareByWeight(
            jumlah,
            mgs.map((m) => m / 1000),
          );
          for (let i = 0; i < mgs.length; i++)
            for (let j = 0; j < mgs.length; j++)
              if ((mgs[i] as number) > (mgs[j] as number))
                expect(shares[i] as number).toBeGreaterThanOrEqual(shares[j] as number);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('what an auctioned loan still owed', () => {
  it('is the principal and the unpaid period interest by the loan rule; lama counts from the loan day', () => {
    const terms = {
      tgl_hutang: '2026-01-01',
      tgl_bunga: '2026-03-01',
      jumlah_hutang: 1_000_000,
      bunga: '0.1',
      minimal_hari: 15,
      pembulatan: 500,
    };
    // 2026-03-01 .. 2026-03-31 = 31 days; 1,000,000 x 0.1 % x 31 = 31,000.
    expect(lelangSisa(terms, '2026-03-31')).toEqual({ lama: 90, bunga: 31_000, sisa_rp: 1_031_000 });
    // 3 days, minimum 15: 15,000.
    expect(lelangSisa(terms, '2026-03-03')).toEqual({ lama: 62, bunga: 15_000, sisa_rp: 1_015_000 });
  });
});
