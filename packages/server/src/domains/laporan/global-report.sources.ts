import {
  LAPORAN_GLOBAL_PEMBELIAN,
  LAPORAN_GLOBAL_PENJUALAN,
  LAPORAN_GLOBAL_SALES,
  LAPORAN_GLOBAL_STOCK_TOKO,
  type ReportParams,
  type ReportRow,
} from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { stockSaldo } from '../barang/stock.service.ts';
import { globalPembelian, globalPenjualan, globalSales } from './global-report.queries.ts';
import { registerOneBatchSource } from './report-registry.ts';
import { isAll } from './transaksi-report.queries.ts';

/** A shop's own rows of the global reports; head office merges them over its shops (report-merge.ts). */

const period = (p: ReportParams) => ({
  from: String(p.tgl_from ?? ''),
  to: String(p.tgl_to ?? ''),
  kode_group: p.kode_group,
});

registerOneBatchSource(LAPORAN_GLOBAL_PENJUALAN, (shop, p) => globalPenjualan(shop, period(p)));
registerOneBatchSource(LAPORAN_GLOBAL_PEMBELIAN, (shop, p) => globalPembelian(shop, period(p)));
registerOneBatchSource(LAPORAN_GLOBAL_SALES, (shop, p) => globalSales(shop, period(p)));

/** The stock at the end of the day per group, over every warehouse (the stock balances of the day). */
export async function globalStockToko(shop: ShopContext, p: ReportParams): Promise<ReportRow[]> {
  const saldo = await stockSaldo(shop, { tanggal: p.tanggal });
  const byGroup = new Map<string, { qty: number; berat: number }>();
  for (const r of saldo.rows) {
    if (!isAll(p.kode_group) && r.kode_group !== p.kode_group) continue;
    const g = byGroup.get(r.kode_group) ?? { qty: 0, berat: 0 };
    g.qty += r.stock_akhir;
    // Grams to the milligram: sum in whole milligrams so no float drift shows.
    g.berat = Math.round(g.berat * 1000 + r.berat_akhir * 1000) / 1000;
    byGroup.set(r.kode_group, g);
  }
  return [...byGroup.entries()]
    .filter(([, g]) => g.qty !== 0 || g.berat !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([kode_group, g]) => ({ kode_group, qty: g.qty, berat: g.berat.toFixed(3) }));
}

registerOneBatchSource(LAPORAN_GLOBAL_STOCK_TOKO, globalStockToko);
