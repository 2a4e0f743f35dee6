import {
  bookWithShopColumn,
  type FailedShop,
  groupKeyOf,
  MSG,
  type NestedReportRow,
  REPORT_ALL,
  REPORT_MSG,
  type ReportBookDef,
  type ReportData,
  type ReportDef,
  type ReportFilter,
  type ReportGrouping,
  type ReportParams,
  type ReportRow,
  SHOP_COLUMN,
  shopFilterOf,
  unnestRows,
  withShopColumn,
} from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fanOut } from '../toko/fan-out.ts';
import {
  findShopTarget as findShop,
  listShopTargets as listShops,
  shopLimits,
} from '../toko/toko.service.ts';
import { answersWithReplicas, type ReplicaFreshness } from './report-replica.ts';

/**
 * Head office's reports over its shops (a report with a shop filter, e.g. Laporan Akhir Hari): with a
 * shop picked, head office asks that shop's own report (JSON, with its service credential) and
 * prints it; with SEMUA, every shop of its master list, merged in shop order (by group when the report
 * groups), each row with its shop in the Toko column (SHOP_COLUMN). A shop that does not answer never
 * fails the whole: it is reported to `onFailed` (the answer's `failed`, a line of its own in the files).
 * A branch ignores the filter and answers for itself.
 */
type MergeDef = { filters: readonly ReportFilter[]; global?: ReportDef['global']; nest?: ReportDef['nest'] };

export function mergeTarget(def: MergeDef, shop: ShopContext, params: ReportParams): string | null {
  if (shop.appType !== 'PUSAT') return null;
  const filter = shopFilterOf(def.filters);
  const value = filter ? params[filter.key] : undefined;
  // Head office's own code: its own data (its own goods and shipments), not a shop's answer.
  if (value && value === shop.kode_toko) return null;
  // At head office a report with a shop filter (every branch report: reportForApp) or a global one is
  // never head office's own: no shop picked means every shop.
  return value ? value : filter || def.global ? REPORT_ALL : null;
}

/**
 * The merged rows name their shop: SEMUA at head office (the report over every shop), or any global
 * report at head office.
 */
export const mergesAllShops = (def: MergeDef, shop: ShopContext, params: ReportParams): boolean => {
  const target = mergeTarget(def, shop, params);
  return target === REPORT_ALL || (!!target && !!def.global);
};

/** The report as it is shown and printed: merged over every shop it starts with the Toko column. */
export const shownReport = (def: ReportDef, shop: ShopContext, params: ReportParams): ReportDef =>
  mergesAllShops(def, shop, params) ? withShopColumn(def) : def;

export const shownBook = (book: ReportBookDef, shop: ShopContext, params: ReportParams): ReportBookDef =>
  mergesAllShops(book, shop, params) ? bookWithShopColumn(book) : book;

/** The header's shop name of a merged report: 'SEMUA TOKO' or the picked shop's name. */
export async function mergeTitle(shop: ShopContext, target: string): Promise<string> {
  if (target === REPORT_ALL) return 'SEMUA TOKO';
  return (await findShop(shop, target))?.nama_toko ?? target;
}

/** A merged report's shop that did not answer: the report still answers with the other shops' rows. */
export type { FailedShop };

export async function* mergedRows(
  def: MergeDef & { path: string; group?: ReportGrouping },
  shop: ShopContext,
  params: ReportParams,
  target: string,
  onFailed?: (failed: FailedShop) => void,
  onReplica?: (fresh: ReplicaFreshness) => void,
): AsyncGenerator<ReportRow[]> {
  const filterKey = shopFilterOf(def.filters)?.key;
  const query: Record<string, string> = { format: 'json' };
  for (const [k, v] of Object.entries(params)) if (k !== filterKey && v !== undefined) query[k] = v;
  const targets = await listShops(shop, target === REPORT_ALL ? undefined : [target]);
  if (!targets.length) throw notFound('Toko Tidak Ditemukan');
  // A shop with a ready replica at head office answers from it (report-replica.ts), the others over HTTP.
  const answers = await answersWithReplicas(
    shop,
    targets,
    def.path,
    query,
    (remote) => fanOut(remote, { method: 'GET', path: def.path, query }, shopLimits(shop)),
    onReplica,
  );
  const named = mergesAllShops(def, shop, params);
  const rows: ReportRow[] = [];
  for (const a of answers) {
    if (a.status !== 'success') {
      const message = a.message ?? MSG.multiShopFailed;
      onFailed?.({ kode_toko: a.kode_toko, nama_toko: a.nama_toko, message });
      // A global report names it in a row of its own; any other is named beside its rows (`failed`).
      if (def.global) rows.push({ [SHOP_COLUMN.key]: a.kode_toko, [def.global.failedColumn]: message });
      continue;
    }
    const data = a.data as ReportData;
    // Each shop answers the screen's first rows only; a merge of a part would print wrong totals.
    if (data.truncated) throw new AppError(400, REPORT_MSG.mergeTooLarge);
    // Merged, a row names its shop: two shops' rows of one category are two rows, not one twice.
    // A nesting report's shop answers its records nested: merged as the flat lines they print as.
    const shopRows = def.nest ? unnestRows(def.nest, data.rows as unknown as NestedReportRow[]) : data.rows;
    for (const row of shopRows) rows.push(named ? { ...row, [SHOP_COLUMN.key]: a.kode_toko } : row);
  }
  const group = def.group;
  if (group) {
    // Runs of one group key must be adjacent; the sort is stable, so each shop's order stays. A group
    // by shop (byShop) keeps each shop's groups its own.
    const key = (r: ReportRow) => groupKeyOf(group, r);
    rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  }
  if (rows.length) yield rows;
}
