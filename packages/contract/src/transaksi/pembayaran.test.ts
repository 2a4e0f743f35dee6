import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickCashAmounts, rekeningTakes, settleCash } from './pembayaran.ts';

describe('settleCash', () => {
  it('the issue example: 10,000,000 cash for 7,065,500 gives 2,934,500 back and keeps 7,065,500', () => {
    expect(settleCash([{ jenis: 'CASH', jumlah: 10_000_000 }], 7_065_500)).toEqual({
      ok: true,
      tunai_diterima: 10_000_000,
      tunai: 7_065_500,
      non_tunai: 0,
      kembalian: 2_934_500,
    });
  });
  it('cash on top of a transfer: change only from the cash', () => {
    expect(
      settleCash(
        [
          { jenis: 'TRANSFER', jumlah: 5_000_000 },
          { jenis: 'CASH', jumlah: 2_100_000 },
        ],
        7_065_500,
      ),
    ).toMatchObject({ ok: true, tunai: 2_065_500, non_tunai: 5_000_000, kembalian: 34_500 });
  });
  it('refuses less than due, and non-cash above due even with cash beside it', () => {
    expect(settleCash([{ jenis: 'CASH', jumlah: 100 }], 500)).toEqual({
      ok: false,
      reason: 'kurang',
      paid: 100,
    });
    expect(
      settleCash(
        [
          { jenis: 'QRIS', jumlah: 600 },
          { jenis: 'CASH', jumlah: 100 },
        ],
        500,
      ),
    ).toEqual({ ok: false, reason: 'non-tunai-lebih', paid: 700, non_tunai: 600 });
    // A trade-in counts as non-cash: it never makes change.
    expect(settleCash([{ jenis: 'TUKAR', jumlah: 501 }], 500)).toMatchObject({ ok: false });
  });
  it('exact payments of any kinds give no change', () => {
    expect(
      settleCash(
        [
          { jenis: 'E-WALLET', jumlah: 200 },
          { jenis: 'CASH', jumlah: 300 },
        ],
        500,
      ),
    ).toMatchObject({ ok: true, kembalian: 0, tunai: 300 });
  });

  const amount = fc.integer({ min: 0, max: 50_000_000 });
  it('property: for any tendered cash >= what non-cash leaves, the drawer keeps exactly due - non-cash', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000_000 }),
        fc.array(
          fc.record({ jenis: fc.constantFrom('TRANSFER', 'DEBET', 'QRIS', 'TUKAR'), jumlah: amount }),
          {
            maxLength: 3,
          },
        ),
        amount,
        (due, nonCash, extra) => {
          const others = nonCash.reduce((s, p) => s + p.jumlah, 0);
          fc.pre(others <= due);
          const tendered = due - others + extra;
          const r = settleCash([...nonCash, { jenis: 'CASH', jumlah: tendered }], due);
          expect(r).toEqual({
            ok: true,
            tunai_diterima: tendered,
            tunai: due - others,
            non_tunai: others,
            kembalian: extra,
          });
        },
      ),
    );
  });
  it('property: anything paid short of due is refused', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000_000 }),
        fc.integer({ min: 1, max: 200_000_000 }),
        (due, short) => {
          fc.pre(short <= due);
          expect(settleCash([{ jenis: 'CASH', jumlah: due - short }], due)).toMatchObject({
            ok: false,
            reason: 'kurang',
          });
        },
      ),
    );
  });
});

describe('quickCashAmounts', () => {
  it('the issue example: Uang Pas, then round amounts up to 10 million', () => {
    expect(quickCashAmounts(7_065_500)).toEqual([7_065_500, 7_100_000, 7_500_000, 8_000_000, 10_000_000]);
  });
  it('a small amount: round notes, nothing far above it', () => {
    expect(quickCashAmounts(65_000)).toEqual([65_000, 70_000, 100_000]);
    expect(quickCashAmounts(100_000)).toEqual([100_000]);
  });
  it('nothing to pay: no quick amounts', () => {
    expect(quickCashAmounts(0)).toEqual([]);
    expect(quickCashAmounts(-5)).toEqual([]);
  });
  it('property: ascending, the exact amount first, every amount covers it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (due) => {
        const q = quickCashAmounts(due);
        expect(q[0]).toBe(due);
        expect(q.length).toBeLessThanOrEqual(5);
        for (let i = 1; i < q.length; i++) expect(q[i]).toBeGreaterThan(q[i - 1] as number);
      }),
    );
  });
});

describe('rekeningTakes', () => {
  it('an account takes payments of its own kind; one without a kind takes transfers only', () => {
    expect(rekeningTakes('QRIS', 'QRIS')).toBe(true);
    expect(rekeningTakes('TRANSFER', 'TRANSFER')).toBe(true);
    expect(rekeningTakes('DEBET', 'TRANSFER')).toBe(false);
    expect(rekeningTakes('TRANSFER', 'E-WALLET')).toBe(false);
    expect(rekeningTakes('', 'TRANSFER')).toBe(true);
    expect(rekeningTakes('', 'QRIS')).toBe(false);
  });
});
