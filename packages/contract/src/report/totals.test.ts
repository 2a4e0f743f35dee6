import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGram } from '../format.ts';
import { csvField, csvHeader, reportPeriod, sheetName, splitAddress } from './house-rules.ts';
import { createTotals } from './totals.ts';
import type { ReportColumn } from './types.ts';

const COLUMNS: ReportColumn[] = [
  { key: 'nama', caption: 'Nama', format: 'text', total: 'count' },
  { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
  { key: 'harga', caption: 'Harga', format: 'rupiah', total: 'sum' },
  { key: 'kadar', caption: 'Kadar', format: 'percent' },
];

/** Grams as the database gives them: numeric strings with 3 decimals, or numbers. */
const gram = fc
  .integer({ min: 0, max: 99_999_999 })
  .chain((milli) => fc.constantFrom((milli / 1000).toFixed(3), milli / 1000));
const row = fc.record({
  nama: fc.option(fc.string({ maxLength: 5 }), { nil: null }),
  berat: fc.option(gram, { nil: null }),
  harga: fc.integer({ min: 0, max: 2_000_000_000 }),
  kadar: fc.constant(75),
});

describe('report totals', () => {
  it('sums are exact to the display unit and counts count the filled values', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 300 }), (rows) => {
        const t = createTotals(COLUMNS);
        for (const r of rows) t.add(r);
        const out = t.result();
        const milli = rows.reduce(
          (s, r) => s + (r.berat === null ? 0 : Math.round(Number(r.berat) * 1000)),
          0,
        );
        expect(out.berat).toBe(milli / 1000);
        expect(formatGram(out.berat)).toBe(formatGram(milli / 1000));
        expect(out.harga).toBe(rows.reduce((s, r) => s + r.harga, 0));
        expect(out.nama).toBe(rows.filter((r) => r.nama !== null && r.nama !== '').length);
        expect(out).not.toHaveProperty('kadar');
        expect(t.rows).toBe(rows.length);
      }),
    );
  });

  it('the total of parts is the total of the whole (subtotals add up)', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 200 }), fc.nat({ max: 200 }), (rows, cut) => {
        const whole = createTotals(COLUMNS);
        const a = createTotals(COLUMNS);
        const b = createTotals(COLUMNS);
        rows.forEach((r, i) => {
          whole.add(r);
          (i < cut ? a : b).add(r);
        });
        const [w, x, y] = [whole.result(), a.result(), b.result()];
        expect(Math.round(((x.berat ?? 0) + (y.berat ?? 0)) * 1000)).toBe(Math.round((w.berat ?? 0) * 1000));
        expect((x.harga ?? 0) + (y.harga ?? 0)).toBe(w.harga);
        expect((x.nama ?? 0) + (y.nama ?? 0)).toBe(w.nama);
      }),
    );
  });

  it('0.1 + 0.2 grams is 0.3', () => {
    const t = createTotals(COLUMNS);
    t.add({ berat: '0.100', harga: 1 });
    t.add({ berat: 0.2, harga: 2 });
    expect(t.result()).toEqual({ nama: 0, berat: 0.3, harga: 3 });
  });
});

describe('report house rules', () => {
  it('splits the address at characters 48 and 90', () => {
    const address = `${'A'.repeat(48)}${'B'.repeat(42)}${'C'.repeat(10)}`;
    expect(splitAddress(address)).toEqual(['A'.repeat(48), 'B'.repeat(42), 'C'.repeat(10)]);
    expect(splitAddress('Jl. Pendek 1')).toEqual(['Jl. Pendek 1']);
    expect(splitAddress('')).toEqual([]);
  });

  it('period, sheet name and CSV fields', () => {
    expect(reportPeriod({ tgl_awal: '2026-05-01', tgl_akhir: '2026-05-12' })).toBe(
      'Periode : 01-05-2026 s/d 12-05-2026',
    );
    expect(reportPeriod({ tgl_awal: '2026-05-01', tgl_akhir: '2026-05-01' })).toBe('Periode : 01-05-2026');
    expect(reportPeriod({ tgl_lelang: '2026-05-03' })).toBe('Tanggal Lelang : 03-05-2026');
    expect(sheetName('Laporan Stock Titipan Simpan Per Hari Ini: Rekap')).toBe(
      'Laporan Stock Titipan Simpan Pe',
    );
    const text: ReportColumn = { key: 'n', caption: 'N', format: 'text' };
    // CSV for spreadsheets set to Indonesian: text as typed (quoted per RFC 4180, commas kept),
    // decimal commas, ISO dates, text that looks like a number kept as text (="...").
    expect(csvField(text, 'CINCIN, EMAS "24K"')).toBe('"CINCIN, EMAS ""24K"""');
    expect(csvField(text, 'JL. MAWAR; RT 3\r\nDEPOK')).toBe('"JL. MAWAR; RT 3\r\nDEPOK"');
    expect(csvField(text, '007')).toBe('"=""007"""');
    expect(csvField(text, '12/5')).toBe('"=""12/5"""');
    expect(csvField(text, 'CINCIN 007')).toBe('CINCIN 007');
    expect(csvField({ ...text, barcode: true }, 1234)).toBe('"=""00001234"""');
    expect(csvField({ key: 'berat', caption: 'Berat', format: 'gram2' }, '2.125')).toBe('2,13');
    expect(csvField({ key: 'b', caption: 'B', format: 'gram' }, '1234.5')).toBe('1234,500');
    expect(csvField({ key: 'h', caption: 'H', format: 'rupiah' }, 1_234_567)).toBe('1234567');
    expect(csvField({ key: 'd', caption: 'D', format: 'date' }, '2026-05-12')).toBe('2026-05-12');
    expect(csvField({ key: 'd', caption: 'D', format: 'date' }, '2026-05-12T20:00:00Z')).toBe('2026-05-13');
    expect(csvHeader([text, { key: 'a', caption: 'Alamat, Kota', format: 'text' }])).toBe('N;"Alamat, Kota"');
  });
});

describe('a report whose weights have 2 decimals', () => {
  it("shows its gram columns as 'gram2' and sums them exactly", async () => {
    const { defineReport } = await import('./define.ts');
    const def = defineReport({
      key: 'uji',
      path: 'uji',
      route: '/uji',
      title: 'Uji',
      fileName: 'UJI',
      weightDecimals: 2,
      filters: [],
      columns: [
        { key: 'berat', caption: 'Berat', format: 'gram', total: 'sum' },
        { key: 'qty', caption: 'Qty', format: 'number' },
      ],
      emptyText: 'Data Kosong',
      successToast: 'Ada',
      emptyToast: 'Kosong',
    });
    expect(def.columns.map((c) => c.format)).toEqual(['gram2', 'number']);
    const totals = createTotals(def.columns);
    totals.add({ berat: '0.105' });
    totals.add({ berat: '0.205' });
    expect(totals.result().berat).toBe(0.31);
  });
});
