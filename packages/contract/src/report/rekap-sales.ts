import { endpoint } from '../endpoint.ts';
import { LAPORAN_REKAP_SALES, OMSET_GROUPS, type OmsetKey } from './definitions/penjualan.ts';
import type { ReportParams, ReportRow } from './types.ts';

/**
 * POST report/laporan-rekap-sales (document 3, section 7): the recap as the document names it, a global
 * summary (total_omset_* of the nine turnover groups) and one entry per sales person with the nine
 * groups, each with berat, jumlah, rupiah and ongkos. The GET at the same path is the report screen's.
 */
export type OmsetFigures = { berat: string; jumlah: number; rupiah: number; ongkos: number };
export type RekapSalesEntry = { kode_sales: string; nama_sales: string } & Record<OmsetKey, OmsetFigures>;
export type RekapSalesAnswer = {
  global: Record<`total_${OmsetKey}`, OmsetFigures>;
  sales: RekapSalesEntry[];
};

export const rekapSalesPost = endpoint<ReportParams, undefined, undefined, RekapSalesAnswer>({
  method: 'POST',
  path: LAPORAN_REKAP_SALES.path,
  body: LAPORAN_REKAP_SALES.params,
});

const zero = (): OmsetFigures => ({ berat: '0.000', jumlah: 0, rupiah: 0, ongkos: 0 });
/** Grams added in whole milligrams: no float drift. */
const addGrams = (a: string, b: unknown) =>
  ((Math.round(Number(a) * 1000) + Math.round(Number(b ?? 0) * 1000)) / 1000).toFixed(3);

function add(into: OmsetFigures, row: ReportRow): void {
  into.berat = addGrams(into.berat, row.berat);
  into.jumlah += Number(row.jumlah ?? 0);
  into.rupiah += Number(row.rupiah ?? 0);
  into.ongkos += Number(row.ongkos ?? 0);
}

/** The recap's rows (one per turnover group and sales person) folded into the document's shape. */
export function rekapSalesAnswer(rows: readonly ReportRow[]): RekapSalesAnswer {
  const global = Object.fromEntries(
    OMSET_GROUPS.map((g) => [`total_${g.key}`, zero()]),
  ) as RekapSalesAnswer['global'];
  const bySales = new Map<string, RekapSalesEntry>();
  for (const row of rows) {
    const omset = String(row.omset) as OmsetKey;
    if (!OMSET_GROUPS.some((g) => g.key === omset)) continue;
    const kode = String(row.kode_sales ?? '');
    let entry = bySales.get(kode);
    if (!entry) {
      entry = {
        kode_sales: kode,
        nama_sales: String(row.nama_sales ?? kode),
        ...Object.fromEntries(OMSET_GROUPS.map((g) => [g.key, zero()])),
      } as RekapSalesEntry;
      bySales.set(kode, entry);
    }
    add(entry[omset], row);
    add(global[`total_${omset}`], row);
  }
  return { global, sales: [...bySales.values()] };
}
