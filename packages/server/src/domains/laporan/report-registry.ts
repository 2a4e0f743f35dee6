import type { ReportParams, ReportRow } from '@emas/contract';
import type { ShopContext } from '../../platform/context.ts';
import type { SessionUser } from '../../platform/session.ts';

/**
 * The query behind a report definition, registered by key by the domain that owns the data. It
 * yields the rows in batches (keyset pages or a cursor), ordered by the report's group key when the
 * report groups: a file export never holds the whole result in memory.
 */
export type ReportSourceInput = {
  shop: ShopContext;
  user: SessionUser;
  params: ReportParams;
  /** Rows per batch the runner asks for. */
  batchSize: number;
};
export type ReportSource = (input: ReportSourceInput) => AsyncIterable<ReportRow[]>;

const SOURCES = new Map<string, ReportSource>();

/** Registers the query of the report `key` (contract REPORTS); a second registration is a bug. */
export function registerReportSource(key: string, source: ReportSource): void {
  if (SOURCES.has(key)) throw new Error(`report source ${key} registered twice`);
  SOURCES.set(key, source);
}

export const findReportSource = (key: string): ReportSource | undefined => SOURCES.get(key);

/**
 * Keyset pages: `page(after, limit)` returns the rows after the cursor in the report's order; the
 * cursor of a page is taken from its last row. Each page is one short query, so other requests run
 * between pages (PGlite has one connection). The next page is asked for as soon as a page arrives,
 * so the database reads it while this thread shapes the page (`shape`, when given: the rows as the
 * report shows them, from the rows as read) and the caller writes it (they overlap).
 */
export async function* keysetPages<C, R = ReportRow>(
  batchSize: number,
  page: (after: C | null, limit: number) => Promise<NoInfer<R>[]>,
  cursorOf: (row: NoInfer<R>) => C,
  shape: (rows: R[]) => ReportRow[] = (rows) => rows as unknown as ReportRow[],
): AsyncGenerator<ReportRow[]> {
  let next: Promise<R[]> | null = page(null, batchSize);
  while (next) {
    const rows: R[] = await next;
    next = rows.length < batchSize ? null : page(cursorOf(rows[rows.length - 1] as R), batchSize);
    // A caller that stops here never awaits the page read ahead: its failure is nobody's error.
    next?.catch(() => {});
    if (rows.length) yield shape(rows);
  }
}

/** A report read in one query and yielded as one batch (a period of a small table). */
export const registerOneBatchSource = (
  def: { key: string },
  rows: (shop: ShopContext, params: ReportParams) => Promise<ReportRow[]>,
) =>
  registerReportSource(def.key, async function* ({ shop, params }) {
    const all = await rows(shop, params);
    if (all.length) yield all;
  });
