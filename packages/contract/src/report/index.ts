import { LAPORAN_GESEK_TUNAI } from './definitions/gesek-tunai.ts';
import { LAPORAN_HARGA_EMAS } from './definitions/harga-emas.ts';
import { MEMBER_REPORTS } from './definitions/member.ts';
import { PEMBELIAN_REPORTS } from './definitions/pembelian.ts';
import { PENJUALAN_REPORTS } from './definitions/penjualan.ts';
import { LAPORAN_PERUBAHAN_DATA } from './definitions/perubahan-data.ts';
import { STOCK_REPORTS } from './definitions/stock.ts';
import { LAPORAN_TAMBAH_BARANG } from './definitions/tambah-barang.ts';
import type { ReportDef } from './types.ts';

export * from './define.ts';
export { LAPORAN_GESEK_TUNAI } from './definitions/gesek-tunai.ts';
export { LAPORAN_HARGA_EMAS } from './definitions/harga-emas.ts';
export * from './definitions/member.ts';
export * from './definitions/pembelian.ts';
export * from './definitions/penjualan.ts';
export { AUDIT_ENTITIES, LAPORAN_PERUBAHAN_DATA } from './definitions/perubahan-data.ts';
export * from './definitions/stock.ts';
export { LAPORAN_TAMBAH_BARANG } from './definitions/tambah-barang.ts';
export * from './filters.ts';
export * from './house-rules.ts';
export * from './totals.ts';
export * from './types.ts';

/** Every declared report; the server answers each at its `path`, the web shows each at its `route`. */
export const REPORTS: readonly ReportDef[] = [
  LAPORAN_PERUBAHAN_DATA,
  LAPORAN_HARGA_EMAS,
  LAPORAN_TAMBAH_BARANG,
  LAPORAN_GESEK_TUNAI,
  ...MEMBER_REPORTS,
  ...PENJUALAN_REPORTS,
  ...PEMBELIAN_REPORTS,
  ...STOCK_REPORTS,
];

const BY_KEY = new Map(REPORTS.map((r) => [r.key, r]));
const BY_ROUTE = new Map(REPORTS.map((r) => [r.route, r]));

export const reportByKey = (key: string): ReportDef | undefined => BY_KEY.get(key);
export const reportByRoute = (route: string): ReportDef | undefined => BY_ROUTE.get(route);
