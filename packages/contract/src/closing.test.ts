import { describe, expect, it } from 'vitest';
import { CLOSING_MSG, closingLimit, closingRefusal, kasSelisih } from './closing.ts';

describe('the business date runs at most one calendar day ahead (Asia/Jakarta)', () => {
  const at = (iso: string) => new Date(iso);
  it('closing today moves to tomorrow: allowed; closing tomorrow would reach the day after: refused', () => {
    const now = at('2026-05-10T22:00:00+07:00');
    expect(closingLimit(now)).toBe('2026-05-11');
    expect(closingRefusal('2026-05-10', now)).toBeNull();
    expect(closingRefusal('2026-05-09', now)).toBeNull();
    expect(closingRefusal('2026-05-11', now)).toBe(CLOSING_MSG.tooFar('2026-05-11'));
    expect(closingRefusal('2026-06-01', now)).toBe(CLOSING_MSG.tooFar('2026-05-11'));
  });
  it('counts the day in Jakarta, not UTC: 00:30 WIB is already the next day', () => {
    const now = at('2026-05-10T17:30:00Z');
    expect(closingLimit(now)).toBe('2026-05-12');
    expect(closingRefusal('2026-05-11', now)).toBeNull();
  });
  it('says the limit in the screen date style', () => {
    expect(CLOSING_MSG.tooFar('2026-05-11')).toContain('11-05-2026');
  });
  it('a counted drawer: the difference is the count minus the system balance', () => {
    expect(kasSelisih(1_250_000, 1_200_000)).toBe(-50_000);
    expect(kasSelisih(0, 0)).toBe(0);
  });
});
