import { cancelPesanan, createPesanan } from '../domains/pesanan/pesanan.service.ts';
import type { ShopContext } from '../platform/context.ts';
import type { SessionUser } from '../platform/session.ts';

const user = (user_id: string, level: SessionUser['level']): SessionUser => ({
  user_id,
  user_name: user_id.toUpperCase(),
  level,
  akses: [],
  kind: 'SYSTEM',
  tokenHash: '',
});

/**
 * The demo's customer orders, through the real service: two waiting for the goldsmith (the price
 * locked at the order, or at pick-up with a transfer down payment) and one cancelled, so Lihat
 * Pesanan and Validasi Pesanan have something to show.
 */
export async function seedPesanan(shop: ShopContext): Promise<void> {
  const kasir = user('kasir1', 'KASIR');
  await createPesanan(shop, kasir, {
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
