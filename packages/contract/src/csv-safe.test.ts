import { describe, expect, it } from 'vitest';
import { csvExportField } from './api/export-csv.ts';
import { csvFormulaSafe } from './csv-safe.ts';
import { csvField } from './report/house-rules.ts';
import type { ReportColumn } from './report/types.ts';

const col = (format: ReportColumn['format'], extra: Partial<ReportColumn> = {}): ReportColumn => ({
  key: 'x',
  caption: 'X',
  format,
  ...extra,
});

describe('CSV formula injection (OWASP): text that starts a formula is written after a single quote', () => {
  it('escapes = + - @ tab and carriage return at the start of a text, nothing else', () => {
    for (const t of ['=HYPERLINK("http://x","klik")', '+1+1', '-5000', '@SUM(A1)', '\t=1', '\r=1'])
      expect(csvFormulaSafe(t)).toBe(`'${t}`);
    for (const t of ['BUDI', 'A=1', '5-3', '', "'=1", '-', '---']) expect(csvFormulaSafe(t)).toBe(t);
  });

  it('report CSVs: by the column format, money -5000 stays a number, text -5000 is escaped', () => {
    expect(csvField(col('rupiah'), -5000)).toBe('-5000');
    expect(csvField(col('rupiah'), '-5000')).toBe('-5000');
    expect(csvField(col('gram'), '-1.5')).toBe('-1,500');
    expect(csvField(col('number'), -3)).toBe('-3');
    expect(csvField(col('rupiah'), '=1+1')).toBe("'=1+1");
    expect(csvField(col('text'), '-5000')).toBe("'-5000");
    expect(csvField(col('text'), -5000)).toBe('-5000');
    expect(csvField(col('text'), '=HYPERLINK("http://x","klik")')).toBe(
      '"\'=HYPERLINK(""http://x"",""klik"")"',
    );
    expect(csvField(col('text'), '@cmd')).toBe("'@cmd");
    expect(csvField(col('text', { barcode: true }), '+12')).toBe("'+12");
    expect(csvField(col('text', { barcode: true }), '12')).toBe('"=""00000012"""');
    expect(csvField(col('date'), '2026-03-01')).toBe('2026-03-01');
    expect(csvField(col('date'), '=1+1')).toBe("'=1+1");
  });

  it('Export CSV: codes stay string literals, number fields plain, other text escaped', () => {
    expect(csvExportField('nama_customer', '=HYPERLINK("http://x","klik")')).toBe(
      "'=HYPERLINK(http://xklik)",
    );
    expect(csvExportField('deskripsi', ' -5000')).toBe("'-5000");
    expect(csvExportField('jumlah_out', '-5000')).toBe('-5000');
    expect(csvExportField('berat', '-0.500')).toBe('-0,500');
    expect(csvExportField('harga_total', -5000)).toBe('-5000');
    expect(csvExportField('harga_total', '=1+1')).toBe("'=1+1");
    expect(csvExportField('kode_sales', '=1+1')).toBe('="=1+1"');
  });
});
