import { describe, expect, it } from 'vitest';
import { reportColumns } from '../house-rules.ts';
import { LAPORAN_TRANSAKSI_PENJUALAN, PPN_PARAM, ppnOf, ppnPercent } from './penjualan.ts';

describe('PPN of the tax recap', () => {
  it('1.1 % today: DPP 10 % of the sales, PPN 11 % of the DPP, whole Rupiah', () => {
    expect(ppnOf(19_650_000, 10, 11)).toEqual({ dpp: 1_965_000, ppn: 216_150 });
    expect(ppnOf(1_234_567, 10, 11)).toEqual({ dpp: 123_457, ppn: 13_580 });
    expect(ppnOf(0, 10, 11)).toEqual({ dpp: 0, ppn: 0 });
    // Fractional percentages stay exact (no 0.1 + 0.2 drift).
    expect(ppnOf(1_000_000, 12.5, 11.5)).toEqual({ dpp: 125_000, ppn: 14_375 });
  });

  it('parameters are percentages from 0 to 100 with at most 2 decimals; anything else is the default', () => {
    expect(ppnPercent('10', PPN_PARAM.dppPersen.initial)).toBe(10);
    expect(ppnPercent('12,5', 10)).toBe(12.5);
    expect(ppnPercent(' 11.25 ', 10)).toBe(11.25);
    expect(ppnPercent('100', 10)).toBe(100);
    for (const bad of [undefined, null, '', 'sebelas', '-1', '101', '1.234', '1e2'])
      expect(ppnPercent(bad, 7)).toBe(7);
  });
});

describe('columns per target', () => {
  it('the sales detail keeps its long list for CSV and Excel, the PDF and screen what fits', () => {
    const csv = reportColumns(LAPORAN_TRANSAKSI_PENJUALAN, 'csv').map((c) => c.key);
    const pdf = reportColumns(LAPORAN_TRANSAKSI_PENJUALAN, 'pdf').map((c) => c.key);
    expect(reportColumns(LAPORAN_TRANSAKSI_PENJUALAN, 'xlsx').map((c) => c.key)).toEqual(csv);
    expect(reportColumns(LAPORAN_TRANSAKSI_PENJUALAN, 'screen').map((c) => c.key)).toEqual(pdf);
    expect(csv).toEqual(expect.arrayContaining(['no_generate', 'alamat_customer', 'cash', 'tukar', 'curr']));
    expect(csv).not.toContain('kadar_cetak');
    expect(pdf).toContain('kadar_cetak');
    expect(pdf.length).toBeLessThan(20);
    expect(pdf.every((k) => !['alamat_customer', 'cash', 'no_generate'].includes(k))).toBe(true);
  });
});
