import { sql } from 'drizzle-orm';
import { index, jsonb, type PgTableFn, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The rows of every declared master (contract `MASTERS`), one table for all: `master` names the
 * definition, `kode` is the row's key (its key fields joined), `data` holds the fields.
 */
export const defineMasterTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  masterRows: table(
    'master_rows',
    {
      _id: text('_id').primaryKey(),
      master: text('master').notNull(),
      kode: text('kode').notNull(),
      nama: text('nama').notNull(),
      data: jsonb('data').$type<Record<string, unknown>>().notNull(),
      status: text('status').notNull().default('ACTIVE'),
      created_by: text('created_by').notNull(),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updated_by: text('updated_by'),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('master_rows_key_idx').on(t.master, t.kode),
      index('master_rows_list_idx').on(t.master, t.status, t.kode),
      index('master_rows_data_idx').using('gin', sql`${t.data} jsonb_path_ops`),
    ],
  ),
});
