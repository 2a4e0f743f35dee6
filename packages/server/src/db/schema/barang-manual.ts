import { sql } from 'drizzle-orm';
import type { PgTableFn } from 'drizzle-orm/pg-core';
import { bigserial, check, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import * as group from './column-groups.ts';
import { gram, rupiah } from './columns.ts';

/** Where a manual good lies and what it is: warehouse, tray, group and type (jenis). */
const place = () => ({
  kode_gudang: text('kode_gudang').notNull(),
  kode_baki: text('kode_baki').notNull(),
  kode_group: text('kode_group').notNull(),
  kode_dept: text('kode_dept').notNull(),
});

/**
 * Manual items (issue 19): goods counted by group and type, qty and weight, without a barcode per
 * piece. One stock row per tray, group and type (qty and weight never below zero: the check and the
 * row lock of every sale), one ledger row per change (TAMBAH, PINDAH, HANCUR, JUAL, BELI and their
 * cancellations) that the reports and the summary read, and the manual sale and purchase documents
 * (one row per line, OPEN / BATAL: the document kit's columns).
 */
export const defineBarangManualTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  barangManual: table(
    'barang_manual',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      ...place(),
      stock: integer('stock').notNull().default(0),
      berat: gram('berat').notNull().default('0'),
      /** The cost of one gram, the latest addition's. */
      harga_modal: rupiah('harga_modal').notNull().default(0),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('barang_manual_tempat_uq').on(t.kode_gudang, t.kode_baki, t.kode_group, t.kode_dept),
      check('barang_manual_stock_ck', sql`${t.stock} >= 0 and ${t.berat} >= 0`),
    ],
  ),
  barangManualMutasi: table(
    'barang_manual_mutasi',
    {
      ...group.document(),
      /** The reference: add, move or destroy number, or the sale / purchase line. */
      no_ref: text('no_ref').notNull(),
      /** TAMBAH, PINDAH, HANCUR, JUAL, BATAL JUAL, BELI, BATAL BELI. */
      jenis: text('jenis').notNull(),
      ...place(),
      /** Signed: in positive, out negative. */
      qty: integer('qty').notNull(),
      berat: gram('berat').notNull(),
      harga: rupiah('harga').notNull().default(0),
      /** The other tray of a move, the condition of a destroy. */
      keterangan: text('keterangan').notNull().default(''),
      input_by: text('input_by').notNull(),
    },
    (t) => [
      index('barang_manual_mutasi_tanggal_idx').on(t.tanggal, t.id),
      index('barang_manual_mutasi_ref_idx').on(t.no_ref),
    ],
  ),
  penjualanManual: table(
    'penjualan_manual',
    {
      ...group.document(),
      no_faktur_group: text('no_faktur_group').notNull(),
      no_faktur_jual: text('no_faktur_jual').notNull(),
      ...group.party(),
      ...place(),
      deskripsi: text('deskripsi').notNull().default(''),
      qty: integer('qty').notNull(),
      berat: gram('berat').notNull(),
      harga_gram: rupiah('harga_gram').notNull(),
      ongkos: rupiah('ongkos').notNull().default(0),
      harga: rupiah('harga').notNull(),
      harga_modal: rupiah('harga_modal').notNull().default(0),
      input_by: text('input_by').notNull(),
      ...group.lineCancel(),
    },
    (t) => [
      uniqueIndex('penjualan_manual_faktur_uq').on(t.no_faktur_jual),
      index('penjualan_manual_group_idx').on(t.no_faktur_group),
      index('penjualan_manual_tanggal_idx').on(t.tanggal, t.id),
    ],
  ),
  pembelianManual: table(
    'pembelian_manual',
    {
      ...group.document(),
      no_faktur_group: text('no_faktur_group').notNull(),
      no_faktur_beli: text('no_faktur_beli').notNull(),
      ...group.party(),
      ...place(),
      deskripsi_beli: text('deskripsi_beli').notNull().default(''),
      stock: integer('stock').notNull(),
      konversi_berat: gram('konversi_berat').notNull().default('0'),
      berat_atribut: gram('berat_atribut').notNull().default('0'),
      berat: gram('berat').notNull(),
      harga_beli: rupiah('harga_beli').notNull(),
      input_by: text('input_by').notNull(),
      ...group.lineCancel(),
    },
    (t) => [
      uniqueIndex('pembelian_manual_faktur_uq').on(t.no_faktur_beli),
      index('pembelian_manual_group_idx').on(t.no_faktur_group),
      index('pembelian_manual_tanggal_idx').on(t.tanggal, t.id),
    ],
  ),
});
