import {
  parsePembulatan,
  purchaseRoundingDirection,
  type RoundDirection,
  salesRoundingDirection,
} from '@emas/contract';
import type { Db } from '../../db/database.ts';
import { readAll } from '../../db/read-all.ts';
import type { ShopContext } from '../../platform/context.ts';
import { activeModules } from '../../platform/modules.ts';
import { cachedReference } from '../../platform/reference-cache.ts';
import { findParaSystem } from '../system/system.api.ts';

export type CounterSettings = {
  pembulatan: number;
  arahJual: RoundDirection;
  arahBeli: RoundDirection;
  modules: ReadonlySet<string>;
};

/**
 * The rounding unit (para-system PEMBULATAN, 500 when missing) and directions by module, from the
 * shop's reference cache (forgotten on every setting or module write; platform/reference-cache.ts).
 */
export function counterSettings(shop: ShopContext, tx: Db = shop.db): Promise<CounterSettings> {
  return cachedReference(shop, 'counter-settings', async () => {
    const [row, modules] = await readAll(tx, [
      () => findParaSystem(shop, 'PEMBULATAN', tx),
      () => activeModules(shop, tx),
    ]);
    return {
      pembulatan: parsePembulatan(row?.value),
      arahJual: salesRoundingDirection(modules),
      arahBeli: purchaseRoundingDirection(modules),
      modules,
    };
  });
}
