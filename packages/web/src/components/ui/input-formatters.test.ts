import { MSG } from '@emas/contract';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const notify = vi.hoisted(() => ({ toast: { error: vi.fn() } }));
vi.mock('./notify.tsx', () => notify);

const { INPUT_FORMATTERS, percent } = await import('./input-formatters.ts');

beforeEach(() => notify.toast.error.mockReset());

describe('form input formatters', () => {
  it('read an empty field (null, undefined) as empty text and a number as its text', () => {
    for (const f of Object.values(INPUT_FORMATTERS)) {
      expect(f(null)).toBe('');
      expect(f(undefined)).toBe('');
    }
    expect(INPUT_FORMATTERS.digitsOnly(1234)).toBe('1234');
    expect(INPUT_FORMATTERS.decimal2(7.555)).toBe('7.55');
  });

  it('the number and code formatters never let a NUL byte or a control character through (property)', () => {
    // underscoreSpaces is free text with its spaces replaced: it filters nothing else.
    const { underscoreSpaces: _, ...filtering } = INPUT_FORMATTERS;
    const noisy = fc.string({ maxLength: 16 }).map((s) => `${s}\u0000\u0007${s}`);
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(filtering)), noisy, (format, typed) => {
        const controls = [...format(typed)].filter((c) => c.charCodeAt(0) < 0x20);
        expect(controls).toEqual([]);
      }),
    );
  });

  it('every formatter keeps what it already made (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(INPUT_FORMATTERS)),
        fc.string({ maxLength: 16 }),
        (format, typed) => {
          const once = format(typed);
          expect(format(once)).toBe(once);
        },
      ),
    );
  });
});

describe('percentage field', () => {
  it('keeps a kadar up to 100 with at most 2 decimals, silently', () => {
    expect(percent('75.555')).toBe('75.55');
    expect(percent('100')).toBe('100');
    expect(percent('')).toBe('');
    expect(notify.toast.error).not.toHaveBeenCalled();
  });

  it('clears a value over 100 and says why', () => {
    expect(percent('100.01')).toBe('');
    expect(notify.toast.error).toHaveBeenCalledWith(MSG.percentOver);
  });

  it('a pasted 7,550 is read without its comma: 7550 is over 100', () => {
    expect(percent('7,550')).toBe('');
    expect(notify.toast.error).toHaveBeenCalledOnce();
  });
});
