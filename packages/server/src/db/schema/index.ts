/**
 * drizzle-kit's view of the schema (unqualified tables). At run time every shop gets the same tables
 * inside its own PostgreSQL schema through `tablesFor` in ../tables.ts.
 */
import { pgTable } from 'drizzle-orm/pg-core';
import { defineBarangTables } from './barang.ts';
import { defineBarangManualTables } from './barang-manual.ts';
import { defineBerlianTables } from './berlian.ts';
import { defineCicilanTables } from './cicilan.ts';
import { defineExternalTables } from './external.ts';
import { defineAkunTables, defineFingerprintTables } from './fingerprint.ts';
import { defineHargaEmasTables } from './harga-emas.ts';
import { defineHutangTables } from './hutang.ts';
import { defineKasTables } from './kas.ts';
import { defineKasExtraTables } from './kas-extra.ts';
import { defineKatalogTables } from './katalog.ts';
import { defineKirimBarangTables } from './kirim-barang.ts';
import { defineKuponTables } from './kupon.ts';
import { defineMasterTables } from './master.ts';
import { defineMemberTables } from './member.ts';
import { defineNotaTables } from './nota.ts';
import { definePesananTables } from './pesanan.ts';
import { definePreOrderTables } from './pre-order.ts';
import { defineSepuhanTables } from './sepuhan.ts';
import { defineServiceTables } from './service.ts';
import { defineStockOpnameRfidTables, defineStockOpnameTables } from './stock-opname.ts';
import { defineTitipSimpanTables } from './titip-simpan.ts';
import { defineTokoTables } from './toko.ts';
import { defineTransaksiTables } from './transaksi.ts';
import { defineUserTables } from './users.ts';

export const { toko, masterToko, serviceCredentials, closingLog, moduleSettings, paraSystem } =
  defineTokoTables(pgTable);
export const { users, sessions, loginAttempts, auditLog } = defineUserTables(pgTable);
export const { masterRows } = defineMasterTables(pgTable);
export const { hargaEmas, hargaEmasHistory } = defineHargaEmasTables(pgTable);
export { barangBarcodeSeq } from './barang.ts';
export const {
  barang,
  stockLedger,
  stockDaily,
  stockClosing,
  barcodePrints,
  timbangBaki,
  timbangBakiActivity,
} = defineBarangTables(pgTable);
export const { stockOpname, stockOpnameItem } = defineStockOpnameTables(pgTable);
export const { rfidSession, rfidExpected, rfidRead, rfidResult } = defineStockOpnameRfidTables(pgTable);
export const { kas, nomorDokumen } = defineKasTables(pgTable);
export const { penjualan, pembelian, otorisasi, outbox, penjualanTahan } = defineTransaksiTables(pgTable);
export const { kasPengalihan, gesekTunai, kartuKredit, kirimUang, terimaUang } =
  defineKasExtraTables(pgTable);
export const { member, memberPoin, tukarPoint, hadiahStock, memberNumbers } = defineMemberTables(pgTable);
export const { katalogContent, katalogCounter } = defineKatalogTables(pgTable);
export const { notaLabel } = defineNotaTables(pgTable);
export const { service } = defineServiceTables(pgTable);
export const { pesanan } = definePesananTables(pgTable);
export const { hutang, hutangDetail, hutangBayar } = defineHutangTables(pgTable);
export const { titipSimpan, titipSimpanDetail, titipSimpanBayar } = defineTitipSimpanTables(pgTable);
export const { cicilan, cicilanBayar } = defineCicilanTables(pgTable);
export const { preOrder, preOrderBarang, preOrderClosing } = definePreOrderTables(pgTable);
export const { sortirBarang, cuciBarang, stockSepuhManual } = defineSepuhanTables(pgTable);
export const { barangManual, barangManualMutasi, penjualanManual, pembelianManual } =
  defineBarangManualTables(pgTable);
export const { penjualanBerlian } = defineBerlianTables(pgTable);
export const { barangExternal, marketplaceSetting } = defineExternalTables(pgTable);
export const { kirimBarang, kirimBarangDetail, terimaBarang, terimaBarangDetail, shopOutbox } =
  defineKirimBarangTables(pgTable);
export const { kuponPakai } = defineKuponTables(pgTable);
export const { fingerprintTemplate, fingerprintScan } = defineFingerprintTables(pgTable);
export const { akun, paraAkunTransaksi } = defineAkunTables(pgTable);
