import type { AppType } from '../levels.ts';
import { defineReport, defineReportBook } from './define.ts';
import { FILTER, shopFilterOf } from './filters.ts';
import type { ReportBookDef, ReportDef, ReportFilter } from './types.ts';

/**
 * Head office's reports (app type PUSAT) with no shop picked in its header: a branch's report has no
 * data at head office itself, so at head office every branch report offers the shop filter (FILTER.shop,
 * SEMUA TOKO first) and answers merged over every shop, each shop's groups its own. Done here once for
 * every report and book, used by the server's routes (so the merge applies) and by the web's pages.
 * A picked shop in the header answers for itself (the plain definition, through head office's proxy).
 */

/** Reports of head office's own data (its audit log of its own masters and settings): left as they are. */
export const HEAD_OFFICE_OWN_REPORTS: ReadonlySet<string> = new Set(['perubahan-data']);

/** The shop filter after the leading dates (where a reader looks for it, as in Laporan Akhir Hari). */
function withShopFilter(filters: readonly ReportFilter[]): ReportFilter[] {
  const at = filters.findIndex((f) => f.kind !== 'date');
  const cut = at < 0 ? filters.length : at;
  return [...filters.slice(0, cut), FILTER.shop, ...filters.slice(cut)];
}

/** A report that gets the shop filter at head office: a branch report without one, not global. */
export const branchReportWithoutShop = (def: ReportDef): boolean =>
  !def.global && !shopFilterOf(def.filters) && !HEAD_OFFICE_OWN_REPORTS.has(def.key);

const reports = new WeakMap<ReportDef, ReportDef>();
const books = new WeakMap<ReportBookDef, ReportBookDef>();

/** The report as head office runs it: with the shop filter (kept, one per definition). */
export function reportAtHeadOffice(def: ReportDef): ReportDef {
  if (!branchReportWithoutShop(def)) return def;
  const known = reports.get(def);
  if (known) return known;
  const { params: _params, endpoint: _endpoint, ...input } = def;
  const made = defineReport({
    ...input,
    filters: withShopFilter(def.filters),
    ...(def.group ? { group: { ...def.group, byShop: true } } : {}),
  });
  reports.set(def, made);
  return made;
}

/** A book as head office runs it: every part with the shop filter when the book has none. */
export function bookAtHeadOffice(book: ReportBookDef): ReportBookDef {
  if (shopFilterOf(book.filters)) return book;
  const known = books.get(book);
  if (known) return known;
  const { params: _params, endpoint: _endpoint, filters: _filters, ...input } = book;
  const made = defineReportBook({ ...input, parts: book.parts.map(reportAtHeadOffice) });
  books.set(book, made);
  return made;
}

/** The report as a shop of this app type runs it (head office: reportAtHeadOffice). */
export const reportForApp = (def: ReportDef, appType: AppType): ReportDef =>
  appType === 'PUSAT' ? reportAtHeadOffice(def) : def;

export const bookForApp = (book: ReportBookDef, appType: AppType): ReportBookDef =>
  appType === 'PUSAT' ? bookAtHeadOffice(book) : book;
