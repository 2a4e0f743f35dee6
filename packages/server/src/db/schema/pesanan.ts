import { sql } from 'drizzle-orm';
import type { PgTableFn } from 'drizzle-orm/pg-core';
import { date, index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as group from './column-groups.ts';
import { gram, percent, rupiah } from './columns.ts';

/**
 * Customer orders (pesanan): one row per order, with the price snapshot it was taken with. status:
 * PESAN, SIAP, DIAMBIL or BATAL (the document kit's state column); status_valid: OPEN until validasi
 * pesanan, then VALID.
 */
export const definePesananTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  pesanan: table(
    'pesanan',
    {
      ...group.document(),
      no_pesanan: text('no_pesanan').notNull(),
      ...group.party(),
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
      pembulatan: rupiah('pembulatan').notNull(),
      dp_rp: rupiah('dp_rp').notNull(),
      jumlah_bayar: rupiah('jumlah_bayar').notNull(),
      /** The delivered item reserved for the order (id_barang_pesanan of the bulk add), once SIAP. */
      kode_barcode: text('kode_barcode'),
      tgl_ambil: date('tgl_ambil', { mode: 'string' }),
      ...group.kitState('PESAN'),
      ...group.cancel(),
      /** The refund rule is PERSEN_REFUND_BATAL_PESANAN. */
      ...group.refund(),
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
