import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saleScanOf, saleScanText } from './sale-scan.ts';

describe('the sale counter scan', () => {
  it('drops the spaces a scanner or a paste brings, wherever they are', () => {
    expect(saleScanText(' 0001 2345\t\n')).toBe('00012345');
    expect(saleScanText('TK1-000042 ')).toBe('TK1-000042');
  });

  it('refuses a code shorter than a legacy barcode (8 digits)', () => {
    expect(saleScanOf('', [])).toEqual({ kind: 'short' });
    expect(saleScanOf('1234567', [])).toEqual({ kind: 'short' });
    expect(saleScanOf('   1234567   ', [])).toEqual({ kind: 'short' });
  });

  it('looks up an 8-digit barcode and a chain-wide code as scanned', () => {
    expect(saleScanOf('00012345', [])).toEqual({ kind: 'lookUp', kode: '00012345' });
    expect(saleScanOf('TK1-000042', ['00012345'])).toEqual({ kind: 'lookUp', kode: 'TK1-000042' });
  });

  it('names an item already in the cart instead of asking for it again', () => {
    expect(saleScanOf('00012345', ['TK1-000042', '00012345'])).toEqual({
      kind: 'duplicate',
      kode: '00012345',
    });
  });

  it('never looks up a code the cart holds, and always one it does not (property)', () => {
    const code = fc.stringMatching(/^[0-9A-Z-]{8,12}$/);
    fc.assert(
      fc.property(fc.array(code, { maxLength: 5 }), code, (cart, scanned) => {
        const r = saleScanOf(saleScanText(scanned), cart);
        expect(r).toEqual({ kind: cart.includes(scanned) ? 'duplicate' : 'lookUp', kode: scanned });
      }),
    );
  });
});
