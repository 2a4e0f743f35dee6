import { formatMoney, formatMoneyId, PAYMENT_MAX } from '@emas/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRupiah, parseWholeNumber, rupiahText } from './number-text.ts';

/** Whole Rupiah up to the widest amount a payment field takes. */
const rupiah = fc.integer({ min: 0, max: PAYMENT_MAX });
/** Text a cashier or a paste can put between the digits: grouping signs, 'Rp', spaces, NUL, letters. */
const junk = fc.constantFrom('.', ',', ' ', 'Rp', '\u0000', '\u00a0', 'x', '-', '\t', '’');

describe('Rupiah input text', () => {
  it('shows nothing for nothing typed, and the money style otherwise', () => {
    expect(rupiahText(undefined)).toBe('');
    expect(rupiahText('')).toBe('');
    expect(rupiahText(1234567)).toBe(formatMoney(1234567));
    expect(rupiahText(0)).toBe('0');
  });

  it('reads an amount typed in any grouping as the same whole Rupiah', () => {
    for (const typed of [
      '1234567',
      '1,234,567',
      '1.234.567',
      'Rp 1.234.567',
      'Rp1,234,567',
      '1 234 567',
      ' 1234567 ',
    ])
      expect(parseRupiah(typed), typed).toBe(1_234_567);
  });

  it('reads garbage, an empty field and NUL bytes as 0 or their digits', () => {
    expect(parseRupiah(undefined)).toBe(0);
    expect(parseRupiah('')).toBe(0);
    expect(parseRupiah('Rp')).toBe(0);
    expect(parseRupiah('abc')).toBe(0);
    expect(parseRupiah('\u0000\u0000')).toBe(0);
    expect(parseRupiah('40\u0000000')).toBe(40_000);
  });

  it('never reads a negative amount (the sign is not a digit)', () => {
    expect(parseRupiah('-50.000')).toBe(50_000);
  });

  it('reads back what it shows (property)', () => {
    fc.assert(
      fc.property(rupiah, (n) => {
        expect(parseRupiah(rupiahText(n))).toBe(n);
      }),
    );
  });

  it('reads a pasted Indonesian amount (1.234.567) as the amount (property)', () => {
    fc.assert(
      fc.property(rupiah, (n) => {
        expect(parseRupiah(formatMoneyId(n))).toBe(n);
      }),
    );
  });

  it('ignores whatever stands between the digits (property)', () => {
    fc.assert(
      fc.property(rupiah, fc.array(junk, { maxLength: 12 }), fc.nat(), (n, extra, seed) => {
        const chars = String(n).split('');
        extra.forEach((j, i) => {
          chars.splice((seed + i * 7) % (chars.length + 1), 0, j);
        });
        expect(parseRupiah(chars.join(''))).toBe(n);
      }),
    );
  });
});

describe('whole number input text', () => {
  it('keeps the sign of a negative number', () => {
    expect(parseWholeNumber('-5')).toBe(-5);
    expect(parseWholeNumber('-1,000')).toBe(-1000);
  });

  it('drops grouping and garbage, and reads what is not a number as 0', () => {
    expect(parseWholeNumber('1,000')).toBe(1000);
    expect(parseWholeNumber('1.000')).toBe(1000);
    expect(parseWholeNumber(undefined)).toBe(0);
    expect(parseWholeNumber('abc')).toBe(0);
    expect(parseWholeNumber('5-')).toBe(0);
    expect(parseWholeNumber('\u0000')).toBe(0);
  });

  it('reads back any whole number written plainly or grouped (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(parseWholeNumber(String(n))).toBe(n);
        expect(parseWholeNumber(formatMoney(n))).toBe(n);
      }),
    );
  });
});
