import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../platform/context.ts';
import { counterTable, type DocumentTableOf } from '../dokumen/dokumen.api.ts';
import type { WithNumbers } from '../kas/nomor-dokumen.ts';

export type StoredPenjualan = typeof import('../../db/schema/index.ts').penjualan.$inferSelect;
export type NewPenjualan = typeof import('../../db/schema/index.ts').penjualan.$inferInsert;

/** A sale line whose numbers may be the SQL of the numbers its statement takes (kas/nomor-dokumen.ts). */
export type NumberedPenjualan = WithNumbers<NewPenjualan, 'no_faktur_jual' | 'no_faktur_group'>;

export const insertPenjualan = (shop: ShopContext, tx: Db, rows: NumberedPenjualan[]) =>
  tx.insert(shop.t.penjualan).values(rows);

/** Sales in the document kit: one row per sale line, grouped by the invoice number. */
export const SALE_TABLE: DocumentTableOf = (shop) =>
  counterTable(shop.t.penjualan, shop.t.penjualan.no_faktur_jual, shop.t.penjualan.harga_total);

/** Open sale lines to buy back: by line number, invoice group or barcode. */
export const openSaleLinesFor = (shop: ShopContext, kode: string) => {
  const p = shop.t.penjualan;
  return shop.db
    .select()
    .from(p)
    .where(
      and(
        eq(p.status, 'OPEN'),
        or(
          eq(p.no_faktur_jual, kode),
          eq(p.no_faktur_group, kode),
          eq(p.kode_barcode, kode.padStart(8, '0')),
        ),
      ),
    )
    .orderBy(asc(p.id))
    .limit(50);
};

/**
 * Locks every line of the sales these lines belong to, in id order: the same rows in the same order
 * as a cancellation of those sales locks (saleLinesOfGroups), so a buy-back and a cancel of one sale
 * queue on each other instead of both passing.
 */
export const lockSaleLines = (shop: ShopContext, tx: Db, noFakturJual: readonly string[]) => {
  const p = shop.t.penjualan;
  const groups = tx
    .select({ g: p.no_faktur_group })
    .from(p)
    .where(inArray(p.no_faktur_jual, [...noFakturJual]));
  return tx.select().from(p).where(inArray(p.no_faktur_group, groups)).orderBy(asc(p.id)).for('update');
};

export const insertOutbox = (
  shop: ShopContext,
  row: typeof import('../../db/schema/index.ts').outbox.$inferInsert,
) => shop.db.insert(shop.t.outbox).values(row);
