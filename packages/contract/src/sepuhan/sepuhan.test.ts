import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortirBody, stockSepuhManualBody, stockSepuhManualSlip, terimaCuciBody } from '../api/sepuhan.ts';
import {
  daysBetween,
  GRAM_KATEGORI,
  type GramMovement,
  gramKategoriOf,
  gramLedger,
  mg24k,
  totalKeluar,
  totalMasuk,
} from './gram-ledger.ts';
import { wastingOf } from './wasting.ts';

describe('wasting (susut) of a washed or re-plated piece', () => {
  it('is what was sent less what came back, in exact grams, with its percentage', () => {
    expect(wastingOf(2, 1.955)).toEqual({ susut: 0.045, persen: 2.25 });
    expect(wastingOf(0.3, 0.1)).toEqual({ susut: 0.2, persen: 66.67 });
    expect(wastingOf(1.5, 1.5)).toEqual({ susut: 0, persen: 0 });
  });
  it('refuses a piece received heavier than sent, or at no weight', () => {
    expect(wastingOf(1, 1.001)).toBeNull();
    expect(wastingOf(1, 0)).toBeNull();
  });
  it('never loses a milligram: sent = received + wasting', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (a, b) => {
          const [kirim, terima] = a >= b ? [a, b] : [b, a];
          const w = wastingOf(kirim / 1000, terima / 1000);
          expect(w).not.toBeNull();
          expect(Math.round((w?.susut ?? 0) * 1000) + terima).toBe(kirim);
        },
      ),
    );
  });
});

describe('the kinds of the gram ledger', () => {
  it('sorts every stock-ledger jenis into one kind', () => {
    expect(gramKategoriOf('JUAL')).toBe('JUAL');
    expect(gramKategoriOf('BATAL JUAL')).toBe('JUAL');
    expect(gramKategoriOf('BELI')).toBe('BELI');
    expect(gramKategoriOf('BATAL BELI')).toBe('BELI');
    expect(gramKategoriOf('HUTANG')).toBe('JAMINAN');
    expect(gramKategoriOf('LUNAS HUTANG')).toBe('JAMINAN');
    expect(gramKategoriOf('TITIP SIMPAN')).toBe('JAMINAN');
    expect(gramKategoriOf('KIRIM_CUCI')).toBe('CUCI');
    expect(gramKategoriOf('TERIMA_SEPUH')).toBe('SEPUH');
    expect(gramKategoriOf('SUSUT_CUCI')).toBe('SUSUT');
    expect(gramKategoriOf('HANCUR_MASUK')).toBe('HANCUR');
    expect(gramKategoriOf('SORTIR_KELUAR')).toBe('PINDAH');
    expect(gramKategoriOf('PINDAH_MASUK')).toBe('PINDAH');
    expect(gramKategoriOf('TAMBAH')).toBe('TAMBAH');
    expect(gramKategoriOf('SERVICE')).toBe('LAIN');
  });
  it('counts 24K milligrams at the kadar', () => {
    expect(mg24k(2, 70)).toBe(1400);
    expect(mg24k(-0.045, 70)).toBe(-32);
    expect(mg24k(1, 99.9)).toBe(999);
  });
});

const DAYS = daysBetween('2026-01-30', '2026-02-03');
const movement: fc.Arbitrary<GramMovement> = fc.record({
  tanggal: fc.constantFrom(...DAYS, '2026-01-29', '2026-02-04'),
  kadar: fc.constantFrom(37.5, 70, 75, 99.9),
  jenis: fc.constantFrom(
    'TAMBAH',
    'JUAL',
    'BATAL JUAL',
    'BELI',
    'HUTANG',
    'LUNAS HUTANG',
    'KIRIM_CUCI',
    'TERIMA_CUCI',
    'SUSUT_SEPUH',
    'HANCUR',
    'HANCUR_MASUK',
    'SORTIR_MASUK',
    'SERVICE',
  ),
  mg: fc.integer({ min: -50_000, max: 50_000 }),
});

describe('the gram ledger (property)', () => {
  it('opening + in - out = closing per kadar for every day, each closing opens the next day, nothing is lost', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ kadar: fc.constantFrom(70, 75), mg: fc.integer({ min: 0, max: 1_000_000 }) }), {
          maxLength: 3,
        }),
        fc.array(movement, { maxLength: 80 }),
        (opening, moves) => {
          const rows = gramLedger(opening, moves, DAYS[0] as string, DAYS[DAYS.length - 1] as string);
          const kadars = new Set([
            ...opening.map((o) => o.kadar),
            ...moves.filter((m) => DAYS.includes(m.tanggal)).map((m) => m.kadar),
          ]);
          expect(rows).toHaveLength(kadars.size * DAYS.length);
          for (const kadar of kadars) {
            const mine = rows.filter((r) => r.kadar === kadar);
            expect(mine.map((r) => r.tanggal)).toEqual(DAYS);
            const start = opening.filter((o) => o.kadar === kadar).reduce((s, o) => s + o.mg, 0);
            expect(mine[0]?.awal).toBe(start);
            for (const [i, r] of mine.entries()) {
              expect(r.awal + totalMasuk(r) - totalKeluar(r)).toBe(r.akhir);
              for (const k of GRAM_KATEGORI) expect(r.masuk[k] >= 0 && r.keluar[k] >= 0).toBe(true);
              if (i > 0) expect(r.awal).toBe(mine[i - 1]?.akhir);
              const day = moves.filter((m) => m.kadar === kadar && m.tanggal === r.tanggal);
              expect(r.akhir - r.awal).toBe(day.reduce((s, m) => s + m.mg, 0));
            }
          }
        },
      ),
    );
  });
});

describe('the refining payloads', () => {
  it('sorting to sale needs a warehouse and a tray', () => {
    const r = sortirBody.safeParse({ tujuan: 'jual', kode_gudang_tujuan: 'TOKO', kode_barcodes: ['12'] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Baki Tujuan Harus Dipilih');
    const ok = sortirBody.parse({ tujuan: 'cuci', kode_barcodes: ['12'] });
    expect(ok).toMatchObject({ tujuan: 'CUCI', kode_barcodes: ['00000012'] });
  });
  it('a received weight is grams above 0', () => {
    expect(terimaCuciBody.safeParse({ detail_barang: [{ kode_barcode: '1', berat: 0 }] }).success).toBe(
      false,
    );
    expect(
      terimaCuciBody.parse({ detail_barang: [{ kode_barcode: '1', berat: '1.25' }] }).detail_barang[0]?.berat,
    ).toBe(1.25);
  });
  it('manual wash stock: missing count and weight become 0, a type may not repeat', () => {
    const ok = stockSepuhManualBody.parse({ detail_barang: [{ kode_group: 'muda', kode_dept: 'cc' }] });
    expect(ok.detail_barang[0]).toEqual({ kode_group: 'MUDA', kode_dept: 'CC', qty: 0, berat: 0 });
    // Group codes may hold spaces (the demo's 'EMAS MUDA').
    const spaced = stockSepuhManualBody.parse({
      detail_barang: [{ kode_group: 'emas muda', kode_dept: 'MCC', qty: '2' }],
    });
    expect(spaced.detail_barang[0]).toEqual({ kode_group: 'EMAS MUDA', kode_dept: 'MCC', qty: 2, berat: 0 });
    const same = stockSepuhManualBody.safeParse({
      detail_barang: [
        { kode_group: 'MUDA', kode_dept: 'CC' },
        { kode_group: 'MUDA', kode_dept: 'CC', qty: 1 },
      ],
    });
    expect(same.error?.issues[0]?.message).toBe('Kode Jenis Tidak Boleh Sama');
  });
  it('the manual wash stock slip lists the lines and their totals', () => {
    const slip = stockSepuhManualSlip(
      [
        {
          no_tambah_stock: 'SM-TK1-260130-0001',
          tgl_system: '2026-01-30',
          jam: '10:15:00',
          kode_group: 'MUDA',
          kode_dept: 'CC',
          qty: 3,
          berat: 4.5,
          input_by: 'owner1',
        },
        {
          no_tambah_stock: 'SM-TK1-260130-0001',
          tgl_system: '2026-01-30',
          jam: '10:15:00',
          kode_group: 'MUDA',
          kode_dept: 'KL',
          qty: 1,
          berat: 0.125,
          input_by: 'owner1',
        },
      ],
      'TK1',
    );
    expect(slip).toContain('TANGGAL : 30-01-2026 10:15:00');
    expect(slip).toContain('NO      : SM-TK1-260130-0001');
    expect(slip).toMatch(/TOTAL\s+4\s+4\.625/);
  });
});
