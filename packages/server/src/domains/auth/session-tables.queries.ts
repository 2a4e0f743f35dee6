import { getTableName } from 'drizzle-orm';
import type { ShopContext } from '../../platform/context.ts';

/** The tables a live session's lookup reads (platform's read cache keeps it while they are unchanged). */
export const sessionTables = (shop: ShopContext): readonly string[] => [
  getTableName(shop.t.sessions),
  getTableName(shop.t.users),
];

/** The table a service credential's lookup reads. */
export const credentialTables = (shop: ShopContext): readonly string[] => [
  getTableName(shop.t.serviceCredentials),
];
