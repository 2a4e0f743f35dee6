import type { NewBarang } from './barang.queries.ts';

/**
 * A customer's piece the shop holds (pledged or deposited in TITIP, a repair in REPARASI) as an item:
 * no tray, no type, no price, no cost; its document number as the note.
 */
export const customerItem = (p: {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_gudang: string;
  kadar: number;
  berat: number;
  berat_plastik: number;
  keterangan: string;
}): NewBarang => ({
  kode_barcode: p.kode_barcode,
  kode_intern: '',
  nama_barang: p.nama_barang,
  kode_group: p.kode_group,
  kode_dept: '',
  kode_gudang: p.kode_gudang,
  kode_baki: '',
  kadar: p.kadar,
  kadar_cetak: '',
  kadar_modal: 0,
  berat: p.berat,
  berat_asli: p.berat,
  berat_plastik: p.berat_plastik,
  nama_atribut: '',
  berat_atribut: 0,
  harga_atribut: 0,
  ongkos: 0,
  profit: 0,
  harga_modal: null,
  markis: 'TIDAK',
  size: '',
  keterangan: p.keterangan,
  supplier_barang: '',
});
