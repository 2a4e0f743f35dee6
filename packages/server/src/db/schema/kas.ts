import { sql } from 'drizzle-orm';
import type { PgTableFn } from 'drizzle-orm/pg-core';
import { bigserial, date, index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { rupiah } from './columns.ts';

/**
 * Money: one cash row per money movement (DESIGN.md section 6, Cash) and the gap-free document
 * counters that number invoices and other documents per shop.
 */
export const defineKasTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  kas: table(
    'kas',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      /** Business day (tgl_system) the money moved. */
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      /** PENJUALAN, BATAL PENJUALAN, PEMBELIAN, BATAL BELI, SALDO AWAL, KAS MASUK, ... */
      kategori: text('kategori').notNull(),
      /** What the money was for: usually the document number (no faktur). */
      deskripsi: text('deskripsi').notNull(),
      /** CASH, TRANSFER, DEBET, CREDIT, QRIS, E-WALLET, TUKAR (JENIS_KAS). Only CASH counts in a cashier's drawer. */
      jenis: text('jenis').notNull(),
      jumlah_in: rupiah('jumlah_in').notNull().default(0),
      jumlah_out: rupiah('jumlah_out').notNull().default(0),
      /**
       * A sale's CASH row: the cash the customer handed over and the change given back. jumlah_in is
       * their difference, the only part that enters the drawer; 0 on every other row.
       */
      tunai_diterima: rupiah('tunai_diterima').notNull().default(0),
      kembalian: rupiah('kembalian').notNull().default(0),
      kode_bank: text('kode_bank').notNull().default(''),
      no_rekening: text('no_rekening').notNull().default(''),
      keterangan: text('keterangan').notNull().default(''),
      /** The cashier whose drawer or account this row belongs to. */
      input_by: text('input_by').notNull(),
      /** The source transaction (e.g. the invoice group), for reversals and look-ups. */
      id_trx: text('id_trx').notNull().default(''),
      /** Non-cash rows: OPEN until validated (validasi non cash), then VALID; cash rows '-'. */
      status_validasi: text('status_validasi').notNull().default('-'),
      validated_by: text('validated_by'),
      validated_at: timestamp('validated_at', { withTimezone: true }),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      index('kas_tanggal_idx').on(t.tanggal, t.input_by, t.kategori),
      // Migration 0033 makes it cover kategori, jenis and jumlah_in (INCLUDE, which Drizzle cannot say).
      index('kas_trx_idx').on(t.id_trx),
      index('kas_open_idx').on(t.status_validasi, t.tanggal).where(sql`${t.status_validasi} = 'OPEN'`),
    ],
  ),
  /** Last number used per document prefix and day: incremented in the document's own transaction. */
  nomorDokumen: table(
    'nomor_dokumen',
    {
      prefix: text('prefix').notNull(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      last: integer('last').notNull(),
    },
    (t) => [primaryKey({ columns: [t.prefix, t.tanggal] })],
  ),
});
