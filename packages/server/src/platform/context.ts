import { createHash } from 'node:crypto';
import type { AppType } from '@emas/contract';
import type { Database, Db } from '../db/database.ts';
import { type Tables, tablesFor } from '../db/tables.ts';
import { EPHEMERAL_KEY } from './secret-box.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

export type ShopConfig = {
  /** Per-shop time limit of a head-office fan-out call, answer included. */
  fanOutTimeoutMs: number;
  /** Largest answer head office reads from one shop. */
  fanOutMaxBytes: number;
  /**
   * How long a head-office fan-out does not wait again on a shop that was just down (refused, timed
   * out, 5xx): it is answered as failed at once meanwhile (FANOUT_RETRY_AFTER_MS; 0 always tries).
   */
  fanOutRetryAfterMs: number;
  /** The fan-out breaker's clock in milliseconds (tests step it; unset: the process's monotonic clock). */
  fanOutNow?: () => number;
  /** AES-256 key of the service credentials head office stores (secret-box.ts). */
  credentialKey: Buffer;
  sessionTtlHours: number;
  /** How often the live channel checks that its sockets' sessions still live (expired, ended elsewhere). */
  liveSessionCheckMs: number;
  /** Login attempts a user id may fail (from any address) within loginWindowMs before 429. */
  loginMaxFailures: number;
  /** Failures one address may make over every user id (password spraying); unset: 4 x loginMaxFailures. */
  loginMaxFailuresPerAddress?: number;
  loginWindowMs: number;
  /** Folder of the store closing's PGlite backups (BACKUP_DIR); none when unset. */
  backupDir?: string;
  /**
   * The shop's public base URL (PUBLIC_URL), e.g. https://toko1.example.com: absolute links the shop
   * hands out (catalogue images) start with it, never with the request's Host header. Unset: the
   * address the server listens on, once it listens.
   */
  publicUrl?: string;
  /** Origins besides the app's own whose pages may open the live channel (LIVE_ORIGINS, comma-separated). */
  liveOrigins: string[];
  /** Which peers' X-Forwarded-For decides `request.ip` (TRUST_PROXY, trust-proxy.ts); false: nobody's. */
  trustProxy: TrustProxy;
  /**
   * The shop's clock where a rule compares the business date with the calendar (the store closing may
   * move tgl_system at most to the day after today). Tests set it; servers use the real time.
   */
  clock: () => Date;
  /** The external web shop (EXTERNAL_SHOP_URL, EXTERNAL_SHOP_KEY); none: registrations wait in the outbox. */
  externalShop?: ProviderConfig;
  /** The WhatsApp HTTP provider (WHATSAPP_API_URL, WHATSAPP_API_KEY); none: messages wait in the outbox. */
  whatsapp?: ProviderConfig;
  /** The wholesale app framed by /redirect-to-grosir (GROSIR_URL). */
  grosirUrl?: string;
  /** Outbox retries: first delay (OUTBOX_RETRY_MS, doubling), attempts before FAIL, worker poll period. */
  outbox: { retryMs: number; maxAttempts: number; pollMs: number; timeoutMs: number };
  /** How often the shop-to-shop outbox looks for calls that are due (OUTBOX_INTERVAL_MS). */
  outboxIntervalMs: number;
  /** The first wait after a failed shop-to-shop call; it doubles per attempt up to 5 minutes. */
  outboxRetryBaseMs: number;
};

/** An outside HTTP provider: its base URL and the key sent as a bearer token. */
export type ProviderConfig = { url: string; key: string };

const providerFrom = (url: string | undefined, key: string | undefined): ProviderConfig | undefined =>
  url ? { url: url.replace(/\/+$/, ''), key: key ?? '' } : undefined;

/** Everything a request of one shop needs: its code, its schema's tables and its database. */
export type ShopContext = {
  kode_toko: string;
  appType: AppType;
  schema: string;
  database: Database;
  db: Db;
  t: Tables;
  config: ShopConfig;
};

export const defaultShopConfig = (): ShopConfig => ({
  fanOutTimeoutMs: Number(process.env.FANOUT_TIMEOUT_MS ?? 10_000),
  fanOutMaxBytes: Number(process.env.FANOUT_MAX_BYTES ?? 20 * 1024 * 1024),
  fanOutRetryAfterMs: Number(process.env.FANOUT_RETRY_AFTER_MS ?? 30_000),
  credentialKey: EPHEMERAL_KEY,
  sessionTtlHours: Number(process.env.SESSION_TTL_HOURS ?? 24),
  liveSessionCheckMs: Number(process.env.LIVE_SESSION_CHECK_MS ?? 60_000),
  loginMaxFailures: Number(process.env.LOGIN_MAX_FAILURES ?? 5),
  loginWindowMs: Number(process.env.LOGIN_WINDOW_MS ?? 15 * 60_000),
  backupDir: process.env.BACKUP_DIR || undefined,
  publicUrl: process.env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
  clock: () => new Date(),
  externalShop: providerFrom(process.env.EXTERNAL_SHOP_URL, process.env.EXTERNAL_SHOP_KEY),
  whatsapp: providerFrom(process.env.WHATSAPP_API_URL, process.env.WHATSAPP_API_KEY),
  grosirUrl: process.env.GROSIR_URL?.replace(/\/+$/, '') || undefined,
  outbox: {
    retryMs: Number(process.env.OUTBOX_RETRY_MS ?? 5_000),
    maxAttempts: Number(process.env.OUTBOX_MAX_ATTEMPTS ?? 8),
    pollMs: Number(process.env.OUTBOX_POLL_MS ?? 2_000),
    timeoutMs: Number(process.env.OUTBOX_TIMEOUT_MS ?? 10_000),
  },
  outboxIntervalMs: Number(process.env.OUTBOX_INTERVAL_MS ?? 5_000),
  outboxRetryBaseMs: Number(process.env.OUTBOX_RETRY_BASE_MS ?? 2_000),
  liveOrigins: (process.env.LIVE_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  ...(process.env.LOGIN_MAX_FAILURES_PER_ADDRESS
    ? { loginMaxFailuresPerAddress: Number(process.env.LOGIN_MAX_FAILURES_PER_ADDRESS) }
    : {}),
});

export const schemaNameFor = (kodeToko: string, prefix = 'toko') =>
  `${prefix}_${kodeToko.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;

export function createShopContext(opts: {
  kode_toko: string;
  appType: AppType;
  database: Database;
  schema?: string;
  config?: Partial<ShopConfig>;
}): ShopContext {
  const schema = opts.schema ?? schemaNameFor(opts.kode_toko);
  return {
    kode_toko: opts.kode_toko,
    appType: opts.appType,
    schema,
    database: opts.database,
    db: opts.database.db,
    t: tablesFor(schema),
    config: { ...defaultShopConfig(), ...opts.config },
  };
}

/** A value built once per shop and kept (a prepared statement): `const of = perShop(build); of(shop)`. */
export function perShop<T>(build: (shop: ShopContext) => T): (shop: ShopContext) => T {
  const built = new WeakMap<ShopContext, T>();
  return (shop) => {
    let value = built.get(shop);
    if (value === undefined) {
      value = build(shop);
      built.set(shop, value);
    }
    return value;
  };
}

/**
 * The name of a statement prepared once per shop: PostgreSQL keeps one text per name per connection,
 * and shops of one database differ only by schema.
 */
export const preparedName = (shop: ShopContext, what: string) =>
  `${what}_${createHash('md5').update(shop.schema).digest('hex').slice(0, 16)}`;
