import { pgSchema } from 'drizzle-orm/pg-core';
import { defineBarangTables } from './schema/barang.ts';
import { defineHargaEmasTables } from './schema/harga-emas.ts';
import { defineMasterTables } from './schema/master.ts';
import { defineNotaTables } from './schema/nota.ts';
import { defineStockOpnameTables } from './schema/stock-opname.ts';
import { defineTokoTables } from './schema/toko.ts';
import { defineUserTables } from './schema/users.ts';

/** Every table of one shop, qualified by that shop's PostgreSQL schema. */
export function tablesFor(schemaName: string) {
  const schema = pgSchema(schemaName);
  const table = schema.table.bind(schema) as typeof schema.table;
  return {
    ...defineTokoTables(table),
    ...defineUserTables(table),
    ...defineMasterTables(table),
    ...defineHargaEmasTables(table),
    ...defineBarangTables(table),
    ...defineStockOpnameTables(table),
    ...defineNotaTables(table),
  };
}
export type Tables = ReturnType<typeof tablesFor>;
