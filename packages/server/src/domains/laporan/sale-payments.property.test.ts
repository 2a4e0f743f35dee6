import { jenisKey } from '@emas/contract';
import { JENIS_KAS } from '@emas/contract/api/kas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentsOf } from './transaksi-report.queries.ts';

/** An invoice's cash rows as the sales report's page query aggregates them (string_agg, U+001E apart). */
const aggregated = (rows: { jenis: string; jumlah: number }[]) =>
  rows.length ? rows.map((r) => `${r.jumlah} ${r.jenis}`).join('\u001e') : null;

// Kinds of the report's columns, and cash rows of other kinds (some with spaces) that it leaves out.
const jenis = fc.constantFrom(...JENIS_KAS, 'KUPON', 'POIN', 'BATAL TUKAR', 'TITIP SIMPAN');
const cashRow = fc.record({ jenis, jumlah: fc.integer({ min: 0, max: 5_000_000_000_000 }) });

describe('the sales report: an invoice payments from its cash rows', () => {
  it('sums each kind of the columns and flags a trade-in, whatever the rows', () => {
    fc.assert(
      fc.property(fc.array(cashRow, { maxLength: 8 }), (rows) => {
        const { sums, tukar } = paymentsOf(aggregated(rows));
        for (const kind of JENIS_KAS) {
          const expected = rows.filter((r) => r.jenis === kind).reduce((s, r) => s + r.jumlah, 0);
          expect(sums[jenisKey(kind)]).toBe(expected);
        }
        expect(Object.keys(sums).sort()).toEqual(JENIS_KAS.map(jenisKey).sort());
        expect(tukar).toBe(rows.some((r) => r.jenis === 'TUKAR'));
      }),
    );
  });

  it('an invoice without cash rows pays zero of every kind and has no trade-in', () => {
    const { sums, tukar } = paymentsOf(null);
    expect(Object.values(sums)).toEqual(JENIS_KAS.map(() => 0));
    expect(tukar).toBe(false);
  });

  it('a cash row of another kind whose name ends in TUKAR is no trade-in', () => {
    expect(paymentsOf(aggregated([{ jenis: 'BATAL TUKAR', jumlah: 5 }])).tukar).toBe(false);
    expect(paymentsOf(aggregated([{ jenis: 'TUKAR', jumlah: 0 }])).tukar).toBe(true);
  });
});
