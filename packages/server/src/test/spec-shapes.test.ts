import {
  HARIAN_EMAS_PEMBELIAN,
  HARIAN_EMAS_SALDO,
  HARIAN_EMAS_STOCK,
  LAPORAN_BATAL_PEMBELIAN_MANUAL,
  LAPORAN_HARIAN_EMAS,
  LAPORAN_OUTSTAND_PO,
  LAPORAN_PEMBELIAN_MANUAL,
  LAPORAN_PEMBELIAN_PER_FAKTUR,
  LAPORAN_PENEBUSAN_DETAIL,
  LAPORAN_PENJUALAN_PO,
  LAPORAN_PENJUALAN_REKAP_PAJAK,
  LAPORAN_STOCK_CUCI_MANUAL,
  LAPORAN_STOCK_TITIPAN_SIMPAN,
  LAPORAN_TRANSAKSI_PO,
  nestEntryFields,
  type ReportDef,
} from '@emas/contract';
import { describe, expect, it } from 'vitest';
import { SPEC_ABSENT_NOTE, SPEC_PRESENT, specDocs } from './spec-text.ts';

/**
 * Specification fidelity, answer shapes (issue 42): where a document names an answer's fields and
 * nested parts, the report answering it carries those names, with the nested part as a list
 * (ReportNesting) rather than flattened rows. Each entity is read from its document's sentence; the
 * live answers are checked in the reports' route tests (hutang-report, titip-simpan-report,
 * transaksi-report, transaksi.reports, sepuhan, pre-order-report and barang-manual routes).
 */
type Shape = { fields: string[]; nested: { key: string; fields: string[] } | null };

/** The fields of "**{name}**: a, b (note), c[] with d and e, f." (or a plain "{name}: ..." sentence). */
function specShape(doc: 1 | 2 | 3, name: string): Shape {
  const text = specDocs()[doc];
  const at = text.indexOf(name);
  if (at < 0) throw new Error(`document ${doc} does not name '${name}'`);
  const rest = text
    .slice(at + name.length)
    .replace(/^\*\*/, '')
    .replace(/^:\s*/, '');
  const sentence = rest.slice(0, rest.search(/[.;](\s|$)/));
  const fields: string[] = [];
  let nested: Shape['nested'] = null;
  // 'detail[] with a, b and c', 'detail_barang[{deskripsi}]' or 'pembayaran[{jenis (CASH, ...), jumlah_in}]':
  // the nested list and its fields (a field's note in brackets dropped).
  const withList = /(\w+)\[\] with (.+)$/.exec(sentence);
  const braced = /(\w+)\[\{([^}]*)\}\]/.exec(sentence);
  let head = sentence;
  if (withList) {
    const [all, key = '', list = ''] = withList;
    nested = { key, fields: list.split(/, | and /).map((f) => f.trim().split(' ')[0] ?? '') };
    head = sentence.slice(0, sentence.length - all.length);
  } else if (braced) {
    const [all, key = '', list = ''] = braced;
    const bare = list.replace(/\([^)]*\)/g, '');
    nested = { key, fields: bare.split(/, */).map((f) => f.trim().split(' ')[0] ?? '') };
    head = sentence.replace(all, '');
  }
  for (const part of head.split(/, | and /)) {
    const f = part.trim().split(/[ (]/)[0] ?? '';
    if (/^\w+$/.test(f)) fields.push(f);
  }
  return { fields, nested };
}

/** Every key a report's answer row carries: its columns and its nesting's fields. */
const keysOf = (def: ReportDef) =>
  new Set([...def.columns.map((c) => c.key), ...(def.nest ? [def.nest.key] : [])]);

const CASES: {
  doc: 1 | 2 | 3;
  name: string;
  def: ReportDef;
  nestedOnly?: true;
  headOutsideColumns?: string[];
}[] = [
  { doc: 2, name: 'Redemption (penebusan)', def: LAPORAN_PENEBUSAN_DETAIL },
  { doc: 2, name: 'Tax sales recap row', def: LAPORAN_PENJUALAN_REKAP_PAJAK },
  { doc: 2, name: 'Report row', def: LAPORAN_STOCK_CUCI_MANUAL },
  { doc: 2, name: 'Purchase detail line', def: LAPORAN_PEMBELIAN_PER_FAKTUR },
  { doc: 3, name: 'Daily gold row', def: HARIAN_EMAS_STOCK },
  { doc: 3, name: 'Middle table', def: HARIAN_EMAS_PEMBELIAN },
  { doc: 3, name: 'Bottom table', def: HARIAN_EMAS_SALDO },
  // total_titip_simpan is answered on the deposit's row but printed in no column (document 3's columns).
  {
    doc: 3,
    name: 'Stock deposit row (by faktur)',
    def: LAPORAN_STOCK_TITIPAN_SIMPAN,
    headOutsideColumns: ['total_titip_simpan'],
  },
  // The PO reports answer each PO with detail_barang[{deskripsi, ...}] (the screen joins them in the
  // Deskripsi column); harga_penjualan is answered on the row, printed in no column of these reports.
  ...[LAPORAN_TRANSAKSI_PO, LAPORAN_PENJUALAN_PO, LAPORAN_OUTSTAND_PO].map((def) => ({
    doc: 2 as const,
    name: 'PO report row',
    def,
    headOutsideColumns: ['qty_input', 'berat_input', 'harga_penjualan'],
  })),
  // The (cancelled) manual purchases: pembayaran[{jenis, jumlah_in}] from the exports' payment columns;
  // no_faktur_group is answered on the row, printed in no column.
  ...[LAPORAN_PEMBELIAN_MANUAL, LAPORAN_BATAL_PEMBELIAN_MANUAL].map((def) => ({
    doc: 2 as const,
    name: 'Manual purchase row',
    def,
    headOutsideColumns: ['no_faktur_group'],
  })),
];

describe.skipIf(!SPEC_PRESENT)('the answers carry the fields and nested parts the documents name', () => {
  for (const c of CASES) {
    it(`doc ${c.doc}, ${c.name}: ${c.def.key}`, () => {
      const shape = specShape(c.doc, c.name);
      expect(shape.fields.length).toBeGreaterThan(0);
      const keys = keysOf(c.def);
      for (const k of c.headOutsideColumns ?? []) keys.add(k);
      if (shape.nested) {
        // The nested part is a list under its name, holding the fields the document lists.
        expect(c.def.nest?.key, 'nested list').toBe(shape.nested.key);
        const entryFields = c.def.nest ? nestEntryFields(c.def.nest) : [];
        expect([...entryFields].sort()).toEqual(expect.arrayContaining(shape.nested.fields.sort()));
        for (const f of entryFields) keys.add(f);
      } else expect(c.def.nest, 'flat rows').toBeUndefined();
      for (const f of shape.fields) expect([...keys], `field ${f}`).toContain(f);
    });
  }

  it('doc 3: the daily gold answer has parts tableAtas, tableTengah and tableBawah', () => {
    expect(specDocs()[3]).toContain('The response has parts tableAtas, tableTengah and tableBawah');
    expect(LAPORAN_HARIAN_EMAS.partNames).toEqual(['tableAtas', 'tableTengah', 'tableBawah']);
  });
});

it.skipIf(SPEC_PRESENT)(SPEC_ABSENT_NOTE, () => {
  expect(SPEC_PRESENT).toBe(false);
});
