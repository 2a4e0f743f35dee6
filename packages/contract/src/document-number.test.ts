import { describe, expect, it } from 'vitest';
import { formatDocumentNumber } from './document-number.ts';

describe('formatDocumentNumber', () => {
  it('joins prefix, shop, compact day and a 4-digit sequence', () => {
    expect(formatDocumentNumber('JL', 'TK1', '2026-11-23', 7)).toBe('JL-TK1-261123-0007');
    expect(formatDocumentNumber('BL', 'TK2', '2026-01-05', 12345)).toBe('BL-TK2-260105-12345');
  });
  it('refuses a sequence below 1 or a malformed day', () => {
    expect(() => formatDocumentNumber('JL', 'TK1', '2026-11-23', 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber('JL', 'TK1', '20261123', 1)).toThrow(RangeError);
  });
});
