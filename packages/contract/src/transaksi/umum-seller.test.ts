import { describe, expect, it } from 'vitest';
import { MODULE } from '../modules.ts';
import {
  UMUM_SELLER_FIELDS,
  umumSellerMessage,
  umumSellerMissing,
  umumSellerRequired,
} from './umum-seller.ts';

const { nama_customer: NAMA, no_ktp: KTP } = UMUM_SELLER_FIELDS;

describe('the walk-in (UMUM) seller of a buy-back', () => {
  it('names every missing field; a member needs none', () => {
    expect(umumSellerMissing({})).toEqual([NAMA, KTP]);
    expect(umumSellerMissing({ nama_customer: ' umum ', no_ktp: '317' })).toEqual([NAMA]);
    expect(umumSellerMissing({ nama_customer: 'BUDI', no_ktp: ' ' })).toEqual([KTP]);
    expect(umumSellerMissing({ nama_customer: 'BUDI', no_ktp: '317' })).toEqual([]);
    expect(umumSellerMissing({ kode_member: 'MBR0000001' })).toEqual([]);
    expect(umumSellerMessage([NAMA, KTP])).toBe(
      'Penjual UMUM: Nama Penjual Dan No KTP Penjual Wajib Diisi Untuk Surat Pernyataan Penjual',
    );
  });

  it('is required unless the shop switches its module on', () => {
    expect(umumSellerRequired(new Set())).toBe(true);
    expect(umumSellerRequired([MODULE.PEMBELIAN_UMUM_BEBAS_KTP])).toBe(false);
  });
});
