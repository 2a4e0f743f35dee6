import { describe, expect, it } from 'vitest';
import { isValidPhone, toWhatsappNumber } from './phone.ts';

describe('phone numbers', () => {
  it('turns a leading 0 into 62', () => {
    expect(toWhatsappNumber('081234567890')).toBe('6281234567890');
    expect(toWhatsappNumber(' 0812-3456 7890 ')).toBe('6281234567890');
    expect(toWhatsappNumber('+6281234567890')).toBe('6281234567890');
    expect(toWhatsappNumber('6281234567890')).toBe('6281234567890');
    expect(toWhatsappNumber('81234567890')).toBe('81234567890');
    expect(toWhatsappNumber('')).toBe('');
  });
  it('needs at least 11 characters', () => {
    expect(isValidPhone('0812345678')).toBe(false);
    expect(isValidPhone('08123456789')).toBe(true);
    expect(isValidPhone(' 0812345678 ')).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });
});
