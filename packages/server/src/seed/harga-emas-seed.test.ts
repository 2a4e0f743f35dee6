import { addDays } from '@emas/contract';
import { describe, expect, it } from 'vitest';
import { seededChangeTime } from './harga-emas-seed.ts';

describe('seeded gold price changes', () => {
  const day = '2026-11-24';

  it('are set at 08:30 Jakarta on past days and on today after 08:30', () => {
    const at = new Date('2026-11-24T10:00:00+07:00');
    expect(seededChangeTime(addDays(day, -1), at).toISOString()).toBe('2026-11-23T01:30:00.000Z');
    expect(seededChangeTime(day, at).toISOString()).toBe('2026-11-24T01:30:00.000Z');
  });

  it('are never in the future when the demo starts before 08:30, and stay on their own day', () => {
    for (const time of ['00:00:00', '00:00:00.500', '06:15:00', '08:29:59']) {
      const now = new Date(`${day}T${time}+07:00`);
      const at = seededChangeTime(day, now);
      expect(at.getTime()).toBeLessThan(now.getTime() + 1);
      expect(at.getTime()).toBeGreaterThanOrEqual(new Date(`${day}T00:00:00+07:00`).getTime());
    }
  });
});
