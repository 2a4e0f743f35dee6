import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { lateDays } from '../hutang/rules.ts';
import { feesTotal, lateFee, quoteTitip, type TitipTerms, totalTitipSimpan } from './rules.ts';

const TERMS: TitipTerms = {
  jumlah_titip_simpan: 5_000_000,
  bunga: '0.1',
  pembulatan: 500,
  denda_per_hari: 2_000,
  tgl_bunga: '2026-03-10',
  tgl_tempo: '2026-04-09',
  surat_pantes: 10_000,
  biaya_admin: 15_000,
  asuransi: 20_000,
  sewa_brankas: 25_000,
  biaya_jasa_pencarian: 5_000,
};

describe('late fee', () => {
  it('counts the days past tgl_tempo only', () => {
    expect(lateDays('2026-04-09', '2026-04-01')).toBe(0);
    expect(lateDays('2026-04-09', '2026-04-09')).toBe(0);
    expect(lateDays('2026-04-09', '2026-04-10')).toBe(1);
    expect(lateDays('2026-02-28', '2026-03-02')).toBe(2);
    expect(lateDays('2028-02-28', '2028-03-01')).toBe(2);
    expect(lateFee(2_000, '2026-04-09', '2026-04-12')).toBe(6_000);
  });
  it('refuses a malformed date', () => {
    expect(() => lateDays('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});

describe('settling a deposit', () => {
  it('on time: fees + interest (rounded up), no late fee', () => {
    const q = quoteTitip(TERMS, '2026-03-19');
    // 5,000,000 x 0.1 % x 10 days = 50,000
    expect(q).toMatchObject({
      lama_pinjam: 10,
      bunga_pinjam: 50_000,
      hari_terlambat: 0,
      denda_keterlambatan: 0,
    });
    expect(q.biaya).toBe(75_000);
    expect(q.total_peremajaan).toBe(125_000);
    expect(q.total_pelunasan).toBe(5_125_000);
    expect(q.bunga_bulan).toBe(3);
  });
  it('late: the late fee per day past tgl_tempo is added', () => {
    const q = quoteTitip({ ...TERMS, bunga: '0.013' }, '2026-04-12');
    // 34 days x 5,000,000 x 0.013 % = 22,100 -> 22,500; 3 days late x 2,000
    expect(q).toMatchObject({
      lama_pinjam: 34,
      bunga_pinjam: 22_500,
      hari_terlambat: 3,
      denda_keterlambatan: 6_000,
    });
    expect(q.total_pelunasan).toBe(5_000_000 + 75_000 + 22_500 + 6_000);
  });
  it('the same day counts one day; a day before the term is refused', () => {
    expect(quoteTitip(TERMS, '2026-03-10').lama_pinjam).toBe(1);
    expect(() => quoteTitip(TERMS, '2026-03-09')).toThrow(RangeError);
  });
  it('totals', () => {
    expect(feesTotal(TERMS)).toBe(75_000);
    expect(totalTitipSimpan(TERMS)).toBe(5_075_000);
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests against a simple reference: days by stepping one calendar day at a time.

/** Days from a to b by walking (reference of the date arithmetic). */
const walk = (a: string, b: string) => {
  let n = 0;
  let d = a;
  while (d < b) {
    d = addDays(d, 1);
    n += 1;
  }
  return n;
};

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('properties', () => {
  it('late fee = denda x days past tgl_tempo, by a day-by-day walk', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 100_000 }),
        (tempo, after, denda) => {
          const tanggal = addDays(tempo, after - 200);
          const expected = tanggal > tempo ? walk(tempo, tanggal) * denda : 0;
          expect(lateFee(denda, tempo, tanggal)).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
  it('interest = principal x rate x (days walked + 1), rounded up to the unit, never below exact', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 2_000_000 }).map((n) => n * 1000),
        fc.integer({ min: 0, max: 500 }),
        fc.constantFrom(1, 100, 500, 1000),
        (start, len, jumlah, bungaMilli, unit) => {
          const tanggal = addDays(start, len);
          const bunga = (bungaMilli / 1000).toFixed(3);
          const q = quoteTitip(
            {
              ...TERMS,
              jumlah_titip_simpan: jumlah,
              bunga,
              pembulatan: unit,
              tgl_bunga: start,
              tgl_tempo: start,
            },
            tanggal,
          );
          const days = walk(start, tanggal) + 1;
          expect(q.lama_pinjam).toBe(days);
          // exact in integer arithmetic: jumlah x bungaMilli x days / 100,000
          const num = BigInt(jumlah) * BigInt(bungaMilli) * BigInt(days);
          const den = 100_000n * BigInt(unit);
          const units = (num + den - 1n) / den;
          expect(q.bunga_pinjam).toBe(Number(units * BigInt(unit)));
          expect(q.total_pelunasan).toBe(jumlah + q.total_peremajaan);
          expect(q.total_peremajaan).toBe(75_000 + q.bunga_pinjam + q.denda_keterlambatan);
        },
      ),
      { numRuns: 300 },
    );
  });
});
