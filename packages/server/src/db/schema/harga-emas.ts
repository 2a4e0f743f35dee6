import { date, index, integer, type PgTableFn, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Gold prices per business day and group (or the 24K base, code '24K'): a day without its own row
 * keeps the last earlier price. Every change is logged in harga_emas_history.
 */
export const defineHargaEmasTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  hargaEmas: table(
    'harga_emas',
    {
      kode_group: text('kode_group').notNull(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      harga_jual: integer('harga_jual').notNull(),
      harga_beli: integer('harga_beli').notNull(),
      updated_by: text('updated_by').notNull(),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.kode_group, t.tanggal] })],
  ),
  hargaEmasHistory: table(
    'harga_emas_history',
    {
      id: text('id').primaryKey(),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      kode_group: text('kode_group').notNull(),
      harga_jual_lama: integer('harga_jual_lama'),
      harga_beli_lama: integer('harga_beli_lama'),
      harga_jual_baru: integer('harga_jual_baru').notNull(),
      harga_beli_baru: integer('harga_beli_baru').notNull(),
      changed_by: text('changed_by').notNull(),
      changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('harga_emas_history_day_idx').on(t.tanggal, t.kode_group)],
  ),
});
