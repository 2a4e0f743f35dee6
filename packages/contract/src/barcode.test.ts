import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barcode } from './api/barang.ts';
import {
  BARCODE_MAX,
  isLegacyBarcode,
  looksLikeBarcode,
  normalizeBarcode,
  parseShopBarcode,
  shopBarcode,
} from './barcode.ts';
import { code } from './validation.ts';

/** Shop codes as Master Toko accepts them (validation.ts code(), at most 20 characters). */
const kodeToko = fc
  .stringMatching(/^[A-Za-z0-9_.-]{1,20}$/)
  .map((s) => code('Kode Toko', 20).parse(s) as string);
/** Sequence numbers the shop's barcode sequence gives (1 .. 99 999 999). */
const seq = fc.integer({ min: 1, max: 99_999_999 });

describe('chain barcodes', () => {
  it('carry the shop code and a 6-digit sequence, readable on a label', () => {
    expect(shopBarcode('TK1', 42)).toBe('TK1-000042');
    expect(shopBarcode('TK1', 1_234_567)).toBe('TK1-1234567');
    expect(parseShopBarcode('TK1-000042')).toEqual({ kode_toko: 'TK1', n: 42 });
    expect(parseShopBarcode('00000042')).toBeUndefined();
    expect(() => shopBarcode('TK1', 0)).toThrow();
  });

  it('codes of two different shops never collide, whatever their shop codes look like', () => {
    fc.assert(
      fc.property(kodeToko, kodeToko, seq, seq, (a, b, n, m) => {
        fc.pre(a !== b);
        expect(shopBarcode(a, n)).not.toBe(shopBarcode(b, m));
      }),
      { numRuns: 2000 },
    );
    // Shop codes that end in digits or hold a dash, where a join without the dash would collide
    // (TK1 + 1000012 and TK11 + 000012 are both TK11000012).
    expect(shopBarcode('TK1', 1_000_012)).not.toBe(shopBarcode('TK11', 12));
    expect(shopBarcode('A-000001', 1)).not.toBe(shopBarcode('A', 1));
  });

  it('one shop: distinct sequence numbers give distinct codes, and the code gives both back', () => {
    fc.assert(
      fc.property(kodeToko, seq, seq, (k, n, m) => {
        const c = shopBarcode(k, n);
        expect(parseShopBarcode(c)).toEqual({ kode_toko: k, n });
        if (n !== m) expect(c).not.toBe(shopBarcode(k, m));
      }),
      { numRuns: 2000 },
    );
  });

  it('never equal a legacy 8-digit code of any shop, and pass every barcode field', () => {
    const field = barcode();
    fc.assert(
      fc.property(kodeToko, seq, fc.integer({ min: 1, max: 99_999_999 }), (k, n, legacy) => {
        const c = shopBarcode(k, n);
        const old = normalizeBarcode(legacy);
        expect(isLegacyBarcode(old)).toBe(true);
        expect(isLegacyBarcode(c)).toBe(false);
        expect(c).not.toBe(old);
        // At least 8 characters (the counter looks a barcode up from 8), at most 30.
        expect(c.length).toBeGreaterThanOrEqual(8);
        expect(c.length).toBeLessThanOrEqual(BARCODE_MAX);
        expect(field.parse(c)).toBe(c);
        expect(field.parse(c.toLowerCase())).toBe(c);
        expect(looksLikeBarcode(c)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('a barcode field still pads legacy digits and refuses other text', () => {
    const field = barcode();
    expect(field.parse('42')).toBe('00000042');
    expect(field.safeParse('12a').success).toBe(false);
    expect(field.safeParse('TK1-42').success).toBe(false);
    expect(field.safeParse('123456789').success).toBe(false);
  });
});
