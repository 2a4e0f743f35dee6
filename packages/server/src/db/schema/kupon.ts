import { sql } from 'drizzle-orm';
import { bigserial, date, index, type PgTableFn, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { rupiah } from './columns.ts';

/**
 * Coupon usage (module KUPON): one row per sale that redeemed a coupon of the parameter-kupon master,
 * written in the sale's transaction. status DIGUNAKAN counts against the coupon's quota; BATAL (the sale
 * was cancelled) gives it back. One coupon per sale: no_faktur_group is unique.
 */
export const defineKuponTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  kuponPakai: table(
    'kupon_pakai',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      kode_kupon: text('kode_kupon').notNull(),
      no_faktur_group: text('no_faktur_group').notNull(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      jam: timestamp('jam', { withTimezone: true }).notNull().defaultNow(),
      kode_member: text('kode_member').notNull().default(''),
      nama_customer: text('nama_customer').notNull().default(''),
      total_belanja: rupiah('total_belanja').notNull(),
      potongan: rupiah('potongan').notNull(),
      status: text('status').notNull().default('DIGUNAKAN'),
      input_by: text('input_by').notNull(),
      batal_by: text('batal_by'),
      batal_at: timestamp('batal_at', { withTimezone: true }),
    },
    (t) => [
      uniqueIndex('kupon_pakai_faktur_uq').on(t.no_faktur_group),
      index('kupon_pakai_kupon_idx').on(t.kode_kupon, t.status),
      index('kupon_pakai_member_idx').on(t.kode_kupon, t.kode_member).where(sql`${t.status} = 'DIGUNAKAN'`),
    ],
  ),
});
