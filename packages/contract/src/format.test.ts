import { describe, expect, it } from 'vitest';
import {
  decimalTwoPlaces,
  digitsAndDot,
  digitsDotAndK,
  digitsFromOne,
  formatCell,
  formatGram,
  formatMoney,
  formatMoneyAxis,
  formatMoneyId,
  formatNumber,
  formatPercent,
  formatRupiah,
  onlyDigits,
  percentageInput,
  spacesToUnderscore,
} from './format.ts';
import { MSG } from './messages.ts';

describe('number display', () => {
  it('groups money Korean style in whole rupiah', () => {
    expect(formatMoney(1234567)).toBe('1,234,567');
    expect(formatMoney(1234567.6)).toBe('1,234,568');
    expect(formatMoney('2500000')).toBe('2,500,000');
    expect(formatMoney(0)).toBe('0');
    expect(formatMoney(-1500)).toBe('-1,500');
    expect(formatMoney(-0.2)).toBe('0');
    expect(formatMoney(null)).toBe('0');
    expect(formatMoney('abc')).toBe('0');
    expect(formatMoney(Number.NaN)).toBe('0');
  });
  it('groups money Indonesian style', () => {
    expect(formatMoneyId(1234567)).toBe('1.234.567');
    expect(formatMoneyId('999')).toBe('999');
  });
  it('shortens money on a chart axis in the same style: jt and M with one decimal', () => {
    expect(formatMoneyAxis(950_000)).toBe('950,000');
    expect(formatMoneyAxis(26_940_000)).toBe('26.9 jt');
    expect(formatMoneyAxis(1_000_000)).toBe('1 jt');
    expect(formatMoneyAxis(1_234_000_000)).toBe('1.2 M');
    expect(formatMoneyAxis(2_500_000_000_000)).toBe('2,500 M');
    expect(formatMoneyAxis(-3_000_000)).toBe('-3 jt');
    expect(formatMoneyAxis(0)).toBe('0');
  });
  it('counts (points, pieces) in the same grouping as money', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber('2500')).toBe('2,500');
  });
  it('prefixes rupiah', () => {
    expect(formatRupiah(1234567)).toBe('Rp 1,234,567');
  });
  it('shows grams with 3 decimals and thousands commas', () => {
    expect(formatGram(1234.5)).toBe('1,234.500');
    expect(formatGram('0.1')).toBe('0.100');
    expect(formatGram(2.3456)).toBe('2.346');
    expect(formatGram(undefined)).toBe('0.000');
  });
  it('shows percentages with 2 decimals', () => {
    expect(formatPercent(12.5)).toBe('12.50');
    expect(formatPercent(2.345)).toBe('2.35');
    expect(formatPercent(1000)).toBe('1,000.00');
  });
});

describe('formatCell', () => {
  it('formats each cell type', () => {
    expect(formatCell('rupiah', 1500000)).toBe('1,500,000');
    expect(formatCell('gram', '3.5')).toBe('3.500');
    expect(formatCell('gram2', '1234.567')).toBe('1,234.57');
    expect(formatCell('percent', 1.1)).toBe('1.10');
    expect(formatCell('number', 12345)).toBe('12,345');
    expect(formatCell('date', '2026-01-31')).toBe('31-01-2026');
    expect(formatCell('date', new Date('2026-01-31T20:00:00Z'))).toBe('01-02-2026');
    expect(formatCell('text', 'EMAS 24K')).toBe('EMAS 24K');
    expect(formatCell('text', 12)).toBe('12');
  });
  it('leaves empty values empty', () => {
    for (const t of ['rupiah', 'gram', 'gram2', 'percent', 'number', 'date', 'text'] as const) {
      expect(formatCell(t, null)).toBe('');
      expect(formatCell(t, undefined)).toBe('');
      expect(formatCell(t, '')).toBe('');
    }
    expect(formatCell('rupiah', 0)).toBe('0');
  });
});

describe('input formatters', () => {
  it('keeps digits and dot', () => {
    expect(digitsAndDot('1a2.3,4 g')).toBe('12.34');
  });
  it('keeps digits, dot and K', () => {
    expect(digitsDotAndK('24k ')).toBe('24K');
    expect(digitsDotAndK('9.5Kx')).toBe('9.5K');
  });
  it('keeps digits only', () => {
    expect(onlyDigits('08-12 34.5')).toBe('0812345');
    expect(onlyDigits('')).toBe('');
  });
  it('empties values below 1, otherwise digits', () => {
    expect(digitsFromOne('0')).toBe('');
    expect(digitsFromOne('0.5')).toBe('');
    expect(digitsFromOne('')).toBe('');
    expect(digitsFromOne('abc')).toBe('');
    expect(digitsFromOne('1')).toBe('1');
    expect(digitsFromOne('12a3')).toBe('123');
    expect(digitsFromOne('007')).toBe('7');
  });
  it('keeps at most 2 decimals', () => {
    expect(decimalTwoPlaces('12.345')).toBe('12.34');
    expect(decimalTwoPlaces('1.2.3')).toBe('1.23');
    expect(decimalTwoPlaces('12.')).toBe('12.');
    expect(decimalTwoPlaces('a1b')).toBe('1');
  });
  it('turns spaces into underscores', () => {
    expect(spacesToUnderscore('CINCIN EMAS  24K')).toBe('CINCIN_EMAS__24K');
  });
  it('clears a percentage over 100 with the error text', () => {
    expect(percentageInput('99.999')).toEqual({ value: '99.99' });
    expect(percentageInput('100')).toEqual({ value: '100' });
    expect(percentageInput('100.01')).toEqual({ value: '', error: 'Tidak Boleh Melebihi 100 !' });
    expect(percentageInput('250')).toEqual({ value: '', error: MSG.percentOver });
    expect(percentageInput('')).toEqual({ value: '' });
  });
});
