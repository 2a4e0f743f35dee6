import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maxPricePerGram,
  maxPurchasePrice,
  pricePurchaseLine,
  priceSaleLine,
  purchasePricePerGram,
  sumRupiah,
} from './pricing.ts';

const gram = fc.integer({ min: 1, max: 500_000 }).map((t) => t / 1000);
const price = fc.integer({ min: 0, max: 3_000_000 });
const unit = fc.constantFrom(1, 100, 500, 1000, 5000);
const arah = fc.constantFrom('up' as const, 'down' as const);

/** Reference in integer arithmetic: grams as thousandths, everything times 1000. */
function refSale(berat: number, hg: number, ongkos: number, atr: number, u: number, dir: 'up' | 'down') {
  const milli = BigInt(Math.round(berat * 1000)) * BigInt(hg) + BigInt(ongkos + atr) * 1000n;
  const step = BigInt(u) * 1000n;
  const floor = milli / step; // BigInt division truncates: the floor for non-negative amounts
  const exact = floor * step === milli;
  return Number(dir === 'down' || exact ? floor * BigInt(u) : (floor + 1n) * BigInt(u));
}

describe('priceSaleLine', () => {
  it('prices the example of the counter: 2.5 g x 1,000,000 + 50,000 ongkos, up to 500', () => {
    expect(
      priceSaleLine({
        berat: 2.5,
        harga_gram: 1_000_000,
        ongkos: 50_000,
        harga_atribut: 0,
        pembulatan: 500,
        arah: 'up',
      }),
    ).toBe(2_550_000);
    expect(
      priceSaleLine({
        berat: 2.501,
        harga_gram: 999_999,
        ongkos: 0,
        harga_atribut: 0,
        pembulatan: 500,
        arah: 'up',
      }),
    ).toBe(2_501_000);
    expect(
      priceSaleLine({
        berat: 2.501,
        harga_gram: 999_999,
        ongkos: 0,
        harga_atribut: 0,
        pembulatan: 500,
        arah: 'down',
      }),
    ).toBe(2_500_500);
  });
  it('always agrees with an integer reference computation', () => {
    fc.assert(
      fc.property(gram, price, price, price, unit, arah, (b, hg, o, a, u, d) => {
        expect(
          priceSaleLine({ berat: b, harga_gram: hg, ongkos: o, harga_atribut: a, pembulatan: u, arah: d }),
        ).toBe(refSale(b, hg, o, a, u, d));
      }),
    );
  });
  it('is a multiple of the unit and within one unit of the exact amount, on the chosen side', () => {
    fc.assert(
      fc.property(gram, price, price, unit, arah, (b, hg, o, u, d) => {
        const p = priceSaleLine({
          berat: b,
          harga_gram: hg,
          ongkos: o,
          harga_atribut: 0,
          pembulatan: u,
          arah: d,
        });
        const exact = new Decimal(b).times(hg).plus(o);
        expect(p % u).toBe(0);
        const diff = new Decimal(p).minus(exact);
        if (d === 'up') expect(diff.gte(0) && diff.lt(u)).toBe(true);
        else expect(diff.lte(0) && diff.gt(-u)).toBe(true);
      }),
    );
  });
});

describe('pricePurchaseLine', () => {
  it('takes the percentage and per-gram cuts off the day price', () => {
    expect(
      purchasePricePerGram({ harga_gram: 900_000, potongan_persen: 5, potongan_per_gram: 10_000 }).toNumber(),
    ).toBe(845_000);
    expect(
      pricePurchaseLine({
        berat: 3.333,
        harga_gram: 900_000,
        potongan_persen: 5,
        potongan_per_gram: 10_000,
        pembulatan: 1000,
        arah: 'down',
      }),
    ).toBe(2_816_000);
    expect(
      pricePurchaseLine({
        berat: 3.333,
        harga_gram: 900_000,
        potongan_persen: 5,
        potongan_per_gram: 10_000,
        pembulatan: 1000,
        arah: 'up',
      }),
    ).toBe(2_817_000);
  });
  it('never goes below zero and never above berat x day price', () => {
    fc.assert(
      fc.property(
        gram,
        price,
        fc.integer({ min: 0, max: 10_000 }),
        price,
        unit,
        arah,
        (b, hg, pp, pg, u, d) => {
          const p = pricePurchaseLine({
            berat: b,
            harga_gram: hg,
            potongan_persen: pp / 100,
            potongan_per_gram: pg,
            pembulatan: u,
            arah: d,
          });
          expect(p).toBeGreaterThanOrEqual(0);
          expect(new Decimal(p).lte(new Decimal(b).times(hg).plus(u))).toBe(true);
          expect(p % u).toBe(0);
        },
      ),
    );
  });
});

describe('sumRupiah', () => {
  it('equals the BigInt sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000_000 }), { maxLength: 50 }), (xs) => {
        expect(sumRupiah(xs)).toBe(Number(xs.reduce((s, x) => s + BigInt(x), 0n)));
      }),
    );
  });
});

describe('the maximum purchase price', () => {
  it('is berat x the maximum per gram, rounded up to the unit', () => {
    expect(maxPurchasePrice({ berat: 0.001, harga_maks_gram: 840_000, pembulatan: 500 })).toBe(1_000);
    expect(maxPurchasePrice({ berat: '2.345', harga_maks_gram: 800_000, pembulatan: 500 })).toBe(1_876_000);
    expect(maxPurchasePrice({ berat: 1, harga_maks_gram: 800_000, pembulatan: 1 })).toBe(800_000);
  });
  it("per gram: the master's own above 0, else the day's purchase price", () => {
    expect(maxPricePerGram(800_000, 840_000)).toBe(800_000);
    expect(maxPricePerGram(0, 840_000)).toBe(840_000);
  });
});
