import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import type { WithNumbers } from '../kas/nomor-dokumen.ts';

export type NewPenjualanBerlian = typeof import('../../db/schema/index.ts').penjualanBerlian.$inferInsert;
export type StoredPenjualanBerlian = typeof import('../../db/schema/index.ts').penjualanBerlian.$inferSelect;

export const insertPenjualanBerlian = (
  shop: ShopContext,
  tx: Db,
  rows: WithNumbers<NewPenjualanBerlian, 'no_faktur_jual' | 'no_faktur_group'>[],
) => tx.insert(shop.t.penjualanBerlian).values(rows);

/** The diamond part of these sale lines (none for gold lines). */
export const penjualanBerlianOf = (shop: ShopContext, noFakturJual: readonly string[]) =>
  noFakturJual.length
    ? shop.db
        .select()
        .from(shop.t.penjualanBerlian)
        .where(inArray(shop.t.penjualanBerlian.no_faktur_jual, [...noFakturJual]))
    : Promise.resolve([] as StoredPenjualanBerlian[]);
