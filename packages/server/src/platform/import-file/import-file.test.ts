import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  deflatedOf,
  deflatedRepeat,
  inlineRow,
  SHEET_HEAD,
  SHEET_TAIL,
  xlsxOf,
} from '../../test/spreadsheet-files.ts';
import { csvRows } from './csv-rows.ts';
import { type ImportLimits, ImportRefused } from './import-rows.ts';
import { readImportFile } from './read-import-file.ts';
import { xlsxRows } from './xlsx-rows.ts';

const limits: ImportLimits = { maxRows: 3, maxUnpackedBytes: 1_000_000, maxColumns: 64 };
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'read',
    (e: unknown) => (e instanceof ImportRefused ? e.code : String(e)),
  );
const sheetOf = (rows: string) => xlsxOf(deflatedOf(SHEET_HEAD + rows + SHEET_TAIL));

describe('import file reader', () => {
  it('reads an xlsx written by exceljs: shared strings, numbers, booleans, gaps, formulas', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Data');
    ws.addRow(['kode', 'berat', 'ok', '', 'rumus']);
    ws.addRow(['=HYPERLINK("x")', 2.5, true, null, { formula: '1+1', result: 2 }]);
    ws.addRow([]);
    ws.addRow(['B', -5000]);
    const rows = await xlsxRows(Buffer.from(await wb.xlsx.writeBuffer()), limits);
    expect(rows).toEqual([
      { baris: 1, values: ['kode', 'berat', 'ok', '', 'rumus'] },
      { baris: 2, values: ['=HYPERLINK("x")', '2.5', 'true', '', '2'] },
      { baris: 4, values: ['B', '-5000'] },
    ]);
  });

  it('counts rows while reading: the header and maxRows pass, one more is refused', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => inlineRow(i + 1, [`r${i}`])).join('');
    expect(await xlsxRows(sheetOf(rows(4)), limits)).toHaveLength(4);
    expect(await refusal(xlsxRows(sheetOf(rows(5)), limits))).toBe('tooMany');
    expect(await csvRows(Buffer.from('\uFEFFa,b\r\n1,2\r\n\r\n3, 4 \r\n5,6'), limits)).toEqual([
      { baris: 1, values: ['a', 'b'] },
      { baris: 2, values: ['1', '2'] },
      { baris: 4, values: ['3', '4'] },
      { baris: 5, values: ['5', '6'] },
    ]);
    expect(await refusal(csvRows(Buffer.from('a\n1\n2\n3\n4'), limits))).toBe('tooMany');
  });

  it('refuses what unpacks to more than allowed, whether the zip declares it or lies', async () => {
    const big = await deflatedRepeat(
      SHEET_HEAD,
      (i) => inlineRow(i + 1, ['X'.repeat(10_000)]),
      200,
      SHEET_TAIL,
    );
    const many = { ...limits, maxRows: 10_000 };
    expect(await refusal(xlsxRows(xlsxOf(big), many))).toBe('tooBig');
    expect(await refusal(xlsxRows(xlsxOf(big, { sheetDeclared: 10 }), many))).toBe('tooBig');
    expect(await refusal(xlsxRows(Buffer.from('not a zip at all, not even close'), limits))).toBe('broken');
    const cut = xlsxOf(big);
    expect(await refusal(xlsxRows(cut.subarray(0, cut.length - 30), limits))).toBe('broken');
  });

  it('reads off the HTTP thread and answers refusals as Indonesian 400s', async () => {
    const ok = await readImportFile('a.csv', Buffer.from('a,b\n1,2'), { maxRows: 3 });
    expect(ok).toEqual([
      { baris: 1, values: ['a', 'b'] },
      { baris: 2, values: ['1', '2'] },
    ]);
    const tooMany = await readImportFile('a.csv', Buffer.from('a\n1\n2'), { maxRows: 1 }).catch((e) => e);
    expect(tooMany).toMatchObject({ status: 400, userMessage: 'Maksimal 1 Baris Per File' });
    const big = await deflatedRepeat(SHEET_HEAD, () => inlineRow(1, ['X'.repeat(10_000)]), 50, SHEET_TAIL);
    const tooBig = await readImportFile('a.xlsx', xlsxOf(big), {
      maxRows: 5,
      maxUnpackedBytes: 100_000,
    }).catch((e) => e);
    expect(tooBig).toMatchObject({ status: 400, userMessage: 'File Terlalu Besar' });
    const empty = await readImportFile('a.csv', Buffer.from('a,b\n'), { maxRows: 5 }).catch((e) => e);
    expect(empty).toMatchObject({ status: 400, userMessage: 'File Kosong' });
  });
});
