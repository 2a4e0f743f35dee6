import type { api } from '@emas/contract';
import { authorize } from '../domains/otorisasi/otorisasi.service.ts';
import type { ShopContext } from '../platform/context.ts';
import { createLoginThrottle, databaseAttemptStore } from '../platform/login-throttle.ts';
import type { SessionUser } from '../platform/session.ts';

/** A user the seed acts as through the real services (no session: kind SYSTEM). */
export const seedUser = (user_id: string, level: SessionUser['level']): SessionUser => ({
  user_id,
  user_name: user_id.toUpperCase(),
  level,
  akses: [],
  kind: 'SYSTEM',
  tokenHash: '',
});

/**
 * POST authorization as the seed: through the service with the shop's real login throttle (the seed's
 * right password starts the authoriser's count afresh, as at the counter).
 */
export const seedAuthorize = (shop: ShopContext, requester: SessionUser, input: api.AuthorizationBody) =>
  authorize(shop, createLoginThrottle(shop.config, databaseAttemptStore(shop)), requester, input, 'seed');
