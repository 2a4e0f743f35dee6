import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GESEK_FEE_DEFAULT, gesekBody, gesekTunai, kodeTokoOfNoReff } from './kas.ts';

/** Reference: fee in hundredths of a percent, integer arithmetic, half up. */
function reference(gesek: number, feePercent: number) {
  const hundredths = BigInt(Math.round(feePercent * 100));
  const q = BigInt(gesek) * hundredths; // fee_rp * 10000
  const feeRp = Number((q * 2n + 10_000n) / 20_000n);
  return { fee_rp: feeRp, cash: gesek - feeRp };
}

describe('gesek tunai arithmetic', () => {
  it('fee = fee/100 x gesek (whole rupiah, half up) and cash = gesek - fee, for any amount and fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
        (gesek, fee) => {
          const got = gesekTunai(gesek, fee);
          expect(got).toEqual(reference(gesek, fee));
          expect(got.fee_rp + got.cash).toBe(gesek);
          expect(got.fee_rp).toBeGreaterThanOrEqual(0);
          expect(got.cash).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(got.fee_rp) && Number.isInteger(got.cash)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('examples: the 2.5 % default, half up at .5', () => {
    expect(gesekTunai(1_000_000, GESEK_FEE_DEFAULT)).toEqual({ fee_rp: 25_000, cash: 975_000 });
    expect(gesekTunai(20, 2.5)).toEqual({ fee_rp: 1, cash: 19 }); // 0.5 -> 1
    expect(gesekTunai(19, 2.5)).toEqual({ fee_rp: 0, cash: 19 }); // 0.475 -> 0
    expect(gesekTunai(100, 0)).toEqual({ fee_rp: 0, cash: 100 });
    expect(gesekTunai(100, 100)).toEqual({ fee_rp: 100, cash: 0 });
  });

  it('an empty fee is the 2.5 % default; grouped numbers are read', () => {
    const card = {
      no_credit_card: '4111-1111-1111-1111',
      valid_until: '27/12',
      nama_customer: 'a',
      no_ktp: '1234567890123456',
      alamat_customer: 'b',
      no_hp: '0812 3456 7890',
    };
    const r = gesekBody.parse({ kode_bank: 'bca', gesek: '1,000,000', fee: '', credit_card: [card] });
    expect(r).toMatchObject({ kode_bank: 'BCA', gesek: 1_000_000, fee: 2.5 });
    expect(r.credit_card[0]).toMatchObject({ no_credit_card: '4111111111111111', no_hp: '081234567890' });
  });
});

describe('transfer reference', () => {
  it('names the sending shop', () => {
    expect(kodeTokoOfNoReff('KU-TK1-260517-0003')).toBe('TK1');
    expect(kodeTokoOfNoReff('ku-tk-2-260517-0003')).toBe('TK-2');
    expect(kodeTokoOfNoReff('JL-TK1-260517-0003')).toBeNull();
    expect(kodeTokoOfNoReff('NGAWUR')).toBeNull();
  });
});
