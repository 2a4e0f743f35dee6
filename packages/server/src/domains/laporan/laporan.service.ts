import { PassThrough, Readable } from 'node:stream';
import {
  PDF_DOWNLOAD_THRESHOLD,
  printedBy,
  REPORT_MSG,
  type ReportData,
  type ReportDef,
  type ReportFileFormat,
  type ReportGroupData,
  type ReportParams,
  type ReportRow,
  reportCellText,
  reportColumns,
  reportPeriod,
  splitAddress,
} from '@emas/contract';
import type { FastifyReply } from 'fastify';
import type { ShopContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session.ts';
import { findToko } from '../system/system.queries.ts';
import { reportFonts } from './pdf-fonts.ts';
import type { PdfLine } from './pdf-layout.ts';
import { openPdfSink } from './pdf-render.ts';
import { csvChunks } from './render-csv.ts';
import { totalCells, writeXlsx } from './render-xlsx.ts';
import { type ReportLine, reportLines } from './report-lines.ts';
import { findReportSource } from './report-registry.ts';

/** Rows per query page. */
export const BATCH_SIZE = 2500;
/** Detail rows the screen receives; the totals and the files cover every row. */
export const SCREEN_ROW_LIMIT = 5000;
/** Detail rows a PDF may hold (about 600 pages); past that, Excel or CSV. */
export const PDF_MAX_ROWS = Number(process.env.REPORT_PDF_MAX_ROWS ?? 20_000);

type RunInput = { def: ReportDef; shop: ShopContext; user: SessionUser; params: ReportParams };

function linesOf({ def, shop, user, params }: RunInput): AsyncGenerator<ReportLine[]> {
  const source = findReportSource(def.key);
  if (!source) throw new Error(`no report source registered for ${def.key}`);
  return reportLines(def, source({ shop, user, params, batchSize: BATCH_SIZE }));
}

/** The screen's answer: the first rows, every group with its subtotals, and the totals. */
export async function reportJson(input: RunInput): Promise<{ data: ReportData; count: number }> {
  const rows: ReportRow[] = [];
  const groups: ReportGroupData[] = [];
  let totals: Record<string, number> = {};
  let count = 0;
  for await (const batch of linesOf(input)) {
    for (const line of batch) {
      if (line.kind === 'row') {
        count++;
        if (rows.length < SCREEN_ROW_LIMIT) rows.push(line.row);
      } else if (line.kind === 'subtotal')
        groups.push({ key: line.key, header: line.header, count: line.count, subtotals: line.values });
      else if (line.kind === 'total') totals = line.values;
    }
  }
  return {
    data: { rows, totals, groups: input.def.group ? groups : null, truncated: count > rows.length },
    count,
  };
}

/** The first batch is read before the answer starts, so a failing query is still a JSON error. */
async function primed<T>(it: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await it.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* it;
  })();
}

async function sheetHeader(input: RunInput) {
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

const CONTENT_TYPE: Record<ReportFileFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

async function buildPdf(input: RunInput, log: (e: unknown) => void) {
  const { def } = input;
  const columns = reportColumns(def, 'pdf');
  const header = await sheetHeader(input);
  const lines = await primed(linesOf(input));
  const sink = await openPdfSink(
    {
      orientation: def.orientation,
      fontSize: def.fontSize,
      columns: columns.map((c) => ({
        caption: c.caption,
        width: c.width ?? 12,
        align: c.format === 'text' || c.format === 'date' ? 'left' : 'right',
      })),
      ...header,
      title: def.title,
      emptyText: def.emptyText,
      subtotals: def.group?.subtotals !== false,
      fonts: reportFonts(),
    },
    log,
  );
  const totalText = (label: string, values: Record<string, number>) =>
    totalCells(columns, label, values).map((v, i) => {
      const col = columns[i];
      return v === null || !col
        ? ''
        : typeof v === 'number' && col.total === 'sum'
          ? reportCellText(col, v)
          : String(v);
    });
  let rows = 0;
  try {
    for await (const batch of lines) {
      const out: PdfLine[] = [];
      for (const line of batch) {
        if (line.kind === 'row') {
          if (++rows > PDF_MAX_ROWS) throw new AppError(400, REPORT_MSG.pdfTooLarge);
          out.push({ k: 'r', cells: columns.map((c) => reportCellText(c, line.row[c.key])) });
        } else if (line.kind === 'group') out.push({ k: 'g', text: line.header });
        else if (line.kind === 'subtotal') out.push({ k: 's', cells: totalText('SUB TOTAL', line.values) });
        else if (line.count > 0)
          out.push({ k: 't', cells: totalText(def.totalLabel ?? 'TOTAL', line.values) });
      }
      await sink.add(out);
    }
    return await sink.finish();
  } catch (e) {
    sink.abort();
    throw e;
  }
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
    const { pdf, pages, detailRows } = await buildPdf(input, (e) =>
      reply.log.warn({ err: e }, 'pdf worker unavailable, laid out on the HTTP thread'),
    );
    // Documents 2 and 3: a PDF of more than 500 detail lines downloads instead of opening.
    const kind = detailRows > PDF_DOWNLOAD_THRESHOLD ? 'attachment' : 'inline';
    reply
      .type(CONTENT_TYPE.pdf)
      .header('Content-Disposition', disposition(kind, name))
      .header('X-Report-Rows', String(detailRows))
      .header('X-Report-Pages', String(pages))
      .send(pdf);
    return;
  }
  reply.type(CONTENT_TYPE[format]).header('Content-Disposition', disposition('attachment', name));
  if (format === 'csv') {
    const lines = await primed(linesOf(input));
    reply.send(Readable.from(csvChunks(input.def, lines)));
    return;
  }
  const header = await sheetHeader(input);
  const lines = await primed(linesOf(input));
  const out = new PassThrough();
  writeXlsx(input.def, header, lines, out).catch((e) => {
    reply.log.error({ err: e }, 'xlsx export failed');
    out.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  reply.send(out);
}
