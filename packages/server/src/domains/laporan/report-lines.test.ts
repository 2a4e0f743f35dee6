import { defineReport, FILTER, type ReportRow } from '@emas/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ReportLine, reportLines } from './report-lines.ts';

const DEF = defineReport({
  key: 'uji',
  path: 'laporan/uji',
  route: '/laporan-uji',
  title: 'Laporan Uji',
  fileName: 'LAPORAN UJI',
  filters: [FILTER.tglAwal, FILTER.tglAkhir],
  columns: [
    { key: 'kode_gudang', caption: 'Gudang', format: 'text' },
    { key: 'kode_barcode', caption: 'Barcode', format: 'text', total: 'count', barcode: true },
    { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
  ],
  group: { key: 'kode_gudang', header: (r) => `GUDANG ${r.kode_gudang}` },
  emptyText: 'Kosong',
  successToast: 'Tersedia',
  emptyToast: 'Tidak Ada',
});

async function* batches(rows: ReportRow[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function collect(rows: ReportRow[], size: number): Promise<ReportLine[]> {
  const out: ReportLine[] = [];
  for await (const b of reportLines(DEF, batches(rows, size))) out.push(...b);
  return out;
}

const rowArb = fc.record({
  kode_gudang: fc.constantFrom('TOKO', 'BELI', 'HANCUR'),
  kode_barcode: fc.integer({ min: 1, max: 99_999_999 }).map(String),
  berat: fc.integer({ min: 0, max: 9_999_999 }).map((m) => (m / 1000).toFixed(3)),
});

describe('report lines', () => {
  it('groups runs of equal keys, and the subtotals add up to the total whatever the batch size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { maxLength: 120 }),
        fc.integer({ min: 1, max: 50 }),
        async (raw, size) => {
          const rows = [...raw].sort((a, b) => a.kode_gudang.localeCompare(b.kode_gudang));
          const lines = await collect(rows, size);
          const groups = lines.filter((l) => l.kind === 'group');
          const subtotals = lines.filter((l) => l.kind === 'subtotal');
          const total = lines.at(-1);
          expect(total?.kind).toBe('total');
          if (total?.kind !== 'total') return;
          expect(groups.map((g) => g.key)).toEqual([...new Set(rows.map((r) => r.kode_gudang))]);
          expect(subtotals.map((s) => s.key)).toEqual(groups.map((g) => g.key));
          expect(subtotals.reduce((s, l) => s + l.count, 0)).toBe(rows.length);
          expect(total.count).toBe(rows.length);
          expect(total.values.kode_barcode).toBe(rows.length);
          const milli = subtotals.reduce((s, l) => s + Math.round((l.values.berat ?? 0) * 1000), 0);
          expect(milli).toBe(Math.round((total.values.berat ?? 0) * 1000));
          expect(lines.filter((l) => l.kind === 'row')).toHaveLength(rows.length);
          // Each group's header precedes its rows, its subtotal follows them.
          let open: string | null = null;
          for (const l of lines) {
            if (l.kind === 'group') open = l.key;
            else if (l.kind === 'row') expect(l.row.kode_gudang).toBe(open);
            else if (l.kind === 'subtotal') {
              expect(l.key).toBe(open);
              open = null;
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('no rows: only the total, of zero', async () => {
    expect(await collect([], 10)).toEqual([
      { kind: 'total', count: 0, values: { kode_barcode: 0, berat: 0 } },
    ]);
  });
});
