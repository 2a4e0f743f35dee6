import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRefundPercent, refundPercent, splitRefund } from './refund.ts';

const paid = fc.integer({ min: 0, max: 5_000_000_000 });
const persen = fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100);
const unit = fc.constantFrom(1, 100, 500, 1000, 5000);

/** Reference in integers: the kept part in hundredths of a percent, rounded up to the unit. */
function refKept(p: number, pct: number, u: number): number {
  const hundredths = BigInt(Math.round(pct * 100));
  const keptMilli = BigInt(p) * (10_000n - hundredths); // x 10,000
  const step = BigInt(u) * 10_000n;
  const up = (keptMilli + step - 1n) / step;
  return Math.min(p, Number(up * BigInt(u)));
}

describe('splitRefund (batal pesanan)', () => {
  it('100 % gives the whole down payment back, 0 % nothing, whatever the rounding unit', () => {
    expect(splitRefund(1_000_250, 100, 500)).toEqual({ refund_rp: 1_000_250, hangus_rp: 0 });
    expect(splitRefund(1_000_250, 0, 500)).toEqual({ refund_rp: 0, hangus_rp: 1_000_250 });
  });

  it('keeps the shop share rounded up to PEMBULATAN: 75 % of 1,000,000 with 500 -> 750,000 back', () => {
    expect(splitRefund(1_000_000, 75, 500)).toEqual({ refund_rp: 750_000, hangus_rp: 250_000 });
    // 33.33 % of 100,000: the shop keeps 66,670 -> up to 67,000, the customer gets 33,000.
    expect(splitRefund(100_000, 33.33, 500)).toEqual({ refund_rp: 33_000, hangus_rp: 67_000 });
  });

  it('refund + kept = paid, both whole and within 0..paid, as the integer reference', () => {
    fc.assert(
      fc.property(paid, persen, unit, (p, pct, u) => {
        const { refund_rp, hangus_rp } = splitRefund(p, pct, u);
        expect(refund_rp + hangus_rp).toBe(p);
        expect(Number.isInteger(refund_rp) && refund_rp >= 0 && refund_rp <= p).toBe(true);
        expect(hangus_rp).toBe(refKept(p, pct, u));
        // Of a whole multiple of the unit, the refund is a multiple too.
        if (p % u === 0) expect(refund_rp % u).toBe(0);
      }),
    );
  });

  it('refunds never less for a higher percentage', () => {
    fc.assert(
      fc.property(paid, persen, persen, unit, (p, a, b, u) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(splitRefund(p, lo, u).refund_rp).toBeLessThanOrEqual(splitRefund(p, hi, u).refund_rp);
      }),
    );
  });
});

describe('the para-system value', () => {
  it.each([
    ['100', 100],
    ['0', 0],
    ['50,5', 50.5],
    [' 75 ', 75],
    ['101', null],
    ['-1', null],
    ['abc', null],
    ['12.345', null],
    ['', null],
  ])('%j reads as %j', (v, n) => {
    expect(readRefundPercent(v)).toBe(n);
    expect(refundPercent(v)).toBe(n ?? 100);
  });
  it('missing: the whole down payment is refunded', () => {
    expect(refundPercent(undefined)).toBe(100);
  });
});
