import { describe, expect, it } from 'vitest';
import {
  CSV_EXPORT_SETS,
  csvExportBody,
  csvExportField,
  csvExportText,
  EXPORT_CSV_MSG,
  maxCsvExportDate,
} from './export-csv.ts';

describe('Export Csv', () => {
  it('has the twelve sets with their file names', () => {
    expect(CSV_EXPORT_SETS.map((s) => s.fileName)).toEqual([
      'Data Barang',
      'Data Saldo Barang',
      'Data Hancur Barang',
      'Data Cash',
      'Data System',
      'Data Group',
      'Data Hutang',
      'Data Jual',
      'Data Member',
      'Data Pembelian',
      'Data Service',
      'Data Tukar',
    ]);
  });

  it('pads barcodes to 8 digits and keeps codes as text', () => {
    expect(csvExportField('kode_barcode', '771')).toBe('="00000771"');
    expect(csvExportField('kode_barcode', 771)).toBe('="00000771"');
    expect(csvExportField('kode_group', '001')).toBe('="001"');
    expect(csvExportField('no_faktur_jual', 'JL-TK1-0001')).toBe('="JL-TK1-0001"');
    expect(csvExportField('kode_sales', '')).toBe('');
  });

  it('strips commas, quotes and line breaks from text; numbers plain with a decimal comma', () => {
    expect(csvExportField('nama_customer', 'BUDI, "SANTOSO"\nJR')).toBe('BUDI SANTOSO JR');
    expect(csvExportField('deskripsi', 'PATRI; POLES')).toBe('"PATRI; POLES"');
    expect(csvExportField('berat', '2.125')).toBe('2,125');
    expect(csvExportField('kadar', 75.5)).toBe('75,5');
    expect(csvExportField('harga_total', 2150000)).toBe('2150000');
    expect(csvExportField('tgl_system', null)).toBe('');
  });

  it('writes the field names, then a line per row', () => {
    const set = CSV_EXPORT_SETS.find((s) => s.key === 'data_hancur');
    if (!set) throw new Error('set');
    expect(
      csvExportText(set, [{ kode_barcode: '12', tgl_system: '2026-03-10', kondisi_barang: 'RUSAK, PATAH' }]),
    ).toBe('kode_barcode;tgl_system;kondisi_barang\r\n="00000012";2026-03-10;RUSAK PATAH\r\n');
  });

  it('the day: required, a real date, at most the business date minus one', () => {
    expect(csvExportBody.safeParse({}).error?.issues[0]?.message).toBe(EXPORT_CSV_MSG.tanggalEmpty);
    expect(csvExportBody.safeParse({ tgl_system: '' }).error?.issues[0]?.message).toBe(
      EXPORT_CSV_MSG.tanggalEmpty,
    );
    expect(csvExportBody.safeParse({ tgl_system: '2026-02-30' }).success).toBe(false);
    expect(maxCsvExportDate('2026-03-01')).toBe('2026-02-28');
    expect(EXPORT_CSV_MSG.tooLate('2026-02-28')).toBe('Tanggal Tidak Boleh Lebih Dari 28-02-2026');
  });
});
