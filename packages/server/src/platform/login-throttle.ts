import { MSG } from '@emas/contract';
import type { ShopConfig, ShopContext } from './context.ts';
import { AppError } from './errors.ts';
import {
  clearLoginAttempts,
  countLoginAttempt,
  hasLoginKey,
  purgeLoginAttempts,
  rememberLoginKey,
  uncountLoginAttempt,
} from './login-throttle.queries.ts';

/** Where attempts are counted: shared by every process of the shop and kept across restarts. */
export type AttemptStore = {
  /** Counts one attempt on each key atomically; answers each key's count after it. */
  count(keys: string[], windowMs: number): Promise<Map<string, number>>;
  /** Takes one attempt back (a login that succeeded). */
  uncount(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** Keeps a key alive for `ttlMs` from now (a user id known at an address). */
  remember(key: string, ttlMs: number): Promise<void>;
  /** Whether a remembered key is alive. */
  has(key: string): Promise<boolean>;
  close(): Promise<void>;
};

/** The shop's own database: an upsert-increment per key in table login_attempts. */
export function databaseAttemptStore(shop: ShopContext): AttemptStore {
  return {
    async count(keys, windowMs) {
      const rows = await countLoginAttempt(shop, keys, windowMs);
      return new Map(rows.map((r) => [r.key, r.count]));
    },
    async uncount(key) {
      await uncountLoginAttempt(shop, key);
    },
    async clear(key) {
      await clearLoginAttempts(shop, key);
      await purgeLoginAttempts(shop);
    },
    remember: (key, ttlMs) => rememberLoginKey(shop, key, ttlMs),
    has: (key) => hasLoginKey(shop, key),
    close: async () => {},
  };
}

/** Redis (REDIS_URL): INCR + PEXPIRE NX per key in one MULTI, keys prefixed by the shop's code. */
export async function redisAttemptStore(kodeToko: string, url: string): Promise<AttemptStore> {
  const { createClient } = await import('redis');
  const client = createClient({ url });
  client.on('error', () => {});
  await client.connect();
  const k = (key: string) => `login-throttle#${kodeToko}#${key}`;
  return {
    async count(keys, windowMs) {
      const multi = client.multi();
      for (const key of keys) multi.incr(k(key)).pExpire(k(key), Math.max(1, Math.round(windowMs)), 'NX');
      const replies = await multi.exec();
      return new Map(keys.map((key, i) => [key, Number(replies[i * 2])]));
    },
    async uncount(key) {
      // Only while the key lives: a DECR on a missing key would create one without expiry.
      await client.eval(
        "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0",
        { keys: [k(key)] },
      );
    },
    async clear(key) {
      await client.del(k(key));
    },
    async remember(key, ttlMs) {
      await client.set(k(key), '1', { PX: Math.max(1, Math.round(ttlMs)) });
    },
    async has(key) {
      return (await client.exists(k(key))) === 1;
    },
    close: async () => {
      await client.quit();
    },
  };
}

export type LoginThrottle = {
  /**
   * Counts this attempt before the password is checked; refuses with 429 while the user id or the
   * address has used up its attempts in the window, so parallel guesses cannot outrun the count.
   */
  begin(userId: string, ip: string): Promise<void>;
  /** The password was right: the user's count starts again and the address gets its attempt back. */
  succeed(userId: string, ip: string): Promise<void>;
  close(): Promise<void>;
};

type ThrottleConfig = Pick<ShopConfig, 'loginMaxFailures' | 'loginWindowMs' | 'loginMaxFailuresPerAddress'>;

/** How long a right password keeps its user id known at that address (a shop's counters). */
export const KNOWN_AT_ADDRESS_MS = 90 * 24 * 60 * 60_000;

/**
 * Login attempts per user id (from any address) and per address (any user id: password spraying).
 * A user id may fail `loginMaxFailures` times in the window, from anywhere: past that it is refused,
 * its right password too. An address may fail `loginMaxFailuresPerAddress` times (default 4 x
 * loginMaxFailures); past that it is refused for every user id not known there, but a user id that
 * logged in from that address with its right password in the last 90 days still may (each of them is
 * still held by its own count): a shop's counters share one address, and a few cashiers' typos, or
 * someone spraying guesses at one counter, must not lock out the whole shop. Spraying stays stopped:
 * the sprayed user ids are not known there.
 */
export function createLoginThrottle(config: ThrottleConfig, store: AttemptStore): LoginThrottle {
  const userKey = (userId: string) => `user:${userId.toUpperCase()}`;
  const addressKey = (ip: string) => `addr:${ip}`;
  const knownKey = (userId: string, ip: string) => `known:${userId.toUpperCase()}@${ip}`;
  const perAddress = () => config.loginMaxFailuresPerAddress ?? config.loginMaxFailures * 4;
  return {
    async begin(userId, ip) {
      const u = userKey(userId);
      const a = addressKey(ip);
      const counts = await store.count([u, a], config.loginWindowMs);
      if ((counts.get(u) ?? 0) > config.loginMaxFailures) throw new AppError(429, MSG.tooManyLogins);
      if ((counts.get(a) ?? 0) > perAddress() && !(await store.has(knownKey(userId, ip))))
        throw new AppError(429, MSG.tooManyLogins);
    },
    async succeed(userId, ip) {
      await store.clear(userKey(userId));
      await store.uncount(addressKey(ip));
      await store.remember(knownKey(userId, ip), KNOWN_AT_ADDRESS_MS);
    },
    close: () => store.close(),
  };
}
