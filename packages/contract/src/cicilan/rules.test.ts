import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lateDays } from '../hutang/rules.ts';
import { splitRefund } from '../transaksi/refund.ts';
import {
  addMonths,
  contractState,
  contractTotals,
  dendaFor,
  mayBeAuctionedCicilan,
  minimumDp,
  parameterFitsGroup,
  schedule,
} from './rules.ts';

const TERMS = {
  harga: 10_000_000,
  dp: 2_000_000,
  bunga: 1.5,
  tenor: 3,
  pembulatan: 500,
  tgl_cicilan: '2026-01-31',
  denda_per_hari: 5_000,
};

describe('contract total', () => {
  it('is the locked price plus interest per month x tenor on the financed part, rounded up', () => {
    // 8,000,000 x 1.5 % x 3 = 360,000
    expect(contractTotals(TERMS)).toEqual({
      pokok: 8_000_000,
      bunga_rp: 360_000,
      total_angsuran: 8_360_000,
      total_kontrak: 10_360_000,
      angsuran: 2_786_500,
      angsuran_akhir: 2_787_000,
    });
    // 1,234,567 x 1.75 % x 6 = 129,629.535 -> 130,000
    expect(contractTotals({ ...TERMS, harga: 1_334_567, dp: 100_000, bunga: 1.75, tenor: 6 }).bunga_rp).toBe(
      130_000,
    );
  });
  it('refuses a down payment of the whole price, a negative one, and a tenor of 0', () => {
    expect(() => contractTotals({ ...TERMS, dp: TERMS.harga })).toThrow(RangeError);
    expect(() => contractTotals({ ...TERMS, dp: -1 })).toThrow(RangeError);
    expect(() => contractTotals({ ...TERMS, tenor: 0 })).toThrow(RangeError);
  });
});

describe('schedule', () => {
  it('falls due month by month, clamped to the end of a short month, the last absorbing the rounding', () => {
    expect(schedule(TERMS)).toEqual([
      { ke: 1, tgl_tempo: '2026-02-28', jumlah: 2_786_500 },
      { ke: 2, tgl_tempo: '2026-03-31', jumlah: 2_786_500 },
      { ke: 3, tgl_tempo: '2026-04-30', jumlah: 2_787_000 },
    ]);
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });
});

describe('late fee', () => {
  it('counts the days after the due date; none on or before it', () => {
    expect(lateDays('2026-03-10', '2026-03-10')).toBe(0);
    expect(lateDays('2026-03-10', '2026-03-09')).toBe(0);
    expect(lateDays('2026-03-10', '2026-03-12')).toBe(2);
    expect(dendaFor('2026-02-28', '2026-03-01', 5_000)).toBe(5_000);
  });
});

describe('where a contract stands', () => {
  it('shows paid, remaining, overdue instalments, fees and the pay-off amount', () => {
    const s = contractState(TERMS, 1, '2026-04-02');
    expect(s.jumlah_bayar).toBe(2_000_000 + 2_786_500);
    expect(s.sisa_rp).toBe(2_786_500 + 2_787_000);
    expect(s.telat).toBe(1);
    expect(s.denda_rp).toBe(2 * 5_000);
    expect(s.berikut).toEqual({
      ke: 2,
      tgl_tempo: '2026-03-31',
      jumlah: 2_786_500,
      denda: 10_000,
      total: 2_796_500,
    });
    expect(s.pelunasan).toBe(2_786_500 + 2_787_000 + 10_000);
    const done = contractState(TERMS, 3, '2026-05-01');
    expect(done.sisa_rp).toBe(0);
    expect(done.berikut).toBeUndefined();
    expect(() => contractState(TERMS, 4, '2026-05-01')).toThrow(RangeError);
  });
  it('is defaulted (auctionable) when AKTIF and the next instalment is overdue', () => {
    expect(mayBeAuctionedCicilan('AKTIF', TERMS, 0, '2026-02-28')).toBe(false);
    expect(mayBeAuctionedCicilan('AKTIF', TERMS, 0, '2026-03-01')).toBe(true);
    expect(mayBeAuctionedCicilan('AKTIF', TERMS, 1, '2026-03-01')).toBe(false);
    expect(mayBeAuctionedCicilan('LUNAS', TERMS, 0, '2026-03-01')).toBe(false);
    expect(mayBeAuctionedCicilan('AKTIF', TERMS, 3, '2027-03-01')).toBe(false);
  });
  it('asks a minimum down payment rounded up to whole Rupiah; a parameter row fits its group or all', () => {
    expect(minimumDp(10_000_001, 20)).toBe(2_000_001);
    expect(minimumDp(1_000, 0)).toBe(0);
    expect(parameterFitsGroup({ kode_group: '' }, 'EMAS')).toBe(true);
    expect(parameterFitsGroup({}, 'EMAS')).toBe(true);
    expect(parameterFitsGroup({ kode_group: 'EMAS' }, 'EMAS')).toBe(true);
    expect(parameterFitsGroup({ kode_group: 'PERAK' }, 'EMAS')).toBe(false);
  });
});

const dayMs = 86_400_000;
const arbDate = fc
  .integer({ min: Date.UTC(2020, 0, 1) / dayMs, max: Date.UTC(2035, 11, 31) / dayMs })
  .map((d) => new Date(d * dayMs).toISOString().slice(0, 10));
const arbTerms = fc
  .record({
    harga: fc.integer({ min: 2, max: 2_000_000_000 }),
    dpShare: fc.double({ min: 0, max: 0.999, noNaN: true }),
    bunga: fc.integer({ min: 0, max: 1_000 }).map((b) => b / 100),
    tenor: fc.integer({ min: 1, max: 60 }),
    pembulatan: fc.constantFrom(1, 100, 500, 1_000),
    tgl_cicilan: arbDate,
    denda_per_hari: fc.integer({ min: 0, max: 100_000 }),
  })
  .map(({ dpShare, ...t }) => ({ ...t, dp: Math.min(t.harga - 1, Math.floor(t.harga * dpShare)) }));

describe('properties', () => {
  it('paid + remaining = contract total for every schedule and every number of instalments paid', () => {
    fc.assert(
      fc.property(arbTerms, fc.nat(60), arbDate, (t, k, day) => {
        const c = contractTotals(t);
        const rows = schedule(t);
        expect(rows).toHaveLength(t.tenor);
        expect(t.dp + rows.reduce((s, a) => s + a.jumlah, 0)).toBe(c.total_kontrak);
        const last = rows[rows.length - 1]?.jumlah ?? 0;
        for (const a of rows) expect(a.jumlah).toBeGreaterThanOrEqual(0);
        expect(last).toBeGreaterThanOrEqual(c.angsuran);
        expect(last - c.angsuran).toBeLessThan(t.pembulatan * t.tenor);
        const paid = Math.min(k, t.tenor);
        const s = contractState(t, paid, day);
        expect(s.jumlah_bayar + s.sisa_rp).toBe(c.total_kontrak);
        expect(s.pelunasan).toBe(s.sisa_rp + s.denda_rp);
      }),
    );
  });

  it('the late fee matches a reference over random dates', () => {
    const reference = (due: string, day: string, perDay: number) => {
      const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / dayMs);
      return Math.max(0, days) * perDay;
    };
    fc.assert(
      fc.property(arbDate, arbDate, fc.integer({ min: 0, max: 1_000_000 }), (due, day, perDay) => {
        expect(dendaFor(due, day, perDay)).toBe(reference(due, day, perDay));
      }),
    );
  });

  it('the late fees of a contract are the reference summed over its open overdue instalments', () => {
    fc.assert(
      fc.property(arbTerms, fc.nat(60), arbDate, (t, k, day) => {
        const paid = Math.min(k, t.tenor);
        const open = schedule(t).slice(paid);
        const expected = open.reduce(
          (s, a) =>
            s +
            Math.max(0, Math.round((Date.parse(day) - Date.parse(a.tgl_tempo)) / dayMs)) * t.denda_per_hari,
          0,
        );
        expect(contractState(t, paid, day).denda_rp).toBe(expected);
      }),
    );
  });

  it('a cancel refunds and keeps exactly what was paid', () => {
    fc.assert(
      fc.property(arbTerms, fc.nat(60), fc.integer({ min: 0, max: 10_000 }), (t, k, p) => {
        const s = contractState(t, Math.min(k, t.tenor), t.tgl_cicilan);
        const split = splitRefund(s.jumlah_bayar, p / 100, t.pembulatan);
        expect(split.refund_rp + split.hangus_rp).toBe(s.jumlah_bayar);
        expect(split.refund_rp).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
