import { describe, expect, it } from 'vitest';
import { barangInput } from '../api/barang.ts';
import { diamondFieldsOf, NO_DIAMOND } from './item.ts';
import { diamondRupiah, priceDiamondLine } from './pricing.ts';
import { BERLIAN_MSG, batuBerlian, dataBerlian, describeStones, stoneTotals } from './stones.ts';

const STONE = {
  kode_jenis_batu: 'brl',
  kode_shape: 'rd',
  kode_color: 'f',
  kode_clarity: 'vvs2',
  berat_carat: '0.3',
  qty: 1,
};
const MELEE = { kode_jenis_batu: 'BRL', kode_shape: 'RD', berat_carat: 0.01, qty: 12 };

describe('diamond price', () => {
  it('USD: total_usd x kurs to the whole Rupiah (half up), plus ongkos_berlian, rounded up to the unit', () => {
    expect(diamondRupiah({ curr: 'USD', total_usd: 1150, kurs: 16_000, total_harga: 0 })).toBe(18_400_000);
    // 1480.55 x 15,999 = 23,687,319.45 -> 23,687,319; 0.5 -> 1 (half up)
    expect(diamondRupiah({ curr: 'USD', total_usd: 1480.55, kurs: 15_999, total_harga: 0 })).toBe(23_687_319);
    expect(diamondRupiah({ curr: 'USD', total_usd: 0.5, kurs: 1, total_harga: 0 })).toBe(1);
    const line = priceDiamondLine({
      curr: 'USD',
      total_usd: 1480.55,
      kurs: 15_999,
      total_harga: 0,
      ongkos_berlian: 850_000,
      pembulatan: 500,
      arah: 'up',
    });
    expect(line).toEqual({ total_berlian_rp: 23_687_319, harga_total: 24_537_500 });
  });
  it('IDR: the fixed price, whatever dollars or kurs say; the downward module rounds down', () => {
    const base = {
      total_usd: 999,
      kurs: 16_000,
      total_harga: 9_750_250,
      ongkos_berlian: 500_000,
      pembulatan: 500,
    };
    expect(priceDiamondLine({ ...base, curr: 'IDR', arah: 'up' })).toEqual({
      total_berlian_rp: 9_750_250,
      harga_total: 10_250_500,
    });
    expect(priceDiamondLine({ ...base, curr: 'IDR', arah: 'down' }).harga_total).toBe(10_250_000);
  });
});

describe('diamond item rules', () => {
  const stones = [batuBerlian.parse(STONE)];
  it('no stones and no diamond price: a gold item', () => {
    expect(diamondFieldsOf({}, 'MUDA')).toEqual({ ok: true, fields: NO_DIAMOND });
  });
  it('a diamond price without stones is refused', () => {
    expect(diamondFieldsOf({ total_usd: 100, kurs: 16_000 }, 'BERLIAN')).toEqual({
      ok: false,
      message: BERLIAN_MSG.stonesRequired,
    });
  });
  it('stones only on a group of kind BERLIAN', () => {
    expect(diamondFieldsOf({ data_berlian: stones, total_usd: 100, kurs: 1 }, 'MUDA')).toEqual({
      ok: false,
      message: BERLIAN_MSG.onlyDiamondGroup,
    });
  });
  it('USD needs dollars and a kurs; IDR a fixed price; the currency follows the dollars when not given', () => {
    const fail = (input: Parameters<typeof diamondFieldsOf>[0]) => diamondFieldsOf(input, 'BERLIAN');
    expect(fail({ data_berlian: stones, curr: 'USD', kurs: 16_000 })).toMatchObject({
      message: BERLIAN_MSG.usdRequired,
    });
    expect(fail({ data_berlian: stones, total_usd: 100 })).toMatchObject({
      message: BERLIAN_MSG.kursRequired,
    });
    expect(fail({ data_berlian: stones })).toMatchObject({ message: BERLIAN_MSG.hargaRequired });
    expect(fail({ data_berlian: stones, total_usd: 1150, kurs: 16_000, ongkos_berlian: 750_000 })).toEqual({
      ok: true,
      fields: {
        data_berlian: stones,
        ongkos_berlian: 750_000,
        total_usd: 1150,
        curr: 'USD',
        kurs: 16_000,
        total_harga: 18_400_000,
      },
    });
    expect(
      fail({ data_berlian: stones, curr: 'IDR', total_harga: 5_000_000, total_usd: 10, kurs: 2 }),
    ).toMatchObject({
      ok: true,
      fields: { curr: 'IDR', total_usd: 0, kurs: 0, total_harga: 5_000_000 },
    });
  });
});

describe('data_berlian', () => {
  it('upper-cases codes, reads numbers sent as text, and counts pieces and carats', () => {
    const parsed = dataBerlian.parse([STONE, MELEE]);
    expect(parsed?.[0]).toMatchObject({
      kode_jenis_batu: 'BRL',
      kode_shape: 'RD',
      kode_clarity: 'VVS2',
      berat_carat: 0.3,
    });
    expect(stoneTotals(parsed ?? [])).toEqual({ qty: 13, carat: 0.42 });
    expect(describeStones(parsed ?? [])).toBe('1 BTR 0.300 CT RD F VVS2 + 12 BTR 0.010 CT RD');
  });
  it('an empty list or nothing is no diamond', () => {
    expect(dataBerlian.parse([])).toBeUndefined();
    expect(dataBerlian.parse(undefined)).toBeUndefined();
  });
  it.each([
    [{ ...STONE, kode_shape: '' }, 'Shape Harus Dipilih'],
    [{ ...STONE, kode_jenis_batu: undefined }, 'Jenis Batu Harus Dipilih'],
    [{ ...STONE, berat_carat: 0 }, 'Berat Carat Harus Lebih Dari 0'],
    [{ ...STONE, berat_carat: 1e-10 }, 'Berat Carat Harus Lebih Dari 0'],
    [{ ...STONE, berat_carat: 'abc' }, 'Berat Carat Harus Berupa Angka'],
    [{ ...STONE, qty: 1.5 }, 'Qty Batu Harus Bilangan Bulat'],
    [{ ...STONE, qty: 0 }, 'Qty Batu Minimal 1'],
  ])('refuses a bad stone %#', (stone, message) => {
    const res = dataBerlian.safeParse([stone]);
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe(message);
  });
  it('refuses more than 100 stone lines', () => {
    const res = dataBerlian.safeParse(Array.from({ length: 101 }, () => STONE));
    expect(res.error?.issues[0]?.message).toBe(BERLIAN_MSG.stonesTooMany);
  });
  it('the goods payload carries the diamond fields (bulk-create payload of the reports document)', () => {
    const row = barangInput.parse({
      nama_barang: 'cincin solitaire',
      kode_gudang: 'TOKO',
      kode_toko: 'A08',
      kode_group: 'BERLIAN',
      kode_dept: 'BCC',
      berat: 3.1,
      kadar: 75,
      kadar_cetak: '750',
      data_berlian: [STONE],
      ongkos_berlian: '750000',
      total_usd: '1150.505',
      curr: 'usd',
      kurs: 16_000,
    });
    expect(row).toMatchObject({ ongkos_berlian: 750_000, total_usd: 1150.51, curr: 'USD', kurs: 16_000 });
    expect(barangInput.safeParse({ ...row, curr: 'EUR' }).error?.issues[0]?.message).toBe(
      'Curr Harus USD Atau IDR',
    );
  });
});
