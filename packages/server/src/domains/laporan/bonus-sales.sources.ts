import {
  type BonusRate,
  bonusSales,
  LAPORAN_BONUS_SALES,
  NOT_SALES_OMSET,
  omsetByLabel,
  type ReportParams,
  type ReportRow,
} from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { activeMasterRows } from '../master/master.api.ts';
import { registerOneBatchSource } from './report-registry.ts';
import { rekapSalesRows } from './transaksi-report.sources.ts';

/**
 * Laporan Bonus Sales: each sales person's turnover per group of goods sold (the rows of Laporan
 * Rekap Sales, pawn loans left out) with the bonus that Parameter Bonus Sales gives that group. Groups
 * without a rate or without turnover are left out; a sales person with no bonus at all still shows
 * their turnover rows.
 */
export async function bonusSalesRows(shop: ShopContext, params: ReportParams): Promise<ReportRow[]> {
  const rates = new Map<string, BonusRate>();
  for (const row of await activeMasterRows(shop, 'parameter-bonus-sales')) {
    const d = row.data as Record<string, unknown>;
    const omset = omsetByLabel(String(d.omset ?? ''));
    if (omset)
      rates.set(omset, {
        bonus_per_gram: Number(d.bonus_per_gram) || 0,
        bonus_persen: Number(d.bonus_persen) || 0,
      });
  }
  const recap = await rekapSalesRows(shop, { ...params, kode_jenis: 'SEMUA' });
  const rows: ReportRow[] = [];
  for (const r of recap) {
    // A pawn loan earns no sales bonus, whatever rate Parameter Bonus Sales holds for it.
    if (NOT_SALES_OMSET.has(String(r.omset))) continue;
    const rate = rates.get(String(r.omset));
    if (!rate || !Number(r.jumlah)) continue;
    rows.push({ ...r, ...bonusSales({ berat: String(r.berat), ongkos: Number(r.ongkos) }, rate) });
  }
  // Grouped per sales person, in the recap's order of turnover groups within each.
  return rows.sort((a, b) => String(a.kode_sales).localeCompare(String(b.kode_sales)));
}

registerOneBatchSource(LAPORAN_BONUS_SALES, bonusSalesRows);
