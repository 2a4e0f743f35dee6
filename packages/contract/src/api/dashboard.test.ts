import { describe, expect, it } from 'vitest';
import { type DashboardTotals, sumDashboardTotals, zeroDashboardTotals } from './dashboard.ts';

const shop = (p: Partial<DashboardTotals>): DashboardTotals => ({ ...zeroDashboardTotals(), ...p });

describe("head office's totals over its shops", () => {
  it('adds every figure of every shop', () => {
    const sum = sumDashboardTotals([
      shop({
        total_penjualan: 26_940_000,
        total_pembelian: 12_434_500,
        total_service: 185_000,
        gram_penjualan: 28.467,
      }),
      shop({ total_penjualan: 1_150_000, total_hutang: 5_000_000, gram_pembelian: 12.55 }),
    ]);
    expect(sum).toEqual({
      total_penjualan: 28_090_000,
      total_pembelian: 12_434_500,
      total_service: 185_000,
      total_hutang: 5_000_000,
      gram_penjualan: 28.467,
      gram_pembelian: 12.55,
    });
  });
  it('adds grams in milligrams: 0.1 + 0.2 is 0.3', () => {
    const sum = sumDashboardTotals([shop({ gram_penjualan: 0.1 }), shop({ gram_penjualan: 0.2 })]);
    expect(sum.gram_penjualan).toBe(0.3);
  });
  it('no shop: all zero', () => {
    expect(sumDashboardTotals([])).toEqual(shop({}));
  });
});
