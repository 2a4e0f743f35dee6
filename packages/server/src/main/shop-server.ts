import { sessionLookup } from '../domains/auth/auth.service.ts';
import { createShopServer, type ShopServer, type ShopServerOptions } from '../platform/app.ts';
import type { ShopContext } from '../platform/context.ts';
import { useSessionLookup } from '../platform/session.ts';
import { shopDomains } from './domains.ts';

export type { ShopServer };

/** The composition root: one shop's server (platform/app.ts) with every domain wired in. */
export function buildShopServer(shop: ShopContext, opts: ShopServerOptions = {}): Promise<ShopServer> {
  useSessionLookup(sessionLookup);
  return createShopServer(shop, shopDomains, opts);
}
