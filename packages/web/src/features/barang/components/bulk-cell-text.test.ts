import { formatGram, formatMoney, formatPercent } from '@emas/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BULK_CELL_TEXT, type BulkCellKind, groupedDigits } from './bulk-cell-text.ts';

const { gram, percent, rupiah, upper } = BULK_CELL_TEXT;
/** Weights in milligrams up to 100 kg, shown as grams with 3 decimals. */
const milligrams = fc.integer({ min: 0, max: 100_000_000 });

describe('Tambah Barang Banyak cells: weights', () => {
  it('keeps digits and one decimal point, cutting to 3 decimals without rounding', () => {
    expect(gram('7.550')).toBe('7.550');
    expect(gram('7.5559')).toBe('7.555');
    expect(gram('12')).toBe('12');
    expect(gram('.5')).toBe('.5');
  });

  it('a later point is dropped, its digits stay decimals', () => {
    expect(gram('7.5.5')).toBe('7.55');
    expect(gram('1.2.3.4.5')).toBe('1.234');
  });

  it("reads ',' as the app's thousands sign (1,234.500 gr), so '7,550' is 7550 grams", () => {
    expect(gram('1,234.500')).toBe('1234.500');
    expect(gram('7,550')).toBe('7550');
  });

  it('drops letters, units, spaces and NUL bytes of a paste', () => {
    expect(gram(' 7.55 gr')).toBe('7.55');
    expect(gram('7\u0000.5\u00005')).toBe('7.55');
    expect(gram('abc')).toBe('');
    expect(gram('-3.2')).toBe('3.2');
  });

  it('reads back a weight as the app shows it (property)', () => {
    fc.assert(
      fc.property(milligrams, (mg) => {
        const grams = mg / 1000;
        expect(Number(gram(formatGram(grams)))).toBe(grams);
      }),
    );
  });
});

describe('Tambah Barang Banyak cells: kadar', () => {
  it('keeps 2 decimals, cut not rounded', () => {
    expect(percent('75.555')).toBe('75.55');
    expect(percent('99.9')).toBe('99.9');
    expect(percent('75,5')).toBe('755');
  });

  it('reads back a kadar as the app shows it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const kadar = hundredths / 100;
        expect(Number(percent(formatPercent(kadar)))).toBe(kadar);
      }),
    );
  });
});

describe('Tambah Barang Banyak cells: Rupiah and names', () => {
  it('keeps the digits of an amount typed in any grouping', () => {
    expect(rupiah('Rp 1.234.567')).toBe('1234567');
    expect(rupiah('1,234,567')).toBe('1234567');
    expect(rupiah('1\u0000234')).toBe('1234');
  });

  it('shows the amount grouped like the money style, and reads it back (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (n) => {
        const shown = groupedDigits(String(n));
        expect(shown).toBe(formatMoney(n));
        expect(rupiah(shown)).toBe(String(n));
      }),
    );
  });

  it('upper-cases names', () => {
    expect(upper('cincin emas')).toBe('CINCIN EMAS');
  });

  it('cleaning what is already clean changes nothing, for every kind (property)', () => {
    const kinds: BulkCellKind[] = ['upper', 'gram', 'percent', 'rupiah'];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.string({ maxLength: 20 }), (kind, typed) => {
        const once = BULK_CELL_TEXT[kind](typed);
        expect(BULK_CELL_TEXT[kind](once)).toBe(once);
      }),
    );
  });
});
