import { describe, expect, it } from 'vitest';
import { NOTA_TYPES } from '../api/nota.ts';
import { findRoute } from '../routes.ts';
import { DOCUMENT_KINDS, documentKindByKey, documentKindByRoute, documentListQuery } from './index.ts';

describe('document kinds', () => {
  it.each(DOCUMENT_KINDS.map((k) => [k.key, k] as const))('%s is declared consistently', (_, kind) => {
    const states = new Set(kind.states.map((s) => s.key));
    expect(states.has(kind.initial)).toBe(true);
    for (const s of [...kind.cancel.from, kind.cancel.to]) expect(states.has(s)).toBe(true);
    for (const t of kind.transitions) {
      expect(states.has(t.to)).toBe(true);
      for (const f of t.from) expect(states.has(f)).toBe(true);
      if (t.cash) expect(kind.cash[t.cash]).toBeTruthy();
    }
    // A cancel reverses only the kind's own money movements, into categories it declares.
    for (const [from, to] of Object.entries(kind.reversal)) {
      expect(Object.values(kind.cash)).toContain(from);
      expect(Object.values(kind.cash)).toContain(to);
    }
    expect(NOTA_TYPES).toContain(kind.nota);
    for (const r of Object.values(kind.routes)) expect(findRoute(r), r).toBeDefined();
    expect(documentKindByRoute(kind.routes.lihat)).toBe(kind);
    if (kind.routes.batal) expect(documentKindByRoute(kind.routes.batal)).toBe(kind);
    expect(!!kind.routes.validasi).toBe(!!kind.validasi);
    if (kind.routes.validasi) expect(documentKindByRoute(kind.routes.validasi)).toBe(kind);
    expect(documentKindByKey(kind.key)).toBe(kind);
    const keys = kind.columns.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(kind.amountField);
    expect(keys).toContain(kind.weightField);
    // A sub-line names a declared column; a hidden column is kept for the CSV or a sub-line.
    for (const c of kind.columns) for (const sub of c.sub ?? []) expect(keys, `${c.key} sub`).toContain(sub);
    for (const k of kind.summary ?? []) expect(keys, `summary ${k}`).toContain(k);
  });

  it.each(DOCUMENT_KINDS.flatMap((k) => (k.validasi ? [[k.key, k.validasi] as const] : [])))(
    '%s validasi: the body carries the chosen numbers in numbersField, the rows their number',
    (_, v) => {
      const body = { [v.numbersField]: ['x-1'], user_id: 'kasir1' };
      expect(v.validate.body?.safeParse(body).success).toBe(true);
      const without = v.validate.body?.safeParse({ user_id: 'kasir1' });
      expect(without?.success).toBe(false);
      expect(v.columns.map((c) => c.key)).toContain(v.rowKey);
      expect(v.validate.method).toBe('POST');
      expect(v.pending.method).toBe('GET');
    },
  );

  it('keys, prefixes and short ids never repeat between kinds', () => {
    for (const f of ['key', 'short'] as const) {
      const v = DOCUMENT_KINDS.map((k) => k[f]);
      expect(new Set(v).size).toBe(v.length);
    }
    const prefixes = DOCUMENT_KINDS.flatMap((k) => [k.prefix.document, k.prefix.line ?? []].flat());
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('the list query takes a state of the kind or ALL and refuses a reversed range', () => {
    const q = documentListQuery(['PROSES', 'SELESAI']);
    expect(q.parse({ tgl_awal: '2026-01-01', tgl_akhir: '2026-01-02' }).status).toBe('ALL');
    expect(q.safeParse({ tgl_awal: '2026-01-01', tgl_akhir: '2026-01-02', status: 'OPEN' }).success).toBe(
      false,
    );
    const bad = q.safeParse({ tgl_awal: '2026-01-03', tgl_akhir: '2026-01-02' });
    expect(bad.error?.issues[0]?.message).toBe('Tanggal Awal Tidak Boleh Melebihi Tanggal Akhir');
  });
});
