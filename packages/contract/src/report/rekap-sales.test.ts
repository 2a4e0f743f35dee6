import { describe, expect, it } from 'vitest';
import { rekapSalesAnswer } from './rekap-sales.ts';

describe('rekapSalesAnswer: the document shape of the sales recap', () => {
  it('one entry per sales person with the nine groups; the global totals add every person', () => {
    const out = rekapSalesAnswer([
      {
        omset: 'omset_emas',
        kode_sales: 'S01',
        nama_sales: 'ANI',
        jumlah: 2,
        berat: '1.100',
        ongkos: 10,
        rupiah: 100,
      },
      {
        omset: 'omset_emas',
        kode_sales: 'S02',
        nama_sales: 'BUDI',
        jumlah: 1,
        berat: '0.200',
        ongkos: 5,
        rupiah: 50,
      },
      {
        omset: 'omset_service',
        kode_sales: 'S01',
        nama_sales: 'ANI',
        jumlah: 1,
        berat: '0.000',
        ongkos: 7,
        rupiah: 7,
      },
    ]);
    expect(out.sales.map((s) => s.kode_sales)).toEqual(['S01', 'S02']);
    expect(out.sales[0]?.omset_emas).toEqual({ berat: '1.100', jumlah: 2, rupiah: 100, ongkos: 10 });
    expect(out.sales[0]?.omset_lm).toEqual({ berat: '0.000', jumlah: 0, rupiah: 0, ongkos: 0 });
    expect(out.global.total_omset_emas).toEqual({ berat: '1.300', jumlah: 3, rupiah: 150, ongkos: 15 });
    expect(out.global.total_omset_service.rupiah).toBe(7);
    expect(Object.keys(out.global)).toHaveLength(9);
  });
});
