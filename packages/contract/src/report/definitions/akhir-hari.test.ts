import { describe, expect, it } from 'vitest';
import type { ReportBookPart, ReportRow } from '../types.ts';
import {
  AKHIR_HARI_RINGKASAN_EMAS,
  AKHIR_HARI_RINGKASAN_PEMBAYARAN,
  akhirHariFigures,
  EMAS_KELUAR,
  EMAS_MASUK,
  LAPORAN_AKHIR_HARI,
} from './akhir-hari.ts';

const part = (key: string, rows: ReportRow[]): ReportBookPart => ({
  key,
  title: key,
  count: rows.length,
  data: { rows, totals: {}, groups: null, truncated: false },
});

describe('Laporan Akhir Hari: the summary it opens with', () => {
  it('comes first, before the nine tables of the specification', () => {
    expect(LAPORAN_AKHIR_HARI.summary?.parts).toBe(2);
    expect(LAPORAN_AKHIR_HARI.parts.slice(0, 2).map((p) => p.key)).toEqual([
      AKHIR_HARI_RINGKASAN_PEMBAYARAN.key,
      AKHIR_HARI_RINGKASAN_EMAS.key,
    ]);
    expect(LAPORAN_AKHIR_HARI.parts).toHaveLength(11);
  });

  it('figures: net cash, non-cash in (trade-ins are not money), grams out and in, over every shop', () => {
    const figures = akhirHariFigures([
      part(AKHIR_HARI_RINGKASAN_PEMBAYARAN.key, [
        { kode_toko: 'TK1', jenis: 'CASH', masuk: 1_250_000, keluar: 4_400_000, bersih: -3_150_000 },
        { kode_toko: 'TK1', jenis: 'TRANSFER', masuk: 4_500_500, keluar: 0, bersih: 4_500_500 },
        { kode_toko: 'TK1', jenis: 'TUKAR', masuk: 900_000, keluar: 0, bersih: 900_000 },
        { kode_toko: 'TK2', jenis: 'CASH', masuk: 5_000_000, keluar: 0, bersih: 5_000_000 },
        { kode_toko: 'TK2', jenis: 'QRIS', masuk: 250_000, keluar: 0, bersih: 250_000 },
      ]),
      part(AKHIR_HARI_RINGKASAN_EMAS.key, [
        { kode_toko: 'TK1', keterangan: EMAS_KELUAR, qty: 3, berat: '16.468', rupiah: 17_650_500 },
        { kode_toko: 'TK1', keterangan: EMAS_MASUK, qty: 2, berat: '6.501', rupiah: 5_300_000 },
        { kode_toko: 'TK2', keterangan: EMAS_KELUAR, qty: 1, berat: '0.1', rupiah: 100_000 },
        { kode_toko: 'TK2', keterangan: EMAS_MASUK, qty: 1, berat: '0.2', rupiah: 100_000 },
      ]),
    ]);
    expect(figures.map((f) => [f.label, f.value])).toEqual([
      ['Kas Bersih (Cash)', 1_850_000],
      ['Non Cash Masuk', 4_750_500],
      ['Emas Keluar (gr)', 16.568],
      ['Emas Masuk (gr)', 6.701],
    ]);
  });

  it('a day without rows: all zero', () => {
    expect(akhirHariFigures([]).map((f) => f.value)).toEqual([0, 0, 0, 0]);
  });
});
