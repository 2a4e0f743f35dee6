import { PassThrough } from 'node:stream';
import {
  LAPORAN_TRANSAKSI_PENJUALAN as DEF,
  type ReportDef,
  type ReportRow,
  reportColumns,
} from '@emas/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from './render-xlsx.ts';
import { reportLines } from './report-lines.ts';

/** The workbook writeXlsx streams, read back. */
async function written(rows: ReportRow[], def: ReportDef = DEF) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  async function* pages() {
    yield rows;
  }
  const header = {
    shopName: 'TOKO UJI',
    addressLines: ['JL. A'],
    period: 'Tanggal',
    printedBy: 'Printed By x',
  };
  await writeXlsx(def, header, reportLines(def, pages()), out);
  await ended;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.concat(chunks) as never);
  return wb.worksheets[0] as ExcelJS.Worksheet;
}

describe('report xlsx', () => {
  it('detail cells keep their column number formats (shared styles); empty cells stay empty; groups bold', async () => {
    const rows = [1, 2].map((n) => ({
      id: n,
      no_faktur_group: 'FJ-1',
      no_faktur_jual: `JL-${n}`,
      tgl_system: '2026-03-10',
      nama_customer: 'BUDI',
      kode_barcode: '123',
      berat: '1.250',
      harga_total: 1_275_000,
      cash: n === 1 ? 2_550_000 : null,
    }));
    const ws = await written(rows);
    const cols = reportColumns(DEF, 'xlsx');
    const at = (key: string) => cols.findIndex((c) => c.key === key) + 1;
    // Rows: shop, address, title, period, printed by, blank, captions, group, 2 lines, subtotal, total.
    const group = ws.getRow(8);
    expect(group.getCell(1).value).toBe('FJ-1 | 10-03-2026 | BUDI');
    expect(group.getCell(1).font?.bold).toBe(true);
    const first = ws.getRow(9);
    expect(first.getCell(at('berat')).value).toBe(1.25);
    expect(first.getCell(at('berat')).numFmt).toBe('#,##0.000');
    expect(first.getCell(at('harga_total')).numFmt).toBe('#,##0');
    expect(first.getCell(at('cash')).value).toBe(2_550_000);
    expect(first.getCell(at('kode_barcode')).value).toBe('00000123');
    // A date is a date (its day at midnight UTC, the serial number Excel counts), shown dd-mm-yyyy.
    expect(first.getCell(at('tgl_system')).value).toEqual(new Date('2026-03-10T00:00:00Z'));
    expect(first.getCell(at('tgl_system')).numFmt).toBe('dd-mm-yyyy');
    expect(first.getCell(at('no_faktur_jual')).font?.bold).toBeFalsy();
    const second = ws.getRow(10);
    expect(second.getCell(at('cash')).value).toBeNull();
    expect(second.getCell(at('no_faktur_jual')).value).toBe('JL-2');
    const subtotal = ws.getRow(11);
    expect(subtotal.getCell(at('harga_total')).value).toBe(2_550_000);
    expect(subtotal.getCell(at('harga_total')).font?.bold).toBe(true);
    expect(ws.getRow(12).getCell(1).value).toBe('TOTAL');
  });

  it('prints on A4, one page wide and as many long as it takes, the caption row on every page', async () => {
    const row = { no_faktur_jual: 'JL-1', tgl_system: '2026-03-10', berat: 1 };
    const setup = async (def: ReportDef) => (await written([row], def)).pageSetup;
    // The 44 columns of the sales report: landscape even if the report were declared upright.
    for (const def of [DEF, { ...DEF, orientation: 'portrait' as const }])
      expect(await setup(def)).toMatchObject({
        orientation: 'landscape',
        paperSize: 9,
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
        printTitlesRow: '7:7',
      });
    // A narrow table keeps its orientation.
    const narrow = { ...DEF, orientation: 'portrait' as const, columns: DEF.columns.slice(3, 6) };
    expect(await setup(narrow)).toMatchObject({ orientation: 'portrait', fitToWidth: 1, fitToHeight: 0 });
  });
});
