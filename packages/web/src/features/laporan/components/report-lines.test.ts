import {
  formatGram,
  formatMoney,
  REPORTS,
  type ReportColumn,
  type ReportData,
  type ReportDef,
  type ReportGrouping,
  type ReportRow,
  withShopColumn,
} from '@emas/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupCellSpan, numeric, reportLines, reportTableLayout, totalText } from './report-lines.ts';

/** A report with only what the table reads: its columns and grouping. */
const reportOf = (columns: ReportColumn[], group?: ReportGrouping) =>
  ({ columns, group }) as unknown as ReportDef;
const dataOf = (rows: ReportRow[], groups: ReportData['groups'] = null): ReportData => ({
  rows,
  totals: {},
  groups,
  truncated: false,
});
const text = (key: string): ReportColumn => ({ key, caption: key, format: 'text' });
const sum = (key: string): ReportColumn => ({ key, caption: key, format: 'rupiah', total: 'sum' });
const count = (key: string): ReportColumn => ({ key, caption: key, format: 'text', total: 'count' });
const byFaktur: ReportGrouping = { key: 'faktur', header: (r) => String(r.faktur) };
const group = (key: string, n: number) => ({ key, header: key, count: n, subtotals: {} });

/** The columns a group's header line covers or hides, and the spans of the totals row's cells. */
const groupSpans = (def: ReportDef) => {
  const { shown, groupSpan } = reportTableLayout(def);
  return shown.map((_, i) => groupCellSpan(i, groupSpan));
};
const totalsSpans = (def: ReportDef) => {
  const { shown, headerSpan } = reportTableLayout(def);
  return shown.flatMap((_, i) => (i === 0 ? [headerSpan] : i < headerSpan ? [] : [1]));
};
const total = (spans: number[]) => spans.reduce((a, b) => a + b, 0);

describe('report lines', () => {
  it('a report without groups lists its rows as they come', () => {
    const rows = [{ faktur: 'B' }, { faktur: 'A' }];
    const lines = reportLines(reportOf([text('faktur')]), dataOf(rows));
    expect(lines.map((l) => l.row)).toEqual(rows);
    expect(lines.every((l) => !l.group && !l.children)).toBe(true);
    expect(new Set(lines.map((l) => l.__key)).size).toBe(2);
  });

  it('a grouped report whose answer has no groups lists its rows flat', () => {
    const rows = [{ faktur: 'A' }];
    expect(reportLines(reportOf([text('faktur')], byFaktur), dataOf(rows)).map((l) => l.row)).toEqual(rows);
  });

  it("one header line per answered group, in the answer's order, holding its rows in theirs", () => {
    const rows = [
      { faktur: 'F1', n: 1 },
      { faktur: 'F1', n: 2 },
      { faktur: 'F2', n: 3 },
    ];
    const groups = [group('F1', 2), group('F2', 1)];
    const lines = reportLines(reportOf([text('faktur')], byFaktur), dataOf(rows, groups));
    expect(lines.map((l) => l.group)).toEqual(groups);
    expect(lines.map((l) => l.children?.map((c) => c.row?.n))).toEqual([[1, 2], [3]]);
  });

  it('a group whose rows are past the screen limit is still a header line, without rows', () => {
    const lines = reportLines(
      reportOf([text('faktur')], byFaktur),
      dataOf([{ faktur: 'F1' }], [group('F1', 1), group('F2', 40)]),
    );
    expect(lines[1]?.group?.count).toBe(40);
    expect(lines[1]?.children).toEqual([]);
  });

  it("merged over shops, one key in two shops is two groups, each with its shop's rows", () => {
    const def = withShopColumn(reportOf([text('faktur')], { ...byFaktur, byShop: true }));
    const rows = [
      { kode_toko: 'TK1', faktur: 'X' },
      { kode_toko: 'TK2', faktur: 'X' },
    ];
    const lines = reportLines(def, dataOf(rows, [group('TK1|X', 1), group('TK2|X', 1)]));
    expect(lines.map((l) => l.children?.map((c) => c.row?.kode_toko))).toEqual([['TK1'], ['TK2']]);
  });

  it('rows ordered by their group, with every group answered, are all shown once, in order (property)', () => {
    const keys = fc.array(fc.constantFrom('A', 'B', 'C', 'D'), { maxLength: 30 });
    fc.assert(
      fc.property(keys, (unsorted) => {
        const rows = [...unsorted].sort().map((faktur, n) => ({ faktur, n }));
        const groups = [...new Set(rows.map((r) => r.faktur))].map((k) =>
          group(k, rows.filter((r) => r.faktur === k).length),
        );
        const lines = reportLines(reportOf([text('faktur')], byFaktur), dataOf(rows, groups));
        expect(lines.flatMap((l) => l.children ?? []).map((c) => c.row)).toEqual(rows);
        for (const l of lines) expect(l.children?.length).toBe(l.group?.count);
      }),
    );
  });
});

describe('report table layout', () => {
  it('a group header runs up to the first summed column, over a counted one before it', () => {
    const def = reportOf([text('faktur'), text('nama'), count('barcode'), sum('berat'), sum('harga')]);
    const layout = reportTableLayout(def);
    expect(layout.groupSpan).toBe(3);
    expect(groupSpans(def)).toEqual([3, 0, 0, 1, 1]);
    // The TOTAL caption stops at the first column with any total, counted ones included.
    expect(layout.headerSpan).toBe(2);
    expect(totalsSpans(def)).toEqual([2, 1, 1, 1]);
  });

  it('a summed first column keeps a one-column header and caption', () => {
    const def = reportOf([sum('harga'), text('nama')]);
    expect(groupSpans(def)).toEqual([1, 1]);
    expect(reportTableLayout(def).headerSpan).toBe(1);
  });

  it('without sums the group header spans the whole line; without totals there is no totals row', () => {
    const counted = reportOf([text('a'), count('b'), text('c')]);
    expect(groupSpans(counted)).toEqual([3, 0, 0]);
    const plain = reportOf([text('a'), text('b')]);
    expect(reportTableLayout(plain).firstTotal).toBe(-1);
    expect(groupSpans(plain)).toEqual([2, 0]);
  });

  it("keeps a row's detail columns out of the table, and the columns of the files off the screen", () => {
    const detail: ReportColumn = { ...text('alamat'), expand: true };
    const pdfOnly: ReportColumn = { ...text('ttd'), in: ['pdf'] };
    const { shown, details } = reportTableLayout(reportOf([text('nama'), detail, pdfOnly, sum('harga')]));
    expect(shown.map((c) => c.key)).toEqual(['nama', 'harga']);
    expect(details.map((c) => c.key)).toEqual(['alamat']);
  });

  const column = fc.oneof(
    fc.constant<ReportColumn['total']>(undefined),
    fc.constant<ReportColumn['total']>('sum'),
    fc.constant<ReportColumn['total']>('count'),
  );
  const columnLists = fc
    .array(column, { minLength: 1, maxLength: 12 })
    .map((totals) =>
      totals.map((t, i): ReportColumn => ({ key: `c${i}`, caption: `C${i}`, format: 'rupiah', total: t })),
    );

  it('the group header and the totals row cover every column once, hiding no sum but the first column (property)', () => {
    fc.assert(
      fc.property(columnLists, (columns) => {
        const def = reportOf(columns);
        const spans = groupSpans(def);
        expect(total(spans)).toBe(columns.length);
        spans.forEach((s, i) => {
          if (s === 0) expect(columns[i]?.total).not.toBe('sum');
        });
        const { firstTotal } = reportTableLayout(def);
        if (firstTotal >= 0) expect(total(totalsSpans(def))).toBe(columns.length);
        // The TOTAL caption never covers a column with a total, but the first.
        expect(columns.slice(1, reportTableLayout(def).headerSpan).every((c) => !c.total)).toBe(true);
      }),
    );
  });

  it('every declared report has a table whose header lines and totals cover its columns', () => {
    for (const declared of REPORTS)
      for (const def of [declared, withShopColumn(declared)]) {
        const n = reportTableLayout(def).shown.length;
        expect(total(groupSpans(def)), def.key).toBe(n);
        if (reportTableLayout(def).firstTotal >= 0) expect(total(totalsSpans(def)), def.key).toBe(n);
      }
  });
});

describe('report cells', () => {
  it('a count is a whole number, a sum is in its column format, nothing is empty', () => {
    expect(totalText(count('barcode'), 1234)).toBe(formatMoney(1234));
    const berat: ReportColumn = { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' };
    expect(totalText(berat, 7.55)).toBe(formatGram(7.55));
    expect(totalText(berat, undefined)).toBe('');
  });

  it('numbers align right, text and dates left', () => {
    expect(numeric(sum('harga'))).toBe(true);
    expect(numeric({ ...text('berat'), format: 'gram' })).toBe(true);
    expect(numeric(text('nama'))).toBe(false);
    expect(numeric({ ...text('tgl'), format: 'date' })).toBe(false);
  });
});
