import { LIMIT_MSG, PAYMENT_MAX, PAYMENT_OUTLIER, tenderMax } from '@emas/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The popups are antd's; here only what is asked of them matters.
const notify = vi.hoisted(() => ({ showError: vi.fn(), ask: vi.fn() }));
vi.mock('./notify.tsx', () => notify);

const { amountAccepted, paymentAccepted, paymentRule } = await import('./amount-limits.ts');

/** What a Form.Item rule's validator answers: undefined when accepted, the refusal's message if not. */
async function refusal(rule: ReturnType<typeof paymentRule>, v: number | undefined) {
  if (typeof rule !== 'object' || !rule.validator) throw new Error('not a validator rule');
  try {
    await rule.validator({} as never, v, () => undefined);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

beforeEach(() => {
  notify.showError.mockReset();
  notify.ask.mockReset();
});

describe('amountAccepted', () => {
  it('saves a usual amount without asking', async () => {
    expect(await amountAccepted({ kind: 'ok' })).toBe(true);
    expect(notify.showError).not.toHaveBeenCalled();
    expect(notify.ask).not.toHaveBeenCalled();
  });

  it('refuses an amount over the limit, showing why', async () => {
    expect(await amountAccepted({ kind: 'over', message: 'terlalu besar' })).toBe(false);
    expect(notify.showError).toHaveBeenCalledWith('terlalu besar');
    expect(notify.ask).not.toHaveBeenCalled();
  });

  it.each([true, false])('asks about an unusual amount and goes by the answer (%s)', async (answer) => {
    notify.ask.mockResolvedValue(answer);
    expect(await amountAccepted({ kind: 'outlier', message: 'yakin?' })).toBe(answer);
    expect(notify.ask).toHaveBeenCalledWith({
      title: LIMIT_MSG.confirmTitle,
      content: 'yakin?',
      okText: LIMIT_MSG.confirmOk,
      cancelText: LIMIT_MSG.confirmCancel,
    });
    expect(notify.showError).not.toHaveBeenCalled();
  });
});

describe('paymentAccepted', () => {
  it('without what is due: refuses above the widest amount, asks from the unusual one on', async () => {
    expect(await paymentAccepted(PAYMENT_OUTLIER - 1)).toBe(true);
    expect(await paymentAccepted(PAYMENT_MAX + 1)).toBe(false);
    expect(notify.showError).toHaveBeenCalledWith(LIMIT_MSG.paymentOver(PAYMENT_MAX));
    notify.ask.mockResolvedValue(false);
    expect(await paymentAccepted(PAYMENT_OUTLIER)).toBe(false);
    expect(notify.ask).toHaveBeenCalledOnce();
  });

  it('with what is due: an empty field and the exact amount pass, above the tender maximum is refused', async () => {
    expect(await paymentAccepted(undefined, 500_000)).toBe(true);
    expect(await paymentAccepted(null, 500_000)).toBe(true);
    expect(await paymentAccepted(500_000, 500_000)).toBe(true);
    expect(await paymentAccepted(tenderMax(500_000) + 1, 500_000)).toBe(false);
    expect(notify.showError).toHaveBeenCalledWith(LIMIT_MSG.paymentOver(tenderMax(500_000)));
  });
});

describe('paymentRule', () => {
  it('refuses beside the field only what is over the limit, never asks', async () => {
    const rule = paymentRule();
    expect(await refusal(rule, undefined)).toBeUndefined();
    expect(await refusal(rule, PAYMENT_OUTLIER)).toBeUndefined();
    expect(await refusal(rule, PAYMENT_MAX + 1)).toBe(LIMIT_MSG.paymentOver(PAYMENT_MAX));
    expect(notify.ask).not.toHaveBeenCalled();
    expect(notify.showError).not.toHaveBeenCalled();
  });

  it('reads what is due when it checks, not when the rule was made', async () => {
    let due: number | undefined = 100_000;
    const rule = paymentRule(() => due);
    const over = tenderMax(100_000) + 1;
    expect(await refusal(rule, over)).toBe(LIMIT_MSG.paymentOver(tenderMax(100_000)));
    due = over;
    expect(await refusal(rule, over)).toBeUndefined();
  });
});
