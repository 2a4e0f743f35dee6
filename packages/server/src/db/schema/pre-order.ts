import { sql } from 'drizzle-orm';
import type { PgTableFn } from 'drizzle-orm/pg-core';
import { bigserial, date, index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as group from './column-groups.ts';
import { gram, rupiah } from './columns.ts';

/**
 * Pre-orders (document 2): one row per PO (status OPEN, VALID or BATAL), its goods lines, and the
 * closing lines that ship (KIRIM) or hand over (AMBIL) its pieces. A marketplace order is one PO:
 * (kode_marketplace, no_order) is unique among the POs that are not cancelled, so an import run twice
 * creates nothing new.
 */
export const definePreOrderTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  preOrder: table(
    'pre_order',
    {
      ...group.document(),
      no_po: text('no_po').notNull(),
      no_order: text('no_order').notNull().default('-'),
      kode_marketplace: text('kode_marketplace').notNull().default('-'),
      kode_intern: text('kode_intern').notNull().default('-'),
      ...group.customer(),
      /** A PO names its member (the key keeps its place among the customer's columns). */
      kode_member: text('kode_member').notNull(),
      kode_sales: text('kode_sales').notNull(),
      no_rekening: text('no_rekening').notNull().default('-'),
      no_rekening_customer: text('no_rekening_customer').notNull().default('-'),
      qty_estimasi: integer('qty_estimasi').notNull(),
      berat_estimasi: gram('berat_estimasi').notNull(),
      harga_estimasi: rupiah('harga_estimasi').notNull(),
      harga_gram: rupiah('harga_gram').notNull(),
      harga_total: rupiah('harga_total').notNull(),
      nominal_bayar: rupiah('nominal_bayar').notNull().default(0),
      dibayar_rp: rupiah('dibayar_rp').notNull().default(0),
      qty_kirim: integer('qty_kirim').notNull().default(0),
      /** The sale once finished: its pieces and weight, and its price (the PO's payments). */
      qty_input: integer('qty_input').notNull().default(0),
      berat_input: gram('berat_input').notNull().default('0'),
      harga_penjualan: rupiah('harga_penjualan').notNull().default(0),
      tgl_selesai: date('tgl_selesai', { mode: 'string' }),
      /** The kit's validation columns are set by the payment validation. */
      ...group.kitState('OPEN'),
      ...group.cancel(),
    },
    (t) => [
      uniqueIndex('pre_order_no_uq').on(t.no_po),
      uniqueIndex('pre_order_order_uq')
        .on(t.kode_marketplace, t.no_order)
        .where(sql`${t.no_order} <> '-' and ${t.status} <> 'BATAL'`),
      index('pre_order_tanggal_idx').on(t.tanggal, t.id),
    ],
  ),
  preOrderBarang: table(
    'pre_order_barang',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      no_po: text('no_po').notNull(),
      kode_barcode: text('kode_barcode').notNull().default('-'),
      deskripsi: text('deskripsi').notNull(),
      berat: gram('berat').notNull(),
      harga_estimasi: rupiah('harga_estimasi').notNull().default(0),
      harga_gram: rupiah('harga_gram').notNull().default(0),
    },
    (t) => [index('pre_order_barang_po_idx').on(t.no_po, t.id)],
  ),
  preOrderClosing: table(
    'pre_order_closing',
    {
      ...group.document(),
      no_po: text('no_po').notNull(),
      status_kirim: text('status_kirim').notNull(),
      no_resi: text('no_resi').notNull().default('-'),
      qty: integer('qty').notNull(),
      input_by: text('input_by').notNull(),
    },
    (t) => [
      index('pre_order_closing_tanggal_idx').on(t.tanggal, t.id),
      index('pre_order_closing_po_idx').on(t.no_po),
    ],
  ),
});
