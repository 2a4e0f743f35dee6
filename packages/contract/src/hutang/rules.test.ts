import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import {
  chargedDays,
  extensionBase,
  findBungaBand,
  interestFor,
  isOverdue,
  kadarPlafondFor,
  loanDays,
  loanPlafond,
  monthlyRate,
  piecePlafond,
  quoteInterest,
  termDays,
} from './rules.ts';

describe('days of a loan', () => {
  it('counts the first day: the same day is 1, the next day 2, across months and leap days', () => {
    expect(loanDays('2026-03-10', '2026-03-10')).toBe(1);
    expect(loanDays('2026-03-10', '2026-03-11')).toBe(2);
    expect(loanDays('2026-01-31', '2026-03-01')).toBe(30);
    expect(loanDays('2028-02-28', '2028-03-01')).toBe(3);
    expect(loanDays('2026-12-31', '2027-01-01')).toBe(2);
  });
  it('refuses a date before the start and a malformed date', () => {
    expect(() => loanDays('2026-03-10', '2026-03-09')).toThrow(RangeError);
    expect(() => loanDays('2026-02-30', '2026-03-09')).toThrow(RangeError);
  });
  it('charges at least the band minimum', () => {
    expect(chargedDays('2026-03-10', '2026-03-12', 15)).toBe(15);
    expect(chargedDays('2026-03-10', '2026-03-24', 15)).toBe(15);
    expect(chargedDays('2026-03-10', '2026-03-25', 15)).toBe(16);
    expect(chargedDays('2026-03-10', '2026-03-10', 0)).toBe(1);
  });
  it('term and overdue', () => {
    expect(termDays('2026-03-10', '2026-07-08')).toBe(120);
    expect(isOverdue('2026-07-08', '2026-07-08')).toBe(false);
    expect(isOverdue('2026-07-08', '2026-07-09')).toBe(true);
  });
  it('an extension counts from the later of the old due date and its own day', () => {
    expect(extensionBase('2026-07-08', '2026-03-20')).toBe('2026-07-08');
    expect(extensionBase('2026-07-08', '2026-07-20')).toBe('2026-07-20');
  });
});

describe('interest', () => {
  it('principal x rate per day x days, rounded up to the rounding unit', () => {
    // 5,000,000 x 0.1 % x 15 = 75,000 exactly.
    expect(interestFor({ jumlah_hutang: 5_000_000, bunga: 0.1, hari: 15, pembulatan: 500 })).toBe(75_000);
    // 3,333,333 x 0.08 % x 17 = 45,333.3288 -> 45,500.
    expect(interestFor({ jumlah_hutang: 3_333_333, bunga: 0.08, hari: 17, pembulatan: 500 })).toBe(45_500);
    // A unit of 1 keeps whole rupiah (still up).
    expect(interestFor({ jumlah_hutang: 3_333_333, bunga: 0.08, hari: 17, pembulatan: 1 })).toBe(45_334);
    // An unreadable unit falls back to 500 (the rounding module's rule).
    expect(interestFor({ jumlah_hutang: 1_000_000, bunga: 0.1, hari: 1, pembulatan: 0 })).toBe(1_000);
  });
  it('the effective monthly rate is the daily rate x 30', () => {
    expect(monthlyRate(0.1)).toBe(3);
    expect(monthlyRate('0.075')).toBe(2.25);
  });
  it('a quote: days from the period start, at least the minimum, principal + interest', () => {
    const terms = {
      jumlah_hutang: 10_000_000,
      bunga: 0.08,
      minimal_hari: 15,
      pembulatan: 500,
      tgl_bunga: '2026-01-01',
    };
    expect(quoteInterest(terms, '2026-01-03')).toEqual({
      lama_pinjam: 15,
      bunga_pinjam: 120_000,
      bunga_bulan: 2.4,
      total_bayar: 10_120_000,
    });
    expect(quoteInterest(terms, '2026-01-31')).toMatchObject({ lama_pinjam: 31, bunga_pinjam: 248_000 });
  });

  /** The reference: whole numbers only (rate in thousandths of a percent), ceiling division. */
  const reference = (jumlah: number, bungaMilli: number, hari: number, unit: number) => {
    const num = BigInt(jumlah) * BigInt(bungaMilli) * BigInt(hari);
    const den = 100n * 1000n * BigInt(unit);
    return Number(((num + den - 1n) / den) * BigInt(unit));
  };

  it('equals a BigInt reference over random amounts, rates and day counts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 1, max: 3_650 }),
        fc.constantFrom(1, 100, 500, 1_000, 5_000),
        (jumlah, bungaMilli, hari, unit) => {
          const bunga = (bungaMilli / 1000).toFixed(3);
          expect(interestFor({ jumlah_hutang: jumlah, bunga, hari, pembulatan: unit })).toBe(
            reference(jumlah, bungaMilli, hari, unit),
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('quoted over random dates: the days and the interest follow the reference', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 20_000 }),
        (jumlah, bungaMilli, gap, minimal, startOffset) => {
          const start = addDays('2000-01-01', startOffset);
          const q = quoteInterest(
            {
              jumlah_hutang: jumlah,
              bunga: bungaMilli / 1000,
              minimal_hari: minimal,
              pembulatan: 500,
              tgl_bunga: start,
            },
            addDays(start, gap),
          );
          const hari = Math.max(gap + 1, minimal);
          expect(q.lama_pinjam).toBe(hari);
          expect(q.bunga_pinjam).toBe(reference(jumlah, bungaMilli, hari, 500));
          expect(q.total_bayar).toBe(jumlah + q.bunga_pinjam);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('rate bands', () => {
  const bands = [
    { kode_bunga: 'B2', jumlah_dari: 5_000_001, jumlah_sampai: 20_000_000, bunga: 0.08 },
    { kode_bunga: 'B1', jumlah_dari: 0, jumlah_sampai: 5_000_000, bunga: 0.1 },
  ];
  it('finds the band holding the amount, both ends included', () => {
    expect(findBungaBand(bands, 5_000_000)?.kode_bunga).toBe('B1');
    expect(findBungaBand(bands, 5_000_001)?.kode_bunga).toBe('B2');
    expect(findBungaBand(bands, 20_000_001)).toBeUndefined();
  });
});

describe('plafond', () => {
  const kadars = [
    { kode_kadar: '24K', kadar: 99.9, plafond_persen: 90 },
    { kode_kadar: '18K', kadar: 75, plafond_persen: 80 },
    { kode_kadar: '17K', kadar: 70, plafond_persen: 75 },
    { kode_kadar: '16K', kadar: 66.6, plafond_persen: null },
  ];
  it('takes the kadar row of the same kadar, else the highest below it that has a plafond', () => {
    expect(kadarPlafondFor(kadars, 75)).toEqual({ kode_kadar: '18K', plafond_persen: 80 });
    expect(kadarPlafondFor(kadars, 72)).toEqual({ kode_kadar: '17K', plafond_persen: 75 });
    expect(kadarPlafondFor(kadars, 68)).toBeUndefined();
  });
  it('a group plafond per gram x berat x taksiran, capped by maksimal_hutang', () => {
    const p = piecePlafond({
      berat: 10.5,
      kadar: 70,
      taksiran_persen: 90,
      group: { plafond_per_gram: 500_000, maksimal_hutang: 0 },
      harga_24k: 1_000_000,
    });
    expect(p).toEqual({ sumber: 'GROUP', exact: '4725000', plafond: 4_725_000 });
    const capped = piecePlafond({
      berat: 200,
      kadar: 70,
      group: { plafond_per_gram: 500_000, maksimal_hutang: 50_000_000 },
      harga_24k: 0,
    });
    expect(capped.plafond).toBe(50_000_000);
  });
  it('else the 24K price x kadar x berat x plafond % x taksiran; none gives 0', () => {
    const p = piecePlafond({
      berat: 2.345,
      kadar: 75,
      kadar_persen: 80,
      taksiran_persen: 100,
      harga_24k: 1_234_567,
    });
    // 1,234,567 x 0.75 x 2.345 x 0.8 = 1,737,035.769 -> 1,737,035
    expect(p).toMatchObject({ sumber: 'KADAR', plafond: 1_737_035 });
    expect(piecePlafond({ berat: 5, kadar: 75, harga_24k: 1_000_000 })).toEqual({
      sumber: 'NONE',
      exact: '0',
      plafond: 0,
    });
  });
  it('the loan plafond is the exact sum rounded down, never below the sum of the shown pieces', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            berat: fc.integer({ min: 1, max: 500_000 }).map((t) => t / 1000),
            kadar: fc.integer({ min: 1, max: 10_000 }).map((k) => k / 100),
            persen: fc.integer({ min: 0, max: 10_000 }).map((k) => k / 100),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.integer({ min: 1, max: 3_000_000 }),
        (list, harga) => {
          const pieces = list.map((x) =>
            piecePlafond({ berat: x.berat, kadar: x.kadar, kadar_persen: x.persen, harga_24k: harga }),
          );
          const total = loanPlafond(pieces);
          const shown = pieces.reduce((s, p) => s + p.plafond, 0);
          expect(total).toBeGreaterThanOrEqual(shown);
          expect(total - shown).toBeLessThan(pieces.length);
          const exact = pieces.reduce((s, p) => s + Number(p.exact), 0);
          expect(total).toBeLessThanOrEqual(exact + 1e-6);
        },
      ),
      { numRuns: 300 },
    );
  });
});
