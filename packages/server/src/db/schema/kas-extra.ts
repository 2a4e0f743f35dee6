import { bigint, date, index, numeric, type PgTableFn, text, timestamp } from 'drizzle-orm/pg-core';
import { rupiah } from './columns.ts';

/**
 * The cash screens' own records beside the cash rows (schema/kas.ts): which cash rows a Pengalihan
 * Saldo moved (one cash row is moved at most once: its id is the key), the card cash-outs and the
 * card holders for the look-up, and the money a branch sends to head office and head office receives.
 */
export const defineKasExtraTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  kasPengalihan: table(
    'kas_pengalihan',
    {
      /** The moved cash row (kas.id). */
      kas_id: bigint('kas_id', { mode: 'number' }).primaryKey(),
      no_ref: text('no_ref').notNull(),
      user_asal: text('user_asal').notNull(),
      user_tujuan: text('user_tujuan').notNull(),
      moved_by: text('moved_by').notNull(),
      moved_at: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('kas_pengalihan_ref_idx').on(t.no_ref)],
  ),
  gesekTunai: table(
    'gesek_tunai',
    {
      no_gesek: text('no_gesek').primaryKey(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      kode_bank: text('kode_bank').notNull(),
      /** Masked: only the last four digits are kept readable. */
      no_credit_card: text('no_credit_card').notNull(),
      card_hash: text('card_hash').notNull(),
      nama_customer: text('nama_customer').notNull(),
      gesek: rupiah('gesek').notNull(),
      fee: numeric('fee', { precision: 5, scale: 2 }).notNull(),
      fee_rp: rupiah('fee_rp').notNull(),
      cash: rupiah('cash').notNull(),
      input_by: text('input_by').notNull(),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('gesek_tunai_tanggal_idx').on(t.tanggal, t.no_gesek)],
  ),
  /** Card holders by a hash of the card number (the number itself is not stored). */
  kartuKredit: table('kartu_kredit_customer', {
    card_hash: text('card_hash').primaryKey(),
    no_credit_card: text('no_credit_card').notNull(),
    valid_until: text('valid_until').notNull(),
    nama_customer: text('nama_customer').notNull(),
    no_ktp: text('no_ktp').notNull(),
    alamat_customer: text('alamat_customer').notNull(),
    no_hp: text('no_hp').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  }),
  /** A branch's transfer to head office: PENDING until head office receives it (DONE). */
  kirimUang: table(
    'kirim_uang',
    {
      no_reff: text('no_reff').primaryKey(),
      tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
      ip_cabang: text('ip_cabang').notNull(),
      input_by: text('input_by').notNull(),
      jumlah_rp: rupiah('jumlah_rp').notNull(),
      tujuan: text('tujuan').notNull(),
      keterangan: text('keterangan').notNull(),
      status: text('status').notNull().default('PENDING'),
      received_by: text('received_by'),
      received_at: timestamp('received_at', { withTimezone: true }),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('kirim_uang_tgl_idx').on(t.tgl_system), index('kirim_uang_status_idx').on(t.status)],
  ),
  /**
   * Head office's side: each reference is received once. PROSES while head office asks the branch to
   * mark it received, DONE with head office's cash row.
   */
  terimaUang: table('terima_uang', {
    no_reff: text('no_reff').primaryKey(),
    status: text('status').notNull().default('PROSES'),
    ip_cabang: text('ip_cabang').notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    jumlah_rp: rupiah('jumlah_rp').notNull(),
    received_by: text('received_by').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  }),
});
