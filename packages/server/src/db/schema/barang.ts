import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgTableFn,
  pgSequence,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { gram, percent, rupiah } from './columns.ts';

/** Barcodes come from this sequence, zero-padded to 8 digits (DESIGN.md section 6, Stock). */
export const barangBarcodeSeq = pgSequence('barang_barcode_seq', {
  startWith: 1,
  minValue: 1,
  maxValue: 99_999_999,
  cache: 1,
});
export const BARCODE_SEQUENCE = 'barang_barcode_seq';

/**
 * The goods of a shop (one row per physical item, keyed by its barcode), the stock ledger that
 * every change writes, the daily balances the store closing keeps, barcode print history and tray
 * weighing. `kode_baki` is '' for an item lying in a warehouse without a tray (e.g. HANCUR).
 */
export const defineBarangTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  barang: table(
    'barang',
    {
      kode_barcode: text('kode_barcode').primaryKey(),
      kode_intern: text('kode_intern').notNull().default(''),
      nama_barang: text('nama_barang').notNull(),
      kode_group: text('kode_group').notNull(),
      kode_dept: text('kode_dept').notNull(),
      kode_gudang: text('kode_gudang').notNull(),
      kode_baki: text('kode_baki').notNull().default(''),
      kadar: percent('kadar').notNull(),
      kadar_cetak: text('kadar_cetak').notNull(),
      kadar_modal: percent('kadar_modal').notNull(),
      berat: gram('berat').notNull(),
      berat_asli: gram('berat_asli').notNull(),
      berat_plastik: gram('berat_plastik').notNull().default('0'),
      nama_atribut: text('nama_atribut').notNull().default(''),
      berat_atribut: gram('berat_atribut').notNull().default('0'),
      harga_atribut: rupiah('harga_atribut').notNull().default(0),
      ongkos: rupiah('ongkos').notNull().default(0),
      profit: rupiah('profit').notNull().default(0),
      /** Cost (modal); null when not known. */
      harga_modal: rupiah('harga_modal'),
      markis: text('markis').notNull().default('TIDAK'),
      size: text('size').notNull().default(''),
      keterangan: text('keterangan').notNull().default(''),
      supplier_barang: text('supplier_barang').notNull().default(''),
      /** The RFID tag on the item (upper-case), unique in the shop when set. */
      tag_id: text('tag_id'),
      foto: text('foto'),
      /** A diamond item (BERLIAN_MODULE): its stones, null for gold (contract berlian/stones.ts). */
      data_berlian: jsonb('data_berlian'),
      ongkos_berlian: rupiah('ongkos_berlian').notNull().default(0),
      /** Tag price: dollars at the kurs (curr USD) or a fixed Rupiah price (curr IDR, total_harga). */
      total_usd: numeric('total_usd', { precision: 14, scale: 2 }).notNull().default('0'),
      curr: text('curr').notNull().default(''),
      kurs: rupiah('kurs').notNull().default(0),
      total_harga: rupiah('total_harga').notNull().default(0),
      /** READY, SOLD, HANCUR. */
      status: text('status').notNull().default('READY'),
      /** The condition given when the item was destroyed. */
      kondisi: text('kondisi'),
      /** Business day (tgl_system) the item was added, and the reference of that addition. */
      tgl_input: date('tgl_input', { mode: 'string' }).notNull(),
      no_tambah: text('no_tambah').notNull(),
      created_by: text('created_by').notNull(),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updated_by: text('updated_by'),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      // Lists are newest first (barcode descending) under any of these filters.
      // (A name search is a `like '%...%'` scan along the barcode order: measured in packages/bench.)
      index('barang_status_idx').on(t.status, t.kode_barcode),
      index('barang_gudang_idx').on(t.kode_gudang, t.status, t.kode_barcode),
      index('barang_baki_idx').on(t.kode_baki, t.status, t.kode_barcode),
      index('barang_group_idx').on(t.kode_group, t.kode_dept, t.kode_barcode),
      // Name search is 'contains': trigrams (pg_trgm, created in the public schema by openDatabase).
      uniqueIndex('barang_tag_id_uq').on(t.tag_id).where(sql`${t.tag_id} is not null`),
      index('barang_nama_trgm_idx').using('gin', sql`${t.nama_barang} public.gin_trgm_ops`),
    ],
  ),
  stockLedger: table(
    'stock_ledger',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      /** Business day (tgl_system) of the change. */
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      kode_barcode: text('kode_barcode').notNull(),
      /** TAMBAH, PINDAH_KELUAR, PINDAH_MASUK, HANCUR, HANCUR_MASUK, JUAL, BATAL_JUAL, ... */
      jenis: text('jenis').notNull(),
      kode_gudang: text('kode_gudang').notNull(),
      kode_baki: text('kode_baki').notNull(),
      kode_group: text('kode_group').notNull(),
      kode_dept: text('kode_dept').notNull(),
      qty: integer('qty').notNull(),
      berat: gram('berat').notNull(),
      no_ref: text('no_ref').notNull(),
      keterangan: text('keterangan').notNull().default(''),
      input_by: text('input_by').notNull(),
      at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('stock_ledger_day_idx').on(t.tanggal, t.kode_gudang, t.kode_baki),
      index('stock_ledger_barcode_idx').on(t.kode_barcode, t.id),
    ],
  ),
  stockDaily: table(
    'stock_daily',
    {
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      kode_gudang: text('kode_gudang').notNull(),
      kode_baki: text('kode_baki').notNull(),
      kode_group: text('kode_group').notNull(),
      kode_dept: text('kode_dept').notNull(),
      stock_awal: integer('stock_awal').notNull(),
      berat_awal: gram('berat_awal').notNull(),
      qty_in: integer('qty_in').notNull(),
      berat_in: gram('berat_in').notNull(),
      qty_out: integer('qty_out').notNull(),
      berat_out: gram('berat_out').notNull(),
      qty_jual: integer('qty_jual').notNull(),
      berat_jual: gram('berat_jual').notNull(),
      stock_akhir: integer('stock_akhir').notNull(),
      berat_akhir: gram('berat_akhir').notNull(),
    },
    (t) => [primaryKey({ columns: [t.tanggal, t.kode_gudang, t.kode_baki, t.kode_group, t.kode_dept] })],
  ),
  /** The days whose balances the closing wrote (also when every balance was zero). */
  stockClosing: table('stock_closing', {
    tanggal: date('tanggal', { mode: 'string' }).primaryKey(),
    rows: integer('rows').notNull(),
    closed_by: text('closed_by').notNull(),
    closed_at: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  }),
  barcodePrints: table(
    'barcode_print_history',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      kode_barcode: text('kode_barcode').notNull(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      printed_by: text('printed_by').notNull(),
      printed_at: timestamp('printed_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('barcode_print_history_barcode_idx').on(t.kode_barcode)],
  ),
  timbangBaki: table(
    'timbang_baki',
    {
      id: serial('id').primaryKey(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      kode_gudang: text('kode_gudang').notNull(),
      kode_baki: text('kode_baki').notNull(),
      qty: integer('qty').notNull(),
      /** Weight of the tray's goods, the empty tray, and both together (what the scale should show). */
      berat: gram('berat').notNull(),
      berat_baki: gram('berat_baki').notNull(),
      berat_total: gram('berat_total').notNull(),
      input_by: text('input_by').notNull(),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      reset_at: timestamp('reset_at', { withTimezone: true }),
    },
    (t) => [index('timbang_baki_user_idx').on(t.input_by, t.reset_at)],
  ),
  timbangBakiActivity: table(
    'timbang_baki_activity',
    {
      id: serial('id').primaryKey(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      input_by: text('input_by').notNull(),
      at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
      message: text('message').notNull(),
    },
    (t) => [index('timbang_baki_activity_day_idx').on(t.tanggal, t.input_by)],
  ),
});
