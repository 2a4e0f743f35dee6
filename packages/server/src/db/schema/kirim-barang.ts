import type { PgTableFn } from 'drizzle-orm/pg-core';
import { bigserial, date, index, integer, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Branch shipping (DESIGN.md section 3, writes that span shops). The sender keeps `kirim_barang` and
 * its items (a snapshot of each, and where each stands); the receiver keeps what it was sent in
 * `terima_barang`, keyed by (sending shop, shipment number) so a shipment delivered twice is recorded
 * once. `shop_outbox` holds every call to another shop until that shop confirmed it.
 */
export const defineKirimBarangTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  kirimBarang: table(
    'kirim_barang',
    {
      no_kirim: text('no_kirim').primaryKey(),
      kode_toko_tujuan: text('kode_toko_tujuan').notNull(),
      nama_toko_tujuan: text('nama_toko_tujuan').notNull(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      /** KIRIM (queued), TERKIRIM (the receiver holds it), SELESAI (every item decided). */
      status: text('status').notNull().default('KIRIM'),
      keterangan: text('keterangan').notNull().default(''),
      input_by: text('input_by').notNull(),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('kirim_barang_tanggal_idx').on(t.tanggal, t.no_kirim)],
  ),
  kirimBarangDetail: table(
    'kirim_barang_detail',
    {
      no_kirim: text('no_kirim').notNull(),
      kode_barcode: text('kode_barcode').notNull(),
      /** The item as it left (kirimItem of the contract). */
      barang: jsonb('barang').notNull(),
      /** TRANSIT, DITERIMA, DITOLAK. */
      status: text('status').notNull().default('TRANSIT'),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.no_kirim, t.kode_barcode] }),
      index('kirim_barang_detail_status_idx').on(t.status),
    ],
  ),
  terimaBarang: table(
    'terima_barang',
    {
      kode_toko_asal: text('kode_toko_asal').notNull(),
      no_kirim: text('no_kirim').notNull(),
      tanggal_kirim: date('tanggal_kirim', { mode: 'string' }).notNull(),
      keterangan: text('keterangan').notNull().default(''),
      kirim_by: text('kirim_by').notNull().default(''),
      /** OPEN while an item waits for Terima Barang, then SELESAI. */
      status: text('status').notNull().default('OPEN'),
      received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.kode_toko_asal, t.no_kirim] }),
      index('terima_barang_status_idx').on(t.status),
    ],
  ),
  terimaBarangDetail: table(
    'terima_barang_detail',
    {
      kode_toko_asal: text('kode_toko_asal').notNull(),
      no_kirim: text('no_kirim').notNull(),
      /** The sender's barcode. */
      kode_barcode: text('kode_barcode').notNull(),
      barang: jsonb('barang').notNull(),
      /** TRANSIT, DITERIMA, DITOLAK. */
      status: text('status').notNull().default('TRANSIT'),
      /** The barcode the item got in this shop's stock once accepted. */
      kode_barcode_baru: text('kode_barcode_baru'),
      tanggal_terima: date('tanggal_terima', { mode: 'string' }),
      terima_by: text('terima_by'),
    },
    (t) => [primaryKey({ columns: [t.kode_toko_asal, t.no_kirim, t.kode_barcode] })],
  ),
  shopOutbox: table(
    'shop_outbox',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      /** The shop to call (its master-toko row gives portal and credential). */
      kode_toko: text('kode_toko').notNull(),
      path: text('path').notNull(),
      body: jsonb('body').notNull(),
      /** What the call is about (a shipment number): lists and reports follow it. */
      ref: text('ref').notNull(),
      attempts: integer('attempts').notNull().default(0),
      next_at: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
      last_error: text('last_error'),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      done_at: timestamp('done_at', { withTimezone: true }),
    },
    (t) => [index('shop_outbox_due_idx').on(t.done_at, t.next_at)],
  ),
});
