import { describe, expect, it } from 'vitest';
import { MASTERS, masterBodySchema, masterByKey, masterKeyOf } from '../master/index.ts';
import { SETUP_MASTERS, STARTER_MASTERS, SYSTEM_GUDANG } from './starter.ts';

describe('the set-up starter masters', () => {
  it('are masters of the route table, saved in the order their references need', () => {
    const order = MASTERS.map((m) => m.key);
    const keys = SETUP_MASTERS.map((m) => m.key);
    for (const k of keys) expect(order, k).toContain(k);
    expect([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(keys);
    expect(Object.keys(STARTER_MASTERS).sort()).toEqual([...keys].sort());
  });

  it('pass their masters own schema, once per key, with every reference inside the set', () => {
    const kodes = new Map<string, Set<string>>();
    for (const { key, minimal } of SETUP_MASTERS) {
      const def = masterByKey(key);
      if (!def) throw new Error(key);
      const rows = STARTER_MASTERS[key] ?? [];
      expect(rows.length, key).toBeGreaterThanOrEqual(Math.max(minimal, 1));
      const seen = new Set<string>();
      for (const row of rows) {
        const r = masterBodySchema(def).safeParse(row);
        expect(r.success, `${key} ${JSON.stringify(row)} ${r.error?.issues[0]?.message}`).toBe(true);
        const values = r.data as Record<string, string>;
        for (const f of def.fields)
          if (f.type === 'ref' && f.ref && values[f.key])
            expect(kodes.get(f.ref)?.has(values[f.key] as string), `${key}.${f.key}`).toBe(true);
        const kode = masterKeyOf(def, values);
        expect(seen.has(kode), `${key} ${kode}`).toBe(false);
        seen.add(kode);
      }
      kodes.set(key, seen);
    }
    for (const g of SYSTEM_GUDANG) expect(kodes.get('gudang')?.has(g), g).toBe(true);
  });

  it('hold the usual Indonesian kadar as percentages', () => {
    const kadar = Object.fromEntries((STARTER_MASTERS.kadar ?? []).map((r) => [r.kode_kadar, r.kadar]));
    expect(kadar).toEqual({
      '375': 37.5,
      '420': 42,
      '700': 70,
      '750': 75,
      '875': 87.5,
      '916': 91.6,
      '999': 99.9,
    });
  });
});
