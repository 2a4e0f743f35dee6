import {
  formatMoney,
  groupKeyOf,
  type ReportColumn,
  type ReportData,
  type ReportDef,
  type ReportGroupData,
  type ReportRow,
  reportCellText,
  reportColumns,
} from '@emas/contract';

/**
 * The shape of the report's screen table (report-table.tsx): its lines (detail rows, or a header line
 * per group holding the group's rows) and how its header and totals cells span the columns.
 */

/** A detail row, or a group's header row whose children are its detail rows. */
export type Line = {
  __key: string;
  row?: ReportRow;
  group?: ReportGroupData;
  children?: Line[];
};

/** A column right-aligned as a number: every format but text and date. */
export const numeric = (c: ReportColumn): boolean => c.format !== 'text' && c.format !== 'date';

/** A total cell: sums in the column's format, counts as whole numbers. */
export const totalText = (c: ReportColumn, v: number | undefined): string =>
  v === undefined ? '' : c.total === 'count' ? formatMoney(v) : reportCellText(c, v);

/**
 * The table's lines: the rows as they come, or with groups (the definition groups and the answer has
 * groups) one line per answered group, in the answer's order, holding its rows (a group without rows
 * on the screen holds none).
 */
export function reportLines(def: ReportDef, data: ReportData): Line[] {
  const rows = data.rows.map((row, i) => ({ __key: `r${i}`, row }));
  if (!def.group || !data.groups) return rows;
  const byGroup = new Map<string, Line[]>();
  const group = def.group;
  for (const line of rows) {
    const k = groupKeyOf(group, line.row);
    const list = byGroup.get(k);
    if (list) list.push(line);
    else byGroup.set(k, [line]);
  }
  return data.groups.map((g, i) => ({ __key: `g${i}`, group: g, children: byGroup.get(g.key) ?? [] }));
}

/** How many columns a cell spanning up to column `index` covers: at least one, all when there is none. */
const spanUpTo = (index: number, count: number) => (index > 0 ? index : index === 0 ? 1 : count);

export type ReportTableLayout = {
  /** The columns of the table, and those shown in a row's opened detail instead. */
  shown: readonly ReportColumn[];
  details: readonly ReportColumn[];
  /** The first column with a total (sum or count), -1 without: no totals row then. */
  firstTotal: number;
  /** The totals row's caption cell spans up to the first column with a total. */
  headerSpan: number;
  /**
   * A group's header runs up to its first summed column: a counted column before it says what the
   * header's "(n data)" says, and a one-column header would widen that column to the header's text.
   */
  groupSpan: number;
};

export function reportTableLayout(def: ReportDef): ReportTableLayout {
  const all = reportColumns(def, 'screen');
  const shown = all.filter((c) => !c.expand);
  const details = all.filter((c) => c.expand);
  const firstTotal = shown.findIndex((c) => c.total);
  const firstSum = shown.findIndex((c) => c.total === 'sum');
  return {
    shown,
    details,
    firstTotal,
    headerSpan: spanUpTo(firstTotal, shown.length),
    groupSpan: spanUpTo(firstSum, shown.length),
  };
}

/** The colSpan of column `i` on a group's header line: the first cell covers the span, the rest hide. */
export const groupCellSpan = (i: number, groupSpan: number): number =>
  i === 0 ? groupSpan : i < groupSpan ? 0 : 1;
