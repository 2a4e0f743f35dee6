/**
 * Report files against their writers' own speed, on a shop-year of sale lines (laporan.ts' data): the
 * 10,000-row PDF beside raw pdfkit (same rows and columns, bufferPages off), the 100,000-row xlsx
 * beside raw exceljs streaming (same column styles), the 100,000-row CSV beside a plain indexed scan
 * plus @fast-csv/format, and the report's own query beside that plain scan. Anchors read the same
 * rows as the report. Run alone: `node --expose-gc --import tsx packages/bench/src/exports.ts`
 * (BENCH_SALE_LINES, default 1,000,000; BENCH_DATABASE_URL for PostgreSQL too; BENCH_EXPORTS_CSV_ONLY=1
 * stops after the query and CSV rows, for quick runs; BENCH_EXPORT_ROUNDS, default 3, the runs of each
 * pair, whose median is reported).
 */
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  addDays,
  failedShopText,
  LAPORAN_TRANSAKSI_PENJUALAN,
  type ReportColumn,
  type ReportParams,
  type ReportRow,
  reportCellText,
  reportColumns,
  reportNumber,
} from '@emas/contract';
import { type Database, openDatabase, rowsOf } from '@emas/server/db/database';
import '@emas/server/domains/laporan/transaksi-report.sources';
import { reportFonts } from '@emas/server/domains/laporan/pdf-fonts';
import { type ReportLine, reportLines } from '@emas/server/domains/laporan/report-lines';
import { findReportSource } from '@emas/server/domains/laporan/report-registry';
import type { ShopContext } from '@emas/server/platform/context';
import { format as csvFormat } from '@fast-csv/format';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { reportFile, shopYear, USER, withPeak } from './laporan.ts';
import { type BenchRow, printRows, row } from './local-rows.ts';

const DEF = LAPORAN_TRANSAKSI_PENJUALAN;
const PAGE = 2500;

/** The sale lines of the period by a plain keyset scan of penjualan (no joins): the query's floor. */
async function* plainPages(shop: ShopContext, from: string, to: string): AsyncGenerator<ReportRow[]> {
  let after: { t: string; g: string; id: number } | null = null;
  for (;;) {
    const cond = after
      ? sql`and (tanggal, no_faktur_group, id) > (${after.t}::date, ${after.g}, ${after.id})`
      : sql``;
    const rows = rowsOf<ReportRow>(
      await shop.db.execute(sql`select *, tanggal as tgl_system, harga_hitung as harga_jual
        from ${shop.t.penjualan} where tanggal between ${from} and ${to} and status = 'OPEN' ${cond}
        order by tanggal, no_faktur_group, id limit ${PAGE}`),
    );
    if (rows.length) yield rows;
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1] as ReportRow;
    after = { t: String(last.tanggal), g: String(last.no_faktur_group), id: Number(last.id) };
  }
}

/** The report's own source (its query pages), without the report lines or a writer. */
function sourcePages(shop: ShopContext, params: ReportParams) {
  const source = findReportSource(DEF.key);
  if (!source) throw new Error('no source');
  return source({ shop, user: USER, params, batchSize: PAGE });
}

async function drain(pages: AsyncIterable<ReportRow[]>) {
  let n = 0;
  for await (const p of pages) n += p.length;
  return n;
}

const counter = () => {
  let bytes = 0;
  const out = new Writable({
    write(c: Buffer, _e, cb) {
      bytes += c.length;
      cb();
    },
  });
  return { out, bytes: () => bytes, done: new Promise((r) => out.on('finish', r)) };
};

const numeric = (c: ReportColumn) => c.format !== 'text' && c.format !== 'date';

/** The cells of a line as text: a row's values, a group's header, a subtotal's or total's sums. */
function lineCells(cols: readonly ReportColumn[], line: ReportLine): string[] | null {
  if (line.kind === 'row') return cols.map((c) => reportCellText(c, line.row[c.key]));
  if (line.kind === 'group') return [line.header];
  if (line.kind === 'failed') return [failedShopText(line.shop)];
  const label = line.kind === 'subtotal' ? 'SUB TOTAL' : 'TOTAL';
  return cols.map((c, i) => (c.total ? reportCellText(c, line.values[c.key] ?? 0) : i === 0 ? label : ''));
}

/**
 * Raw pdfkit: the report's lines (group headers, rows, subtotals) in the same columns (shared by
 * width), each cell as text, a new page when full, bufferPages off.
 */
async function rawPdf(pages: AsyncIterable<ReportLine[]>) {
  const cols = reportColumns(DEF, 'pdf');
  const fonts = reportFonts();
  const doc = new PDFDocument({ size: 'A4', layout: DEF.orientation, margin: 28, bufferPages: false });
  doc.registerFont('R', fonts.regular);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  const usable = doc.page.width - 56;
  const sum = cols.reduce((s, c) => s + (c.width ?? 12), 0);
  const ws = cols.map((c) => ((c.width ?? 12) / sum) * usable);
  const rowH = Math.ceil(DEF.fontSize * 1.65);
  doc.font('R').fontSize(DEF.fontSize);
  let y = doc.page.height;
  let n = 0;
  for await (const lines of pages)
    for (const line of lines) {
      const cells = lineCells(cols, line);
      if (!cells) continue;
      if (y + rowH > doc.page.height - 50) {
        if (n) doc.addPage();
        y = 28;
        let x = 28;
        cols.forEach((c, i) => {
          doc.text(c.caption, x, y, { width: ws[i], lineBreak: false });
          x += ws[i] ?? 0;
        });
        y += rowH;
      }
      let x = 28;
      cells.forEach((t, i) => {
        const c = cols[i] as ReportColumn;
        if (t) doc.text(t, x, y, { width: ws[i], align: numeric(c) ? 'right' : 'left', lineBreak: false });
        x += ws[i] ?? 0;
      });
      y += rowH;
      if (line.kind === 'row') n++;
    }
  doc.end();
  return { bytes: (await done).length, rows: n };
}

/**
 * Raw exceljs streaming: column widths and number formats, a bold header row, then the report's lines
 * committed one by one (group headers and subtotals bold).
 */
async function rawXlsx(pages: AsyncIterable<ReportLine[]>) {
  const cols = reportColumns(DEF, 'xlsx');
  const sink = counter();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink.out,
    useStyles: true,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet('Sheet');
  const fmt = (c: ReportColumn) => (c.format === 'gram' ? '#,##0.000' : numeric(c) ? '#,##0' : undefined);
  ws.columns = cols.map((c) => ({
    key: c.key,
    width: c.width ?? 12,
    style: fmt(c) ? { numFmt: fmt(c) } : {},
  }));
  const head = ws.addRow(cols.map((c) => c.caption));
  head.font = { bold: true };
  head.commit();
  const bold = { bold: true };
  for await (const lines of pages)
    for (const line of lines) {
      if (line.kind !== 'row') {
        const cells =
          line.kind === 'group'
            ? [line.header]
            : line.kind === 'failed'
              ? [failedShopText(line.shop)]
              : cols.map((c, i) => (c.total ? (line.values[c.key] ?? 0) : i ? null : 'SUB TOTAL'));
        const r = ws.addRow(cells);
        r.font = bold;
        r.commit();
        continue;
      }
      ws.addRow(
        cols.map((c) => {
          const v = line.row[c.key];
          if (v === null || v === undefined || v === '') return null;
          return numeric(c) ? (reportNumber(v) ?? String(v)) : String(v);
        }),
      ).commit();
    }
  ws.commit();
  await wb.commit();
  await sink.done;
  return { bytes: sink.bytes() };
}

/** A plain scan's rows through @fast-csv/format. */
async function rawCsv(pages: AsyncIterable<ReportRow[]>) {
  const cols = reportColumns(DEF, 'csv');
  const sink = counter();
  const stream = csvFormat({ headers: cols.map((c) => c.caption) });
  stream.pipe(sink.out);
  for await (const rows of pages)
    for (const r of rows)
      if (!stream.write(cols.map((c) => r[c.key] ?? ''))) await new Promise((x) => stream.once('drain', x));
  stream.end();
  await sink.done;
  return { bytes: sink.bytes() };
}

async function benchOn(database: Database, engine: string, lines: number): Promise<BenchRow[]> {
  const items = Math.min(200_000, Math.floor(lines / 5));
  const { schema, shop, first, load } = await shopYear(database, 'bench_exp', lines, items);
  try {
    const day = addDays(first, 180);
    const openPerDay = Math.floor((load.perDay * 49) / 50);
    const range = (rows: number) => {
      const to = addDays(day, Math.max(1, Math.round(rows / openPerDay)) - 1);
      return { tgl_awal: day, tgl_akhir: to, kode_sales: 'SEMUA', kode_group: 'SEMUA', status: 'OPEN' };
    };
    const p10k = range(10_000);
    const x100k = range(100_000);
    const plain = (p: Range) => plainPages(shop, p.tgl_awal, p.tgl_akhir);
    const out: BenchRow[] = [];
    // BENCH_EXPORTS_PDF_ONLY=1: only the PDF rows (a quick loop while working on the PDF).
    if (process.env.BENCH_EXPORTS_PDF_ONLY !== '1')
      out.push(...(await tableRows(engine, shop, x100k, plain)));
    // BENCH_EXPORTS_CSV_ONLY=1: only the query and CSV rows.
    if (process.env.BENCH_EXPORTS_CSV_ONLY !== '1') out.push(...(await pdfRows(engine, shop, p10k, plain)));
    return out;
  } finally {
    if (database.kind === 'postgres')
      await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
  }
}

type Peak<T> = Awaited<ReturnType<typeof withPeak<T>>>;

/** BENCH_EXPORT_ROUNDS (default 3): how many times each project and anchor pair is measured. */
const ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_EXPORT_ROUNDS ?? 3)) || 1);

/** The run of median time, with the largest memory growth of all runs. */
function median<T>(runs: Peak<T>[]): Peak<T> {
  const mid = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)] as Peak<T>;
  return { ...mid, peakRssMb: Math.max(...runs.map((r) => r.peakRssMb)) };
}

/**
 * The project and its anchor measured in turn, ROUNDS times: each one's median time and largest
 * memory growth. The machine is shared, and one run alone swings by a third either way.
 */
async function pair<P, A>(project: () => Promise<P>, anchor: () => Promise<A>) {
  const p: Peak<P>[] = [];
  const a: Peak<A>[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    p.push(await withPeak(project));
    a.push(await withPeak(anchor));
  }
  return [median(p), median(a)] as const;
}

type Range = ReportParams & { tgl_awal: string; tgl_akhir: string };
type Plain = (p: Range) => AsyncGenerator<ReportRow[]>;

/** The query, CSV and xlsx rows over 100,000 lines. */
async function tableRows(engine: string, shop: ShopContext, x100k: Range, plain: Plain): Promise<BenchRow[]> {
  const out: BenchRow[] = [];
  const [qProject, qPlain] = await pair(
    () => drain(sourcePages(shop, x100k)),
    () => drain(plain(x100k)),
  );
  out.push(
    row(`report query, ${qPlain.value} rows (s)`, engine, qProject.ms, qPlain.ms, 1.3, 'plain indexed scan'),
  );

  const [csv, csvRaw] = await pair(
    () => reportFile(shop, DEF, x100k, 'csv'),
    () => rawCsv(plain(x100k)),
  );
  out.push(row('CSV 100,000 rows (s)', engine, csv.ms, csvRaw.ms, 1.3, 'plain scan + @fast-csv/format'));
  out.push(
    row('CSV 100,000 rows, RSS growth (MB)', engine, csv.peakRssMb, 100, 1, 'flat: at most 100 MB', true),
  );
  if (process.env.BENCH_EXPORTS_CSV_ONLY === '1') return out;

  const [xlsx, xlsxRaw] = await pair(
    () => reportFile(shop, DEF, x100k, 'xlsx'),
    () => rawXlsx(reportLines(DEF, plain(x100k))),
  );
  out.push(
    row('xlsx 100,000 rows (s)', engine, xlsx.ms, xlsxRaw.ms, 1.3, 'plain scan + raw exceljs streaming'),
  );
  out.push(
    row(
      'xlsx 100,000 rows, file (MB)',
      engine,
      xlsx.value.bytes / 1e6,
      xlsxRaw.value.bytes / 1e6,
      1.1,
      'raw exceljs file',
      true,
    ),
  );
  return out;
}

/** The 10,000-row PDF's time and memory growth beside raw pdfkit. */
async function pdfRows(engine: string, shop: ShopContext, p10k: Range, plain: Plain): Promise<BenchRow[]> {
  const out: BenchRow[] = [];
  const [pdf, pdfRaw] = await pair(
    () => reportFile(shop, DEF, p10k, 'pdf'),
    () => rawPdf(reportLines(DEF, plain(p10k))),
  );
  out.push(
    row(`PDF ${pdfRaw.value.rows} rows (s)`, engine, pdf.ms, pdfRaw.ms, 1.3, 'plain scan + raw pdfkit'),
  );
  out.push(
    row(
      'PDF 10,000 rows, RSS growth (MB)',
      engine,
      pdf.peakRssMb,
      100,
      1,
      `at most 100 MB (raw pdfkit: ${pdfRaw.peakRssMb})`,
      true,
    ),
  );
  return out;
}

/** The export rows on PGlite, and on PostgreSQL when a URL is given. */
export async function benchExports(
  opts: { lines?: number; url?: string; onEngine?: (rows: BenchRow[]) => void } = {},
): Promise<BenchRow[]> {
  const lines = opts.lines ?? Number(process.env.BENCH_SALE_LINES ?? 1_000_000);
  const url = opts.url ?? process.env.BENCH_DATABASE_URL;
  const out: BenchRow[] = [];
  const only = process.env.BENCH_EXPORTS_ONLY;
  if (only !== 'postgres') {
    const pglite = await openDatabase({});
    try {
      const rows = await benchOn(pglite, 'PGlite', lines);
      opts.onEngine?.(rows);
      out.push(...rows);
    } finally {
      await pglite.close();
    }
  }
  if (url && only !== 'pglite') {
    const pg = await openDatabase({ url });
    try {
      const rows = await benchOn(pg, 'PostgreSQL', lines);
      opts.onEngine?.(rows);
      out.push(...rows);
    } finally {
      await pg.close();
    }
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Each engine's rows as soon as they are measured (a long run still shows the first).
  await benchExports({ onEngine: printRows });
  process.exit(0);
}
