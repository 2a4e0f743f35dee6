import { sql } from 'drizzle-orm';
import type { PgTableFn } from 'drizzle-orm/pg-core';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { gram } from './columns.ts';

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
      berat: gram('berat').notNull(),
      expected: boolean('expected').notNull(),
      scanned: boolean('scanned').notNull().default(false),
      scanned_by: text('scanned_by'),
      scanned_at: timestamp('scanned_at', { withTimezone: true }),
    },
    (t) => [primaryKey({ columns: [t.opname_id, t.kode_barcode] })],
  ),
});

/**
 * Stock Opname RFID: a count session of a warehouse (optionally one tray), the tagged items expected
 * there when it opened, the distinct tags the reader sent (one row per tag however often read), and
 * the result stored when it finished (one row per item or tag with its FOUND, MISSING, UNKNOWN or
 * ELSEWHERE). At most one OPEN session per place.
 */
export const defineStockOpnameRfidTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  rfidSession: table(
    'rfid_session',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      kode_gudang: text('kode_gudang').notNull(),
      kode_baki: text('kode_baki').notNull().default(''),
      /** OPEN, SELESAI. */
      status: text('status').notNull().default('OPEN'),
      /** READY items there without a tag when it opened (a reader cannot count them). */
      tanpa_tag: integer('tanpa_tag').notNull().default(0),
      /** The counts of the stored result (null while OPEN). */
      hasil: jsonb('hasil'),
      created_by: text('created_by').notNull(),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      finished_by: text('finished_by'),
      finished_at: timestamp('finished_at', { withTimezone: true }),
    },
    (t) => [
      uniqueIndex('rfid_session_open_uq').on(t.kode_gudang, t.kode_baki).where(sql`${t.status} = 'OPEN'`),
      index('rfid_session_tanggal_idx').on(t.tanggal, t.id),
    ],
  ),
  rfidExpected: table(
    'rfid_expected',
    {
      session_id: bigint('session_id', { mode: 'number' }).notNull(),
      tag_id: text('tag_id').notNull(),
      kode_barcode: text('kode_barcode').notNull(),
      nama_barang: text('nama_barang').notNull(),
      kode_gudang: text('kode_gudang').notNull(),
      kode_baki: text('kode_baki').notNull(),
      berat: gram('berat').notNull(),
    },
    (t) => [primaryKey({ columns: [t.session_id, t.tag_id] })],
  ),
  rfidRead: table(
    'rfid_read',
    {
      session_id: bigint('session_id', { mode: 'number' }).notNull(),
      tag_id: text('tag_id').notNull(),
      read_by: text('read_by').notNull(),
      read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.session_id, t.tag_id] })],
  ),
  rfidResult: table(
    'rfid_result',
    {
      session_id: bigint('session_id', { mode: 'number' }).notNull(),
      tag_id: text('tag_id').notNull(),
      /** FOUND, MISSING, UNKNOWN, ELSEWHERE. */
      hasil: text('hasil').notNull(),
      kode_barcode: text('kode_barcode').notNull().default(''),
      nama_barang: text('nama_barang').notNull().default(''),
      kode_gudang: text('kode_gudang').notNull().default(''),
      kode_baki: text('kode_baki').notNull().default(''),
      status: text('status').notNull().default(''),
      berat: gram('berat').notNull().default('0'),
    },
    (t) => [primaryKey({ columns: [t.session_id, t.tag_id] })],
  ),
});
