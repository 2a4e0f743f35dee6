import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { counterTable, type DocumentTableOf } from '../dokumen/dokumen.api.ts';
import type { WithNumbers } from '../kas/nomor-dokumen.ts';

export type StoredPembelian = typeof import('../../db/schema/index.ts').pembelian.$inferSelect;
export type NewPembelian = typeof import('../../db/schema/index.ts').pembelian.$inferInsert;

export const insertPembelian = (
  shop: ShopContext,
  tx: Db,
  rows: WithNumbers<NewPembelian, 'no_faktur_beli' | 'no_faktur_group'>[],
) => tx.insert(shop.t.pembelian).values(rows);

/** Purchases in the document kit: one row per purchase line, grouped by the invoice number. */
export const PURCHASE_TABLE: DocumentTableOf = (shop) =>
  counterTable(shop.t.pembelian, shop.t.pembelian.no_faktur_beli, shop.t.pembelian.harga);

/** Open purchase lines already bought back from these sale lines. */
export const boughtBackFrom = (shop: ShopContext, tx: Db, noFakturJual: readonly string[]) =>
  tx
    .select({ no_faktur_jual: shop.t.pembelian.no_faktur_jual })
    .from(shop.t.pembelian)
    .where(
      and(eq(shop.t.pembelian.status, 'OPEN'), inArray(shop.t.pembelian.no_faktur_jual, [...noFakturJual])),
    );
