import { sql } from 'drizzle-orm';
import type { PgTableFn } from 'drizzle-orm/pg-core';
import { bigserial, check, date, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { rupiah } from './columns.ts';

/**
 * Members, their point ledger (transaksi poin), gift exchanges (tukar point) and the gift stock
 * ledger. `member.point` is kept equal to the sum of the member's ledger (poin_in - poin_out) by the
 * service, which writes both in one transaction with the member row locked.
 */
export const defineMemberTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  member: table(
    'member',
    {
      kode_member: text('kode_member').primaryKey(),
      nama_customer: text('nama_customer').notNull(),
      alamat_customer: text('alamat_customer').notNull().default(''),
      kelurahan: text('kelurahan').notNull().default(''),
      kecamatan: text('kecamatan').notNull().default(''),
      kota: text('kota').notNull().default(''),
      no_hp: text('no_hp').notNull().default(''),
      nik: text('nik').notNull().default(''),
      tgl_lahir: date('tgl_lahir', { mode: 'string' }),
      /** Business day (tgl_system) of the registration and the shop where it happened. */
      tgl_daftar: date('tgl_daftar', { mode: 'string' }).notNull(),
      kode_cabang_daftar: text('kode_cabang_daftar').notNull(),
      point: integer('point').notNull().default(0),
      /** ACTIVE or NONAKTIF. */
      status: text('status').notNull().default('ACTIVE'),
      input_by: text('input_by').notNull(),
      input_date: timestamp('input_date', { withTimezone: true }).notNull().defaultNow(),
      updated_by: text('updated_by'),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('member_nama_idx').on(t.nama_customer),
      index('member_no_hp_idx').on(t.no_hp),
      index('member_tgl_daftar_idx').on(t.tgl_daftar, t.kode_member),
      index('member_cabang_idx').on(t.kode_cabang_daftar, t.kode_member),
      index('member_point_idx').on(t.point, t.kode_member),
      uniqueIndex('member_nik_idx').on(t.nik).where(sql`${t.nik} <> ''`),
    ],
  ),
  memberPoin: table(
    'member_poin',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      kode_member: text('kode_member').notNull(),
      /** TAMBAH, BATAL, TUKAR, BAYAR, RESET, KOREKSI (contract JENIS_POIN). */
      jenis: text('jenis').notNull(),
      /** The document: sale number, exchange number, reset key. */
      no_ref: text('no_ref').notNull(),
      deskripsi: text('deskripsi').notNull().default(''),
      /** The transaction's Rupiah total (TAMBAH, BATAL) or the value paid with points (BAYAR). */
      total_rp: rupiah('total_rp').notNull().default(0),
      poin_in: integer('poin_in').notNull().default(0),
      poin_out: integer('poin_out').notNull().default(0),
      /** The member's balance after this row. */
      saldo: integer('saldo').notNull(),
      input_by: text('input_by').notNull(),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('member_poin_member_idx').on(t.kode_member, t.id),
      index('member_poin_tanggal_idx').on(t.tanggal, t.id),
      index('member_poin_ref_idx').on(t.no_ref),
      // A transaction earns its points once and is reversed once.
      uniqueIndex('member_poin_once_idx')
        .on(t.jenis, t.no_ref, t.kode_member)
        .where(sql`${t.jenis} in ('TAMBAH', 'BATAL', 'RESET', 'BAYAR')`),
      check('member_poin_amounts', sql`${t.poin_in} >= 0 and ${t.poin_out} >= 0`),
    ],
  ),
  tukarPoint: table(
    'tukar_point',
    {
      no_tukar: text('no_tukar').primaryKey(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      kode_member: text('kode_member').notNull(),
      nama_customer: text('nama_customer').notNull(),
      alamat_customer: text('alamat_customer').notNull(),
      kode_hadiah: text('kode_hadiah').notNull(),
      nama_hadiah: text('nama_hadiah').notNull(),
      qty: integer('qty').notNull(),
      /** Points per gift at the time of the exchange (snapshot of data-hadiah). */
      poin: integer('poin').notNull(),
      total_poin: integer('total_poin').notNull(),
      sisa_poin: integer('sisa_poin').notNull(),
      keterangan: text('keterangan').notNull().default(''),
      input_by: text('input_by').notNull(),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('tukar_point_tanggal_idx').on(t.tanggal, t.no_tukar),
      index('tukar_point_member_idx').on(t.kode_member, t.tanggal),
    ],
  ),
  hadiahStock: table(
    'hadiah_stock',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      kode_hadiah: text('kode_hadiah').notNull(),
      nama_hadiah: text('nama_hadiah').notNull(),
      /** MASUK (stock added) or TUKAR (exchanged by a member). */
      jenis: text('jenis').notNull(),
      no_ref: text('no_ref').notNull(),
      keterangan: text('keterangan').notNull().default(''),
      stock_in: integer('stock_in').notNull().default(0),
      stock_out: integer('stock_out').notNull().default(0),
      input_by: text('input_by').notNull(),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('hadiah_stock_kode_idx').on(t.kode_hadiah, t.tanggal, t.id),
      index('hadiah_stock_tanggal_idx').on(t.tanggal, t.kode_hadiah),
      check('hadiah_stock_amounts', sql`${t.stock_in} >= 0 and ${t.stock_out} >= 0`),
    ],
  ),
  /**
   * Counters that never repeat or skip: per day for documents ('TP20260512' gift exchanges, 'SH...'
   * stock in), per prefix for numbered member codes ('KODE:MBR').
   */
  memberNumbers: table('member_numbers', {
    key: text('key').primaryKey(),
    last: integer('last').notNull(),
  }),
});
