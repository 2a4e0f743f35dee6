import { sql } from 'drizzle-orm';
import type { PgTableFn } from 'drizzle-orm/pg-core';
import { bigserial, date, index, integer, numeric, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import * as group from './column-groups.ts';
import { gram, percent, rupiah } from './columns.ts';

/**
 * Instalment sales (cicilan): one row per contract with the item, price and parameter snapshot it was
 * taken with (the schedule is computed from it: contract/cicilan/rules.ts), and one row per payment
 * (an instalment or the pay-off). status: AKTIF, LUNAS, LELANG or BATAL (the document kit's state).
 */
export const defineCicilanTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  cicilan: table(
    'cicilan',
    {
      ...group.document(),
      no_cicilan: text('no_cicilan').notNull(),
      ...group.party(),
      ...group.item(),
      kadar: percent('kadar').notNull(),
      berat: gram('berat').notNull(),
      /** The sale price snapshot: price per gram, ongkos, the line's price and cost. */
      harga_gram: rupiah('harga_gram').notNull(),
      ongkos: rupiah('ongkos').notNull(),
      harga: rupiah('harga').notNull(),
      harga_modal: rupiah('harga_modal').notNull(),
      /** The parameter snapshot. */
      kode_cicilan: text('kode_cicilan').notNull(),
      tenor: integer('tenor').notNull(),
      bunga: numeric('bunga', { precision: 8, scale: 4 }).notNull(),
      biaya_admin: rupiah('biaya_admin').notNull(),
      denda_per_hari: rupiah('denda_per_hari').notNull(),
      pembulatan: rupiah('pembulatan').notNull(),
      dp_rp: rupiah('dp_rp').notNull(),
      pokok: rupiah('pokok').notNull(),
      bunga_rp: rupiah('bunga_rp').notNull(),
      total_kontrak: rupiah('total_kontrak').notNull(),
      angsuran: rupiah('angsuran').notNull(),
      angsuran_akhir: rupiah('angsuran_akhir').notNull(),
      /** Instalments paid, paid so far (dp + instalments), late fees paid. */
      angsuran_ke: integer('angsuran_ke').notNull().default(0),
      jumlah_bayar: rupiah('jumlah_bayar').notNull(),
      denda_bayar: rupiah('denda_bayar').notNull().default(0),
      tgl_lunas: date('tgl_lunas', { mode: 'string' }),
      /** The pay-off sale line. */
      no_faktur_jual: text('no_faktur_jual'),
      ...group.auction(),
      ...group.kitState('AKTIF'),
      ...group.cancel(),
      /** The refund rule is PERSEN_REFUND_BATAL_CICILAN. */
      ...group.refund(),
    },
    (t) => [
      uniqueIndex('cicilan_no_uq').on(t.no_cicilan),
      index('cicilan_tanggal_idx').on(t.tanggal, t.id),
      index('cicilan_barcode_idx').on(t.kode_barcode),
      index('cicilan_aktif_idx').on(t.no_cicilan).where(sql`${t.status} = 'AKTIF'`),
    ],
  ),
  cicilanBayar: table(
    'cicilan_bayar',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      no_bayar: text('no_bayar').notNull(),
      no_cicilan: text('no_cicilan').notNull(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      jam: timestamp('jam', { withTimezone: true }).notNull().defaultNow(),
      /** ANGSURAN (one instalment) or PELUNASAN (the rest at once). */
      jenis: text('jenis').notNull(),
      ke_dari: integer('ke_dari').notNull(),
      ke_sampai: integer('ke_sampai').notNull(),
      pokok: rupiah('pokok').notNull(),
      denda: rupiah('denda').notNull(),
      total_bayar: rupiah('total_bayar').notNull(),
      input_by: text('input_by').notNull(),
    },
    (t) => [
      uniqueIndex('cicilan_bayar_no_uq').on(t.no_bayar),
      // An instalment is paid once: two payments of the same instalment cannot both be stored.
      uniqueIndex('cicilan_bayar_ke_uq').on(t.no_cicilan, t.ke_dari),
      index('cicilan_bayar_cicilan_idx').on(t.no_cicilan, t.id),
    ],
  ),
});
