import { describe, expect, it } from 'vitest';
import { PARAMETER_KUPON } from '../master/definitions/transaksi.ts';
import { masterBodySchema } from '../master/schema.ts';
import { firstIssueMessage } from '../validation.ts';
import {
  KUPON_MSG,
  type KuponTerms,
  type KuponUse,
  kuponDiscount,
  kuponRefusal,
  kuponState,
  kuponTermsOf,
} from './rules.ts';

const terms = (over: Partial<KuponTerms> = {}): KuponTerms => ({
  kode_kupon: 'HEMAT',
  nama_kupon: 'HEMAT',
  jenis_potongan: 'RUPIAH',
  nilai_potongan: 50_000,
  maksimal_potongan: 0,
  minimal_belanja: 1_000_000,
  kuota: 2,
  tgl_awal: '2026-11-01',
  tgl_akhir: '2026-11-30',
  kode_member: '',
  ...over,
});
const use = (over: Partial<KuponUse> = {}): KuponUse => ({
  tanggal: '2026-11-24',
  terpakai: 0,
  belanja: 2_000_000,
  kode_member: '',
  memberSudahPakai: false,
  ...over,
});

describe('the state of a coupon on a business day', () => {
  it('is AKTIF from tgl_awal to tgl_akhir, both days included', () => {
    expect(kuponState(terms(), '2026-11-01', 0)).toBe('AKTIF');
    expect(kuponState(terms(), '2026-11-30', 1)).toBe('AKTIF');
  });
  it('is BELUM BERLAKU before, KADALUARSA after', () => {
    expect(kuponState(terms(), '2026-10-31', 0)).toBe('BELUM BERLAKU');
    expect(kuponState(terms(), '2026-12-01', 0)).toBe('KADALUARSA');
  });
  it('is HABIS when its quota is used up, TIDAK DITEMUKAN without a coupon', () => {
    expect(kuponState(terms({ kuota: 2 }), '2026-11-24', 2)).toBe('HABIS');
    expect(kuponState(undefined, '2026-11-24', 0)).toBe('TIDAK DITEMUKAN');
  });
});

describe('the discount', () => {
  it('an amount coupon takes its amount off', () => {
    expect(kuponDiscount(terms(), 2_000_000)).toBe(50_000);
  });
  it('a percent coupon takes the percentage rounded down to the whole Rupiah', () => {
    // 2,345,679 x 17 % = 398,765.43
    expect(kuponDiscount(terms({ jenis_potongan: 'PERSEN', nilai_potongan: 17 }), 2_345_679)).toBe(398_765);
    expect(kuponDiscount(terms({ jenis_potongan: 'PERSEN', nilai_potongan: 2.5 }), 1_000_001)).toBe(25_000);
  });
  it('a percent coupon stops at its maximum discount when it has one', () => {
    const k = terms({ jenis_potongan: 'PERSEN', nilai_potongan: 10, maksimal_potongan: 150_000 });
    expect(kuponDiscount(k, 2_000_000)).toBe(150_000);
    expect(kuponDiscount(k, 1_000_000)).toBe(100_000);
  });
  it('never more than what is left to pay nor the total', () => {
    expect(kuponDiscount(terms({ nilai_potongan: 500_000 }), 300_000)).toBe(300_000);
    expect(kuponDiscount(terms({ nilai_potongan: 500_000 }), 2_000_000, 120_000)).toBe(120_000);
    expect(kuponDiscount(terms({ jenis_potongan: 'PERSEN', nilai_potongan: 100 }), 800_000)).toBe(800_000);
    expect(kuponDiscount(terms(), 2_000_000, -5)).toBe(0);
  });
});

describe('whether a sale may use the coupon', () => {
  it('an active coupon on a large enough sale: yes', () => {
    expect(kuponRefusal('HEMAT', terms(), use())).toBeUndefined();
  });
  it('each state other than AKTIF is refused with its message', () => {
    expect(kuponRefusal('X', undefined, use())).toBe(KUPON_MSG.notFound('X'));
    expect(kuponRefusal('HEMAT', terms(), use({ tanggal: '2026-10-01' }))).toBe(
      'Kupon HEMAT Belum Berlaku, Berlaku Mulai 01-11-2026',
    );
    expect(kuponRefusal('HEMAT', terms(), use({ tanggal: '2026-12-01' }))).toBe(
      'Kupon HEMAT Sudah Kadaluarsa',
    );
    expect(kuponRefusal('HEMAT', terms(), use({ terpakai: 2 }))).toBe('Kuota Kupon HEMAT Sudah Habis');
  });
  it('a sale below the minimum purchase is refused; exactly the minimum passes', () => {
    expect(kuponRefusal('HEMAT', terms(), use({ belanja: 999_999 }))).toBe(
      'Minimal Belanja Untuk Kupon HEMAT Adalah Rp 1,000,000',
    );
    expect(kuponRefusal('HEMAT', terms(), use({ belanja: 1_000_000 }))).toBeUndefined();
  });
  it('a member coupon: only its member, once', () => {
    const k = terms({ kode_member: 'M001' });
    expect(kuponRefusal('HEMAT', k, use())).toBe('Kupon HEMAT Hanya Untuk Member M001');
    expect(kuponRefusal('HEMAT', k, use({ kode_member: 'M002' }))).toBe(
      'Kupon HEMAT Hanya Untuk Member M001',
    );
    expect(kuponRefusal('HEMAT', k, use({ kode_member: 'M001' }))).toBeUndefined();
    expect(kuponRefusal('HEMAT', k, use({ kode_member: 'M001', memberSudahPakai: true }))).toBe(
      'Kupon HEMAT Sudah Digunakan Oleh Member M001',
    );
  });
});

describe('the parameter-kupon master', () => {
  const body = masterBodySchema(PARAMETER_KUPON);
  const valid = {
    kode_kupon: 'hemat',
    nama_kupon: 'hemat',
    jenis_potongan: 'PERSEN',
    nilai_potongan: 10,
    maksimal_potongan: 100_000,
    minimal_belanja: 0,
    kuota: 5,
    kode_member: 'm001',
    tgl_awal: '2026-11-01',
    tgl_akhir: '2026-11-30',
  };
  const problem = (over: Record<string, unknown>) => {
    const r = body.safeParse({ ...valid, ...over });
    return r.success ? undefined : firstIssueMessage(r.error);
  };
  it('takes amount or percent, a cap, the minimum, validity, quota and a member', () => {
    const r = body.parse(valid);
    expect(kuponTermsOf(r)).toEqual({
      ...valid,
      kode_kupon: 'HEMAT',
      nama_kupon: 'HEMAT',
      kode_member: 'M001',
    });
    expect(problem({ kode_member: undefined, maksimal_potongan: undefined })).toBeUndefined();
  });
  it('refuses reversed dates, a percentage above 100, zero, a Rupiah fraction, a quota below 1', () => {
    expect(problem({ tgl_akhir: '2026-10-31' })).toBe(KUPON_MSG.dateOrder);
    expect(problem({ nilai_potongan: 100.5 })).toBe(KUPON_MSG.percentOver);
    expect(problem({ nilai_potongan: 0 })).toBe(KUPON_MSG.valueZero);
    expect(problem({ jenis_potongan: 'RUPIAH', nilai_potongan: 1000.5 })).toBe(KUPON_MSG.rupiahWhole);
    expect(problem({ kuota: 0 })).toBe('Kuota Minimal 1');
    expect(problem({ kuota: undefined })).toBe('Kuota Tidak Boleh Kosong');
    expect(problem({ kode_member: 'M0000000000001' })).toBe('Kode Member Maksimal 13 Karakter');
  });
});
