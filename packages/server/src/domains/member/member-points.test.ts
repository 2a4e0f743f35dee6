import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMovement,
  isResetDay,
  latestResetDay,
  numberedKode,
  type PointRule,
  pointsEarned,
  resetDayAt,
} from './member-points.ts';

const RULES: PointRule[] = [
  { jenis_transaksi: 'PENJUALAN', kode_group: 'EMAS MUDA', kelipatan: 500_000, poin: 1 },
  { jenis_transaksi: 'PENJUALAN', kode_group: 'BERLIAN', kelipatan: 1_000_000, poin: 2 },
  { jenis_transaksi: 'SERVICE', kode_group: 'EMAS MUDA', kelipatan: 100_000, poin: 1 },
];

describe('points earned from parameter-point', () => {
  it('one point per whole kelipatan of the group, times the rule points', () => {
    expect(pointsEarned(RULES, 'PENJUALAN', [{ kode_group: 'EMAS MUDA', total: 1_499_999 }]).poin).toBe(2);
    expect(pointsEarned(RULES, 'PENJUALAN', [{ kode_group: 'EMAS MUDA', total: 1_500_000 }]).poin).toBe(3);
    expect(pointsEarned(RULES, 'PENJUALAN', [{ kode_group: 'BERLIAN', total: 3_200_000 }]).poin).toBe(6);
    expect(pointsEarned(RULES, 'PENJUALAN', [{ kode_group: 'EMAS MUDA', total: 499_999 }]).poin).toBe(0);
  });

  it('adds the lines of one group before dividing; groups without a rule earn nothing', () => {
    const r = pointsEarned(RULES, 'PENJUALAN', [
      { kode_group: 'EMAS MUDA', total: 300_000 },
      { kode_group: 'EMAS MUDA', total: 300_000 },
      { kode_group: 'LM', total: 50_000_000 },
    ]);
    expect(r.poin).toBe(1);
    expect(r.total).toBe(50_600_000);
    expect(r.perGroup).toEqual([
      { kode_group: 'EMAS MUDA', total: 600_000, poin: 1 },
      { kode_group: 'LM', total: 50_000_000, poin: 0 },
    ]);
  });

  it('uses the rule of the transaction kind', () => {
    expect(pointsEarned(RULES, 'SERVICE', [{ kode_group: 'EMAS MUDA', total: 350_000 }]).poin).toBe(3);
    expect(pointsEarned(RULES, 'PESANAN', [{ kode_group: 'EMAS MUDA', total: 350_000 }]).poin).toBe(0);
  });

  it('a negative group amount earns nothing and never takes points away', () => {
    const r = pointsEarned(RULES, 'PENJUALAN', [
      { kode_group: 'EMAS MUDA', total: 600_000 },
      { kode_group: 'EMAS MUDA', total: -900_000 },
    ]);
    expect(r).toMatchObject({ poin: 0, total: 0 });
  });

  it('property: points never exceed total / kelipatan x poin and are monotone in the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (a, extra) => {
          const p = (t: number) =>
            pointsEarned(RULES, 'PENJUALAN', [{ kode_group: 'EMAS MUDA', total: t }]).poin;
          expect(p(a)).toBe(Math.floor(a / 500_000));
          expect(p(a + extra)).toBeGreaterThanOrEqual(p(a));
        },
      ),
    );
  });

  it('a balance is the sum of its movements in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(1000), fc.nat(1000))), (moves) => {
        const saldo = moves.reduce((s, [i, o]) => applyMovement(s, i, o), 0);
        const reversed = [...moves].reverse().reduce((s, [i, o]) => applyMovement(s, i, o), 0);
        expect(saldo).toBe(reversed);
        expect(saldo).toBe(moves.reduce((s, [i, o]) => s + i - o, 0));
      }),
    );
  });
});

describe('reset days of parameter-reset-poin-member', () => {
  it('yearly on 31 December', () => {
    expect(isResetDay('2025-12-31', 'TAHUNAN', '2025-12-31')).toBe(true);
    expect(isResetDay('2025-12-31', 'TAHUNAN', '2026-12-31')).toBe(true);
    expect(isResetDay('2025-12-31', 'TAHUNAN', '2026-12-30')).toBe(false);
    expect(isResetDay('2025-12-31', 'TAHUNAN', '2024-12-31')).toBe(false);
  });

  it('a month-end reset stays at month ends; another day is clamped to short months', () => {
    expect(resetDayAt('2026-03-31', 'TRIWULAN', 1)).toBe('2026-06-30');
    expect(resetDayAt('2026-01-31', 'BULANAN', 1)).toBe('2026-02-28');
    expect(resetDayAt('2026-01-30', 'BULANAN', 1)).toBe('2026-02-28');
    expect(resetDayAt('2026-01-30', 'BULANAN', 2)).toBe('2026-03-30');
    expect(resetDayAt('2027-12-31', 'SEMESTER', 1)).toBe('2028-06-30');
    expect(isResetDay('2026-01-15', 'BULANAN', '2026-05-15')).toBe(true);
    expect(isResetDay('2026-01-15', 'TRIWULAN', '2026-05-15')).toBe(false);
    expect(isResetDay('2026-01-15', 'TRIWULAN', '2026-04-15')).toBe(true);
  });

  it('the latest reset day on or before a day', () => {
    expect(latestResetDay('2025-12-31', 'TAHUNAN', '2025-12-30')).toBeNull();
    expect(latestResetDay('2025-12-31', 'TAHUNAN', '2026-06-01')).toBe('2025-12-31');
    expect(latestResetDay('2026-01-31', 'BULANAN', '2026-03-15')).toBe('2026-02-28');
    expect(latestResetDay('2026-01-31', 'BULANAN', '2026-03-31')).toBe('2026-03-31');
  });

  it('property: the latest reset day is a reset day, and no reset day lies between it and today', () => {
    const day = fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2035-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    const periode = fc.constantFrom('BULANAN', 'TRIWULAN', 'SEMESTER', 'TAHUNAN' as const);
    fc.assert(
      fc.property(day, day, periode, (a, b, p) => {
        const [start, today] = a <= b ? [a, b] : [b, a];
        const last = latestResetDay(start, p, today);
        expect(last).not.toBeNull();
        expect(isResetDay(start, p, last as string)).toBe(true);
        expect((last as string) <= today).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('numbered member codes', () => {
  it('prefix and zero-padded number to the length', () => {
    expect(numberedKode('MBR', 10, 42)).toBe('MBR0000042');
    expect(numberedKode('TK1', 8, 1)).toBe('TK100001');
    expect(() => numberedKode('MBR', 8, 100_000)).toThrow();
  });
});
