import { MODULE } from '@emas/contract';
import type { ShopContext } from '../platform/context.ts';
import { upsertModule } from '../platform/modules.queries.ts';
import { forgetModules } from '../platform/modules.ts';

/**
 * The demo branches sell with coupons (module KUPON on): the coupons themselves are master rows
 * (master-seed.ts: HEMAT50 all year, MERDEKA17 in August).
 */
export async function seedKupon(shop: ShopContext): Promise<void> {
  await upsertModule(shop, shop.db, MODULE.KUPON, true, null);
  forgetModules(shop);
}
