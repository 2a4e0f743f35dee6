import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  numeric,
  type PgTableFn,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const gram = (name: string) => numeric(name, { precision: 12, scale: 3 });
const rupiah = (name: string) => bigint(name, { mode: 'number' });

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
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      jam: timestamp('jam', { withTimezone: true }).notNull().defaultNow(),
      no_po: text('no_po').notNull(),
      no_order: text('no_order').notNull().default('-'),
      kode_marketplace: text('kode_marketplace').notNull().default('-'),
      kode_intern: text('kode_intern').notNull().default('-'),
      kode_member: text('kode_member').notNull(),
      nama_customer: text('nama_customer').notNull().default(''),
      alamat_customer: text('alamat_customer').notNull().default(''),
      no_hp: text('no_hp').notNull().default(''),
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
      status: text('status').notNull().default('OPEN'),
      /** The kit's validation columns (set by the payment validation). */
      status_valid: text('status_valid').notNull().default('OPEN'),
      validated_by: text('validated_by'),
      validated_at: timestamp('validated_at', { withTimezone: true }),
      input_by: text('input_by').notNull(),
      batal_by: text('batal_by'),
      batal_at: timestamp('batal_at', { withTimezone: true }),
      batal_alasan: text('batal_alasan'),
      batal_otorisasi: text('batal_otorisasi'),
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
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      jam: timestamp('jam', { withTimezone: true }).notNull().defaultNow(),
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
