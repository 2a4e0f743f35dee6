import { describe, expect, it } from 'vitest';
import { randomId } from './random.ts';

describe('randomId', () => {
  it('gives 16 alphanumeric characters by default', () => {
    expect(randomId()).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(randomId(40)).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(randomId(0)).toBe('');
  });
  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomId()));
    expect(ids.size).toBe(1000);
  });
  it('refuses a bad length', () => {
    expect(() => randomId(-1)).toThrow(RangeError);
    expect(() => randomId(1.5)).toThrow(RangeError);
  });
});
