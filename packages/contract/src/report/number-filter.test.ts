import { describe, expect, it } from 'vitest';
import { LAPORAN_TRANSAKSI_PO } from './definitions/pre-order.ts';
import { reportQuery } from './filters.ts';

const base = { tgl_from: '2026-03-01', tgl_to: '2026-03-01', status: 'SEMUA' };
const messageOf = (extra: Record<string, string>) =>
  reportQuery(LAPORAN_TRANSAKSI_PO.filters).safeParse({ ...base, ...extra }).error?.issues[0]?.message;

describe('money and weight filters are numbers checked by the shared schemas', () => {
  it('a fraction, a huge number, text or a NUL byte in Nominal Transfer is a 400 naming it', () => {
    expect(messageOf({ harga_estimasi: '0.5' })).toBe('Nominal Transfer Harus Bilangan Bulat');
    expect(messageOf({ harga_estimasi: '-0.5' })).toBe('Nominal Transfer Harus Bilangan Bulat');
    expect(messageOf({ harga_estimasi: '1e300' })).toBe('Nominal Transfer Harus Bilangan Bulat');
    expect(messageOf({ harga_estimasi: '200000000000' })).toBe('Nominal Transfer Maksimal 100000000000');
    expect(messageOf({ harga_estimasi: '99999999999999999999' })).toBe(
      'Nominal Transfer Harus Bilangan Bulat',
    );
    expect(messageOf({ harga_estimasi: '-5' })).toBe('Nominal Transfer Minimal 0');
    expect(messageOf({ harga_estimasi: 'abc' })).toBe('Nominal Transfer Harus Berupa Angka');
    expect(messageOf({ harga_estimasi: '1\u00000' })).toBe('Nominal Transfer Harus Berupa Angka');
    expect(messageOf({ berat_estimasi: '1.2345' })).toBe('Berat Estimasi Maksimal 3 Angka Di Belakang Koma');
    expect(messageOf({ berat_estimasi: '1e300' })).toBe('Berat Estimasi Maksimal 100000');
  });

  it('a whole amount and a weight pass, as text; blank is no filter', () => {
    const q = reportQuery(LAPORAN_TRANSAKSI_PO.filters).parse({
      ...base,
      harga_estimasi: ' 2300000 ',
      berat_estimasi: '2.5',
    });
    expect(q).toMatchObject({ harga_estimasi: '2300000', berat_estimasi: '2.5' });
    expect(
      reportQuery(LAPORAN_TRANSAKSI_PO.filters).parse({ ...base, harga_estimasi: '', berat_estimasi: ' ' }),
    ).not.toHaveProperty('harga_estimasi', expect.anything());
  });
});
