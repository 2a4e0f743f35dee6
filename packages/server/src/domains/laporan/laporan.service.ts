import { PassThrough, Readable } from 'node:stream';
import {
  failedShopText,
  nestRows,
  PDF_DOWNLOAD_THRESHOLD,
  paramsForModules,
  printedBy,
  REPORT_CONTENT_TYPE,
  REPORT_MSG,
  type ReportBookData,
  type ReportBookDef,
  type ReportData,
  type ReportDef,
  type ReportFileFormat,
  type ReportGroupData,
  type ReportParams,
  type ReportRow,
  reportCellText,
  reportColumns,
  reportForModules,
  reportPeriod,
  splitAddress,
} from '@emas/contract';
import type { FastifyReply } from 'fastify';
import type { ShopContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { activeModules } from '../../platform/modules.ts';
import type { SessionUser } from '../../platform/session.ts';
import { findToko } from '../system/system.api.ts';
import { reportFonts } from './pdf-fonts.ts';
import type { PdfLine } from './pdf-layout.ts';
import { openPdfSink } from './pdf-render.ts';
import { csvBookChunks, csvChunks } from './render-csv.ts';
import { totalCells, writeXlsx, writeXlsxBook } from './render-xlsx.ts';
import { type ReportLine, reportLines } from './report-lines.ts';
import { type FailedShop, mergedRows, mergesAllShops, mergeTarget, mergeTitle } from './report-merge.ts';
import { findReportSource } from './report-registry.ts';
import { type ReplicaFreshness, registerReportRunner } from './report-replica.ts';

/** Rows per query page. */
export const BATCH_SIZE = 2500;
/**
 * Rows per query page of a PDF: its layout, not the query, sets the pace, and smaller pages keep
 * fewer rows alive on this thread (a 10,000-row PDF grew RSS by ~50-90 MB at 250 rows a page,
 * ~100-110 at 1,000 and ~120 at 2,500).
 */
const PDF_BATCH_SIZE = 250;
/** Detail rows the screen receives; the totals and the files cover every row. */
export const SCREEN_ROW_LIMIT = 5000;
/** Detail rows a PDF may hold (about 600 pages); past that, Excel or CSV. */
export const PDF_MAX_ROWS = Number(process.env.REPORT_PDF_MAX_ROWS ?? 20_000);

/**
 * The report as this shop's modules show it (captions switched, module filters left out) and the
 * parameters it applies: a filter whose module is off is not applied.
 */
export async function reportAsShown(shop: ShopContext, def: ReportDef, params: ReportParams) {
  const switched =
    def.columns.some((c) => c.moduleCaption) || def.filters.some((f) => f.kind === 'text' && f.module);
  if (!switched) return { def, params };
  const shown = reportForModules(def, await activeModules(shop));
  return { def: shown, params: paramsForModules(def, shown, params) };
}

type RunInput = { def: ReportDef; shop: ShopContext; user: SessionUser; params: ReportParams };
type BookInput = { book: ReportBookDef; shop: ShopContext; user: SessionUser; params: ReportParams };

/**
 * The report's row batches: from its registered query, or at head office with a shop picked in its
 * shop filter, from that shop's (or every shop's) own answer to the same report.
 */
type PageOptions = {
  onFailed?: (failed: FailedShop) => void;
  onReplica?: (fresh: ReplicaFreshness) => void;
  batchSize?: number;
};

function rowsOf(
  { def, shop, user, params }: RunInput,
  { onFailed, onReplica, batchSize = BATCH_SIZE }: PageOptions = {},
): AsyncIterable<ReportRow[]> {
  const target = mergeTarget(def, shop, params);
  if (target) return mergedRows(def, shop, params, target, onFailed, onReplica);
  const source = findReportSource(def.key);
  if (!source) throw new Error(`no report source registered for ${def.key}`);
  return source({ shop, user, params, batchSize });
}

/** The report's lines (groups, rows, subtotals and totals) from its row batches. */
const linesOf = (input: RunInput, options?: PageOptions): AsyncGenerator<ReportLine[]> =>
  reportLines(input.def, rowsOf(input, options));

/** The screen's answer: the first rows, every group with its subtotals, and the totals. */
export async function reportJson(input: RunInput): Promise<{ data: ReportData; count: number }> {
  const rows: ReportRow[] = [];
  const groups: ReportGroupData[] = [];
  let totals: Record<string, number> = {};
  let count = 0;
  const failed: FailedShop[] = [];
  const replica: ReplicaFreshness[] = [];
  for await (const batch of linesOf(input, {
    onFailed: (f) => failed.push(f),
    onReplica: (r) => replica.push(r),
  })) {
    for (const line of batch) {
      if (line.kind === 'row') {
        count++;
        if (rows.length < SCREEN_ROW_LIMIT) rows.push(line.row);
      } else if (line.kind === 'subtotal')
        groups.push({ key: line.key, header: line.header, count: line.count, subtotals: line.values });
      else if (line.kind === 'total') totals = line.values;
    }
  }
  const merged = mergesAllShops(input.def, input.shop, input.params);
  const { nest } = input.def;
  return {
    data: {
      // The document's nested records (ReportNesting); the files print the flat lines.
      rows: nest ? (nestRows(nest, rows) as unknown as ReportRow[]) : rows,
      totals,
      groups: input.def.group ? groups : null,
      truncated: count > rows.length,
      ...(merged ? { merged } : {}),
      ...(failed.length ? { failed } : {}),
      ...(replica.length ? { replica } : {}),
    },
    count,
  };
}

/** The first batch is read before the answer starts, so a failing query is still a JSON error. */
async function primed<T>(batches: AsyncIterable<T>): Promise<AsyncGenerator<T>> {
  const it = batches[Symbol.asyncIterator]();
  const first = await it.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* { [Symbol.asyncIterator]: () => it };
  })();
}

/**
 * The files' row batches, primed, with a merged report's shops that did not answer: the fan-out is
 * over once the first batch is read. A global report names them in rows of its own already.
 */
async function primedRows(input: RunInput) {
  const failed: FailedShop[] = [];
  const rows = await primed(rowsOf(input, { onFailed: (f) => failed.push(f) }));
  return { rows, failed: input.def.global ? [] : failed };
}

/** The files' lines, primed, a line first for each shop of a merged report that did not answer. */
async function primedLines(
  input: RunInput,
  options: PageOptions = {},
): Promise<AsyncGenerator<ReportLine[]>> {
  const failed: FailedShop[] = [];
  const lines = await primed(linesOf(input, { ...options, onFailed: (f) => failed.push(f) }));
  if (input.def.global || !failed.length) return lines;
  return (async function* () {
    yield failed.map((shop): ReportLine => ({ kind: 'failed', shop }));
    yield* lines;
  })();
}

/** Every part of a book for the screen, one after another. */
export async function bookJson(input: BookInput): Promise<{ data: ReportBookData; count: number }> {
  const parts: ReportBookData['parts'] = [];
  let count = 0;
  for (const def of input.book.parts) {
    const r = await reportJson({ ...input, def });
    parts.push({ key: def.key, title: def.title, data: r.data, count: r.count });
    count += r.count;
  }
  const named = Object.fromEntries(
    (input.book.partNames ?? []).map((name, i) => [name, parts[i]?.data.rows ?? []]),
  );
  return { data: { parts, ...named }, count };
}

async function sheetHeader(input: Omit<RunInput, 'def'> & { def: { filters: ReportDef['filters'] } }) {
  const merged = mergeTarget(input.def, input.shop, input.params);
  if (merged) {
    return {
      shopName: await mergeTitle(input.shop, merged),
      addressLines: [],
      period: reportPeriod(input.params),
      printedBy: printedBy(input.user.user_id),
    };
  }
  const toko = await findToko(input.shop);
  return {
    shopName: toko?.nama_toko ?? input.shop.kode_toko,
    addressLines: splitAddress(toko?.alamat_toko ?? ''),
    period: reportPeriod(input.params),
    printedBy: printedBy(input.user.user_id),
  };
}

/** 'inline' or 'attachment' with the file name (and its UTF-8 form). */
const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const CONTENT_TYPE = REPORT_CONTENT_TYPE;

const pdfColumns = (def: ReportDef) =>
  reportColumns(def, 'pdf').map((c) => ({
    caption: c.caption,
    width: c.width ?? 12,
    align: (c.format === 'text' || c.format === 'date' ? 'left' : 'right') as 'left' | 'right',
  }));

/** Turns report lines into the PDF's finished-text lines, counting detail rows against the limit. */
function pdfLines(def: ReportDef, counter: { rows: number }) {
  const columns = reportColumns(def, 'pdf');
  const totalText = (label: string, values: Record<string, number>) =>
    totalCells(columns, label, values).map((v, i) => {
      const col = columns[i];
      return v === null || !col
        ? ''
        : typeof v === 'number' && col.total === 'sum'
          ? reportCellText(col, v)
          : String(v);
    });
  const hasTotals = columns.some((c) => c.total);
  return (batch: ReportLine[]): PdfLine[] => {
    const out: PdfLine[] = [];
    for (const line of batch) {
      if (line.kind === 'row') {
        if (++counter.rows > PDF_MAX_ROWS) throw new AppError(400, REPORT_MSG.pdfTooLarge);
        out.push({ k: 'r', cells: columns.map((c) => reportCellText(c, line.row[c.key])) });
      } else if (line.kind === 'group') out.push({ k: 'g', text: line.header });
      else if (line.kind === 'failed') out.push({ k: 'g', text: failedShopText(line.shop) });
      else if (line.kind === 'subtotal') out.push({ k: 's', cells: totalText('SUB TOTAL', line.values) });
      // A report without a column total has no totals line.
      else if (line.count > 0 && hasTotals)
        out.push({ k: 't', cells: totalText(def.totalLabel ?? 'TOTAL', line.values) });
    }
    return out;
  };
}

async function buildPdf(input: RunInput, log: (e: unknown) => void) {
  const { def } = input;
  const header = await sheetHeader(input);
  // The PDF worker starts while the first page of lines is read.
  const sink = openPdfSink(
    {
      orientation: def.orientation,
      fontSize: def.fontSize,
      columns: pdfColumns(def),
      ...header,
      title: def.title,
      emptyText: def.emptyText,
      subtotals: def.group?.subtotals !== false,
      fonts: reportFonts(),
    },
    log,
  );
  const toPdf = pdfLines(def, { rows: 0 });
  try {
    const lines = await primedLines(input, { batchSize: PDF_BATCH_SIZE });
    for await (const batch of lines) await sink.add(toPdf(batch));
    return await sink.finish();
  } catch (e) {
    sink.abort();
    throw e;
  }
}

/** A book as one PDF: the book's page header, then each part's title and table. */
async function buildBookPdf(input: BookInput, log: (e: unknown) => void) {
  const { book } = input;
  const header = await sheetHeader({ ...input, def: book });
  // Every part's query runs before the answer starts, so a failing one is still a JSON error.
  const parts = [];
  for (const def of book.parts)
    parts.push({ def, lines: await primedLines({ ...input, def }, { batchSize: PDF_BATCH_SIZE }) });
  const sink = openPdfSink(
    {
      orientation: book.orientation,
      fontSize: book.fontSize,
      columns: [],
      ...header,
      title: book.title,
      emptyText: '',
      subtotals: true,
      fonts: reportFonts(),
    },
    log,
  );
  const counter = { rows: 0 };
  try {
    for (const { def, lines } of parts) {
      await sink.add([
        {
          k: 'h',
          title: def.title,
          columns: pdfColumns(def),
          emptyText: def.emptyText,
          subtotals: def.group?.subtotals !== false,
        },
      ]);
      const toPdf = pdfLines(def, counter);
      for await (const batch of lines) await sink.add(toPdf(batch));
    }
    return await sink.finish();
  } catch (e) {
    sink.abort();
    throw e;
  }
}

function sendPdf(reply: FastifyReply, name: string, r: { pdf: Buffer; pages: number; detailRows: number }) {
  // Documents 2 and 3: a PDF of more than 500 detail lines downloads instead of opening.
  const kind = r.detailRows > PDF_DOWNLOAD_THRESHOLD ? 'attachment' : 'inline';
  reply
    .type(CONTENT_TYPE.pdf)
    .header('Content-Disposition', disposition(kind, name))
    .header('X-Report-Rows', String(r.detailRows))
    .header('X-Report-Pages', String(r.pages))
    .send(r.pdf);
}

/** A book as a file: one PDF, one workbook (a sheet per part) or one CSV (the parts one after another). */
export async function sendBookFile(input: BookInput, format: ReportFileFormat, reply: FastifyReply) {
  const name = `${input.book.fileName}.${format}`;
  reply.header('Cache-Control', 'no-store');
  if (format === 'pdf') {
    const r = await buildBookPdf(input, (e) =>
      reply.log.warn({ err: e }, 'pdf worker unavailable, laid out on the HTTP thread'),
    );
    sendPdf(reply, name, r);
    return;
  }
  if (format === 'csv') {
    // The CSV writes rows only: the parts' rows, without the lines' groups and totals.
    const parts = new Map<string, Awaited<ReturnType<typeof primedRows>>>();
    for (const def of input.book.parts) parts.set(def.key, await primedRows({ ...input, def }));
    const partRows = (def: ReportDef) => parts.get(def.key)?.rows as AsyncGenerator<ReportRow[]>;
    const partFailed = (def: ReportDef) => parts.get(def.key)?.failed ?? [];
    reply.type(CONTENT_TYPE.csv).header('Content-Disposition', disposition('attachment', name));
    reply.send(Readable.from(csvBookChunks(input.book, partRows, partFailed)));
    return;
  }
  const parts = new Map<string, AsyncGenerator<ReportLine[]>>();
  for (const def of input.book.parts) parts.set(def.key, await primedLines({ ...input, def }));
  const partLines = (def: ReportDef) => parts.get(def.key) as AsyncGenerator<ReportLine[]>;
  reply.type(CONTENT_TYPE[format]).header('Content-Disposition', disposition('attachment', name));
  const header = await sheetHeader({ ...input, def: input.book });
  const out = new PassThrough();
  writeXlsxBook(input.book, header, partLines, out).catch((e) => {
    reply.log.error({ err: e }, 'xlsx export failed');
    out.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  reply.send(out);
}

/** The report as a file: PDF laid out whole (its pages are numbered 'n of N'), xlsx and CSV streamed. */
export async function sendReportFile(
  input: RunInput,
  format: ReportFileFormat,
  reply: FastifyReply,
): Promise<void> {
  const name = `${input.def.fileName}.${format}`;
  reply.header('Cache-Control', 'no-store');
  if (format === 'pdf') {
    const r = await buildPdf(input, (e) =>
      reply.log.warn({ err: e }, 'pdf worker unavailable, laid out on the HTTP thread'),
    );
    sendPdf(reply, name, r);
    return;
  }
  reply.type(CONTENT_TYPE[format]).header('Content-Disposition', disposition('attachment', name));
  if (format === 'csv') {
    const { rows, failed } = await primedRows(input);
    reply.send(Readable.from(csvChunks(input.def, rows, true, failed)));
    return;
  }
  const header = await sheetHeader(input);
  const lines = await primedLines(input);
  const out = new PassThrough();
  writeXlsx(input.def, header, lines, out).catch((e) => {
    reply.log.error({ err: e }, 'xlsx export failed');
    out.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  reply.send(out);
}

// Head office reads a branch's report from its replica (report-replica.ts) by the same two steps.
registerReportRunner({ reportAsShown, reportJson });
