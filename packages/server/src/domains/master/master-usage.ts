import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';

/**
 * Other domains (goods, sales, ...) say where a master's codes are used, so a code in use cannot be
 * deleted. A check answers the name of the user of the code (e.g. 'Data Barang'), or null.
 */
export type MasterUsageCheck = (shop: ShopContext, tx: Db, kode: string) => Promise<string | null>;

const checks = new Map<string, MasterUsageCheck[]>();

export function registerMasterUsage(master: string, check: MasterUsageCheck): void {
  const list = checks.get(master) ?? [];
  list.push(check);
  checks.set(master, list);
}

export const masterUsageChecks = (master: string): readonly MasterUsageCheck[] => checks.get(master) ?? [];
