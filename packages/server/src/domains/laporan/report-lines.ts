import {
  createTotals,
  type FailedShop,
  groupHeaderOf,
  groupKeyOf,
  type ReportDef,
  type ReportRow,
} from '@emas/contract';

/**
 * The lines of a report in print order, from its row batches: group header, detail rows, group
 * subtotal, and the grand total at the end (of the rows `inTotal` keeps). JSON, PDF, xlsx and CSV are all written from these.
 */
export type ReportLine =
  | { kind: 'group'; key: string; header: string }
  | { kind: 'row'; row: ReportRow }
  | { kind: 'subtotal'; key: string; header: string; count: number; values: Record<string, number> }
  | { kind: 'total'; count: number; values: Record<string, number> }
  /** A merged report's shop that did not answer: a line of its own before the rows (failedShopText). */
  | { kind: 'failed'; shop: FailedShop };

/** Yields one array of lines per batch of rows, then the closing subtotal and total. */
export async function* reportLines(
  def: ReportDef,
  batches: AsyncIterable<ReportRow[]>,
): AsyncGenerator<ReportLine[]> {
  const total = createTotals(def.columns);
  const group = def.group;
  let current: { key: string; header: string; totals: ReturnType<typeof createTotals> } | null = null;
  const closeGroup = (out: ReportLine[]) => {
    if (!current) return;
    // Always emitted (the screen's group list counts its rows); printed unless `subtotals: false`.
    out.push({
      kind: 'subtotal',
      key: current.key,
      header: current.header,
      count: current.totals.rows,
      values: current.totals.result(),
    });
    current = null;
  };
  for await (const rows of batches) {
    const out: ReportLine[] = [];
    for (const row of rows) {
      if (group) {
        const key = groupKeyOf(group, row);
        if (!current || current.key !== key) {
          closeGroup(out);
          current = { key, header: groupHeaderOf(group, row), totals: createTotals(def.columns) };
          out.push({ kind: 'group', key, header: current.header });
        }
        current.totals.add(row);
      }
      if (!def.inTotal || def.inTotal(row)) total.add(row);
      out.push({ kind: 'row', row });
    }
    if (out.length) yield out;
  }
  const end: ReportLine[] = [];
  closeGroup(end);
  end.push({ kind: 'total', count: total.rows, values: total.result() });
  yield end;
}
