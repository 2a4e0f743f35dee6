import { date, index, jsonb, numeric, type PgTableFn, text } from 'drizzle-orm/pg-core';
import { rupiah } from './columns.ts';

/**
 * The diamond part of a sale line (BERLIAN_MODULE): the stones and the tag price the line was sold
 * at, kept beside the sale line (same no_faktur_jual) so the counter's sale table stays as it is.
 */
export const defineBerlianTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  penjualanBerlian: table(
    'penjualan_berlian',
    {
      no_faktur_jual: text('no_faktur_jual').primaryKey(),
      no_faktur_group: text('no_faktur_group').notNull(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      kode_barcode: text('kode_barcode').notNull(),
      kode_intern: text('kode_intern').notNull().default(''),
      supplier_barang: text('supplier_barang').notNull().default(''),
      data_berlian: jsonb('data_berlian').notNull(),
      ongkos_berlian: rupiah('ongkos_berlian').notNull(),
      total_usd: numeric('total_usd', { precision: 14, scale: 2 }).notNull(),
      curr: text('curr').notNull(),
      kurs: rupiah('kurs').notNull(),
      total_berlian_rp: rupiah('total_berlian_rp').notNull(),
    },
    (t) => [index('penjualan_berlian_day_idx').on(t.tanggal, t.no_faktur_jual)],
  ),
});
