import { pgSchema } from 'drizzle-orm/pg-core';
import { defineBarangTables } from './schema/barang.ts';
import { defineBarangManualTables } from './schema/barang-manual.ts';
import { defineBerlianTables } from './schema/berlian.ts';
import { defineCicilanTables } from './schema/cicilan.ts';
import { defineExternalTables } from './schema/external.ts';
import { defineAkunTables, defineFingerprintTables } from './schema/fingerprint.ts';
import { defineHargaEmasTables } from './schema/harga-emas.ts';
import { defineHutangTables } from './schema/hutang.ts';
import { defineKasTables } from './schema/kas.ts';
import { defineKasExtraTables } from './schema/kas-extra.ts';
import { defineKatalogTables } from './schema/katalog.ts';
import { defineKirimBarangTables } from './schema/kirim-barang.ts';
import { defineKuponTables } from './schema/kupon.ts';
import { defineMasterTables } from './schema/master.ts';
import { defineMemberTables } from './schema/member.ts';
import { defineNotaTables } from './schema/nota.ts';
import { definePesananTables } from './schema/pesanan.ts';
import { definePreOrderTables } from './schema/pre-order.ts';
import { defineSepuhanTables } from './schema/sepuhan.ts';
import { defineServiceTables } from './schema/service.ts';
import { defineStockOpnameRfidTables, defineStockOpnameTables } from './schema/stock-opname.ts';
import { defineTitipSimpanTables } from './schema/titip-simpan.ts';
import { defineTokoTables } from './schema/toko.ts';
import { defineTransaksiTables } from './schema/transaksi.ts';
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
    ...defineStockOpnameRfidTables(table),
    ...defineSepuhanTables(table),
    ...defineKasTables(table),
    ...defineTransaksiTables(table),
    ...defineKasExtraTables(table),
    ...defineMemberTables(table),
    ...defineKatalogTables(table),
    ...defineNotaTables(table),
    ...defineServiceTables(table),
    ...definePesananTables(table),
    ...defineHutangTables(table),
    ...defineTitipSimpanTables(table),
    ...defineCicilanTables(table),
    ...definePreOrderTables(table),
    ...defineBarangManualTables(table),
    ...defineBerlianTables(table),
    ...defineExternalTables(table),
    ...defineKirimBarangTables(table),
    ...defineKuponTables(table),
    ...defineFingerprintTables(table),
    ...defineAkunTables(table),
  };
}
export type Tables = ReturnType<typeof tablesFor>;
