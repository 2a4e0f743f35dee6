import { expect } from 'vitest';
import type { ShopServer } from '../../platform/app.ts';
import { call } from '../../test/harness.ts';

/**
 * The masters the goods tests need, added through the master API (the demo seed may not hold them):
 * warehouses TOKO (trays B1-B3), BELI (BL1), DBM (DB1), HANCUR, LEBUR, CUCI; groups MUDA, TUA, ACC
 * with their jenis.
 */
export const FIXTURE = {
  gudang: ['TOKO', 'BELI', 'DBM', 'HANCUR', 'LEBUR', 'CUCI'],
  baki: [
    { kode_baki: 'B1', kode_gudang: 'TOKO', berat_baki: 150.5 },
    { kode_baki: 'B2', kode_gudang: 'TOKO', berat_baki: 120 },
    { kode_baki: 'B3', kode_gudang: 'TOKO', berat_baki: 100 },
    { kode_baki: 'BL1', kode_gudang: 'BELI', berat_baki: 0 },
    { kode_baki: 'DB1', kode_gudang: 'DBM', berat_baki: 0 },
  ],
  group: [
    { kode_group: 'MUDA', jenis_group: 'MUDA', kadar: 70 },
    { kode_group: 'TUA', jenis_group: 'TUA', kadar: 99 },
    { kode_group: 'ACC', jenis_group: 'ACC', kadar: 0 },
  ],
  jenis: [
    { kode_jenis: 'CC', nama_jenis: 'CINCIN', kode_group: 'MUDA' },
    { kode_jenis: 'KL', nama_jenis: 'KALUNG', kode_group: 'MUDA' },
    { kode_jenis: 'GL', nama_jenis: 'GELANG', kode_group: 'TUA' },
    { kode_jenis: 'AC', nama_jenis: 'AKSESORIS', kode_group: 'ACC' },
  ],
} as const;

export async function addFixtureMasters(server: ShopServer, token: string): Promise<void> {
  const add = async (path: string, body: Record<string, unknown>) => {
    const res = await call(server, 'POST', path, { token, body });
    // 409: already there (a second call on the same shop).
    if (res.status !== 201 && res.status !== 200 && res.status !== 409)
      throw new Error(`POST ${path} ${res.status} ${res.body.message}`);
  };
  await add('kategori', { kode_kategori: 'EMAS', nama_kategori: 'EMAS' });
  for (const g of FIXTURE.group)
    await add('group', { ...g, nama_group: `EMAS ${g.kode_group}`, kode_kategori: 'EMAS' });
  for (const j of FIXTURE.jenis) await add('jenis', { ...j, ongkos: 0 });
  for (const g of FIXTURE.gudang) await add('gudang', { kode_gudang: g, nama_gudang: `GUDANG ${g}` });
  for (const b of FIXTURE.baki) await add('baki', { ...b, nama_baki: `BAKI ${b.kode_baki}` });
}

/** A valid item row for `barang` / `barang/create/bulk`. */
export const item = (over: Record<string, unknown> = {}) => ({
  nama_barang: 'cincin pita',
  kode_gudang: 'TOKO',
  kode_toko: 'B1',
  kode_group: 'MUDA',
  kode_dept: 'CC',
  markis: 'TIDAK',
  berat: 2.5,
  berat_asli: 2.55,
  kadar: 70,
  kadar_cetak: '70%',
  kadar_modal: 68,
  ongkos: 50_000,
  profit: 25_000,
  ...over,
});

/** Goods added through Tambah Barang Banyak (`barang/create/bulk`) as `token`'s user: their barcodes. */
export async function addBulkItems(
  server: ShopServer,
  token: string,
  rows: Record<string, unknown>[],
): Promise<string[]> {
  const res = await call(server, 'POST', 'barang/create/bulk', { token, body: { detail_barang: rows } });
  expect(res.status, res.body.message).toBe(201);
  return (res.body.data.data as { kode_barcode: string }[]).map((r) => r.kode_barcode);
}
