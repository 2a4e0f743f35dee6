import {
  CSV_SEPARATOR,
  csvField,
  csvHeader,
  type ReportColumn,
  type ReportDef,
  type ReportRow,
} from '@emas/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvChunks, csvRowWriter } from './render-csv.ts';

const COLUMNS: ReportColumn[] = [
  { key: 'nama', caption: 'Nama, Barang', format: 'text' },
  { key: 'barcode', caption: 'Barcode', format: 'text', barcode: true },
  { key: 'tanggal', caption: 'Tanggal', format: 'date' },
  { key: 'harga', caption: 'Harga', format: 'rupiah' },
  { key: 'berat', caption: 'Berat', format: 'gram' },
  { key: 'persen', caption: 'Persen', format: 'percent' },
  { key: 'usd', caption: 'USD', format: 'number' },
];

// Text with the characters the CSV rules rewrite, numbers as numbers and as numeric strings, blanks.
const text = fc.oneof(
  fc.string(),
  fc.constantFrom('CINCIN, EMAS "24K"', 'A\r\nB', 'x\ny', '', ' 12 ', 'abc', '2026-05-12', '12,5'),
);
const value = fc.oneof(
  text,
  fc.double({ noNaN: false }),
  fc.integer().map(String),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }).map(String),
  fc.constantFrom(null, undefined, Number.POSITIVE_INFINITY, 1234, 1e21),
);
const rowArb = fc.record(Object.fromEntries(COLUMNS.map((c) => [c.key, value]))) as fc.Arbitrary<ReportRow>;

const expected = (row: ReportRow) => COLUMNS.map((c) => csvField(c, row[c.key])).join(CSV_SEPARATOR);

describe('CSV rows', () => {
  it('writes a row for spreadsheets set to Indonesian: ";", decimal commas, ISO dates, text as typed', () => {
    const write = csvRowWriter(COLUMNS);
    expect(
      write({
        nama: 'CINCIN, EMAS "24K"',
        barcode: '1234',
        tanggal: '2026-03-10',
        harga: 1_275_000,
        berat: '7.550',
        persen: 12.5,
        usd: 0.25,
      }),
    ).toBe('"CINCIN, EMAS ""24K""";"=""00001234""";2026-03-10;1275000;7,550;12,50;0,25');
    expect(write({ nama: '007', harga: -5000, berat: null, tanggal: '' })).toBe('"=""007""";;;-5000;;;');
  });

  it('writes each row as the columns csvField gives, joined by the separator', () => {
    const write = csvRowWriter(COLUMNS);
    fc.assert(
      fc.property(rowArb, (row) => {
        expect(write(row)).toBe(expected(row));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes the BOM, the header, then every row of every batch on its own line', async () => {
    const def = { columns: COLUMNS } as unknown as ReportDef;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(rowArb, { maxLength: 5 }), { maxLength: 4 }), async (batches) => {
        async function* source() {
          yield* batches;
        }
        let out = '';
        for await (const chunk of csvChunks(def, source())) out += chunk;
        const rows = batches.flat();
        expect(out).toBe(`\uFEFF${csvHeader(COLUMNS)}\r\n${rows.map((r) => `${expected(r)}\r\n`).join('')}`);
      }),
      { numRuns: 200 },
    );
  });
});
