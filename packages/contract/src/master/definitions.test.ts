import { describe, expect, it } from 'vitest';
import { findRoute } from '../routes.ts';
import { PARAMETER_RESET_POIN_MEMBER } from './definitions/member.ts';
import {
  defineMaster,
  MASTERS,
  masterByKey,
  masterByRoute,
  masterFilterLookup,
  masterKeyOf,
  mastersReferring,
} from './index.ts';
import { masterBodySchema } from './schema.ts';

/** The masters of the route table (MASTER and MEMBER menus and module sections) declared here. */
const EXPECTED = [
  'kategori',
  'group',
  'jenis',
  'gudang',
  'baki',
  'kadar',
  'warna',
  'bandrol',
  'kode-transaksi',
  'sales',
  'tukang',
  'kondisi-barang',
  'kondisi-pembelian',
  'kondisi-pinjaman',
  'data-hadiah',
  'parameter-rugi-nota',
  'parameter-jenis-group',
  'bank',
  'rekening',
  'parameter-point',
  'parameter-ongkos',
  'master-supplier',
  'master-potongan-pembelian',
  'master-kelompok-harga',
  'parameter-bunga-hutang',
  'plafond-kadar-hutang',
  'master-plafond-hutang',
  'parameter-hutang-pokok',
  'parameter-cicilan',
  'parameter-kupon',
  'parameter-deskripsi-service',
  'parameter-bonus-sales',
  'parameter-reset-poin-member',
  'jenis-batu',
  'master-supplier-berlian',
  'master-batu-shape',
  'master-batu-color',
  'master-batu-clarity',
  'master-batu-fluorencence',
  'master-batu-symetry',
  'master-batu-polish',
  'master-batu-cutgrade',
  'master-batu-berlian',
];

const INDONESIAN_REQUIRED = /^.+ (Tidak Boleh Kosong|Harus Dipilih)$/;

describe('master definitions', () => {
  it('declare every master of the route table once, and not the ones with their own domain', () => {
    expect([...MASTERS.map((m) => m.key)].sort()).toEqual([...EXPECTED].sort());
    expect(new Set(MASTERS.map((m) => m.key)).size).toBe(MASTERS.length);
    expect(new Set(MASTERS.map((m) => m.route)).size).toBe(MASTERS.length);
    expect(masterByKey('parameter-harga-emas')).toBeUndefined();
    expect(masterByKey('master-toko')).toBeUndefined();
  });

  for (const def of MASTERS) {
    describe(def.key, () => {
      it('has its page in the route table under the same path', () => {
        expect(def.route).toBe(`/${def.key}`);
        const route = findRoute(def.route);
        expect(route?.path, def.route).toBe(def.route);
        expect(route?.built).toBe(true);
        expect(masterByRoute(def.route)).toBe(def);
      });

      it('has unique field keys, key fields and name field among its fields', () => {
        const keys = def.fields.map((f) => f.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(def.keyFields.length).toBeGreaterThan(0);
        expect(new Set(def.keyFields).size).toBe(def.keyFields.length);
        for (const k of def.keyFields) {
          const f = def.fields.find((x) => x.key === k);
          expect(f, `key field ${k}`).toBeDefined();
          // A row without its key could not be told apart.
          expect(f?.required, `key field ${k} is required`).toMatch(INDONESIAN_REQUIRED);
        }
        if (def.nameField) expect(keys).toContain(def.nameField);
        for (const f of def.filters ?? []) {
          const field = def.fields.find((x) => x.key === f);
          expect(field?.type, `filter ${f}`).toMatch(/^(ref|select)$/);
        }
      });

      it('offers every list filter with a look-up the page can read (select options or a ref master)', () => {
        for (const f of def.filters ?? []) {
          const lookup = masterFilterLookup(def, f);
          expect(lookup.field.key).toBe(f);
          if (lookup.kind === 'options') expect(lookup.options.length, f).toBeGreaterThan(0);
          else expect(masterByKey(lookup.ref), `${f} -> ${lookup.ref}`).toBeDefined();
        }
      });

      it('points its refs at masters that exist, declared before it, behind no stricter gate', () => {
        const order = MASTERS.map((m) => m.key);
        for (const f of def.fields) {
          if (f.type === 'ref') {
            expect(f.ref, f.key).toBeDefined();
            const target = masterByKey(f.ref as string);
            expect(target, `${f.key} -> ${f.ref}`).toBeDefined();
            // A ref holds one code: the target's key is one field.
            expect(target?.keyFields, `${f.ref} has one key field`).toHaveLength(1);
            expect(order.indexOf(f.ref as string), `${f.ref} before ${def.key}`).toBeLessThan(
              order.indexOf(def.key),
            );
            const gate = findRoute(target?.route ?? '')?.gate;
            if (gate) expect(findRoute(def.route)?.gate, `${def.key} gated as ${f.ref}`).toEqual(gate);
          } else {
            expect(f.ref, `${f.key} is no ref`).toBeUndefined();
          }
          if (f.type === 'select') expect(f.options?.length, f.key).toBeGreaterThan(0);
        }
        for (const { def: other } of mastersReferring(def.key)) expect(masterByKey(other.key)).toBe(other);
      });

      it('refuses an empty body with its own Indonesian message and names its fields in Indonesian', () => {
        for (const f of def.fields) {
          expect(f.label).toMatch(/^[A-Z]/);
          if (f.required) expect(f.required).toMatch(INDONESIAN_REQUIRED);
        }
        const r = masterBodySchema(def).safeParse({});
        expect(r.success).toBe(false);
        const first = def.fields.find((f) => f.required);
        expect(r.error?.issues[0]?.message).toBe(first?.required);
      });

      it('upper-cases its codes and builds the key from the key fields', () => {
        const values: Record<string, unknown> = {};
        for (const f of def.fields) {
          if (!f.required) continue;
          values[f.key] =
            f.type === 'code' || f.type === 'ref' || f.type === 'text'
              ? ` ab-${f.key.length} `
              : f.type === 'select'
                ? (f.options?.[0] ?? '').toLowerCase()
                : f.type === 'date'
                  ? '2025-01-31'
                  : f.type === 'boolean'
                    ? true
                    : String(f.min ?? 1);
        }
        const parsed = masterBodySchema(def).parse(values) as Record<string, string | number>;
        for (const f of def.fields) {
          if (!f.required) continue;
          if (f.type === 'code' || f.type === 'ref') expect(parsed[f.key]).toBe(`AB-${f.key.length}`);
          if (f.type === 'select') expect(parsed[f.key]).toBe(f.options?.[0]);
        }
        expect(masterKeyOf(def, parsed).split('|')).toHaveLength(def.keyFields.length);
      });
    });
  }
});

describe('defineMaster', () => {
  const base = {
    key: 'x',
    route: '/x',
    title: 'X',
    keyFields: ['kode'],
    fields: [
      { key: 'kode', label: 'Kode', type: 'code', required: 'Kode Tidak Boleh Kosong' },
      { key: 'nama', label: 'Nama', type: 'text' },
      { key: 'jenis', label: 'Jenis', type: 'select', options: [] },
      { key: 'group', label: 'Group', type: 'ref', ref: 'group' },
    ],
  } as const;

  it('refuses a filter without a look-up: unknown field, free text, select without options', () => {
    expect(() => defineMaster({ ...base, filters: ['tidak_ada'] })).toThrow(/filter tidak_ada/);
    expect(() => defineMaster({ ...base, filters: ['nama'] })).toThrow(/filter nama/);
    expect(() => defineMaster({ ...base, filters: ['jenis'] })).toThrow(/filter jenis/);
  });

  it('accepts a ref filter and a select filter with options', () => {
    expect(defineMaster({ ...base, filters: ['group'] }).filters).toEqual(['group']);
    const withOptions = {
      ...base,
      fields: [
        ...base.fields.slice(0, 2),
        { key: 'jenis', label: 'Jenis', type: 'select', options: ['A'] },
      ] as const,
      filters: ['jenis'],
    };
    expect(masterFilterLookup(defineMaster(withOptions), 'jenis')).toMatchObject({
      kind: 'options',
      options: ['A'],
    });
  });
});

describe('spec messages', () => {
  it('Master Warna: both fields required with the specification texts', () => {
    const warna = masterByKey('warna');
    if (!warna) throw new Error('warna');
    const schema = masterBodySchema(warna);
    expect(schema.safeParse({ nama_warna: 'KUNING' }).error?.issues[0]?.message).toBe(
      'Kode Warna Tidak Boleh Kosong',
    );
    expect(schema.safeParse({ kode_warna: 'KN' }).error?.issues[0]?.message).toBe('Warna Tidak Boleh Kosong');
    expect(schema.parse({ kode_warna: 'kn', nama_warna: 'kuning' })).toEqual({
      kode_warna: 'KN',
      nama_warna: 'KUNING',
    });
  });

  it('refuses a field the master does not declare, naming it', () => {
    const warna = masterByKey('warna');
    if (!warna) throw new Error('warna');
    const r = masterBodySchema(warna).safeParse({ kode_warna: 'KN', nama_warna: 'KUNING', nama: 'X' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Field nama Tidak Dikenal']);
  });

  it('Master Rekening uses the non-cash validator texts', () => {
    const rek = masterByKey('rekening');
    if (!rek) throw new Error('rekening');
    const issues = masterBodySchema(rek)
      .safeParse({})
      .error?.issues.map((i) => i.message);
    expect(issues).toContain('No Rekening Tidak Boleh Kosong');
    expect(issues).toContain('Kode Bank Tidak Boleh Kosong');
  });
});

describe('a master date field', () => {
  const schema = masterBodySchema(PARAMETER_RESET_POIN_MEMBER);
  const body = { kode_reset: 'UJI', periode: 'BULANAN', keterangan: 'uji' };
  const messageOf = (tgl_reset: string) => {
    const r = schema.safeParse({ ...body, tgl_reset });
    return r.success ? undefined : r.error.issues[0]?.message;
  };
  it('takes a real day between 2000 and 2099', () => {
    expect(messageOf('2026-01-31')).toBeUndefined();
    expect(messageOf('2026-02-31')).toBe('Tanggal Reset Tidak Valid');
    expect(messageOf('0000-01-01')).toBe('Tanggal Reset Harus Antara 01-01-2000 Dan 31-12-2099');
    expect(messageOf('9999-12-31')).toBe('Tanggal Reset Harus Antara 01-01-2000 Dan 31-12-2099');
  });
});
