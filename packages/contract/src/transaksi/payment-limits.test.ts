import { describe, expect, it } from 'vitest';
import { checkPayment, LIMIT_MSG, PAYMENT_MAX, PAYMENT_OUTLIER, tenderMax } from './input-limits.ts';

describe('checkPayment (the payment screens other than the sale)', () => {
  it('without what is due: up to the field maximum, asked from the outlier on', () => {
    expect(checkPayment(40_000)).toEqual({ kind: 'ok' });
    expect(checkPayment(undefined)).toEqual({ kind: 'ok' });
    expect(checkPayment(PAYMENT_OUTLIER - 1).kind).toBe('ok');
    expect(checkPayment(PAYMENT_OUTLIER)).toEqual({
      kind: 'outlier',
      message: LIMIT_MSG.paymentOutlier(PAYMENT_OUTLIER),
    });
    expect(checkPayment(PAYMENT_MAX).kind).toBe('outlier');
    // The slip: a prefilled 40,000 with 75000 typed behind it.
    expect(checkPayment(4_000_075_000).kind).toBe('outlier');
    expect(checkPayment(16_000_000_000_000)).toEqual({
      kind: 'over',
      message: LIMIT_MSG.paymentOver(PAYMENT_MAX),
    });
  });

  it("with what is due: the tender's limits, in the payment's words", () => {
    expect(checkPayment(500_000, 500_000).kind).toBe('ok');
    expect(checkPayment(600_000, 500_000).kind).toBe('ok');
    expect(checkPayment(tenderMax(500_000) + 1, 500_000)).toEqual({
      kind: 'over',
      message: LIMIT_MSG.paymentOver(tenderMax(500_000)),
    });
    expect(checkPayment(1_500_000, 400_000)).toEqual({
      kind: 'outlier',
      message: LIMIT_MSG.paymentOutlierDue(1_500_000, 400_000),
    });
  });
});
