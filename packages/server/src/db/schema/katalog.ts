import { bigint, index, jsonb, type PgTableFn, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Member-catalogue content: one row per entry of a kind (BANNER, INFO, KATEGORI, ITEM, HARGA, HADIAH,
 * ADMIN, GROUP_DESCRIPTION, SPLASH) and variant (REGULER, DIAMOND); `data` holds the entry's fields as
 * the contract's payload schema made them. `katalog_counter` holds the generated-code sequences
 * ('seq:BANNER') and each variant's revision ('rev:REGULER'), bumped by every change, which the
 * published catalogue's ETag is built from.
 */
export const defineKatalogTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  katalogContent: table(
    'katalog_content',
    {
      jenis: text('jenis').notNull(),
      varian: text('varian').notNull(),
      kode: text('kode').notNull(),
      data: jsonb('data').$type<Record<string, unknown>>().notNull(),
      created_by: text('created_by').notNull(),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updated_by: text('updated_by'),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.jenis, t.varian, t.kode] }),
      index('katalog_content_varian_idx').on(t.varian, t.jenis, t.kode),
    ],
  ),
  katalogCounter: table('katalog_counter', {
    name: text('name').primaryKey(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  }),
});
