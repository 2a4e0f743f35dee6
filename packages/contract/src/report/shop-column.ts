import type {
  ReportBookDef,
  ReportColumn,
  ReportData,
  ReportDef,
  ReportGrouping,
  ReportRow,
} from './types.ts';

/**
 * Head office's reports over every shop (a report's shop filter at SEMUA): the shops' rows one after
 * another, so a row must say whose it is. The merged report starts with this Toko column, on the
 * screen and in every file; each row carries its shop's code.
 */
export const SHOP_COLUMN: ReportColumn = { key: 'kode_toko', caption: 'Toko', format: 'text', width: 5 };

/** The report as merged over every shop: the Toko column first (unless it already has one). */
export function withShopColumn(def: ReportDef): ReportDef {
  if (def.columns.some((c) => c.key === SHOP_COLUMN.key)) return def;
  return { ...def, columns: [SHOP_COLUMN, ...def.columns] };
}

/** A book as merged over every shop: each part with its Toko column. */
export const bookWithShopColumn = (book: ReportBookDef): ReportBookDef => ({
  ...book,
  parts: book.parts.map(withShopColumn),
});

/** A merged report's shop that did not answer (ReportData['failed']). */
export type FailedShop = NonNullable<ReportData['failed']>[number];

/**
 * The line that names a shop that did not answer, on the screen (an alert above the table) and in
 * every file (a line of its own): 'TK2 (Toko Depok): Data Gagal Dimuat'. Its rows are missing from
 * the totals, never read as that shop's zero.
 */
export const failedShopText = (f: FailedShop): string => `${f.kode_toko} (${f.nama_toko}): ${f.message}`;

/**
 * The group a row belongs to (ReportGrouping): its group key, or with `byShop` its shop and its key,
 * so that merged shops' groups of one key stay apart. Its header names the shop in front.
 */
export function groupKeyOf(group: ReportGrouping, row: ReportRow): string {
  const key = String(row[group.key] ?? '');
  return group.byShop ? `${row[SHOP_COLUMN.key] ?? ''}|${key}` : key;
}

export function groupHeaderOf(group: ReportGrouping, row: ReportRow): string {
  const header = group.header(row);
  const shop = group.byShop ? row[SHOP_COLUMN.key] : null;
  return shop ? `${shop} - ${header}` : header;
}
