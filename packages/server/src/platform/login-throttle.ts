import type { ShopConfig } from './context.ts';

/**
 * Counts failed logins per user id and address. Past the limit the login answers 429 until the window
 * passes. In memory: with several processes per shop each counts on its own (a looser limit, not a
 * hole, since the window still applies per process).
 */
export function createLoginThrottle(config: Pick<ShopConfig, 'loginMaxFailures' | 'loginWindowMs'>) {
  const failures = new Map<string, { count: number; until: number }>();
  const keyOf = (userId: string, ip: string) => `${userId.toUpperCase()}|${ip}`;
  return {
    isBlocked(userId: string, ip: string): boolean {
      const f = failures.get(keyOf(userId, ip));
      if (!f) return false;
      if (f.until < Date.now()) {
        failures.delete(keyOf(userId, ip));
        return false;
      }
      return f.count >= config.loginMaxFailures;
    },
    fail(userId: string, ip: string): void {
      const k = keyOf(userId, ip);
      const f = failures.get(k);
      if (!f || f.until < Date.now()) failures.set(k, { count: 1, until: Date.now() + config.loginWindowMs });
      else f.count += 1;
    },
    succeed(userId: string, ip: string): void {
      failures.delete(keyOf(userId, ip));
    },
  };
}
