import { index, integer, jsonb, type PgTableFn, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fingerprint authorisation: each SPV/OWN user's enrolled template (sealed with the shop's credential
 * key, secret-box.ts) and the scan requests that wait for the reader agent; and the journal accounts
 * of each transaction kind (Parameter Akun).
 */
export const defineFingerprintTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  fingerprintTemplate: table('fingerprint_template', {
    user_id: text('user_id').primaryKey(),
    /** The reference the screens see (GET user-fingerprint); a new one per enrolment. */
    fp: text('fp').notNull(),
    /** The template, sealed (v1.iv.tag.ciphertext) for this shop and user. */
    template: text('template').notNull(),
    enrolled_by: text('enrolled_by').notNull(),
    enrolled_at: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  }),
  fingerprintScan: table(
    'fingerprint_scan',
    {
      id: text('id').primaryKey(),
      /** AUTH (an authorisation) or ENROL (an enrolment). */
      purpose: text('purpose').notNull(),
      user_id: text('user_id').notNull(),
      kategori: text('kategori').notNull(),
      /** The template reference the screen saw (AUTH): a re-enrolment since then fails the scan. */
      fp: text('fp'),
      requested_by: text('requested_by').notNull(),
      /** WAITING, SCANNED or FAILED. */
      status: text('status').notNull().default('WAITING'),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      scanned_at: timestamp('scanned_at', { withTimezone: true }),
    },
    (t) => [index('fingerprint_scan_requester_idx').on(t.requested_by, t.status)],
  ),
});

/** The chart of accounts and the accounts each transaction kind posts to (Parameter Akun). */
export const defineAkunTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  akun: table('akun', {
    nomor_akun: text('nomor_akun').primaryKey(),
    nama_akun: text('nama_akun').notNull(),
  }),
  paraAkunTransaksi: table(
    'para_akun_transaksi',
    {
      trx: text('trx').notNull(),
      type: text('type').notNull(),
      detail_akun: jsonb('detail_akun')
        .$type<{ _id: string; kode_akun: string; jenis_akun: string; nomor_akun: string }[]>()
        .notNull(),
      urutan: integer('urutan').notNull().default(0),
      updated_by: text('updated_by').notNull().default(''),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.trx, t.type] })],
  ),
});
