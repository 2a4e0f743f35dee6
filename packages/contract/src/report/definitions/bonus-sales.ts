import { Decimal } from 'decimal.js';
import { defineReport } from '../define.ts';
import { FILTER, REPORT_ALL } from '../filters.ts';
import type { ReportFilter } from '../types.ts';
import { OMSET_GROUPS, type OmsetKey } from './penjualan.ts';

/**
 * The sales staff's bonus (BONUS_SALES_MODULE): Parameter Bonus Sales sets, per turnover group of the
 * sales recap, a bonus per gram sold and a share of the making charge (ongkos); Laporan Bonus Sales
 * applies them to each sales person's turnover in a period.
 */

/** One turnover group's bonus rates, as Parameter Bonus Sales stores them. */
export interface BonusRate {
  bonus_per_gram: number;
  bonus_persen: number;
}

/** A sales person's turnover in one group: grams (3 decimals, as text or number) and ongkos (Rupiah). */
export interface BonusBase {
  berat: string | number;
  ongkos: number;
}

/**
 * Whole-Rupiah bonus: grams × bonus per gram, plus ongkos × percent, each rounded half up on its own
 * (so the report's two columns add up to its total). Negative turnover (returns) gives no bonus.
 */
export function bonusSales(
  base: BonusBase,
  rate: BonusRate,
): { bonus_gram: number; bonus_ongkos: number; bonus: number } {
  const berat = Decimal.max(new Decimal(base.berat || 0), 0);
  const ongkos = Decimal.max(new Decimal(base.ongkos || 0), 0);
  const bonus_gram = berat
    .times(rate.bonus_per_gram || 0)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    .toNumber();
  const bonus_ongkos = ongkos
    .times(rate.bonus_persen || 0)
    .dividedBy(100)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
    .toNumber();
  return { bonus_gram, bonus_ongkos, bonus: bonus_gram + bonus_ongkos };
}

/** The turnover group a Parameter Bonus Sales row names (stored by its label, e.g. 'OMSET EMAS'). */
export const omsetByLabel = (label: string): OmsetKey | undefined =>
  OMSET_GROUPS.find((g) => g.label === label)?.key;

const date = (key: string, label: string): ReportFilter => ({ key, label, kind: 'date' });

export const LAPORAN_BONUS_SALES = defineReport({
  key: 'bonus-sales',
  path: 'report/laporan-bonus-sales',
  route: '/laporan-bonus-sales',
  title: 'Laporan Bonus Sales',
  fileName: 'LAPORAN BONUS SALES',
  filters: [
    date('tgl_from', 'Tanggal Dari'),
    date('tgl_to', 'Tanggal Sampai'),
    FILTER.master('kode_sales', 'Sales', 'sales', [{ value: REPORT_ALL, label: 'SEMUA' }]),
  ],
  columns: [
    { key: 'omset_label', caption: 'Omset', format: 'text', width: 20 },
    { key: 'jumlah', caption: 'Jumlah', format: 'number', width: 8, total: 'sum' },
    { key: 'berat', caption: 'Berat', format: 'gram', width: 11, total: 'sum' },
    { key: 'ongkos', caption: 'Ongkos', format: 'rupiah', width: 13, total: 'sum' },
    { key: 'bonus_gram', caption: 'Bonus Gram', format: 'rupiah', width: 13, total: 'sum' },
    { key: 'bonus_ongkos', caption: 'Bonus Ongkos', format: 'rupiah', width: 13, total: 'sum' },
    { key: 'bonus', caption: 'Total Bonus', format: 'rupiah', width: 14, total: 'sum' },
  ],
  group: { key: 'kode_sales', header: (row) => `${row.kode_sales ?? ''} - ${row.nama_sales ?? ''}` },
  totalLabel: 'TOTAL BONUS',
  emptyText: 'Data Laporan Bonus Sales Kosong',
  successToast: 'Laporan Bonus Sales Tersedia',
  emptyToast: 'Data Yang Anda Cari Tidak Ada',
});
