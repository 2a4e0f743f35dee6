import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BIRTH_DATE_RANGE,
  firstIssueMessage,
  grams,
  isoDate,
  MAX_INPUT_DEPTH,
  unsafeInputMessage,
} from './validation.ts';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : firstIssueMessage(r.error);
};

describe('unsafeInputMessage', () => {
  it('names the field that holds a NUL byte or a lone surrogate, in a value or a key', () => {
    expect(unsafeInputMessage({ nama: 'A\u0000B' })).toBe('nama Mengandung Karakter Yang Tidak Diizinkan');
    expect(unsafeInputMessage({ detail: [{ ket: 'x\ud800' }] })).toBe(
      'detail.0.ket Mengandung Karakter Yang Tidak Diizinkan',
    );
    expect(unsafeInputMessage({ a: { 'k\udc00': 1 } })).toBe('a Mengandung Karakter Yang Tidak Diizinkan');
    expect(unsafeInputMessage('\u0000')).toBe('Data Mengandung Karakter Yang Tidak Diizinkan');
  });

  it('lets ordinary text through, emoji (a surrogate pair) included', () => {
    expect(unsafeInputMessage({ nama: 'Cincin 😀 24K', n: 1, b: true, x: null, l: ['é'] })).toBeUndefined();
    expect(unsafeInputMessage(undefined)).toBeUndefined();
  });

  it('refuses nesting deeper than the limit without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unsafeInputMessage(deep)).toBe('Struktur Data Terlalu Bertingkat');
    let ok: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) ok = { c: ok };
    expect(unsafeInputMessage(ok)).toBeUndefined();
    expect(unsafeInputMessage({ c: ok })).toBe('Struktur Data Terlalu Bertingkat');
  });
});

describe('grams', () => {
  const berat = grams('Berat');
  it('refuses more than 3 decimals instead of rounding a weight to 0', () => {
    expect(messageOf(berat, 0.0004)).toBe('Berat Maksimal 3 Angka Di Belakang Koma');
    expect(messageOf(berat, 1.2345)).toBe('Berat Maksimal 3 Angka Di Belakang Koma');
  });
  it('refuses a weight that rounds to 0 g, even below the float tolerance of the decimals check', () => {
    expect(messageOf(berat, 1e-10)).toBe('Berat Harus Lebih Dari 0');
    expect(messageOf(berat, 1e-7)).toBe('Berat Maksimal 3 Angka Di Belakang Koma');
    expect(messageOf(berat, 0.0004)).toBe('Berat Maksimal 3 Angka Di Belakang Koma');
    expect(messageOf(berat.optional(), 1e-10)).toBe('Berat Harus Lebih Dari 0');
    expect(messageOf(grams('Berat Estimasi', 100_000, 'Berat Estimasi Harus Diisi'), 1e-10)).toBe(
      'Berat Estimasi Harus Diisi',
    );
  });
  it('accepts 3 decimals, float noise of a sum included', () => {
    expect(berat.parse(0.001)).toBe(0.001);
    expect(berat.parse(0.001 + 1e-10)).toBe(0.001);
    expect(berat.parse(0.1 + 0.2)).toBe(0.3);
    expect(berat.parse(12.345)).toBe(12.345);
  });
});

describe('isoDate', () => {
  const tgl = isoDate('Tanggal');
  it('keeps dates between 2000-01-01 and 2099-12-31', () => {
    expect(tgl.parse('2000-01-01')).toBe('2000-01-01');
    expect(tgl.parse('2099-12-31')).toBe('2099-12-31');
    expect(messageOf(tgl, '9999-12-31')).toBe('Tanggal Harus Antara 01-01-2000 Dan 31-12-2099');
    expect(messageOf(tgl, '1999-12-31')).toBe('Tanggal Harus Antara 01-01-2000 Dan 31-12-2099');
    expect(messageOf(tgl, '0000-01-01')).toMatch(/^Tanggal /);
    expect(messageOf(tgl, '2026-02-31')).toBe('Tanggal Tidak Valid');
  });
  it('reaches back to 1900 for a birth date', () => {
    const lahir = isoDate('Tanggal Lahir', BIRTH_DATE_RANGE);
    expect(lahir.parse('1965-08-17')).toBe('1965-08-17');
    expect(messageOf(lahir, '1899-12-31')).toBe('Tanggal Lahir Harus Antara 01-01-1900 Dan 31-12-2099');
  });
});
