import { AKHIR_HARI_PARTS, LAPORAN_AKHIR_HARI } from './definitions/akhir-hari.ts';
import { BARANG_MANUAL_REPORTS } from './definitions/barang-manual.ts';
import { BERLIAN_REPORTS, LAPORAN_BUKU_BERLIAN } from './definitions/berlian.ts';
import { LAPORAN_BONUS_SALES } from './definitions/bonus-sales.ts';
import { LAPORAN_GESEK_TUNAI } from './definitions/gesek-tunai.ts';
import { GLOBAL_REPORTS } from './definitions/global.ts';
import { LAPORAN_HARGA_EMAS } from './definitions/harga-emas.ts';
import { HARIAN_EMAS_PARTS, LAPORAN_HARIAN_EMAS } from './definitions/harian-emas.ts';
import { HUTANG_REPORTS } from './definitions/hutang.ts';
import {
  LAPORAN_KEUANGAN_AKHIR_HARI,
  LAPORAN_TRANSAKSI_CASH,
  LAPORAN_TRANSAKSI_HARIAN,
} from './definitions/keuangan.ts';
import { LAPORAN_KIRIM_BARANG } from './definitions/kirim-barang.ts';
import { LAPORAN_KIRIM_BARANG_ONLINE } from './definitions/kirim-barang-online.ts';
import { MEMBER_REPORTS } from './definitions/member.ts';
import { LAPORAN_OTORISASI } from './definitions/otorisasi.ts';
import { PEMBELIAN_REPORTS } from './definitions/pembelian.ts';
import { PENJUALAN_REPORTS } from './definitions/penjualan.ts';
import { LAPORAN_PERUBAHAN_DATA } from './definitions/perubahan-data.ts';
import { PRE_ORDER_REPORTS } from './definitions/pre-order.ts';
import { SEPUHAN_REPORTS } from './definitions/sepuhan.ts';
import { LAPORAN_SERVICE } from './definitions/service.ts';
import { STOCK_REPORTS } from './definitions/stock.ts';
import { LAPORAN_STOCK_OPNAME_RFID } from './definitions/stock-opname-rfid.ts';
import { LAPORAN_TAMBAH_BARANG } from './definitions/tambah-barang.ts';
import { LAPORAN_AKTIVITAS_TIMBANG_BAKI } from './definitions/timbang-baki.ts';
import { TITIP_SIMPAN_REPORTS } from './definitions/titip-simpan.ts';
import type { ReportBookDef, ReportDef } from './types.ts';

export * from './define.ts';
export * from './definitions/akhir-hari.ts';
export * from './definitions/barang-manual.ts';
export * from './definitions/berlian.ts';
export * from './definitions/bonus-sales.ts';
export { LAPORAN_GESEK_TUNAI } from './definitions/gesek-tunai.ts';
export * from './definitions/global.ts';
export { LAPORAN_HARGA_EMAS } from './definitions/harga-emas.ts';
export * from './definitions/harian-emas.ts';
export * from './definitions/hutang.ts';
export * from './definitions/keuangan.ts';
export { LAPORAN_KIRIM_BARANG } from './definitions/kirim-barang.ts';
export { LAPORAN_KIRIM_BARANG_ONLINE } from './definitions/kirim-barang-online.ts';
export * from './definitions/member.ts';
export { LAPORAN_OTORISASI } from './definitions/otorisasi.ts';
export * from './definitions/pembelian.ts';
export * from './definitions/penjualan.ts';
export { AUDIT_ENTITIES, LAPORAN_PERUBAHAN_DATA } from './definitions/perubahan-data.ts';
export * from './definitions/pre-order.ts';
export * from './definitions/sepuhan.ts';
export * from './definitions/service.ts';
export * from './definitions/stock.ts';
export { LAPORAN_STOCK_OPNAME_RFID } from './definitions/stock-opname-rfid.ts';
export { LAPORAN_TAMBAH_BARANG } from './definitions/tambah-barang.ts';
export { LAPORAN_AKTIVITAS_TIMBANG_BAKI } from './definitions/timbang-baki.ts';
export * from './definitions/titip-simpan.ts';
export * from './filters.ts';
export * from './head-office.ts';
export * from './house-rules.ts';
export * from './modules.ts';
export * from './nest.ts';
export * from './rekap-sales.ts';
export * from './shop-column.ts';
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
  LAPORAN_BONUS_SALES,
  ...PEMBELIAN_REPORTS,
  ...STOCK_REPORTS,
  ...BARANG_MANUAL_REPORTS,
  ...AKHIR_HARI_PARTS,
  ...HARIAN_EMAS_PARTS,
  LAPORAN_KEUANGAN_AKHIR_HARI,
  LAPORAN_TRANSAKSI_CASH,
  LAPORAN_TRANSAKSI_HARIAN,
  LAPORAN_OTORISASI,
  LAPORAN_SERVICE,
  ...HUTANG_REPORTS,
  ...GLOBAL_REPORTS,
  ...TITIP_SIMPAN_REPORTS,
  ...PRE_ORDER_REPORTS,
  ...SEPUHAN_REPORTS,
  LAPORAN_KIRIM_BARANG,
  LAPORAN_KIRIM_BARANG_ONLINE,
  LAPORAN_STOCK_OPNAME_RFID,
  LAPORAN_AKTIVITAS_TIMBANG_BAKI,
  ...BERLIAN_REPORTS,
];

/** Every book of reports (several tables printed as one); its parts are in REPORTS too. */
export const REPORT_BOOKS: readonly ReportBookDef[] = [
  LAPORAN_AKHIR_HARI,
  LAPORAN_HARIAN_EMAS,
  LAPORAN_BUKU_BERLIAN,
];

const BY_KEY = new Map(REPORTS.map((r) => [r.key, r]));
const BY_ROUTE = new Map(REPORTS.map((r) => [r.route, r]));
const BOOK_BY_ROUTE = new Map(REPORT_BOOKS.map((b) => [b.route, b]));

export const reportByKey = (key: string): ReportDef | undefined => BY_KEY.get(key);
export const reportByRoute = (route: string): ReportDef | undefined => BY_ROUTE.get(route);

/** The book shown at a route (its page shows every part), if the route is a book's. */
export const reportBookByRoute = (route: string): ReportBookDef | undefined => BOOK_BY_ROUTE.get(route);
