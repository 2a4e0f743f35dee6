import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatJam,
  formatTanggal,
  formatWaktu,
  jamJakartaOfEpoch,
  nowJakartaIso,
  todayJakarta,
} from './dates.ts';

describe('Jakarta business dates', () => {
  it('gives the Jakarta date (UTC+7)', () => {
    expect(todayJakarta(new Date('2026-03-31T16:59:59Z'))).toBe('2026-03-31');
    expect(todayJakarta(new Date('2026-03-31T17:00:00Z'))).toBe('2026-04-01');
    expect(todayJakarta()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  it('adds calendar days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-05-10', 0)).toBe('2026-05-10');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('31-01-2026', 1)).toThrow(RangeError);
  });
  it('gives now with the Jakarta offset', () => {
    expect(nowJakartaIso(new Date('2026-01-31T02:15:00Z'))).toBe('2026-01-31T09:15:00+07:00');
  });
  it('shows dates as DD-MM-YYYY', () => {
    expect(formatTanggal('2026-01-31')).toBe('31-01-2026');
    expect(formatTanggal('2026-01-31T18:00:00Z')).toBe('01-02-2026');
    expect(formatTanggal('')).toBe('');
    expect(formatTanggal(null)).toBe('');
    expect(formatTanggal('bukan tanggal')).toBe('bukan tanggal');
  });
});

describe('formatWaktu and formatJam: moments on screen', () => {
  it('shows the Jakarta date dd-MM-yyyy and the time', () => {
    expect(formatWaktu('2026-11-23T20:06:48Z')).toBe('24-11-2026 03:06:48');
    expect(formatJam('2026-11-23T20:06:48Z')).toBe('03:06:48');
    expect(formatWaktu(null)).toBe('');
    expect(formatJam('bukan tanggal')).toBe('');
  });
});

describe('formatWaktuJakarta', () => {
  it('shows a UTC moment in Jakarta time (UTC+7)', async () => {
    const { formatWaktuJakarta } = await import('./dates.ts');
    expect(formatWaktuJakarta('2026-11-23T20:06:48Z')).toBe('2026-11-24 03:06:48');
    expect(formatWaktuJakarta(null)).toBe('');
    expect(formatWaktuJakarta('bukan tanggal')).toBe('');
  });
});

describe('jamJakartaOfEpoch: the time of day of a stored moment in Jakarta', () => {
  it('is what the time-zone database says, for any moment from 1970 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (seconds) => {
        expect(jamJakartaOfEpoch(seconds)).toBe(formatJam(new Date(seconds * 1000)).slice(0, 5));
      }),
    );
  });

  it('turns at midnight Jakarta time, 17:00 UTC', () => {
    const utc = Date.UTC(2026, 0, 31, 16, 59, 59) / 1000;
    expect(jamJakartaOfEpoch(utc)).toBe('23:59');
    expect(jamJakartaOfEpoch(utc + 1)).toBe('00:00');
    // A fraction of a second (date_part answers one) stays in its minute.
    expect(jamJakartaOfEpoch(utc + 0.999)).toBe('23:59');
    expect(jamJakartaOfEpoch(Date.UTC(2026, 0, 31, 1, 15) / 1000)).toBe('08:15');
  });
});
