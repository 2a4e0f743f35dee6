import type { ShopContext } from '../../platform/context.ts';

/**
 * Counter data written straight into a shop's tables for report tests (the sales and purchase services
 * are another domain's): sale lines, purchase lines, cash rows and authorisations with plain defaults.
 */
type Penjualan = ShopContext['t']['penjualan']['$inferInsert'];
type Pembelian = ShopContext['t']['pembelian']['$inferInsert'];
type Kas = ShopContext['t']['kas']['$inferInsert'];
type Otorisasi = ShopContext['t']['otorisasi']['$inferInsert'];

let seq = 0;
const next = () => String(++seq).padStart(4, '0');

export function saleLine(tanggal: string, over: Partial<Penjualan> = {}): Penjualan {
  const n = next();
  return {
    tanggal,
    jam: new Date(`${tanggal}T09:${n.slice(2)}:00+07:00`),
    no_faktur_group: `FJ-X-${n}`,
    no_faktur_jual: `JL-X-${n}`,
    kode_sales: 'S01',
    nama_customer: 'BUDI, SANTOSO',
    kode_barcode: n.padStart(8, '0'),
    nama_barang: 'CINCIN POLOS',
    kode_group: 'MUDA',
    kode_dept: 'CC',
    kode_gudang: 'TOKO',
    kode_baki: 'B01',
    kadar: '75.00',
    berat: '2.125',
    harga_gram: 1_000_000,
    ongkos: 25_000,
    harga_atribut: 0,
    harga_hitung: 2_150_000,
    harga_total: 2_150_000,
    harga_modal: 1_900_000,
    pembulatan: 500,
    arah_pembulatan: 'ATAS',
    input_by: 'kasir1',
    ...over,
  };
}

export function purchaseLine(tanggal: string, over: Partial<Pembelian> = {}): Pembelian {
  const n = next();
  return {
    tanggal,
    jam: new Date(`${tanggal}T10:${n.slice(2)}:00+07:00`),
    no_faktur_group: `FB-X-${n}`,
    no_faktur_beli: `BL-X-${n}`,
    jenis_pembelian: 'BELI',
    kode_sales: 'S01',
    nama_customer: 'ANI',
    kode_barcode: `9${n.padStart(7, '0')}`,
    nama_barang: 'GELANG RUSAK',
    kode_group: 'TUA',
    kode_dept: 'GL',
    kadar: '70.00',
    berat: '5.500',
    harga_gram: 800_000,
    harga_hitung: 4_400_000,
    harga: 4_400_000,
    pembulatan: 500,
    arah_pembulatan: 'BAWAH',
    kode_kondisi: 'RSK',
    tipe_kondisi: 'RUSAK',
    input_by: 'kasir1',
    ...over,
  };
}

export const kasRow = (tanggal: string, over: Partial<Kas> = {}): Kas => ({
  tanggal,
  kategori: 'PENJUALAN',
  deskripsi: 'FJ-X',
  jenis: 'CASH',
  input_by: 'kasir1',
  ...over,
});

export const otorisasiRow = (tanggal: string, over: Partial<Otorisasi> = {}): Otorisasi => ({
  id: `OT-${next()}`,
  tanggal,
  jam: new Date(`${tanggal}T11:00:00+07:00`),
  kategori: 'PENJUALAN',
  description: 'PENJUALAN DI BAWAH MODAL',
  keterangan: '-',
  authorised_by: 'spv1',
  requested_by: 'kasir1',
  used_for: null,
  ...over,
});

export async function insertCounterData(
  shop: ShopContext,
  data: { penjualan?: Penjualan[]; pembelian?: Pembelian[]; kas?: Kas[]; otorisasi?: Otorisasi[] },
): Promise<void> {
  if (data.penjualan?.length) await shop.db.insert(shop.t.penjualan).values(data.penjualan);
  if (data.pembelian?.length) await shop.db.insert(shop.t.pembelian).values(data.pembelian);
  if (data.kas?.length) await shop.db.insert(shop.t.kas).values(data.kas);
  if (data.otorisasi?.length) await shop.db.insert(shop.t.otorisasi).values(data.otorisasi);
}
