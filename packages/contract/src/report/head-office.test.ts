import { describe, expect, it } from 'vitest';
import { bookForApp, HEAD_OFFICE_OWN_REPORTS, reportForApp } from './head-office.ts';
import { REPORT_BOOKS, REPORTS } from './index.ts';

const hasShop = (filters: readonly { kind: string }[]) => filters.some((f) => f.kind === 'shop');

describe('head office runs every branch report over its shops', () => {
  it('every report at PUSAT has the shop filter, except its own; a branch sees them as declared', () => {
    for (const def of REPORTS) {
      const at = reportForApp(def, 'PUSAT');
      expect(hasShop(at.filters), def.key).toBe(!HEAD_OFFICE_OWN_REPORTS.has(def.key));
      expect(reportForApp(def, 'TOKO')).toBe(def);
      // Same report otherwise: path, columns, the same answer from the branch.
      expect(at.path).toBe(def.path);
      expect(at.columns).toEqual(def.columns);
      // Its parameters take the shop (SEMUA when it is not sent: the server's default).
      expect(at.params.safeParse({ ...validParams(def), kode_toko: 'tk2' }).data?.kode_toko, def.key).toBe(
        hasShop(at.filters) ? 'TK2' : undefined,
      );
    }
  });

  it('reports that had the shop filter or are global are left as they are; the added one groups per shop', () => {
    for (const def of REPORTS.filter((r) => r.global || hasShop(r.filters)))
      expect(reportForApp(def, 'PUSAT')).toBe(def);
    for (const def of REPORTS.filter((r) => r.group && !r.global && !hasShop(r.filters)))
      if (!HEAD_OFFICE_OWN_REPORTS.has(def.key))
        expect(reportForApp(def, 'PUSAT').group?.byShop, def.key).toBe(true);
  });

  it('every book at PUSAT has the shop filter in the book and in each part', () => {
    for (const book of REPORT_BOOKS) {
      const at = bookForApp(book, 'PUSAT');
      expect(hasShop(at.filters), book.key).toBe(true);
      for (const p of at.parts) expect(hasShop(p.filters), p.key).toBe(true);
      expect(bookForApp(book, 'TOKO')).toBe(book);
    }
  });
});

/** Parameters every date filter accepts (the others are optional or have their 'all' value). */
function validParams(def: (typeof REPORTS)[number]) {
  const out: Record<string, string> = {};
  for (const f of def.filters) {
    if (f.kind === 'date') out[f.key] = '2026-01-05';
    else if (f.kind === 'select') out[f.key] = f.initial;
    else if (f.kind === 'master' || f.kind === 'toko') out[f.key] = 'SEMUA';
  }
  return out;
}
