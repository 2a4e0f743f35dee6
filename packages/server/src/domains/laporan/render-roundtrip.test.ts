import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { ReportColumn, ReportDef, ReportRow } from '@emas/contract';
import { CSV_EXPORT_SETS, csvExportText } from '@emas/contract/api/export-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvChunks } from './render-csv.ts';
import { writeXlsx } from './render-xlsx.ts';
import { reportLines } from './report-lines.ts';

/**
 * The exports as a spreadsheet set to Indonesian reads them (issue 43): a report written as CSV and
 * as xlsx is opened by LibreOffice Calc headless in the id-ID locale and saved as flat ODS, whose
 * cells carry their type (float, date, string), value and the text shown. Two soffice runs (the CSV
 * needs its import options, which would be forced on the xlsx too), about 2-4 s in all.
 *
 * The CSV import options are those of LibreOffice's Text Import dialog for this file: separator ';',
 * quote '"', UTF-8, language Indonesian (1057: decimal ',', thousands '.'), quoted fields not forced
 * to text, "detect special numbers" OFF (so only what any setting reads as a date counts: ISO dates),
 * formulas evaluated (the ="007" of a text that looks like a number).
 */
const SOFFICE = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';
const HAS_SOFFICE = existsSync(SOFFICE);
/**
 * LibreOffice's user profile, kept between runs: making it takes most of the first run's time
 * (about 8 s of 10 on a busy machine), a run with it about 1-2 s.
 */
const PROFILE = join(tmpdir(), 'emas-export-roundtrip-soffice-profile');
const CSV_IMPORT = 'Text - txt - csv (StarCalc):59,34,76,1,,1057,false,false,false,false,false,-1,true';

const COLUMNS: ReportColumn[] = [
  { key: 'tanggal', caption: 'Tanggal', format: 'date' },
  { key: 'nama', caption: 'Nama Customer', format: 'text' },
  { key: 'alamat', caption: 'Alamat, Kota', format: 'text' },
  { key: 'kode', caption: 'Kode', format: 'text' },
  { key: 'kode_barcode', caption: 'Barcode', format: 'text', barcode: true },
  { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
  { key: 'harga', caption: 'Harga', format: 'rupiah', total: 'sum' },
];
const DEF = {
  key: 'uji-ekspor',
  title: 'Laporan Uji Ekspor',
  fileName: 'LAPORAN UJI EKSPOR',
  orientation: 'portrait',
  fontSize: 8,
  weightDecimals: 3,
  columns: COLUMNS,
  emptyText: 'Tidak Ada Data',
} as unknown as ReportDef;
const ROWS: ReportRow[] = [
  {
    tanggal: '2026-03-10',
    nama: 'BUDI',
    alamat: 'JL. MAWAR 5, RT 3, DEPOK',
    kode: '007',
    kode_barcode: '1234',
    berat: '7.550',
    harga: 1_275_000,
  },
  {
    tanggal: '2026-12-04',
    nama: '=HYPERLINK("http://x","klik")',
    alamat: 'GG. "BUNTU"; NO 2',
    kode: '12/5',
    kode_barcode: 'AB-1',
    berat: 1234.5,
    harga: -5000,
  },
];

type Cell = { type: string; value: string; text: string };

const decode = (s: string) =>
  s
    .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, n) => ' '.repeat(Number(n ?? 1)))
    .replace(/<text:line-break\/>/g, '\n')
    .replace(/<\/text:p>\s*<text:p[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The first sheet of a flat ODS file: its rows of cells (type, value, shown text). */
function fodsRows(xml: string): Cell[][] {
  const table = xml.slice(xml.indexOf('<table:table '), xml.indexOf('</table:table>'));
  const rows: Cell[][] = [];
  for (const [, row = ''] of table.matchAll(/<table:table-row\b[^>]*>([\s\S]*?)<\/table:table-row>/g)) {
    const cells: Cell[] = [];
    for (const [, attrs = '', inner = ''] of row.matchAll(
      /<table:table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g,
    )) {
      const cell = {
        type: /office:value-type="(\w+)"/.exec(attrs)?.[1] ?? '',
        value: /office:(?:date-)?value="([^"]*)"/.exec(attrs)?.[1] ?? '',
        text: decode(inner).trim(),
      };
      const repeat = Math.min(Number(/number-columns-repeated="(\d+)"/.exec(attrs)?.[1] ?? 1), 50);
      for (let i = 0; i < repeat; i++) cells.push(cell);
    }
    rows.push(cells);
  }
  return rows;
}

/** The detail rows under the caption row, as column key to cell. */
function detail(rows: Cell[][]): Record<string, Cell>[] {
  const head = rows.findIndex((r) => r[0]?.text === 'Tanggal');
  expect(head).toBeGreaterThanOrEqual(0);
  expect(rows[head]?.slice(0, COLUMNS.length).map((c) => c.text)).toEqual(COLUMNS.map((c) => c.caption));
  return rows
    .slice(head + 1, head + 1 + ROWS.length)
    .map((r) => Object.fromEntries(COLUMNS.map((c, i) => [c.key, r[i] as Cell])));
}

/** LibreOffice in the Indonesian locale converting files to flat ODS; an import filter if given. */
function soffice(dir: string, files: string[], infilter?: string) {
  mkdirSync(PROFILE, { recursive: true });
  execFileSync(
    SOFFICE,
    [
      `-env:UserInstallation=file://${PROFILE}`,
      '--headless',
      '--norestore',
      ...(infilter ? [`--infilter=${infilter}`] : []),
      '--convert-to',
      'fods',
      '--outdir',
      join(dir, 'out'),
      ...files,
    ],
    {
      env: { ...process.env, LC_ALL: 'id_ID.UTF-8', LANG: 'id_ID.UTF-8', LANGUAGE: 'id' },
      stdio: 'pipe',
      timeout: 120_000,
    },
  );
}

async function* batches() {
  yield ROWS;
}

const skipReason = HAS_SOFFICE
  ? ''
  : ` (SKIPPED: LibreOffice not found at ${SOFFICE}; apt-get install libreoffice-calc-nogui)`;

if (!HAS_SOFFICE) console.warn(`render-roundtrip.test.ts${skipReason}`);

describe.skipIf(!HAS_SOFFICE)(
  `exports read back by LibreOffice Calc in the Indonesian locale${skipReason}`,
  () => {
    let dir = '';
    let csv: Record<string, Cell>[] = [];
    let xlsx: Record<string, Cell>[] = [];
    let xlsxXml = '';
    let barangRows: Cell[][] = [];
    let ms = 0;

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'emas-export-'));
      let text = '';
      for await (const chunk of csvChunks(DEF, batches())) text += chunk;
      writeFileSync(join(dir, 'csv.csv'), text);
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (c: Buffer) => chunks.push(c));
      const ended = new Promise((resolve) => out.on('end', resolve));
      const header = {
        shopName: 'TOKO UJI',
        addressLines: ['JL. A, NO 1'],
        period: 'Periode : 10-03-2026',
        printedBy: 'x',
      };
      await writeXlsx(DEF, header, reportLines(DEF, batches()), out);
      await ended;
      writeFileSync(join(dir, 'xlsx.xlsx'), Buffer.concat(chunks));

      const started = performance.now();
      // A set of Export Csv (Data Barang) goes with the report CSV: the same import options.
      const barang = CSV_EXPORT_SETS.find((s) => s.key === 'data_barang') as (typeof CSV_EXPORT_SETS)[number];
      const row = { kode_barang: '007', kode_barcode: '101', nama_barang: 'ANTING, BULAT', kadar: '75.00' };
      writeFileSync(join(dir, 'barang.csv'), `\uFEFF${csvExportText(barang, [{ ...row, berat: '7.550' }])}`);
      soffice(dir, [join(dir, 'csv.csv'), join(dir, 'barang.csv')], CSV_IMPORT);
      soffice(dir, [join(dir, 'xlsx.xlsx')]);
      ms = performance.now() - started;
      console.info(`LibreOffice round trip (2 conversions): ${Math.round(ms)} ms`);
      csv = detail(fodsRows(readFileSync(join(dir, 'out', 'csv.fods'), 'utf8')));
      xlsxXml = readFileSync(join(dir, 'out', 'xlsx.fods'), 'utf8');
      xlsx = detail(fodsRows(xlsxXml));
      barangRows = fodsRows(readFileSync(join(dir, 'out', 'barang.fods'), 'utf8'));
    }, 180_000);

    // KEEP_EXPORT_DIR=1 keeps the files and LibreOffice's flat ODS to look at.
    afterAll(() => {
      if (dir && !process.env.KEEP_EXPORT_DIR) rmSync(dir, { recursive: true, force: true });
    });

    const both = () =>
      [
        ['csv', csv],
        ['xlsx', xlsx],
      ] as const;

    it('numbers are numbers with their decimals (7.550 g is 7,55, not 7550); money whole Rupiah', () => {
      for (const [what, rows] of both()) {
        const [a, b] = rows as Record<string, Cell>[];
        expect([a?.berat?.type, a?.berat?.value], what).toEqual(['float', '7.55']);
        expect([b?.berat?.type, b?.berat?.value], what).toEqual(['float', '1234.5']);
        expect([a?.harga?.type, a?.harga?.value], what).toEqual(['float', '1275000']);
        expect([b?.harga?.type, b?.harga?.value], what).toEqual(['float', '-5000']);
      }
      // The workbook's formats in Indonesian signs.
      expect(xlsx[0]?.berat?.text).toBe('7,550');
      expect(xlsx[1]?.berat?.text).toBe('1.234,500');
      expect(xlsx[0]?.harga?.text).toBe('1.275.000');
    });

    it('dates are dates (the xlsx shows them dd-mm-yyyy)', () => {
      for (const [what, rows] of both()) {
        expect([rows[0]?.tanggal?.type, rows[0]?.tanggal?.value.slice(0, 10)], what).toEqual([
          'date',
          '2026-03-10',
        ]);
        expect(rows[1]?.tanggal?.value.slice(0, 10), what).toBe('2026-12-04');
      }
      expect(xlsx[0]?.tanggal?.text).toBe('10-03-2026');
    });

    it('text as typed: commas, quotes and semicolons kept, 007 and 12/5 and the barcode stay text', () => {
      for (const [what, rows] of both()) {
        const [a, b] = rows as Record<string, Cell>[];
        expect(a?.alamat, what).toMatchObject({ type: 'string', text: 'JL. MAWAR 5, RT 3, DEPOK' });
        expect(b?.alamat, what).toMatchObject({ type: 'string', text: 'GG. "BUNTU"; NO 2' });
        expect(a?.kode, what).toMatchObject({ type: 'string', text: '007' });
        expect(b?.kode, what).toMatchObject({ type: 'string', text: '12/5' });
        expect(a?.kode_barcode, what).toMatchObject({ type: 'string', text: '00001234' });
        expect(b?.kode_barcode, what).toMatchObject({ type: 'string', text: 'AB-1' });
      }
      // A text that starts like a formula: never a live formula (the CSV's leading quote shows).
      expect(csv[1]?.nama).toMatchObject({ type: 'string', text: `'=HYPERLINK("http://x","klik")` });
      expect(xlsx[1]?.nama).toMatchObject({ type: 'string', text: '=HYPERLINK("http://x","klik")' });
    });

    it('an Export Csv set: codes stay text, weights and kadar numbers with their decimals', () => {
      const [head, row] = barangRows;
      const at = (f: string) => row?.[head?.findIndex((c) => c.text === f) ?? -1];
      expect(at('kode_barang')).toMatchObject({ type: 'string', text: '007' });
      expect(at('kode_barcode')).toMatchObject({ type: 'string', text: '00000101' });
      expect(at('nama_barang')).toMatchObject({ type: 'string', text: 'ANTING BULAT' });
      expect([at('kadar')?.type, at('kadar')?.value]).toEqual(['float', '75']);
      expect([at('berat')?.type, at('berat')?.value]).toEqual(['float', '7.55']);
    });

    it('the xlsx prints on A4, fit to the page width, the caption row repeated on every page', () => {
      expect(xlsxXml).toMatch(/fo:page-width="21(\.\d+)?cm" fo:page-height="29\.7cm"/);
      expect(xlsxXml).toMatch(/style:scale-to-X="1"/);
      expect(xlsxXml).toMatch(/<table:table-header-rows>[\s\S]*?Tanggal[\s\S]*?<\/table:table-header-rows>/);
    });
  },
);
