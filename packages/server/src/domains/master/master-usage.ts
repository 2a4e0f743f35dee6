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

/**
 * Other domains check a master row's values against their own data before it is added, edited or
 * reactivated (a coupon's kode_member must be a member): the message to refuse with, or null.
 */
export type MasterValueCheck = (
  shop: ShopContext,
  tx: Db,
  values: Record<string, unknown>,
) => Promise<string | null>;

const valueChecks = new Map<string, MasterValueCheck[]>();

export function registerMasterValueCheck(master: string, check: MasterValueCheck): void {
  valueChecks.set(master, [...(valueChecks.get(master) ?? []), check]);
}

export const masterValueChecks = (master: string): readonly MasterValueCheck[] =>
  valueChecks.get(master) ?? [];
