import { describe, expect, it } from 'vitest';
import { fanOutBody, isSafeShopPath } from './toko.ts';

describe('isSafeShopPath', () => {
  it.each(['toko/setting', 'cash-pusat/daily-transaction-chart', 'kirim-uang/PST-001/terima', 'a.b/c'])(
    'accepts %s',
    (p) => expect(isSafeShopPath(p)).toBe(true),
  );
  it.each([
    '',
    '../x',
    'a/../../x',
    './x',
    'a/.',
    '%2e%2e/x',
    '.%2E/x',
    '..%2Fx',
    'a\\..\\x',
    'a//b',
    '/x',
    'x/',
    'x?y=1',
    'x#y',
    'x\u0000',
    'x\ny',
    'x\u007f',
  ])('refuses %j', (p) => expect(isSafeShopPath(p)).toBe(false));

  it('is the fan-out body rule', () => {
    expect(fanOutBody.safeParse({ method: 'GET', path: '%2e%2e/x' }).success).toBe(false);
    expect(fanOutBody.safeParse({ method: 'GET', path: 'toko/setting' }).success).toBe(true);
  });
});
