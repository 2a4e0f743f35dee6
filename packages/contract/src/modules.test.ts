import { describe, expect, it } from 'vitest';
import { isModuleKey, MODULE, MODULE_KEYS, MODULES } from './modules.ts';

describe('modules', () => {
  it('lists every MODULE key once, in UPPER_SNAKE ending in _MODULE', () => {
    expect(new Set(MODULE_KEYS).size).toBe(MODULES.length);
    expect([...MODULE_KEYS].sort()).toEqual(Object.values(MODULE).sort());
    for (const [name, key] of Object.entries(MODULE)) expect(key).toBe(`${name}_MODULE`);
    for (const m of MODULES) expect(m.key).toMatch(/^[A-Z0-9]+(_[A-Z0-9]+)*_MODULE$/);
  });

  it('keeps the keys the specification names', () => {
    for (const k of [
      'WHATSAPP_MODULE',
      'PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE',
      'PEMBULATAN_PENJUALAN_KEBAWAH_MODULE',
      'HIDUP_FEATURE_MODULE',
      'BERLIAN_MODULE',
      'MANUAL_ITEMS_TRANSACTION_MODULE',
      'VALIDASI_INPUT_BY_KEUANGAN_MODULE',
    ]) {
      expect(isModuleKey(k), k).toBe(true);
    }
    expect(isModuleKey('TIDAK_ADA_MODULE')).toBe(false);
  });

  it('describes each module in a short text and has typical defaults', () => {
    for (const m of MODULES) expect(m.description.length).toBeGreaterThan(3);
    const on = new Set(MODULES.filter((m) => m.defaultActive).map((m) => m.key));
    expect(on.has(MODULE.MEMBER)).toBe(true);
    expect(on.has(MODULE.WHATSAPP)).toBe(false);
    expect(on.has(MODULE.PRE_ORDER)).toBe(false);
    expect(on.has(MODULE.BERLIAN)).toBe(false);
    expect(on.has(MODULE.CICILAN)).toBe(false);
    expect(on.has(MODULE.CETAK_ULANG_COPY)).toBe(true);
  });
});
