import {
  ambilHarga,
  ambilPesanan,
  cancelPesanan,
  createPesanan,
  terimaPesanan,
  validatePesanan,
} from '../domains/pesanan/pesanan.service.ts';
import type { ShopContext } from '../platform/context.ts';
import { systemUser as user } from '../platform/session.ts';

/** Where the goldsmith's rings are put when delivered: the demo's first ring tray. */
const CINCIN = { kode_dept: 'MCC', kode_gudang: 'TOKO', kode_baki: 'A01', kadar_cetak: '700' };

/**
 * The demo's customer orders on the business day, through the real services (cash, stock and ledger
 * follow): two waiting for the goldsmith (PESAN: the price locked at the order, or at pick-up with a
 * transfer down payment), one delivered and reserved in stock (SIAP), one picked up through its sale
 * (DIAMBIL, validated by the supervisor) and one cancelled (BATAL), so Lihat Pesanan, Transaksi
 * Pesanan and Validasi Pesanan have something in every state, and validasi/pesanan/get some rows.
 */
export async function seedPesanan(shop: ShopContext): Promise<void> {
  const kasir = user('kasir1', 'KASIR');
  const ready = await createPesanan(shop, kasir, {
    kode_sales: 'S02',
    nama_customer: 'FITRI HANDAYANI',
    no_hp: '081377001122',
    nama_barang: 'CINCIN NAMA FITRI MODEL PITA',
    kode_group: 'EMAS MUDA',
    berat: 3,
    ongkos: 150_000,
    dp_rp: 1_000_000,
    pembayaran: [{ jenis: 'CASH', jumlah: 1_000_000 }],
  });
  await createPesanan(shop, kasir, {
    kode_sales: 'S01',
    nama_customer: 'BAMBANG SUTEJO',
    nama_barang: 'GELANG RANTAI BISMARK 20 GR',
    kode_group: 'EMAS MUDA',
    berat: 20,
    harga_kunci: 'AMBIL',
    ongkos: 400_000,
    dp_rp: 2_000_000,
    pembayaran: [{ jenis: 'TRANSFER', jumlah: 2_000_000, kode_bank: 'BCA', no_rekening: '5271234567' }],
  });
  await createPesanan(shop, kasir, {
    kode_sales: 'S03',
    nama_customer: 'AGUS SALIM',
    no_hp: '085600112233',
    nama_barang: 'CINCIN KAWIN POLOS SEPASANG',
    kode_group: 'EMAS MUDA',
    berat: 6,
    ongkos: 300_000,
  });
  await terimaPesanan(shop, kasir, { no_pesanan: ready.no_pesanan, berat: 3.05, ...CINCIN });

  const picked = await createPesanan(shop, kasir, {
    kode_sales: 'S01',
    nama_customer: 'RINA MARLINA',
    no_hp: '081288990011',
    nama_barang: 'CINCIN BATU MODEL KOREA',
    kode_group: 'EMAS MUDA',
    berat: 2.5,
    ongkos: 100_000,
    dp_rp: 500_000,
    pembayaran: [{ jenis: 'CASH', jumlah: 500_000 }],
  });
  await terimaPesanan(shop, kasir, { no_pesanan: picked.no_pesanan, berat: 2.48, ...CINCIN });
  const { sisa_rp } = await ambilHarga(shop, picked.no_pesanan);
  await ambilPesanan(shop, kasir, {
    no_pesanan: picked.no_pesanan,
    pembayaran: [{ jenis: 'CASH', jumlah: sisa_rp }],
  });
  await validatePesanan(shop, { no_pesanans: [picked.no_pesanan], user_id: 'spv1' });

  const batal = await createPesanan(shop, kasir, {
    kode_sales: 'S01',
    nama_customer: 'SUSI SUSANTI',
    nama_barang: 'LIONTIN HURUF S',
    kode_group: 'EMAS MUDA',
    berat: 1.5,
    dp_rp: 200_000,
    pembayaran: [{ jenis: 'CASH', jumlah: 200_000 }],
  });
  await cancelPesanan(shop, user('spv1', 'SPV'), {
    no_faktur: batal.no_pesanan,
    alasan: 'CUSTOMER BATAL PESAN',
  });
}
