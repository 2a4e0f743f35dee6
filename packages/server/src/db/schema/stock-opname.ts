import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  numeric,
  type PgTableFn,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Stock Opname Global: one row per count of a warehouse (optionally one tray) and one row per item
 * of that count — the items expected there when it started (READY), and any other item scanned.
 * At most one OPEN count per place.
 */
export const defineStockOpnameTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  stockOpname: table(
    'stock_opname',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      /** Business day (tgl_system) the count started. */
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      kode_gudang: text('kode_gudang').notNull(),
      /** '' = the whole warehouse. */
      kode_baki: text('kode_baki').notNull().default(''),
      /** OPEN, DONE. */
      status: text('status').notNull().default('OPEN'),
      created_by: text('created_by').notNull(),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      finished_by: text('finished_by'),
      finished_at: timestamp('finished_at', { withTimezone: true }),
    },
    (t) => [
      uniqueIndex('stock_opname_open_uq').on(t.kode_gudang, t.kode_baki).where(sql`${t.status} = 'OPEN'`),
      index('stock_opname_tanggal_idx').on(t.tanggal, t.id),
    ],
  ),
  stockOpnameItem: table(
    'stock_opname_item',
    {
      opname_id: bigint('opname_id', { mode: 'number' }).notNull(),
      kode_barcode: text('kode_barcode').notNull(),
      nama_barang: text('nama_barang').notNull(),
      kode_group: text('kode_group').notNull(),
      /** Where the item lay (at start, or when scanned for an item not expected). */
      kode_gudang: text('kode_gudang').notNull(),
      kode_baki: text('kode_baki').notNull(),
      status: text('status').notNull(),
      berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
      expected: boolean('expected').notNull(),
      scanned: boolean('scanned').notNull().default(false),
      scanned_by: text('scanned_by'),
      scanned_at: timestamp('scanned_at', { withTimezone: true }),
    },
    (t) => [primaryKey({ columns: [t.opname_id, t.kode_barcode] })],
  ),
});
