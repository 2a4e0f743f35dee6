import { type api, MODULE } from '@emas/contract';
import { addBarang } from '../domains/barang/barang.service.ts';
import type { ShopContext } from '../platform/context.ts';
import { upsertModule } from '../platform/modules.queries.ts';
import { forgetModules } from '../platform/modules.ts';
import { seedUser as user } from './seed-user.ts';

const owner = user('owner1', 'OWN');

type Stone = NonNullable<api.BarangInput['data_berlian']>[number];
const stone = (
  kode_batu: string,
  shape: string,
  color: string,
  clarity: string,
  ct: number,
  qty = 1,
): Stone => ({
  kode_batu,
  kode_jenis_batu: 'BRL',
  kode_shape: shape,
  kode_color: color,
  kode_clarity: clarity,
  berat_carat: ct,
  qty,
});
const melee = (qty: number): Stone => ({
  kode_jenis_batu: 'BRL',
  kode_shape: 'RD',
  kode_color: 'G',
  kode_clarity: 'VS2',
  berat_carat: 0.01,
  qty,
});

const piece = (
  kode_dept: string,
  nama_barang: string,
  berat: number,
  data_berlian: Stone[],
  price: { total_usd: number; kurs: number } | { total_harga: number },
  ongkos_berlian: number,
  harga_modal: number,
  kode_intern: string,
  supplier_barang: string,
): api.BarangInput =>
  ({
    nama_barang,
    kode_intern,
    kode_gudang: 'TOKO',
    kode_baki: 'A08',
    kode_group: 'BERLIAN',
    kode_dept,
    markis: 'TIDAK',
    berat,
    kadar: 75,
    kadar_cetak: '750',
    supplier_barang,
    data_berlian,
    ongkos_berlian,
    harga_modal,
    ...('total_usd' in price ? { curr: 'USD', ...price } : { curr: 'IDR', ...price }),
  }) as api.BarangInput;

/**
 * The demo's diamond jewellery (BERLIAN_MODULE switched on at the branches): rings, a necklace,
 * earrings and a pendant in tray A08, priced in USD at the tag's kurs or at a fixed Rupiah price,
 * each with its cost (harga_modal) so a sale below it needs an authorisation like any other.
 */
export async function seedBerlian(shop: ShopContext): Promise<void> {
  await upsertModule(shop, shop.db, MODULE.BERLIAN, true, 'SEED');
  forgetModules(shop);
  await addBarang(shop, owner, [
    piece(
      'BCC',
      'CINCIN SOLITAIRE BERLIAN',
      3.1,
      [stone('RD-030-F-VVS2', 'RD', 'F', 'VVS2', 0.3)],
      { total_usd: 1150, kurs: 16_000 },
      750_000,
      15_500_000,
      'CS-0301',
      'SB01',
    ),
    piece(
      'BCC',
      'CINCIN PRINCESS BERLIAN',
      3.6,
      [stone('PR-050-H-SI1', 'PR', 'H', 'SI1', 0.5), melee(12)],
      { total_usd: 1480.5, kurs: 16_000 },
      850_000,
      19_900_000,
      'CP-0502',
      'SB02',
    ),
    piece(
      'BKL',
      'KALUNG BERLIAN TENNIS',
      8.4,
      [melee(40)],
      { total_harga: 24_500_000 },
      1_500_000,
      20_800_000,
      'KT-0040',
      'SB01',
    ),
    piece(
      'BAT',
      'ANTING BERLIAN ROUND',
      2.2,
      [stone('RD-010-G-VS1', 'RD', 'G', 'VS1', 0.1, 2)],
      { total_usd: 520, kurs: 16_000 },
      400_000,
      7_000_000,
      'AR-0102',
      'SB01',
    ),
    piece(
      'BLT',
      'LIONTIN BERLIAN OVAL',
      1.9,
      [stone('OV-100-E-VS2', 'OV', 'E', 'VS2', 1)],
      { total_harga: 82_000_000 },
      1_000_000,
      69_500_000,
      'LO-1001',
      'SB01',
    ),
    piece(
      'BCC',
      'CINCIN BERLIAN TABUR',
      2.8,
      [melee(18)],
      { total_harga: 9_750_000 },
      500_000,
      8_300_000,
      'CT-0018',
      'SB02',
    ),
  ]);
}
