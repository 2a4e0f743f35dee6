import { describe, expect, it } from 'vitest';
import { saveBarKeyOf } from './counter-save-keys.ts';

const press = (key: string, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe('the simpler counters key names', () => {
  it('names function keys in lower case, as the screens register them', () => {
    expect(saveBarKeyOf(press('F4'))).toBe('f4');
    expect(saveBarKeyOf(press('F9'))).toBe('f9');
  });

  it('Ctrl+S and Cmd+S are Simpan (f9), whatever the case', () => {
    for (const p of [
      press('s', { ctrlKey: true }),
      press('S', { ctrlKey: true }),
      press('s', { metaKey: true }),
    ])
      expect(saveBarKeyOf(p)).toBe('f9');
  });

  it('a plain S is a letter typed, not Simpan', () => {
    expect(saveBarKeyOf(press('s'))).toBe('s');
    expect(saveBarKeyOf(press('S'))).toBe('s');
  });
});
