import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CSV_SEPARATOR,
  csvField,
  csvHeader,
  type NestedReportRow,
  nestRows,
  padBarcodeText,
  type ReportColumn,
  type ReportData,
  type ReportDef,
  type ReportRow,
  reportCellText,
  reportColumns,
  reportIsoDay,
  reportNumber,
  sheetName,
  unnestRows,
} from '@emas/contract';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { ShopServer } from '../platform/app.ts';
import { call } from './harness.ts';
import { pdfPages } from './pdf-text.ts';

/** Report tests: one report asked as JSON, CSV, xlsx and PDF must hold the same rows and totals. */

/** PDFs and their PNG pages land here for a person to look at (REPORT_PNG_DIR, else a temp folder). */
const OUT = process.env.REPORT_PNG_DIR ?? join(process.env.TMPDIR ?? '/tmp', 'laporan-b-pdf');
mkdirSync(OUT, { recursive: true });

export const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** A report file (or any GET) through the HTTP layer, its raw bytes. */
export async function reportFile(server: ShopServer, path: string, token: string) {
  const res = await server.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: { token } });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

export type ReportJson = { status: number; body: { message: string; count: number; data: ReportData } };

/** The value an xlsx cell holds for a row value (numbers stay numbers, dates as printed). */
function xlsxValue(c: ReportColumn, v: ReportRow[string] | undefined): unknown {
  if (v === null || v === undefined || v === '') return null;
  if (c.barcode) return padBarcodeText(v);
  // A date cell is a date: its day at midnight UTC, as exceljs reads it back.
  if (c.format === 'date') {
    const day = reportIsoDay(v);
    return day ? new Date(`${day}T00:00:00Z`) : String(v);
  }
  if (c.format === 'text') return String(v);
  return reportNumber(v) ?? String(v);
}

/**
 * Asks the report as JSON, CSV, xlsx and PDF with the same parameters and checks that all four hold
 * the same rows and totals: CSV line for line, xlsx cell for cell (detail rows and the TOTAL row), and
 * in the PDF every row's first cells and every total as printed. The PDF goes to PNG with pdftoppm.
 */
export async function inEveryFormat(
  server: ShopServer,
  token: string,
  def: ReportDef,
  params: Record<string, string>,
  name: string,
) {
  const json = (await call(server, 'GET', `${def.path}?${qs(params)}`, { token })) as ReportJson;
  expect(json.status, json.body.message).toBe(200);
  expect(json.body.message).toBe(def.successToast);
  const { totals } = json.body.data;
  // A nesting report answers its records nested (ReportNesting): the files print their flat lines.
  const answered = json.body.data.rows;
  const rows = def.nest ? unnestRows(def.nest, answered as unknown as NestedReportRow[]) : answered;
  if (def.nest) expect(nestRows(def.nest, rows)).toEqual(answered);
  expect(rows.length).toBe(json.body.count);
  expect(rows.length).toBeGreaterThan(0);

  // CSV: the header and one line per row, in the same order.
  const csv = await reportFile(server, `${def.path}?${qs({ ...params, format: 'csv' })}`, token);
  expect(csv.status).toBe(200);
  const csvCols = reportColumns(def, 'csv');
  const lines = csv.body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(csvHeader(csvCols));
  expect(lines.slice(1)).toEqual(
    rows.map((r) => csvCols.map((c) => csvField(c, r[c.key])).join(CSV_SEPARATOR)),
  );

  // xlsx: sheet name, detail rows in order, the TOTAL row.
  const x = await reportFile(server, `${def.path}?${qs({ ...params, format: 'xlsx' })}`, token);
  expect(x.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(x.body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  expect(ws?.name).toBe(sheetName(def.title));
  const xCols = reportColumns(def, 'xlsx');
  const cells: unknown[][] = [];
  ws?.eachRow({ includeEmpty: true }, (r) => {
    const v = r.values as unknown[];
    cells.push(xCols.map((_, i) => v[i + 1] ?? null));
  });
  const head = cells.findIndex((r) => r.every((v, i) => v === xCols[i]?.caption));
  expect(head).toBeGreaterThan(0);
  const expected = rows.map((r) => xCols.map((c) => xlsxValue(c, r[c.key])));
  const body = cells.slice(head + 1);
  const detail = body.filter((r) => expected.some((e) => JSON.stringify(e) === JSON.stringify(r)));
  expect(detail.length).toBe(rows.length);
  const totalRow = body.at(-1) ?? [];
  xCols.forEach((c, i) => {
    if (c.total) expect(totalRow[i], `xlsx total ${c.key}`).toBe(totals[c.key]);
  });

  // PDF: the rows' leading text and every total as printed, page numbers, the title.
  const pdf = await reportFile(server, `${def.path}?${qs({ ...params, format: 'pdf' })}`, token);
  expect(pdf.status).toBe(200);
  // Saved before the checks, so a failing one can be looked at.
  const pdfPath = join(OUT, `${name}.pdf`);
  writeFileSync(pdfPath, pdf.body);
  const pages = await pdfPages(pdf.body);
  const text = pages.map((p) => p.text).join('\n');
  expect(text).toContain(def.title.toUpperCase());
  expect(text).toContain(`1 of ${pages.length}`);
  const words = new Set(pages.flatMap((p) => p.words.map((w) => w.str.trim())));
  const pCols = reportColumns(def, 'pdf');
  for (const r of rows) {
    const firstText = pCols.find((c) => c.format === 'text' && r[c.key]);
    if (firstText) expect(text).toContain(reportCellText(firstText, r[firstText.key]).slice(0, 12));
  }
  for (const c of pCols) {
    const v = totals[c.key];
    if (c.total && v !== undefined) {
      const shown = c.total === 'sum' ? reportCellText(c, v) : String(v);
      expect(words.has(shown), `PDF total ${c.key} ${shown}`).toBe(true);
    }
  }
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', pdfPath, join(OUT, name)]);
  } catch {
    // No poppler on this machine: the PNGs are for people, the checks above stand.
  }
  return { rows, totals, count: json.body.count };
}
