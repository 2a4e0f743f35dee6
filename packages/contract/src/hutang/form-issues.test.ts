import { describe, expect, it } from 'vitest';
import { HUTANG_MSG } from '../api/hutang.ts';
import { hutangFormIssues } from './form-issues.ts';

const piece = { kode_group: 'EMAS KUNING', nama_barang: 'CINCIN', kadar: 91.6, berat: 2, kondisi: 'LENGKAP' };

describe('hutangFormIssues', () => {
  it('an empty form: every missing field at once, the pieces and the walk-in customer included', () => {
    const issues = hutangFormIssues({
      kode_sales: '',
      jumlah_hutang: 0,
      detail_barang: [
        { kode_group: '', nama_barang: '', kadar: undefined as unknown as number, berat: 0, kondisi: '' },
      ],
    });
    const fields = issues.map((i) => `${i.line ?? '-'}:${i.field}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        '-:kode_sales',
        '-:jumlah_hutang',
        '0:kode_group',
        '0:nama_barang',
        '0:kadar',
        '0:berat',
        '0:kondisi',
        '-:nama_customer',
        '-:no_ktp',
      ]),
    );
    expect(issues.find((i) => i.field === 'no_ktp')?.message).toBe(HUTANG_MSG.ktpRequired);
    expect(issues.find((i) => i.field === 'nama_customer')?.message).toBe(HUTANG_MSG.namaRequired);
    // One message per field.
    expect(new Set(fields).size).toBe(fields.length);
  });
  it('a complete walk-in loan has none; a member needs neither name nor KTP', () => {
    const base = { kode_sales: 'S01', jumlah_hutang: 1_000_000, detail_barang: [piece] };
    expect(hutangFormIssues({ ...base, nama_customer: 'BUDI', no_ktp: '3174' })).toEqual([]);
    expect(hutangFormIssues({ ...base, kode_member: 'M001' })).toEqual([]);
    expect(hutangFormIssues({ ...base, nama_customer: 'BUDI' })).toEqual([
      { field: 'no_ktp', message: HUTANG_MSG.ktpRequired },
    ]);
  });
  it('no piece at all is named on the pieces', () => {
    const issues = hutangFormIssues({
      kode_sales: 'S01',
      jumlah_hutang: 1,
      kode_member: 'M1',
      detail_barang: [],
    });
    expect(issues).toEqual([{ field: 'detail_barang', message: HUTANG_MSG.noItems }]);
  });
});
