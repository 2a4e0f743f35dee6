import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTER_KEYS,
  type CounterAction,
  counterActionOf,
  helpRows,
  type KeyPress,
} from './counter-keys.ts';

const press = (key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});
const notTyping = () => false;
const typing = () => true;

/** The presses a help row names: 'F9 / Ctrl+S' is F9 and Ctrl+S. */
const pressesOf = (keys: string): KeyPress[] =>
  keys
    .split(' / ')
    .map((k) => (k.startsWith('Ctrl+') ? press(k.slice(5).toLowerCase(), { ctrlKey: true }) : press(k)));

describe('counter keys', () => {
  it('every key the help overlay names does what its row says', () => {
    for (const row of COUNTER_KEYS)
      for (const p of pressesOf(row.keys)) expect(counterActionOf(p, notTyping), row.keys).toBe(row.action);
  });

  it('every action has a key, and no two rows share one', () => {
    const actions = COUNTER_KEYS.map((k) => k.action);
    expect(new Set(actions).size).toBe(actions.length);
    const named = COUNTER_KEYS.flatMap((k) => k.keys.split(' / '));
    expect(new Set(named).size).toBe(named.length);
  });

  it('leaves the browser its own function keys (F5 reload, F11 full screen, F12 tools)', () => {
    for (const key of ['F5', 'F11', 'F12']) expect(counterActionOf(press(key), notTyping)).toBeNull();
  });

  it('Ctrl+S and Cmd+S save, Ctrl+P and Cmd+P reprint, whatever the case or Shift', () => {
    expect(counterActionOf(press('s', { ctrlKey: true }), notTyping)).toBe('save');
    expect(counterActionOf(press('S', { ctrlKey: true }), notTyping)).toBe('save');
    expect(counterActionOf(press('s', { metaKey: true }), notTyping)).toBe('save');
    expect(counterActionOf(press('p', { ctrlKey: true }), notTyping)).toBe('reprint');
    expect(counterActionOf(press('P', { metaKey: true }), notTyping)).toBe('reprint');
  });

  it('plain letters are typed, not shortcuts', () => {
    for (const key of ['s', 'p', 'S', 'P', 'f', '1'])
      expect(counterActionOf(press(key), notTyping)).toBeNull();
  });

  it('a function key with Ctrl, Cmd or Alt is not the counter key (Alt+F4 closes the window)', () => {
    for (const row of COUNTER_KEYS)
      for (const p of pressesOf(row.keys).filter((p) => p.key.startsWith('F'))) {
        expect(counterActionOf({ ...p, altKey: true }, notTyping)).toBeNull();
        expect(counterActionOf({ ...p, ctrlKey: true }, notTyping)).toBeNull();
        expect(counterActionOf({ ...p, metaKey: true }, notTyping)).toBeNull();
      }
  });

  it('Ctrl+Alt+S (AltGr on some keyboards) types a character, it does not save', () => {
    expect(counterActionOf(press('s', { ctrlKey: true, altKey: true }), notTyping)).toBeNull();
    expect(counterActionOf(press('p', { ctrlKey: true, altKey: true }), notTyping)).toBeNull();
  });

  it("'?' opens the help, except in a field that takes text, where it is a character", () => {
    expect(counterActionOf(press('?'), notTyping)).toBe('help');
    expect(counterActionOf(press('?'), typing)).toBeNull();
    // F1 is the help key even while typing.
    expect(counterActionOf(press('F1'), typing)).toBe('help');
  });

  it('asks about the focused field only for the key that needs it', () => {
    const never = () => {
      throw new Error('asked');
    };
    for (const key of ['F1', 'F2', 'F9', 'F10', 'a', 'Enter'])
      expect(() => counterActionOf(press(key), never)).not.toThrow();
  });

  it('any key with Alt does nothing (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.boolean(),
        fc.boolean(),
        (key, ctrlKey, metaKey) => {
          expect(counterActionOf(press(key, { altKey: true, ctrlKey, metaKey }), notTyping)).toBeNull();
        },
      ),
    );
  });

  it('a key press without modifiers is an action only if a help row names it (property)', () => {
    const named = new Map<string, CounterAction>();
    for (const row of COUNTER_KEYS)
      for (const p of pressesOf(row.keys)) if (!p.ctrlKey) named.set(p.key, row.action);
    const keys = fc.oneof(
      fc.string({ maxLength: 4 }),
      fc.integer({ min: 1, max: 24 }).map((n) => `F${n}`),
      fc.constantFrom('Enter', 'Escape', 'Tab', 'ArrowDown', ' ', '?'),
    );
    fc.assert(
      fc.property(keys, (key) => {
        expect(counterActionOf(press(key), notTyping)).toBe(named.get(key) ?? null);
      }),
    );
  });
});

describe('help overlay rows', () => {
  it("lists the screen's actions only, in the keys' order, with the screen's wording where it has one", () => {
    const rows = helpRows({ save: true, scan: 'Kembali ke kolom no faktur', help: true });
    expect(rows.map((r) => r.action)).toEqual(['help', 'scan', 'save']);
    expect(rows[1]).toEqual({ action: 'scan', keys: 'F2', label: 'Kembali ke kolom no faktur' });
    const save = COUNTER_KEYS.find((k) => k.action === 'save');
    expect(rows[2]).toEqual(save);
  });

  it('lists nothing for a screen without keys', () => {
    expect(helpRows({})).toEqual([]);
  });
});
