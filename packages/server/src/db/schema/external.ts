import { bigint, type PgTableFn, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Parties outside the shop (their calls go through the outbox of transaksi.ts): the items registered on the external web shop
 * (status_external ANTRI, SUCCESS, FAIL, SOLD, with the web's id_ext); the marketplace credentials,
 * whose secrets (c_s, b_t) are sealed with the shop's credential key (platform/secret-box.ts).
 */
export const defineExternalTables = <S extends string | undefined>(table: PgTableFn<S>) => ({
  barangExternal: table(
    'barang_external',
    {
      kode_barcode: text('kode_barcode').primaryKey(),
      status_external: text('status_external').notNull().default('ANTRI'),
      id_ext: text('id_ext'),
      outbox_id: bigint('outbox_id', { mode: 'number' }),
      sold_at: timestamp('sold_at', { withTimezone: true }),
      sold_by: text('sold_by'),
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex('barang_external_id_ext_idx').on(t.id_ext)],
  ),
  marketplaceSetting: table('marketplace_setting', {
    k_m: text('k_m').primaryKey(),
    id: uuid('id').notNull().defaultRandom(),
    a_i: text('a_i').notNull().default(''),
    c_i: text('c_i').notNull().default(''),
    /** Sealed (secret-box) or ''. */
    c_s: text('c_s').notNull().default(''),
    b_t: text('b_t').notNull().default(''),
    s_i: text('s_i').notNull().default(''),
    updated_by: text('updated_by').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  }),
});
