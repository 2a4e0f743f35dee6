import { describe, expect, it } from 'vitest';
import { CSV_LINE_END, csvRowWriter, csvTable } from './csv-writer.ts';
import { CSV_SEPARATOR, csvField } from './report/house-rules.ts';
import type { ReportColumn } from './report/types.ts';

type Item = { kode: string; nama: string; berat: number; harga: number; tgl: string; alamat: string };

const ITEM: Item = {
  kode: '7',
  nama: '007',
  berat: 7.55,
  harga: 1_275_000,
  tgl: '2026-03-10T03:00:00.000Z',
  alamat: 'Jl. Merdeka 5, Medan',
};

const COLUMNS = [
  { title: 'KODE BARCODE', value: (r: Item) => r.kode, barcode: true },
  { title: 'NAMA', value: (r: Item) => r.nama },
  { title: 'BERAT', value: (r: Item) => r.berat, format: 'gram' as const },
  { title: 'HARGA', value: (r: Item) => r.harga, format: 'rupiah' as const },
  { title: 'TANGGAL', value: (r: Item) => r.tgl, format: 'date' as const },
  { title: 'ALAMAT', value: (r: Item) => r.alamat },
];

describe('the one CSV writer (server reports and web table downloads)', () => {
  it('writes a table for spreadsheets set to Indonesian: ";", 7,550, whole Rupiah, ISO dates, codes kept', () => {
    const lines = csvTable(COLUMNS, [ITEM]).split(CSV_LINE_END);
    expect(lines[0]).toBe('KODE BARCODE;NAMA;BERAT;HARGA;TANGGAL;ALAMAT');
    expect(lines[1]).toBe('"=""00000007""";"=""007""";7,550;1275000;2026-03-10;"Jl. Merdeka 5, Medan"');
    expect(lines.slice(2)).toEqual(['']);
  });

  it('escapes formulas and quotes per RFC 4180 (quotes doubled, line breaks kept inside the field)', () => {
    const cols = [{ title: 'Nama; "Lengkap"', value: (r: string) => r }];
    expect(csvTable(cols, ['=HYPERLINK("http://x","klik")', 'A\r\nB', '-5000', '-'])).toBe(
      ['"Nama; ""Lengkap"""', '"\'=HYPERLINK(""http://x"",""klik"")"', '"A\r\nB"', "'-5000", '-', ''].join(
        CSV_LINE_END,
      ),
    );
  });

  it('numbers stay numbers in a numeric column, blanks are empty, other values their text', () => {
    const cols = [
      { title: 'A', value: (r: unknown[]) => r[0], format: 'rupiah' as const },
      { title: 'B', value: (r: unknown[]) => r[1], format: 'gram' as const },
      { title: 'C', value: (r: unknown[]) => r[2] },
    ];
    expect(
      csvTable(cols, [
        [-5000, '-1.5', null],
        ['1234.6', undefined, { a: 1 }],
        [0, 0, true],
      ]),
    ).toBe(['A;B;C', '-5000;-1,500;', '1235;;"{""a"":1}"', '0;0,000;true', ''].join(CSV_LINE_END));
  });

  it('writes a report row as each column csvField, joined by the separator', () => {
    const cols: ReportColumn[] = [
      { key: 'a', caption: 'A', format: 'text' },
      { key: 'b', caption: 'B', format: 'gram2' },
      { key: 'c', caption: 'C', format: 'percent' },
    ];
    const row = { a: 'x;y', b: 2.5, c: '12.345' };
    expect(csvRowWriter(cols)(row)).toBe(cols.map((c) => csvField(c, row[c.key as 'a'])).join(CSV_SEPARATOR));
    expect(csvRowWriter(cols)(row)).toBe('"x;y";2,50;12,35');
  });
});
