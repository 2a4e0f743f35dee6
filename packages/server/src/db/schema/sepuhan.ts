import { sql } from 'drizzle-orm';
import type { PgTableFn } from 'drizzle-orm/pg-core';
import { bigserial, date, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import * as group from './column-groups.ts';
import { gram, percent } from './columns.ts';

/**
 * Refining (sepuhan): one row per piece sorted (out of BELI, or again from CUCI), one row per piece
 * sent to be washed or re-plated (the job; its receipt fills the weight after and the wasting), and the
 * manual wash stock lines. At most one job per piece is open (KIRIM): a second receipt finds none.
 */
export const defineSepuhanTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  sortirBarang: table(
    'sortir_barang',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      no_sortir: text('no_sortir').notNull(),
      /** SORTIR (out of BELI) or PINDAH (a sorted piece sorted again). */
      jenis: text('jenis').notNull(),
      ...group.item(),
      kode_dept: text('kode_dept').notNull(),
      kadar: percent('kadar').notNull(),
      berat: gram('berat').notNull(),
      gudang_asal: text('gudang_asal').notNull(),
      baki_asal: text('baki_asal').notNull(),
      /** JUAL, CUCI, SEPUH, HANCUR. */
      tujuan: text('tujuan').notNull(),
      gudang_tujuan: text('gudang_tujuan').notNull(),
      baki_tujuan: text('baki_tujuan').notNull(),
      keterangan: text('keterangan').notNull().default(''),
      input_by: text('input_by').notNull(),
      at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('sortir_barang_day_idx').on(t.jenis, t.tanggal, t.no_sortir)],
  ),
  cuciBarang: table(
    'cuci_barang',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      no_kirim: text('no_kirim').notNull(),
      tgl_kirim: date('tgl_kirim', { mode: 'string' }).notNull(),
      /** CUCI or SEPUH. */
      jenis: text('jenis').notNull(),
      /** LOKAL, or PUSAT when refining is centralised at head office. */
      tujuan: text('tujuan').notNull(),
      ...group.item(),
      kode_dept: text('kode_dept').notNull(),
      kadar: percent('kadar').notNull(),
      berat_kirim: gram('berat_kirim').notNull(),
      /** KIRIM (away) or TERIMA (back). */
      status: text('status').notNull(),
      no_terima: text('no_terima'),
      tgl_terima: date('tgl_terima', { mode: 'string' }),
      berat_terima: gram('berat_terima'),
      susut: gram('susut'),
      persen: percent('persen'),
      keterangan: text('keterangan').notNull().default(''),
      kirim_by: text('kirim_by').notNull(),
      terima_by: text('terima_by'),
      at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('cuci_barang_open_uq').on(t.kode_barcode).where(sql`status = 'KIRIM'`),
      index('cuci_barang_kirim_idx').on(t.tgl_kirim, t.no_kirim),
      index('cuci_barang_terima_idx').on(t.tgl_terima),
    ],
  ),
  stockSepuhManual: table(
    'stock_sepuh_manual',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      no_sortir: text('no_sortir').notNull(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      kode_group: text('kode_group').notNull(),
      kode_dept: text('kode_dept').notNull(),
      qty: integer('qty').notNull(),
      berat: gram('berat').notNull(),
      input_by: text('input_by').notNull(),
      at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('stock_sepuh_manual_day_idx').on(t.tanggal, t.id)],
  ),
});
