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
