import { addDays } from '@emas/contract';
import type { ShopContext } from '../platform/context.ts';
import { setBusinessDay } from './seed.queries.ts';

/**
 * Seed steps on past business days: `at(n, fn)` moves the shop's business day n days back from
 * `today`, runs fn through the real services, and restores `today` (also when fn fails).
 */
export const onPastDays =
  (shop: ShopContext, today: string) =>
  async <T>(daysAgo: number, fn: () => Promise<T>): Promise<T> => {
    await setBusinessDay(shop, addDays(today, -daysAgo));
    try {
      return await fn();
    } finally {
      await setBusinessDay(shop, today);
    }
  };
