import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  numeric,
  type PgTableFn,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const gram = (name: string) => numeric(name, { precision: 12, scale: 3 });
const percent = (name: string) => numeric(name, { precision: 6, scale: 2 });
const rupiah = (name: string) => bigint(name, { mode: 'number' });

/**
 * Customer orders (pesanan): one row per order, with the price snapshot it was taken with. status:
 * PESAN, SIAP, DIAMBIL or BATAL (the document kit's state column); status_valid: OPEN until validasi
 * pesanan, then VALID.
 */
export const definePesananTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  pesanan: table(
    'pesanan',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      jam: timestamp('jam', { withTimezone: true }).notNull().defaultNow(),
      no_pesanan: text('no_pesanan').notNull(),
      kode_sales: text('kode_sales').notNull(),
      kode_member: text('kode_member').notNull().default(''),
      nama_customer: text('nama_customer').notNull().default(''),
      alamat_customer: text('alamat_customer').notNull().default(''),
      no_hp: text('no_hp').notNull().default(''),
      nama_barang: text('nama_barang').notNull(),
      kode_group: text('kode_group').notNull(),
      kadar: percent('kadar').notNull(),
      berat: gram('berat').notNull(),
      harga_kunci: text('harga_kunci').notNull(),
      harga_gram: rupiah('harga_gram').notNull(),
      ongkos: rupiah('ongkos').notNull(),
      total_harga: rupiah('total_harga').notNull(),
      /** The estimate at the order: total_harga returns to it when the pick-up sale is cancelled. */
      total_estimasi: rupiah('total_estimasi').notNull().default(0),
      pembulatan: bigint('pembulatan', { mode: 'number' }).notNull(),
      dp_rp: rupiah('dp_rp').notNull(),
      jumlah_bayar: rupiah('jumlah_bayar').notNull(),
      /** The delivered item reserved for the order (id_barang_pesanan of the bulk add), once SIAP. */
      kode_barcode: text('kode_barcode'),
      tgl_ambil: date('tgl_ambil', { mode: 'string' }),
      status: text('status').notNull().default('PESAN'),
      status_valid: text('status_valid').notNull().default('OPEN'),
      validated_by: text('validated_by'),
      validated_at: timestamp('validated_at', { withTimezone: true }),
      input_by: text('input_by').notNull(),
      batal_by: text('batal_by'),
      batal_at: timestamp('batal_at', { withTimezone: true }),
      batal_alasan: text('batal_alasan'),
      batal_otorisasi: text('batal_otorisasi'),
      /** The shop's refund rule at the cancellation (PERSEN_REFUND_BATAL_PESANAN) and its split. */
      persen_refund: percent('persen_refund'),
      refund_rp: rupiah('refund_rp'),
      hangus_rp: rupiah('hangus_rp'),
    },
    (t) => [
      uniqueIndex('pesanan_no_uq').on(t.no_pesanan),
      index('pesanan_tanggal_idx').on(t.tanggal, t.id),
      index('pesanan_valid_idx')
        .on(t.kode_sales)
        .where(sql`${t.status_valid} = 'OPEN' and ${t.status} <> 'BATAL'`),
    ],
  ),
});
