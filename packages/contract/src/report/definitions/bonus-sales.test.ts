import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASTERS } from '../../master/index.ts';
import { bonusSales, omsetByLabel } from './bonus-sales.ts';
import { OMSET_GROUPS } from './penjualan.ts';

describe('bonus sales', () => {
  it('grams × bonus per gram plus a share of the ongkos, each rounded half up', () => {
    expect(
      bonusSales({ berat: '10.625', ongkos: 100_000 }, { bonus_per_gram: 2_000, bonus_persen: 5 }),
    ).toEqual({
      bonus_gram: 21_250,
      bonus_ongkos: 5_000,
      bonus: 26_250,
    });
    // Half a Rupiah rounds up, less than half rounds down.
    expect(bonusSales({ berat: '0.0005', ongkos: 0 }, { bonus_per_gram: 1_000, bonus_persen: 0 }).bonus).toBe(
      1,
    );
    expect(bonusSales({ berat: '0.0004', ongkos: 0 }, { bonus_per_gram: 1_000, bonus_persen: 0 }).bonus).toBe(
      0,
    );
    expect(
      bonusSales({ berat: 0, ongkos: 33_333 }, { bonus_per_gram: 0, bonus_persen: 2.5 }).bonus_ongkos,
    ).toBe(833);
  });

  it('no bonus on negative turnover or without rates', () => {
    expect(
      bonusSales({ berat: '-3.000', ongkos: -50_000 }, { bonus_per_gram: 2_000, bonus_persen: 5 }).bonus,
    ).toBe(0);
    expect(bonusSales({ berat: '3.000', ongkos: 50_000 }, { bonus_per_gram: 0, bonus_persen: 0 }).bonus).toBe(
      0,
    );
  });

  it('whole Rupiah, the parts add up, and never more than the exact amount + 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (mg, ongkos, perGram, persenX100) => {
          const berat = (mg / 1000).toFixed(3);
          const r = bonusSales(
            { berat, ongkos },
            { bonus_per_gram: perGram, bonus_persen: persenX100 / 100 },
          );
          expect(Number.isInteger(r.bonus_gram) && Number.isInteger(r.bonus_ongkos)).toBe(true);
          expect(r.bonus).toBe(r.bonus_gram + r.bonus_ongkos);
          // Exact in integers: mg × perGram / 1000 and ongkos × persenX100 / 10000.
          expect(Math.abs(r.bonus_gram * 1000 - mg * perGram)).toBeLessThanOrEqual(500);
          expect(Math.abs(r.bonus_ongkos * 10_000 - ongkos * persenX100)).toBeLessThanOrEqual(5_000);
        },
      ),
    );
  });

  it('Parameter Bonus Sales offers the nine turnover groups of the recap, read back by label', () => {
    const def = MASTERS.find((m) => m.key === 'parameter-bonus-sales');
    const omset = def?.fields.find((f) => f.key === 'omset');
    expect(omset?.options).toEqual(OMSET_GROUPS.map((g) => g.label));
    for (const g of OMSET_GROUPS) expect(omsetByLabel(g.label)).toBe(g.key);
    expect(omsetByLabel('OMSET LAIN')).toBeUndefined();
  });
});
